import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictRetryableError, PersonaLimitError } from '../../core/errors.js';
import type { Persona } from '../../core/model.js';
import type { PersonaInterpretation } from '../../core/persona-reader.js';
import type { PersonaPatch, PersonaStore } from '../../core/ports.js';
import { withDatabaseErrors } from './errors.js';
import { queryAll } from './paged.js';
import { SK } from './tables.js';
import { isConditionFailure, transact } from './transact.js';

function toPersona(item: Record<string, unknown>): Persona {
  return {
    slug: String(item.slug),
    name: String(item.name),
    definition: String(item.definition),
    is_system: false,
    created_at: (item.created_at as string | undefined) ?? null,
    updated_at: (item.updated_at as string | undefined) ?? null,
    // Personas saved before interpretations existed have none; the core computes one on read.
    interpretation:
      item.interpretation && typeof item.interpretation === 'object'
        ? (item.interpretation as PersonaInterpretation)
        : null,
  };
}

export class DynamoPersonaStore implements PersonaStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.doc = withDatabaseErrors(doc);
  }

  async list(accountId: string): Promise<Persona[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': accountId, ':prefix': SK.personaPrefix },
    });
    return items.map(toPersona);
  }

  async page(
    accountId: string,
    skip: number,
    limit: number,
  ): Promise<{ personas: Persona[]; total: number }> {
    const [account, items] = await Promise.all([
      this.doc.send(
        new GetCommand({
          TableName: this.table,
          Key: { pk: accountId, sk: SK.account },
          ProjectionExpression: 'persona_count',
        }),
      ),
      limit === 0 ? Promise.resolve([]) : this.queryPersonas(accountId, skip + limit),
    ]);
    return {
      personas: items.slice(skip, skip + limit).map(toPersona),
      total: Number(account.Item?.persona_count ?? 0),
    };
  }

  async slugsStartingWith(accountId: string, prefix: string): Promise<string[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': accountId, ':prefix': SK.persona(prefix) },
      ProjectionExpression: 'slug',
    });
    return items.map((item) => String(item.slug));
  }

  /** The first `count` persona items in key (slug) order, reading no further. */
  private queryPersonas(accountId: string, count: number): Promise<Record<string, unknown>[]> {
    return queryAll(
      this.doc,
      {
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': accountId, ':prefix': SK.personaPrefix },
      },
      count,
    );
  }

  async get(accountId: string, slug: string): Promise<Persona | null> {
    const { Item } = await this.doc.send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: accountId, sk: SK.persona(slug) },
        ConsistentRead: true,
      }),
    );
    return Item ? toPersona(Item) : null;
  }

  async create(
    accountId: string,
    slugs: string[],
    fields: Omit<Persona, 'slug'>,
    makeDefault: boolean,
    maxPersonas = Number.MAX_SAFE_INTEGER,
  ): Promise<Persona> {
    for (const slug of slugs) {
      const persona: Persona = { slug, ...fields };
      const failed = await transact(this.doc, [
        {
          Put: {
            TableName: this.table,
            Item: { pk: accountId, sk: SK.persona(slug), ...persona },
            // Slug uniqueness per account is this condition; a taken slug moves on to the next candidate.
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          // The maintained count (and the default, when asked) on the account item, in one update:
          // a transaction may touch an item once. The cap is this condition.
          Update: {
            TableName: this.table,
            Key: { pk: accountId, sk: SK.account },
            UpdateExpression: `${makeDefault ? 'SET default_persona = :slug ' : ''}ADD persona_count :one`,
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(persona_count) OR persona_count < :max)',
            ExpressionAttributeValues: {
              ':one': 1,
              ':max': maxPersonas,
              ...(makeDefault ? { ':slug': slug } : {}),
            },
          },
        },
      ]);
      if (failed.length === 0) return persona;
      if (failed.some((f) => f.index === 1)) throw new PersonaLimitError(maxPersonas);
    }
    // Every candidate was taken by a concurrent creation; the caller may look again with fresh candidates.
    throw new ConflictRetryableError("The account's personas");
  }

  async update(accountId: string, slug: string, patch: PersonaPatch, at: string): Promise<Persona | null> {
    // Every attribute goes through a name placeholder: `name` and `definition` are both DynamoDB reserved words.
    const fields: Record<string, unknown> = { updated_at: at };
    if (patch.name !== undefined) fields.name = patch.name;
    if (patch.definition !== undefined) fields.definition = patch.definition;
    if (patch.interpretation !== undefined) fields.interpretation = patch.interpretation;
    const entries = Object.entries(fields);
    try {
      const { Attributes } = await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: accountId, sk: SK.persona(slug) },
          UpdateExpression: `SET ${entries.map(([field]) => `#${field} = :${field}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(entries.map(([field]) => [`#${field}`, field])),
          ExpressionAttributeValues: Object.fromEntries(
            entries.map(([field, value]) => [`:${field}`, value]),
          ),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toPersona(Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  async makeDefault(accountId: string, slug: string, mustExist: boolean): Promise<boolean> {
    const failed = await transact(this.doc, [
      ...(mustExist
        ? [
            {
              ConditionCheck: {
                TableName: this.table,
                Key: { pk: accountId, sk: SK.persona(slug) },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ]
        : []),
      this.setDefaultItem(accountId, slug),
    ]);
    return failed.length === 0;
  }

  async delete(accountId: string, slug: string, fallbackDefault: string): Promise<boolean> {
    // The account's default is a single attribute, so "one default at most" holds by construction;
    // these conditions make "at least one" hold too: a deleted persona never stays the default.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { Item } = await this.doc.send(
        new GetCommand({
          TableName: this.table,
          Key: { pk: accountId, sk: SK.account },
          ConsistentRead: true,
        }),
      );
      const wasDefault = Item?.default_persona === slug;
      const failed = await transact(this.doc, [
        {
          Delete: {
            TableName: this.table,
            Key: { pk: accountId, sk: SK.persona(slug) },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        wasDefault
          ? {
              Update: {
                TableName: this.table,
                Key: { pk: accountId, sk: SK.account },
                UpdateExpression: 'SET default_persona = :fallback ADD persona_count :minus',
                ConditionExpression: 'default_persona = :slug',
                ExpressionAttributeValues: { ':fallback': fallbackDefault, ':slug': slug, ':minus': -1 },
              },
            }
          : {
              Update: {
                TableName: this.table,
                Key: { pk: accountId, sk: SK.account },
                UpdateExpression: 'ADD persona_count :minus',
                ConditionExpression: 'default_persona <> :slug',
                ExpressionAttributeValues: { ':slug': slug, ':minus': -1 },
              },
            },
      ]);
      if (failed.length === 0) return true;
      if (failed.some((f) => f.index === 0)) return false;
      // The default moved between our read and our write; decide again.
    }
    throw new ConflictRetryableError("The account's default persona");
  }

  private setDefaultItem(accountId: string, slug: string) {
    return {
      Update: {
        TableName: this.table,
        Key: { pk: accountId, sk: SK.account },
        UpdateExpression: 'SET default_persona = :slug',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':slug': slug },
      },
    };
  }
}
