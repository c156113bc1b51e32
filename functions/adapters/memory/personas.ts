import { ConflictRetryableError, PersonaLimitError } from '../../core/errors.js';
import type { Persona } from '../../core/model.js';
import type { PersonaPatch, PersonaStore } from '../../core/ports.js';
import { byKey, copy, type MemoryTables } from './tables.js';

/** In-memory twin of `DynamoPersonaStore`: the default lives on the account, as it does there. */
export class MemoryPersonaStore implements PersonaStore {
  constructor(private readonly tables: MemoryTables) {}

  private of(accountId: string): Map<string, Persona> {
    let personas = this.tables.personas.get(accountId);
    if (!personas) {
      personas = new Map();
      this.tables.personas.set(accountId, personas);
    }
    return personas;
  }

  async list(accountId: string): Promise<Persona[]> {
    return [...this.of(accountId).values()].sort((a, b) => byKey(a.slug, b.slug)).map(copy);
  }

  async page(accountId: string, skip: number, limit: number) {
    const all = await this.list(accountId);
    return { personas: all.slice(skip, skip + limit), total: all.length };
  }

  async slugsStartingWith(accountId: string, prefix: string): Promise<string[]> {
    return [...this.of(accountId).keys()].filter((slug) => slug.startsWith(prefix));
  }

  async get(accountId: string, slug: string): Promise<Persona | null> {
    const persona = this.of(accountId).get(slug);
    return persona ? copy(persona) : null;
  }

  async create(
    accountId: string,
    slugs: string[],
    fields: Omit<Persona, 'slug'>,
    makeDefault: boolean,
    maxPersonas = Number.MAX_SAFE_INTEGER,
  ): Promise<Persona> {
    const personas = this.of(accountId);
    const account = this.tables.accounts.get(accountId);
    for (const slug of slugs) {
      if (personas.has(slug)) continue;
      // The cap is a condition on the account item, as in DynamoDB: no account, no room.
      if (!account || personas.size >= maxPersonas) throw new PersonaLimitError(maxPersonas);
      const persona: Persona = { slug, ...copy(fields), is_system: false };
      personas.set(slug, persona);
      if (makeDefault) account.default_persona = slug;
      return copy(persona);
    }
    throw new ConflictRetryableError("The account's personas");
  }

  async update(accountId: string, slug: string, patch: PersonaPatch, at: string): Promise<Persona | null> {
    const persona = this.of(accountId).get(slug);
    if (!persona) return null;
    if (patch.name !== undefined) persona.name = patch.name;
    if (patch.definition !== undefined) persona.definition = patch.definition;
    if (patch.interpretation !== undefined) persona.interpretation = patch.interpretation;
    persona.updated_at = at;
    return copy(persona);
  }

  async makeDefault(accountId: string, slug: string, mustExist: boolean): Promise<boolean> {
    const account = this.tables.accounts.get(accountId);
    if (!account) return false;
    if (mustExist && !this.of(accountId).has(slug)) return false;
    account.default_persona = slug;
    return true;
  }

  async delete(accountId: string, slug: string, fallbackDefault: string): Promise<boolean> {
    const personas = this.of(accountId);
    if (!personas.has(slug)) return false;
    personas.delete(slug);
    const account = this.tables.accounts.get(accountId);
    if (account?.default_persona === slug) account.default_persona = fallbackDefault;
    return true;
  }
}
