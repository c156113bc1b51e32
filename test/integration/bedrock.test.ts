import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHORTLIST_INSTRUCTIONS, VERIFY_INSTRUCTIONS } from '../../functions/adapters/judge/prompts.js';
import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import { forcedTool, peopleIn, systemText, textMessage, toolUseMessage } from '../fakes/anthropic-server.js';
import { type BedrockRequest, type FakeBedrock, startFakeBedrock } from '../fakes/bedrock-runtime.js';
import { pollJob } from '../fixtures/poll.js';

/**
 * CTP_JUDGE=bedrock end to end: the local stack (embedded network) judges with Claude through
 * @anthropic-ai/bedrock-sdk against a fake Bedrock runtime, over HTTP, and reads persona definitions
 * with it too.
 */

const API_KEY = 'ctp_bedrock_test_key';
const FAST = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const STRONG = 'us.anthropic.claude-sonnet-4-5-20250929-v1:0';
const FOUNDER = /Founder/i;

function respond(request: BedrockRequest) {
  const system = systemText(request.body);
  const tool = forcedTool(request.body);
  const reply = (answer: unknown) =>
    tool ? toolUseMessage(tool, answer) : textMessage(JSON.stringify(answer));
  if (system.startsWith(SHORTLIST_INSTRUCTIONS)) {
    return reply({
      verdicts: peopleIn(request.body).map((p) => {
        const keep = FOUNDER.test(JSON.stringify(p));
        return { id: p.id, keep, score: keep ? 0.9 : 0.1 };
      }),
    });
  }
  if (system.startsWith(VERIFY_INSTRUCTIONS)) {
    return reply({
      verdicts: peopleIn(request.body).map((p) => ({
        id: p.id,
        keep: true,
        score: 0.9,
        why: `${p.name} co-founded Acme Robotics and still runs it, per the current role (Claude on Bedrock).`,
        tier: 'owner',
        is_decision_maker: true,
        manages_people: 'yes',
        budget_authority: 'owns',
        belongs_to_company: null,
      })),
    });
  }
  // Anything else is a persona definition to read.
  return textMessage(
    JSON.stringify({
      summary: 'Keeps the heads of sales (read by the fake Claude on Bedrock).',
      functions: ['sales'],
      levels: ['head'],
      includes: ['heads of sales'],
      excludes: [],
      current_only: true,
      engagement_kinds: ['employee', 'founder'],
      warnings: [],
    }),
  );
}

let bedrock: FakeBedrock;
let stack: TwinStack;

beforeAll(async () => {
  bedrock = await startFakeBedrock(respond, { models: [FAST, STRONG] });
  // The SDK's default credential chain reads these from the environment, as a Lambda role's would be
  // read in AWS (the stack's own settings never go into process.env). Stubbed, and put back after the
  // file, which shares its worker with other files (integration-shared).
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDBEDROCKTEST');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'bedrock-test-secret');
  stack = await startTwinStack({
    accounts: [{ api_key: API_KEY, tier: 'premium', credits: 5 }],
    env: {
      CTP_JUDGE: 'bedrock',
      CTP_BEDROCK_BASE_URL: bedrock.baseURL,
      CTP_BEDROCK_REGION: 'us-west-2',
      CTP_BEDROCK_FAST_MODEL: FAST,
      CTP_BEDROCK_STRONG_MODEL: STRONG,
      CTP_REPLAY_WINDOW_HOURS: '0',
    },
  });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await bedrock?.close();
  vi.unstubAllEnvs();
}, 90_000);

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('CTP_JUDGE=bedrock', () => {
  it('runs a job with Claude on Bedrock: both passes invoke their model, SigV4-signed with IAM credentials', async () => {
    const mark = bedrock.requests.length;
    const submitted = await api('POST', '/v1/jobs', {
      input: 'acme-robotics',
      operation: 'target_people',
      persona: SYSTEM_PERSONA.slug,
    });
    expect(submitted.status).toBe(202);
    const { job } = await pollJob(async () => (await api('GET', `/v1/jobs/${submitted.body.job_id}`)).body, {
      timeout: 45_000,
    });
    expect(job.status).toBe('done');
    // The fake keeps whoever mentions "Founder" anywhere, which is more than the founders.
    expect(job.target_people.map((p: any) => p.person.name)).toEqual(
      expect.arrayContaining(['Daniel Okafor', 'Maya Chen']),
    );
    expect(job.target_people[0].why).toContain('(Claude on Bedrock)');

    const requests = bedrock.requests.slice(mark);
    const models = new Set(requests.map((r) => r.modelId));
    expect(models).toEqual(new Set([FAST, STRONG]));
    for (const request of requests) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDBEDROCKTEST\/\d{8}\/us-west-2\/bedrock\/aws4_request/,
      );
      expect(request.body.anthropic_version).toBe('bedrock-2023-05-31');
    }
  });

  it('reads a persona definition with Claude on Bedrock when it is created', async () => {
    const created = await api('POST', '/v1/personas', { name: 'Sales heads', definition: 'Heads of sales.' });
    expect(created.status).toBe(201);
    expect(created.body.interpretation).toMatchObject({
      reader: 'claude',
      functions: ['sales'],
      levels: ['head'],
    });
    expect(bedrock.requests.at(-1)?.modelId).toBe(STRONG);
  });
});
