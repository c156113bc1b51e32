import { loadAccount } from './accounts.js';
import {
  ConflictRetryableError,
  DefaultPersonaRequiredError,
  PersonaNotFoundError,
  SystemPersonaImmutableError,
} from './errors.js';
import type { Persona } from './model.js';
import { interpretPersona, type PersonaInterpretation } from './persona-reader.js';
import type { AccountStore, PersonaInterpreter, PersonaStore } from './ports.js';
import { slugCandidates } from './slug.js';
import { SYSTEM_PERSONA, SYSTEM_PERSONA_SLUG } from './system-persona.js';

// Re-exported: callers know the system persona as part of the persona rules.
export { SYSTEM_PERSONA, SYSTEM_PERSONA_SLUG } from './system-persona.js';

export interface PersonaView extends Persona {
  is_default: boolean;
  interpretation: PersonaInterpretation;
}

/** The stores the persona rules need: the default lives on the account item, custom personas beside it. */
export interface PersonaDeps {
  accounts: AccountStore;
  personas: PersonaStore;
  /** Reads a definition when it is saved; without one, the offline reader does. */
  interpreter?: PersonaInterpreter | undefined;
}

/**
 * How a definition reads, by the configured judge. Saving a persona never fails because of it: when
 * the judge cannot answer, the offline reading stands in and says so in its warnings.
 */
export async function readDefinition(
  interpreter: PersonaInterpreter | undefined,
  persona: { name: string; definition: string },
): Promise<PersonaInterpretation> {
  if (!interpreter) return interpretPersona(persona);
  try {
    return await interpreter.interpret(persona);
  } catch {
    const offline = interpretPersona(persona);
    return {
      ...offline,
      warnings: [
        'The configured judge could not read this definition; this is the offline reading.',
        ...offline.warnings,
      ],
    };
  }
}

/** Free slugs offered to one creation attempt; more than a burst of parallel same-name creations needs. */
const SLUG_CANDIDATES_PER_ATTEMPT = 20;
/**
 * Suffixed candidates shorten the name's slug to keep 60 characters (`…-12345`), never below this: the
 * taken slugs that matter all start with it.
 */
const SLUG_STEM_LENGTH = 48;
/** Fresh looks at the taken slugs before a creation gives up (each attempt tries all its candidates). */
const CREATE_ATTEMPTS = 3;

const view = (persona: Persona, defaultSlug: string): PersonaView => ({
  ...persona,
  is_default: persona.slug === defaultSlug,
  // The system persona, and personas saved before interpretations existed, are read on the spot.
  interpretation: persona.interpretation ?? interpretPersona(persona),
});

/** Custom personas per account: every persona request stays bounded, and the list pages. */
export const PERSONAS_PER_ACCOUNT_MAX = 1_000;

/**
 * One page of the account's personas: the system persona first, then custom ones in slug order (the
 * store's key order, so a page costs the same however many personas the account has). `count` is all
 * of them, from a count the store maintains.
 */
export async function listPersonas(
  deps: PersonaDeps,
  accountId: string,
  page: { skip: number; limit: number } = { skip: 0, limit: 100 },
): Promise<{ count: number; default_persona: string; personas: PersonaView[] }> {
  // The system persona is entry 0 of the list; custom personas follow it.
  const includeSystem = page.skip === 0 && page.limit > 0;
  const customSkip = Math.max(0, page.skip - 1);
  const customLimit = page.limit - (includeSystem ? 1 : 0);
  const [account, custom] = await Promise.all([
    loadAccount(deps.accounts, accountId),
    deps.personas.page(accountId, customSkip, customLimit),
  ]);
  const personas = [...(includeSystem ? [SYSTEM_PERSONA] : []), ...custom.personas].map((p) =>
    view(p, account.default_persona),
  );
  return { count: 1 + custom.total, default_persona: account.default_persona, personas };
}

export async function findPersona(
  store: PersonaStore,
  accountId: string,
  slug: string,
): Promise<Persona | null> {
  if (slug === SYSTEM_PERSONA_SLUG) return SYSTEM_PERSONA;
  return store.get(accountId, slug);
}

/**
 * Slugs to try for a new persona, in order: the name's slug, then `-2`, `-3`, … skipping the ones
 * already taken. Knowing the taken ones first keeps the 60th "Sales leaders" from walking 59 conditional
 * writes, and means no fixed cap on same-name personas; the store's condition still decides races.
 */
export function freeSlugCandidates(name: string, taken: ReadonlySet<string>, count: number): string[] {
  return slugCandidates(name, taken.size + count)
    .filter((slug) => !taken.has(slug))
    .slice(0, count);
}

export async function createPersona(
  store: PersonaStore,
  accountId: string,
  input: { name: string; definition: string; make_default: boolean },
  now: Date,
  interpreter?: PersonaInterpreter,
): Promise<PersonaView> {
  const at = now.toISOString();
  const fields = {
    name: input.name,
    definition: input.definition,
    is_system: false,
    created_at: at,
    updated_at: at,
    interpretation: await readDefinition(interpreter, input),
  };
  for (let attempt = 1; ; attempt += 1) {
    // Only slugs that share the candidates' stem can collide: those are read, not the whole list.
    // The system slug is never free, so "Owners & founders" as a custom name becomes owners-founders-2.
    const stem = slugCandidates(input.name, 1)[0]?.slice(0, SLUG_STEM_LENGTH) ?? '';
    const taken = new Set([SYSTEM_PERSONA_SLUG, ...(await store.slugsStartingWith(accountId, stem))]);
    const slugs = freeSlugCandidates(input.name, taken, SLUG_CANDIDATES_PER_ATTEMPT);
    try {
      const persona = await store.create(
        accountId,
        slugs,
        fields,
        input.make_default,
        PERSONAS_PER_ACCOUNT_MAX,
      );
      return { ...persona, is_default: input.make_default, interpretation: fields.interpretation };
    } catch (error) {
      // Parallel creations of the same name took every candidate: look at the taken slugs again.
      if (!(error instanceof ConflictRetryableError) || attempt >= CREATE_ATTEMPTS) throw error;
    }
  }
}

export interface PersonaUpdate {
  name?: string | null | undefined;
  definition?: string | null | undefined;
  make_default?: boolean | null | undefined;
}

/** Null and absent both mean "unchanged"; `make_default: false` only ever refuses to unset the default. */
export async function updatePersona(
  deps: PersonaDeps,
  accountId: string,
  slug: string,
  patch: PersonaUpdate,
  now: Date,
): Promise<PersonaView> {
  const changes = {
    ...(patch.name != null ? { name: patch.name } : {}),
    ...(patch.definition != null ? { definition: patch.definition } : {}),
  };
  const editsFields = Object.keys(changes).length > 0;
  if (slug === SYSTEM_PERSONA_SLUG && editsFields) throw new SystemPersonaImmutableError();

  const account = await loadAccount(deps.accounts, accountId);
  // "At least one default" means the default can only move to another persona, never disappear.
  if (patch.make_default === false && account.default_persona === slug)
    throw new DefaultPersonaRequiredError();

  // A new definition is read again; a rename keeps the reading (the name is not criteria).
  const interpretation =
    patch.definition != null
      ? await readDefinition(deps.interpreter, {
          name: patch.name ?? (await findPersona(deps.personas, accountId, slug))?.name ?? slug,
          definition: patch.definition,
        })
      : undefined;
  const persona = editsFields
    ? await deps.personas.update(
        accountId,
        slug,
        interpretation ? { ...changes, interpretation } : changes,
        now.toISOString(),
      )
    : await findPersona(deps.personas, accountId, slug);
  if (!persona) throw new PersonaNotFoundError(slug);

  if (patch.make_default === true) {
    // Written even when it looks like the default already: another request may have just moved it.
    // The store checks in the same transaction that the persona still exists, so a concurrent delete
    // can never leave the default pointing at a deleted persona.
    if (!(await deps.personas.makeDefault(accountId, slug, slug !== SYSTEM_PERSONA_SLUG)))
      throw new PersonaNotFoundError(slug);
    return view(persona, slug);
  }
  return view(persona, account.default_persona);
}

export async function deletePersona(
  deps: PersonaDeps,
  accountId: string,
  slug: string,
): Promise<{ slug: string; deleted: true; default_persona: string }> {
  if (slug === SYSTEM_PERSONA_SLUG) throw new SystemPersonaImmutableError();
  if (!(await deps.personas.delete(accountId, slug, SYSTEM_PERSONA_SLUG)))
    throw new PersonaNotFoundError(slug);
  const account = await loadAccount(deps.accounts, accountId);
  return { slug, deleted: true, default_persona: account.default_persona };
}
