import { afterEach, describe, expect, it } from 'vitest';
import { AnthropicJudgeError } from '../../functions/adapters/judge/anthropic.js';
import { createBedrockJudge } from '../../functions/adapters/judge/bedrock.js';
import { ToolName } from '../../functions/adapters/judge/schemas.js';
import { type CallContext, TransientError } from '../../functions/core/ports.js';
import { peopleIn, textMessage, toolUseMessage } from '../fakes/anthropic-server.js';
import { bedrockError, type FakeBedrock, startFakeBedrock, throttled } from '../fakes/bedrock-runtime.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';

const FAST = 'eu.anthropic.claude-haiku-4-5-20251001-v1:0';
const STRONG = 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0';
const CTX: CallContext = { jobId: 'job_1', stage: 'find_candidates', attempt: 0 };
const PERSONA = {
  slug: 'sales-leaders',
  name: 'Sales leaders',
  definition: 'Heads of sales and VPs of sales.',
};
const company = bareCompany();
const people = [
  bareProfile({ person_ref: 'p1', name: 'Val Vp', experience: [roleAt('VP Sales')] }),
  bareProfile({
    person_ref: 'p2',
    name: 'Sam Sdr',
    experience: [roleAt('Sales Development Representative')],
  }),
];

let fake: FakeBedrock | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const judgeFor = (server: FakeBedrock) =>
  createBedrockJudge({
    region: 'eu-central-1',
    baseURL: server.baseURL,
    fastModel: FAST,
    strongModel: STRONG,
    maxRetries: 0,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  });

describe('the Claude judge on Amazon Bedrock (over HTTP, against a fake Bedrock runtime)', () => {
  it('invokes the fast model at POST /model/{modelId}/invoke, SigV4-signed, with the Bedrock API version and no model in the body', async () => {
    fake = await startFakeBedrock(
      (request) =>
        toolUseMessage(ToolName.shortlist, {
          verdicts: peopleIn(request.body).map((p) => ({
            id: p.id,
            keep: /VP/.test(JSON.stringify(p)),
            score: 0.8,
          })),
        }),
      { models: [FAST, STRONG] },
    );
    const { verdicts } = await judgeFor(fake).shortlist(PERSONA, company, people, CTX);

    expect(verdicts.map((v) => [v.person_ref, v.keep])).toEqual([
      ['p1', true],
      ['p2', false],
    ]);
    const [request] = fake.requests;
    expect(decodeURIComponent(request?.path ?? '')).toBe(`/model/${FAST}/invoke`);
    expect(request?.modelId).toBe(FAST);
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/bedrock\/aws4_request/,
    );
    expect(request?.body.anthropic_version).toBe('bedrock-2023-05-31');
    expect(request?.body).not.toHaveProperty('model');
  });

  it('verifies with the strong model', async () => {
    fake = await startFakeBedrock((request) =>
      toolUseMessage(ToolName.verify, {
        verdicts: peopleIn(request.body).map((p) => ({
          id: p.id,
          keep: true,
          score: 0.9,
          why: `${p.name} leads sales at Acme Robotics as VP Sales.`,
          tier: 'executive',
          is_decision_maker: true,
          manages_people: 'yes',
          budget_authority: 'owns',
          belongs_to_company: 'confirmed',
        })),
      }),
    );
    const { verdicts } = await judgeFor(fake).verify(PERSONA, company, [people[0] ?? bareProfile()], {
      ...CTX,
      stage: 'verify_candidates',
    });
    expect(fake.requests[0]?.modelId).toBe(STRONG);
    expect(verdicts[0]).toMatchObject({
      keep: true,
      why: 'Val Vp leads sales at Acme Robotics as VP Sales.',
    });
  });

  it('turns a ThrottlingException into the transient Judge.Overloaded, so the pipeline retries later', async () => {
    fake = await startFakeBedrock(() => throttled());
    const error = await judgeFor(fake)
      .shortlist(PERSONA, company, people, CTX)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(TransientError);
    expect((error as Error).name).toBe('Judge.Overloaded');
  });

  it('fails the job (not a retry) when the role may not invoke the model', async () => {
    fake = await startFakeBedrock(() =>
      bedrockError(
        403,
        'AccessDeniedException',
        'You don’t have access to the model with the specified model ID.',
      ),
    );
    const error = await judgeFor(fake)
      .shortlist(PERSONA, company, people, CTX)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(AnthropicJudgeError);
  });

  it('reads a persona definition with Claude, and falls back to the offline reading when Bedrock fails', async () => {
    const answer = {
      summary: 'Keeps heads and VPs of sales.',
      functions: ['sales'],
      levels: ['vp', 'head'],
      includes: ['heads of sales', 'VPs of sales'],
      excludes: [],
      current_only: true,
      engagement_kinds: ['employee', 'founder'],
      warnings: [],
    };
    fake = await startFakeBedrock(() => textMessage(JSON.stringify(answer)));
    const read = await judgeFor(fake).interpret(PERSONA);
    expect(read).toEqual({ reader: 'claude', ...answer });
    expect(fake.requests[0]?.modelId).toBe(STRONG);
    await fake.close();

    fake = await startFakeBedrock(() => throttled());
    const fallback = await judgeFor(fake).interpret(PERSONA);
    expect(fallback.reader).toBe('offline');
    expect(fallback.functions).toEqual(['sales']);
    expect(fallback.warnings[0]).toContain('Claude could not read this definition');
  });

  it('is a fake that refuses what Bedrock refuses: an unsigned request', async () => {
    fake = await startFakeBedrock(() => textMessage('{}'));
    const response = await fetch(`${fake.baseURL}/model/${encodeURIComponent(FAST)}/invoke`, {
      method: 'POST',
      body: JSON.stringify({ anthropic_version: 'bedrock-2023-05-31', max_tokens: 10, messages: [] }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-amzn-errortype')).toContain('MissingAuthenticationTokenException');
  });
});
