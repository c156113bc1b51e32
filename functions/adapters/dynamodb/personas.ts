import { type DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictRetryableError } from '../../core/errors.js';
import type { Persona } from '../../core/model.js';
import type { PersonaInterpretation } from '../../core/persona-reader.js';
import type { PersonaPatch, PersonaStore } from '../../core/ports.js';
import { withDatabaseErrors } from './errors.js';
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
    const personas: Persona[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': accountId, ':prefix': SK.personaPrefix },
          ExclusiveStartKey,
        }),
      );
      personas.push(...(page.Items ?? []).map(toPersona));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return personas;
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
        ...(makeDefault ? [this.setDefaultItem(accountId, slug)] : []),
      ]);
      if (failed.length === 0) return persona;
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
                UpdateExpression: 'SET default_persona = :fallback',
                ConditionExpression: 'default_persona = :slug',
                ExpressionAttributeValues: { ':fallback': fallbackDefault, ':slug': slug },
              },
            }
          : {
              ConditionCheck: {
                TableName: this.table,
                Key: { pk: accountId, sk: SK.account },
                ConditionExpression: 'default_persona <> :slug',
                ExpressionAttributeValues: { ':slug': slug },
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
