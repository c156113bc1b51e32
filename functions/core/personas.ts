import { DefaultPersonaRequiredError, PersonaNotFoundError, SystemPersonaImmutableError } from './errors.js';
import type { Persona } from './model.js';
import type { PersonaStore } from './ports.js';
import { slugCandidates } from './slug.js';

export const SYSTEM_PERSONA_SLUG = 'owners-founders';

/**
 * The persona every account has. It is code rather than data so that every account sees the same,
 * reviewed definition and no migration is ever needed to fix it.
 */
export const SYSTEM_PERSONA: Persona = {
  slug: SYSTEM_PERSONA_SLUG,
  name: 'Owners & founders',
  definition: [
    'Keep the people who own the company or founded it and still run it today.',
    'Include: founders and co-founders; owners, proprietors and managing partners of the business; principals or',
    'partners who hold equity in a partnership (law, accounting, consulting or architecture firms); the CEO,',
    'managing director, president or general manager when that person founded or owns the company, or when the',
    'company is small enough (roughly under 50 people) that the top executive is in practice the owner-operator;',
    'founder-executives with another title (for example "Co-founder & CTO").',
    'Exclude: people whose founder or owner role was at another company, or ended (former founders, "ex-founder",',
    'advisors to founders); investors, board members and shareholders who do not work in the company; founders',
    'of a side project, community or non-profit mentioned alongside a different current job; franchise or store',
    'managers who do not own the business; employees with "owner" in a functional title (product owner, process',
    'owner, account owner, business owner of a system); freelancers and contractors working for the company.',
    'Rank founders who still lead the company first, then co-founders in other executive roles, then owners and',
    'equity partners, then the owner-operator top executive.',
  ].join(' '),
  is_system: true,
  created_at: null,
  updated_at: null,
};

export interface PersonaView extends Persona {
  is_default: boolean;
}

const view = (persona: Persona, defaultSlug: string): PersonaView => ({
  ...persona,
  is_default: persona.slug === defaultSlug,
});

/** The account's personas, system persona first, then custom ones oldest first. */
export async function listPersonas(
  store: PersonaStore,
  accountId: string,
  defaultSlug: string,
): Promise<PersonaView[]> {
  const custom = await store.list(accountId);
  custom.sort(
    (a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.slug.localeCompare(b.slug),
  );
  return [SYSTEM_PERSONA, ...custom].map((p) => view(p, defaultSlug));
}

export async function findPersona(
  store: PersonaStore,
  accountId: string,
  slug: string,
): Promise<Persona | null> {
  if (slug === SYSTEM_PERSONA_SLUG) return SYSTEM_PERSONA;
  return store.get(accountId, slug);
}

export async function createPersona(
  store: PersonaStore,
  accountId: string,
  input: { name: string; definition: string; make_default: boolean },
  now: Date,
): Promise<PersonaView> {
  const at = now.toISOString();
  // The system slug is never free, so "Owners & founders" as a custom name becomes owners-founders-2.
  const slugs = slugCandidates(input.name, 50).filter((s) => s !== SYSTEM_PERSONA_SLUG);
  const persona = await store.create(
    accountId,
    slugs,
    { name: input.name, definition: input.definition, is_system: false, created_at: at, updated_at: at },
    input.make_default,
  );
  return { ...persona, is_default: input.make_default };
}

export async function updatePersona(
  store: PersonaStore,
  accountId: string,
  slug: string,
  patch: {
    name?: string | null | undefined;
    definition?: string | null | undefined;
    make_default?: boolean | null | undefined;
  },
  currentDefault: string,
  now: Date,
): Promise<PersonaView> {
  const changes = {
    ...(patch.name != null ? { name: patch.name } : {}),
    ...(patch.definition != null ? { definition: patch.definition } : {}),
  };
  const editsFields = Object.keys(changes).length > 0;

  if (slug === SYSTEM_PERSONA_SLUG && editsFields) throw new SystemPersonaImmutableError();
  // "Exactly one default" means the default can only move to another persona, never disappear.
  if (patch.make_default === false && currentDefault === slug) throw new DefaultPersonaRequiredError();

  let persona: Persona | null;
  if (editsFields) {
    persona = await store.update(accountId, slug, changes, now.toISOString());
  } else {
    persona = await findPersona(store, accountId, slug);
  }
  if (!persona) throw new PersonaNotFoundError(slug, 404);

  let isDefault = currentDefault === slug;
  if (patch.make_default === true && !isDefault) {
    if (!(await store.makeDefault(accountId, slug, slug !== SYSTEM_PERSONA_SLUG)))
      throw new PersonaNotFoundError(slug, 404);
    isDefault = true;
  }
  return view(persona, isDefault ? slug : '');
}

export async function deletePersona(store: PersonaStore, accountId: string, slug: string): Promise<void> {
  if (slug === SYSTEM_PERSONA_SLUG) throw new SystemPersonaImmutableError();
  if (!(await store.delete(accountId, slug, SYSTEM_PERSONA_SLUG))) throw new PersonaNotFoundError(slug, 404);
}
