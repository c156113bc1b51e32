import { describe, expect, it } from 'vitest';
import { ConflictRetryableError, type DomainError } from '../../functions/core/errors.js';
import type { Account, Persona } from '../../functions/core/model.js';
import {
  createPersona,
  deletePersona,
  freeSlugCandidates,
  listPersonas,
  SYSTEM_PERSONA_SLUG,
  updatePersona,
} from '../../functions/core/personas.js';
import type { AccountStore, PersonaPatch, PersonaStore } from '../../functions/core/ports.js';
import { httpStatusOf } from '../../functions/http/error-status.js';

const ACCOUNT = 'acct_1';
const NOW = new Date('2026-01-02T03:04:05.000Z');

/** The persona and account stores over one in-memory account, with the same rules as the DynamoDB adapter. */
class MemoryStores implements PersonaStore {
  readonly items = new Map<string, Persona>();
  defaultPersona: string = SYSTEM_PERSONA_SLUG;
  /** Slugs that a "concurrent request" takes just before this store's next create tries them. */
  stolen: string[] = [];

  readonly accounts = {
    get: async (accountId: string) =>
      accountId === ACCOUNT
        ? ({ account_id: ACCOUNT, default_persona: this.defaultPersona } as Account)
        : null,
  } as unknown as AccountStore;

  async list() {
    return [...this.items.values()];
  }
  async get(_accountId: string, slug: string) {
    return this.items.get(slug) ?? null;
  }
  async page(_accountId: string, skip: number, limit: number) {
    const sorted = [...this.items.values()].sort((a, b) => a.slug.localeCompare(b.slug));
    return { personas: sorted.slice(skip, skip + limit), total: sorted.length };
  }
  async slugsStartingWith(_accountId: string, prefix: string) {
    return [...this.items.keys()].filter((slug) => slug.startsWith(prefix));
  }
  async create(_accountId: string, slugs: string[], fields: Omit<Persona, 'slug'>, makeDefault: boolean) {
    for (const slug of this.stolen.splice(0)) this.items.set(slug, { ...fields, slug });
    for (const slug of slugs) {
      if (this.items.has(slug)) continue;
      const persona = { ...fields, slug };
      this.items.set(slug, persona);
      if (makeDefault) this.defaultPersona = slug;
      return persona;
    }
    throw new ConflictRetryableError("The account's personas");
  }
  async update(_accountId: string, slug: string, patch: PersonaPatch, at: string) {
    const persona = this.items.get(slug);
    if (!persona) return null;
    const updated = { ...persona, ...patch, updated_at: at };
    this.items.set(slug, updated);
    return updated;
  }
  async makeDefault(_accountId: string, slug: string, mustExist: boolean) {
    if (mustExist && !this.items.has(slug)) return false;
    this.defaultPersona = slug;
    return true;
  }
  async delete(_accountId: string, slug: string, fallback: string) {
    if (!this.items.delete(slug)) return false;
    if (this.defaultPersona === slug) this.defaultPersona = fallback;
    return true;
  }
}

function setup() {
  const stores = new MemoryStores();
  return { stores, deps: { accounts: stores.accounts, personas: stores } };
}

const add = (stores: MemoryStores, name: string, make_default = false) =>
  createPersona(stores, ACCOUNT, { name, definition: 'Who to keep.', make_default }, NOW);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return `${httpStatusOf(error as DomainError)} ${(error as DomainError).code}`;
  }
  throw new Error('Expected a domain error');
}

describe('freeSlugCandidates', () => {
  it('skips taken slugs and still offers the requested number', () => {
    const taken = new Set(['sales', 'sales-2', 'sales-4']);
    expect(freeSlugCandidates('Sales', taken, 3)).toEqual(['sales-3', 'sales-5', 'sales-6']);
  });

  it('never offers the system slug when it is taken', () => {
    expect(freeSlugCandidates('Owners & founders', new Set([SYSTEM_PERSONA_SLUG]), 2)).toEqual([
      'owners-founders-2',
      'owners-founders-3',
    ]);
  });
});

describe('createPersona', () => {
  it('numbers same-name personas without a fixed cap', async () => {
    const { stores } = setup();
    const slugs: string[] = [];
    for (let i = 0; i < 60; i += 1) slugs.push((await add(stores, 'Sales')).slug);
    expect(slugs.slice(0, 3)).toEqual(['sales', 'sales-2', 'sales-3']);
    expect(slugs.at(-1)).toBe('sales-60');
  });

  it('looks at the taken slugs again when concurrent creations took every candidate', async () => {
    const { stores } = setup();
    stores.stolen = ['sales', ...Array.from({ length: 19 }, (_, i) => `sales-${i + 2}`)];
    expect((await add(stores, 'Sales')).slug).toBe('sales-21');
  });

  it('reports the default it set', async () => {
    const { stores } = setup();
    expect((await add(stores, 'Sales', true)).is_default).toBe(true);
    expect(stores.defaultPersona).toBe('sales');
    expect((await add(stores, 'Buyers')).is_default).toBe(false);
  });
});

describe('updatePersona', () => {
  it('refuses to unset the current default', async () => {
    const { stores, deps } = setup();
    await add(stores, 'Sales', true);
    expect(await codeOf(updatePersona(deps, ACCOUNT, 'sales', { make_default: false }, NOW))).toBe(
      '409 default_persona_required',
    );
    const fresh = setup();
    expect(
      await codeOf(updatePersona(fresh.deps, ACCOUNT, SYSTEM_PERSONA_SLUG, { make_default: false }, NOW)),
    ).toBe('409 default_persona_required');
  });

  it('refuses field edits of the system persona but lets it become the default again', async () => {
    const { stores, deps } = setup();
    await add(stores, 'Sales', true);
    expect(await codeOf(updatePersona(deps, ACCOUNT, SYSTEM_PERSONA_SLUG, { name: 'X' }, NOW))).toBe(
      '409 system_persona_immutable',
    );
    const view = await updatePersona(
      deps,
      ACCOUNT,
      SYSTEM_PERSONA_SLUG,
      { name: null, make_default: true },
      NOW,
    );
    expect(view).toMatchObject({ slug: SYSTEM_PERSONA_SLUG, is_default: true, is_system: true });
    expect(stores.defaultPersona).toBe(SYSTEM_PERSONA_SLUG);
  });

  it('treats null as unchanged and stamps updated_at on edits', async () => {
    const { stores, deps } = setup();
    await add(stores, 'Sales');
    const later = new Date('2026-02-01T00:00:00.000Z');
    const view = await updatePersona(deps, ACCOUNT, 'sales', { name: 'Revenue', definition: null }, later);
    expect(view).toMatchObject({ slug: 'sales', name: 'Revenue', definition: 'Who to keep.' });
    expect(view.updated_at).toBe(later.toISOString());
  });

  it('answers 404 for an unknown slug, whatever the patch', async () => {
    const { deps } = setup();
    for (const patch of [{}, { name: 'X' }, { make_default: true }, { make_default: false }]) {
      expect(await codeOf(updatePersona(deps, ACCOUNT, 'nope', patch, NOW))).toBe('404 persona_not_found');
    }
  });
});

describe('deletePersona and listPersonas', () => {
  it('hands the default back to the system persona and lists exactly one default', async () => {
    const { stores, deps } = setup();
    await add(stores, 'Sales', true);
    expect(await deletePersona(deps, ACCOUNT, 'sales')).toEqual({
      slug: 'sales',
      deleted: true,
      default_persona: SYSTEM_PERSONA_SLUG,
    });
    const listed = await listPersonas(deps, ACCOUNT);
    expect(listed.personas.filter((p) => p.is_default).map((p) => p.slug)).toEqual([SYSTEM_PERSONA_SLUG]);
  });

  it('refuses to delete the system persona and answers 404 for an unknown slug', async () => {
    const { deps } = setup();
    expect(await codeOf(deletePersona(deps, ACCOUNT, SYSTEM_PERSONA_SLUG))).toBe(
      '409 system_persona_immutable',
    );
    expect(await codeOf(deletePersona(deps, ACCOUNT, 'nope'))).toBe('404 persona_not_found');
  });
});
