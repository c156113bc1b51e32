import Anthropic from '@anthropic-ai/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { AnthropicPersonaJudge } from '../../functions/adapters/judge/anthropic.js';
import { INTERPRET_INSTRUCTIONS } from '../../functions/adapters/judge/interpret.js';
import {
  type FakeAnthropic,
  overloaded,
  startFakeAnthropic,
  systemText,
  textMessage,
} from '../fakes/anthropic-server.js';

const PERSONA = {
  name: 'Engineering leadership',
  definition: 'Vice presidents, heads and directors of engineering.',
};

let fake: FakeAnthropic | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const judgeFor = (server: FakeAnthropic) =>
  new AnthropicPersonaJudge(new Anthropic({ apiKey: 'sk-test', baseURL: server.baseURL, maxRetries: 0 }), {
    fastModel: 'claude-haiku-4-5',
    strongModel: 'claude-sonnet-5-5',
    batchSize: 40,
    concurrency: 4,
  });

const ANSWER = {
  summary: 'Keeps VPs, heads and directors of engineering, and the CTO above them.',
  functions: ['engineering'],
  levels: ['c_level', 'vp', 'head'],
  includes: ['VPs of engineering', 'heads of engineering', 'directors of engineering'],
  excludes: [],
  current_only: true,
  engagement_kinds: ['employee', 'founder'],
  warnings: [],
};

describe('Claude reading a persona definition (over HTTP, against the fake Messages API)', () => {
  it('asks the strong model with the interpretation instructions and returns its reading', async () => {
    fake = await startFakeAnthropic(() =>
      textMessage(`Here it is:\n\`\`\`json\n${JSON.stringify(ANSWER)}\n\`\`\``),
    );
    const reading = await judgeFor(fake).interpret(PERSONA);

    expect(reading).toEqual({ reader: 'claude', ...ANSWER });
    const [request] = fake.requests;
    expect(request?.body.model).toBe('claude-sonnet-5-5');
    expect(systemText(request?.body)).toBe(INTERPRET_INSTRUCTIONS);
    expect(JSON.stringify(request?.body.messages)).toContain(PERSONA.definition);
  });

  it("sends the rules' structured reading with the definition, so both readers start from the same structure", async () => {
    fake = await startFakeAnthropic(() => textMessage(JSON.stringify(ANSWER)));
    await judgeFor(fake).interpret({
      name: 'Security',
      definition: 'Security engineers of any seniority, plus the CISO. Exclude physical security guards.',
    });

    const sent = JSON.stringify(fake.requests[0]?.body.messages);
    expect(sent).toContain('<rules_reading>');
    expect(sent).toContain('\\"functions\\":[\\"security\\"]');
    expect(INTERPRET_INSTRUCTIONS).toContain(
      'an exclusion applies only to people who match everything it names',
    );
  });

  it.each([
    ['an answer outside the schema', () => textMessage(JSON.stringify({ ...ANSWER, levels: ['chief'] }))],
    ['no JSON at all', () => textMessage('I would rather not.')],
    ['an overloaded API', () => overloaded()],
  ])('stores the offline reading, with a warning, after %s', async (_what, reply) => {
    fake = await startFakeAnthropic(reply);
    const reading = await judgeFor(fake).interpret(PERSONA);
    expect(reading.reader).toBe('offline');
    expect(reading.functions).toEqual(['engineering']);
    expect(reading.warnings[0]).toMatch(/^Claude could not read this definition/);
  });
});
