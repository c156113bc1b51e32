import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTLIST_INSTRUCTIONS, VERIFY_INSTRUCTIONS } from '../../functions/adapters/judge/prompts.js';
import { ToolName } from '../../functions/adapters/judge/schemas.js';
import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import { PUBLISHED_LIMITS } from '../../functions/shared/budgets.js';
import { loadConfig } from '../../functions/shared/config.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import {
  type FakeAnthropic,
  type FakeReply,
  type FakeUsage,
  forcedTool,
  overloaded,
  peopleIn,
  type RecordedRequest,
  startFakeAnthropic,
  systemText,
  textMessage,
  toolUseMessage,
} from '../fakes/anthropic-server.js';
import {
  type FakePdl,
  PDL_SAMPLE,
  PDL_SAMPLE_COMPANY,
  PDL_SAMPLE_ROSTER,
  type PdlRecord,
  startFakePdl,
} from '../fakes/pdl-server.js';
import { type FakeZeroBounce, startFakeZeroBounce, ZEROBOUNCE_SAMPLE } from '../fakes/zerobounce-server.js';
import { pollJob } from '../fixtures/poll.js';

/**
 * The "done when": with fakes standing in for Anthropic, People Data Labs and ZeroBounce, whole
 * jobs run through HTTP in local mode with CTP_NETWORK_PROVIDER=pdl and the Claude judge, and every
 * field of the result comes from the provider's data (the judge adds only `why`, the ranking and its
 * refinements). This file starts its own stack on the in-memory twins of the stores (the adapters under
 * test are the providers' and the judge's, not the stores'), configured for the real adapters; the
 * suite's global stack (offline judge, embedded data) is not involved.
 */

const API_KEY = 'ctp_real_adapters_test';
const ANTHROPIC_KEY = 'test-key';
const PDL_KEY = 'pdl-test';
const ZEROBOUNCE_KEY = 'zb-test';
/** People per judge request: small, so that both passes are split into several batches. */
const JUDGE_BATCH_SIZE = 3;
/**
 * How long the judge waits out a Retry-After inside the call on this file's stack
 * (CTP_JUDGE_MAX_INLINE_RETRY_AFTER_SECONDS; 10 s by default): the scripted 529 below asks for one
 * second more, so the pipeline waits instead, as it would for an 11 s Retry-After in production.
 */
const MAX_INLINE_RETRY_AFTER_SECONDS = 1;
/** Sent with the scripted 529: longer than the judge waits inline, so the pipeline waits instead. */
const OVERLOAD_RETRY_AFTER_SECONDS = MAX_INLINE_RETRY_AFTER_SECONDS + 1;

const company = PDL_SAMPLE.companies[0] as PdlRecord;
const pdlPerson = (name: string): PdlRecord => {
  const found = PDL_SAMPLE.people.find((p) => p.full_name === name);
  if (!found) throw new Error(`No PDL sample person named ${name}`);
  return found;
};
/** The current job at the sample company, as PDL files it. */
const currentTitle = (record: PdlRecord): string =>
  record.experience.find(
    (e: any) => e.end_date === null && e.company?.linkedin_id === String(PDL_SAMPLE_COMPANY.id),
  )?.title?.name;

// ---------------------------------------------------------------------------------------------
// A judge that plays its part: founders and leaders in, everyone else out
// ---------------------------------------------------------------------------------------------

type Pass = 'shortlist' | 'verify';

interface Answered {
  index: number;
  pass: Pass;
  at: number;
  status: number;
  /** What the fake reported as the request's usage; null for an error answer. */
  usage: Required<FakeUsage> | null;
}

const LEADER = /founder|\bCEO\b|\bCTO\b|\bVP\b|\bHead\b/i;

/** What a person does now, from a request line: headline and current titles (not past roles). */
const nowText = (line: any): string =>
  [line.headline, ...(line.current ?? []).map((role: any) => role.title)].filter(Boolean).join(' | ');

const scoreOf = (text: string): number =>
  /\bCEO\b/.test(text) ? 0.95 : /\bCTO\b/.test(text) ? 0.92 : /\bVP\b/.test(text) ? 0.86 : 0.81;

const tierOf = (title: string) =>
  /founder/i.test(title) ? 'owner' : /\bVP\b|\bC[A-Z]O\b/.test(title) ? 'executive' : 'function_leader';

/** The why the fake writes for a kept person: specific, naming them as the request names them. */
const whyFor = (name: string, title: string) =>
  `${name} is the ${title} here, per the current role linked to the company page; kept by the fake Claude judge.`;

function passOf(body: any): Pass | null {
  const system = systemText(body);
  if (system.startsWith(SHORTLIST_INSTRUCTIONS)) return 'shortlist';
  if (system.startsWith(VERIFY_INSTRUCTIONS)) return 'verify';
  return null;
}

function shortlistAnswer(body: any) {
  return {
    verdicts: peopleIn(body).map((line) => {
      const text = nowText(line);
      const keep = LEADER.test(text);
      return { id: line.id, keep, score: keep ? scoreOf(text) : 0.1 };
    }),
  };
}

function verifyAnswer(body: any) {
  return {
    verdicts: peopleIn(body).map((line) => {
      const title: string = line.current?.[0]?.title ?? line.headline ?? 'unknown role';
      const tier = tierOf(title);
      return {
        id: line.id,
        why: whyFor(line.name, title),
        tier,
        // A head of marketing is no owner: the judge overrides the rule-based value here.
        is_decision_maker: tier !== 'function_leader',
        manages_people: 'yes',
        budget_authority: tier === 'owner' ? 'owns' : 'influences',
        // Null keeps the value derived from the provider's data: membership must come from PDL.
        belongs_to_company: null,
        score: scoreOf(nowText(line)),
        keep: true,
      };
    }),
  };
}

/** Usage that differs per request, so that a sum over the wrong requests cannot match by accident. */
const usageFor = (index: number, pass: Pass): Required<FakeUsage> => ({
  input_tokens: 1000 + 37 * index,
  output_tokens: 40 + 11 * index,
  cache_creation_input_tokens: pass === 'verify' ? 600 + index : 0,
  cache_read_input_tokens: pass === 'verify' ? 200 + 3 * index : 5,
});

const judge = { answered: [] as Answered[], failNextVerify: 0 };

function respond(request: RecordedRequest): FakeReply {
  const pass = passOf(request.body);
  if (!pass) throw new Error(`The fake judge cannot tell the pass of request ${request.index}`);
  if (pass === 'verify' && judge.failNextVerify > 0) {
    judge.failNextVerify -= 1;
    judge.answered.push({ index: request.index, pass, at: Date.now(), status: 529, usage: null });
    return overloaded({ 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS) });
  }
  const answer = pass === 'shortlist' ? shortlistAnswer(request.body) : verifyAnswer(request.body);
  const usage = usageFor(request.index, pass);
  judge.answered.push({ index: request.index, pass, at: Date.now(), status: 200, usage });
  const options = { model: String(request.body.model), usage };
  // Answer the way the request asks: a forced tool call, or JSON text under output_config.format.
  const tool = forcedTool(request.body);
  return tool ? toolUseMessage(tool, answer, options) : textMessage(JSON.stringify(answer), options);
}

// ---------------------------------------------------------------------------------------------
// The stack, the fakes and a small HTTP client
// ---------------------------------------------------------------------------------------------

let anthropic: FakeAnthropic;
let pdl: FakePdl;
let zerobounce: FakeZeroBounce;
let stack: TwinStack;

beforeAll(async () => {
  [anthropic, pdl, zerobounce] = await Promise.all([
    startFakeAnthropic(respond),
    startFakePdl({ ...PDL_SAMPLE, apiKey: PDL_KEY }),
    startFakeZeroBounce({ ...ZEROBOUNCE_SAMPLE, apiKey: ZEROBOUNCE_KEY }),
  ]);
  stack = await startTwinStack({
    accounts: [{ api_key: API_KEY, tier: 'premium', credits: 5 }],
    env: {
      CTP_JUDGE: 'anthropic',
      ANTHROPIC_API_KEY: ANTHROPIC_KEY,
      CTP_ANTHROPIC_BASE_URL: anthropic.baseURL,
      CTP_NETWORK_PROVIDER: 'pdl',
      CTP_PDL_API_KEY: PDL_KEY,
      CTP_PDL_BASE_URL: pdl.baseURL,
      CTP_EMAIL_VERIFIER: 'zerobounce',
      // Both jobs below must reach PDL: the provider cache has its own test (provider-cache.test.ts).
      CTP_PROVIDER_CACHE_DAYS: '0',
      CTP_VERIFIER_API_KEY: ZEROBOUNCE_KEY,
      CTP_VERIFIER_BASE_URL: zerobounce.baseURL,
      CTP_RETRY_BASE_MS: '100',
      CTP_RETRY_MAX_MS: '400',
      CTP_JUDGE_BATCH_SIZE: String(JUDGE_BATCH_SIZE),
      CTP_JUDGE_MAX_INLINE_RETRY_AFTER_SECONDS: String(MAX_INLINE_RETRY_AFTER_SECONDS),
      // Every job here runs the whole pipeline: no replay of an earlier result for the same company.
      CTP_REPLAY_WINDOW_HOURS: '0',
      // No shared rate budgets (`perMinute: 0` removes one): at PDL's and Anthropic's published limits
      // (10 searches, 50 judge requests, 8,000 output tokens a minute) these jobs would spend most of
      // their time waiting for the minute's allowance, which shared-budgets.test.ts and
      // budget-sharing.test.ts test. Here the adapters are under test.
      CTP_BUDGETS: JSON.stringify(
        Object.fromEntries(
          Object.values(PUBLISHED_LIMITS)
            .flatMap((limits) => Object.keys(limits))
            .map((dependency) => [dependency, { perMinute: 0 }]),
        ),
      ),
    },
  });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await Promise.allSettled([anthropic?.close(), pdl?.close(), zerobounce?.close()]);
}, 90_000);

async function api<T = any>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function submit(input: string): Promise<string> {
  const response = await api('POST', '/v1/jobs', {
    input,
    operation: 'target_people',
    persona: SYSTEM_PERSONA.slug,
  });
  if (response.status !== 202) throw new Error(`Submission refused: ${JSON.stringify(response.body)}`);
  return response.body.job_id as string;
}

/** Polls until the job is terminal, keeping every state seen. */
async function finished(jobId: string, deadlineMs = 45_000): Promise<{ job: any; seen: any[] }> {
  return pollJob(
    async () => {
      const { status, body } = await api('GET', `/v1/jobs/${jobId}`);
      if (status !== 200)
        throw new Error(`GET /v1/jobs/${jobId} answered ${status}: ${JSON.stringify(body)}`);
      return body;
    },
    { timeout: deadlineMs },
  );
}

/** Runs one job and returns it with the requests each fake received while it ran. */
async function runJob(input: string) {
  const marks = {
    anthropic: anthropic.requests.length,
    answered: judge.answered.length,
    pdl: pdl.requests.length,
    zerobounce: zerobounce.requests.length,
  };
  const jobId = await submit(input);
  const { job, seen } = await finished(jobId);
  return {
    jobId,
    job,
    seen,
    messages: anthropic.requests.slice(marks.anthropic),
    answered: judge.answered.slice(marks.answered),
    pdlRequests: pdl.requests.slice(marks.pdl),
    zbRequests: zerobounce.requests.slice(marks.zerobounce),
  };
}

type Run = Awaited<ReturnType<typeof runJob>>;

// ---------------------------------------------------------------------------------------------
// What a result built from the PDL sample must look like
// ---------------------------------------------------------------------------------------------

/** Who the fake judge keeps of the sample roster: founders and leaders, best first. */
const EXPECTED_PEOPLE = ['Daniel Okafor', 'Priya Raman', 'Lukas Brandt', 'Sofía Márquez'];
/** The addresses ZeroBounce answers `valid` for them (Priya's is the second pattern tried). */
const EXPECTED_EMAILS: Record<string, string> = {
  'Daniel Okafor': 'daniel.okafor@brightline-analytics.example',
  'Priya Raman': 'praman@brightline-analytics.example',
  'Lukas Brandt': 'lukas.brandt@brightline-analytics.example',
  'Sofía Márquez': 'sofia.marquez@brightline-analytics.example',
};
const COUNTRY_CODES: Record<string, string> = { 'United States': 'US', Germany: 'DE', Canada: 'CA' };

const byKey = <T>(items: T[]) =>
  [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

function expectCompanyFromPdl(result: any) {
  expect(result).toMatchObject({
    id: Number(company.linkedin_id),
    name: company.display_name,
    website: `https://${company.website}`,
    domain: company.website,
    industry: company.industry,
    type: 'Privately Held',
    description: company.summary,
    slogan: company.headline,
    employees_count: company.employee_count,
    specialties: company.tags,
    followers: company.linkedin_follower_count,
    network_url: `https://www.linkedin.com/company/${company.linkedin_slug}`,
    location: {
      locality: company.location.locality,
      region: company.location.region,
      postal_code: company.location.postal_code,
      country: company.location.country,
      country_code: COUNTRY_CODES[company.location.country],
    },
    // PDL has no logo, posts or language for a company: gaps stay empty, never invented.
    logo_url: null,
    recent_posts: [],
    hiring_for: [],
  });
  expect(result.domain).toBe(PDL_SAMPLE_COMPANY.domain);
}

function expectPersonFromPdl(target: any, record: PdlRecord) {
  const { person } = target;
  expect(person).toMatchObject({
    name: record.full_name,
    first_name: record.first_name,
    last_name: record.last_name,
    headline: record.headline,
    network_url: `https://www.linkedin.com/in/${record.linkedin_username}`,
    about: record.summary,
    connections: record.linkedin_connections,
    gender: record.sex ?? 'unknown',
    location: {
      text: record.location_name,
      city: record.location_locality,
      region: record.location_region,
      country: record.location_country,
      country_code: COUNTRY_CODES[record.location_country],
    },
    certifications: (record.certifications ?? []).map((c: any) => ({
      title: c.name,
      issued_by: c.organization,
    })),
    // Gaps of PDL's schema: no photos.
    photo_url: null,
    background_url: null,
  });
  expect(target.meta).toMatchObject({ network_id: record.linkedin_id });
  expect(target.contact.websites).toEqual(
    record.profiles.filter((p: any) => p.network !== 'linkedin').map((p: any) => `https://${p.url}`),
  );
  expect(byKey(target.experience.map(pickExperience))).toEqual(
    byKey(
      record.experience.map((e: any) => ({
        title: e.title?.name ?? null,
        company: e.company?.name ?? null,
        company_id: e.company?.linkedin_id ? Number(e.company.linkedin_id) : null,
        start: e.start_date,
        end: e.end_date,
        description: e.summary,
      })),
    ),
  );
  // The current role here comes first: it is what derive.ts reads.
  expect(target.experience[0]).toMatchObject({
    title: currentTitle(record),
    company_id: PDL_SAMPLE_COMPANY.id,
    end: null,
  });
  expect(target.education).toEqual(
    record.education.map((e: any) => ({
      school: e.school.name,
      degree: e.degrees.join(', ') || null,
      field: e.majors.join(', ') || null,
      start: e.start_date,
      end: e.end_date,
    })),
  );
  // A fresh current job linked to the company page: confirmed from PDL's data (the judge said null).
  expect(target.professional.belongs_to_company).toBe('confirmed');
  expect(target.signals).toBeNull();
}

const pickExperience = (e: any) => ({
  title: e.title,
  company: e.company,
  company_id: e.company_id,
  start: e.start,
  end: e.end,
  description: e.description,
});

/** Emails come from ZeroBounce's verdicts, never from PDL's records. */
function expectEmailFromZeroBounce(target: any, record: PdlRecord) {
  const email = target.contact.email;
  expect(email).not.toBeNull();
  expect(email.address).toBe(EXPECTED_EMAILS[record.full_name]);
  expect(email.address).not.toBe(record.work_email);
  expect(record.personal_emails ?? []).not.toContain(email.address);
  const domain = email.address.split('@')[1];
  if (ZEROBOUNCE_SAMPLE.catchAllDomains?.includes(domain)) {
    expect(email).toMatchObject({ status: 'risky', source: 'guessed', catch_all_domain: true });
  } else {
    expect(ZEROBOUNCE_SAMPLE.mailboxes?.[email.address]).toBe('valid');
    expect(email).toMatchObject({
      status: 'valid',
      source: 'verified',
      catch_all_domain: false,
      quality_score: 95,
      valid_email_server: true,
      free: false,
    });
  }
}

function expectResultFromProvider(job: any) {
  expect(job).toMatchObject({
    status: 'done',
    processing_state: null,
    credits_charged: 1,
    company_id: PDL_SAMPLE_COMPANY.id,
    team_scanned: PDL_SAMPLE_ROSTER.length,
    profiles_enriched: PDL_SAMPLE_ROSTER.length,
    preliminary_candidates: EXPECTED_PEOPLE.length,
    target_people_count: EXPECTED_PEOPLE.length,
    persona: { slug: SYSTEM_PERSONA.slug, name: SYSTEM_PERSONA.name },
  });
  expectCompanyFromPdl(job.company);

  const people: any[] = job.target_people;
  expect(people.map((p) => p.person.name)).toEqual(EXPECTED_PEOPLE);
  expect(people.map((p) => p.rank_in_company)).toEqual(people.map((_, i) => i + 1));
  // The former employee PDL still files under the company is not offered.
  expect(people.map((p) => p.person.name)).not.toContain('Elena Petrova');
  for (const target of people) {
    const record = pdlPerson(target.person.name);
    expectPersonFromPdl(target, record);
    expectEmailFromZeroBounce(target, record);
    // From the fake judge: its why, and its refinements on top of the derived values.
    const title = currentTitle(record);
    const tier = tierOf(title);
    expect(target.why).toBe(whyFor(record.full_name, title));
    expect(target.professional).toMatchObject({
      tier,
      manages_people: 'yes',
      budget_authority: tier === 'owner' ? 'owns' : 'influences',
    });
    expect(target.is_decision_maker).toBe(tier !== 'function_leader');
  }
}

const sumUsage = (answered: Answered[]) => {
  const ok = answered.filter((a) => a.usage !== null);
  const sum = (field: keyof FakeUsage) => ok.reduce((total, a) => total + (a.usage?.[field] ?? 0), 0);
  return {
    usage_requests: ok.length,
    usage_input_tokens: sum('input_tokens'),
    usage_output_tokens: sum('output_tokens'),
    usage_cache_read_tokens: sum('cache_read_input_tokens'),
    usage_cache_write_tokens: sum('cache_creation_input_tokens'),
  };
};

async function expectUsageRecorded(run: Run) {
  const item = (await stack.stores.jobs.get(run.jobId)) as unknown as Record<string, unknown>;
  expect(item).toMatchObject(sumUsage(run.answered));
  // Internal cost data never reaches the client.
  expect(Object.keys(run.job).filter((key) => key.startsWith('usage'))).toEqual([]);
}

function expectJudgeRequests(run: Run, failedVerifies = 0) {
  const config = loadConfig({ CTP_MODE: 'local' });
  const shortlists = Math.ceil(PDL_SAMPLE_ROSTER.length / JUDGE_BATCH_SIZE);
  const verifies = Math.ceil(EXPECTED_PEOPLE.length / JUDGE_BATCH_SIZE);
  expect(run.messages).toHaveLength(shortlists + verifies + failedVerifies);
  expect(run.answered.map((a) => a.pass)).toEqual([
    ...Array(shortlists).fill('shortlist'),
    ...Array(verifies + failedVerifies).fill('verify'),
  ]);
  for (const request of run.messages) {
    expect(request.path).toBe('/v1/messages');
    // The SDK sends the key as `Authorization: Bearer …` (the API also takes `x-api-key`).
    const key = request.headers['x-api-key'] ?? request.headers.authorization?.replace(/^Bearer /, '');
    expect(key).toBe(ANTHROPIC_KEY);
    expect(request.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(systemText(request.body)).toContain(SYSTEM_PERSONA.definition);
    expect(systemText(request.body)).toContain(company.display_name);
  }
  const shortlist = run.messages.filter((r) => passOf(r.body) === 'shortlist');
  const verify = run.messages.filter((r) => passOf(r.body) === 'verify');
  for (const request of shortlist) {
    expect(request.body.model).toBe(config.CTP_JUDGE_FAST_MODEL);
    expect(forcedTool(request.body)).toBe(ToolName.shortlist);
  }
  for (const request of verify) {
    expect(request.body.model).toBe(config.CTP_JUDGE_STRONG_MODEL);
    expect(request.body.output_config?.format?.type).toBe('json_schema');
  }
  // The judge saw the whole roster once in the shortlist pass (the former employee with her job at
  // Northwind Labs), and only the kept people in the verify pass, with short ids instead of refs.
  const screened = shortlist.flatMap((r) => peopleIn(r.body));
  expect(screened.map((p) => p.name).sort()).toEqual(
    PDL_SAMPLE.people
      .filter((p) => p.job_company_linkedin_id === String(PDL_SAMPLE_COMPANY.id))
      .map((p) => p.full_name)
      .sort(),
  );
  expect(screened.find((p) => p.name === 'Elena Petrova')?.current?.[0]).toMatchObject({
    company: 'Northwind Labs',
    linked: false,
  });
  const lastVerifies = verify.slice(failedVerifies);
  const judged = lastVerifies.flatMap((r) => peopleIn(r.body));
  expect(judged.map((p) => p.name).sort()).toEqual([...EXPECTED_PEOPLE].sort());
  for (const line of judged) {
    expect(line.id).toMatch(/^\d+$/);
    expect(line.derived.belongs_to_company).toBe('confirmed');
    expect(JSON.stringify(line)).not.toContain('@');
  }
}

function expectProviderRequests(run: Run, lookup: 'company_enrich' | 'company_search') {
  // Person Search returns (and bills) full records: no person is paid for a second time by Bulk Enrichment.
  expect(run.pdlRequests.map((r) => r.endpoint)).toEqual([lookup, 'person_search']);
  for (const request of run.pdlRequests) {
    expect(request.apiKey).toBe(PDL_KEY);
    // The key travels as the X-Api-Key header, never in the URL.
    expect(request.query.api_key).toBeUndefined();
  }
  const [find, search] = run.pdlRequests as [any, any];
  if (lookup === 'company_enrich') {
    expect(find.query.profile).toBe(`linkedin.com/company/${PDL_SAMPLE_COMPANY.slug}`);
  } else {
    expect(JSON.stringify(find.body.query)).toContain(`"linkedin_id":"${PDL_SAMPLE_COMPANY.id}"`);
  }
  expect(JSON.stringify(search.body.query)).toContain(`"job_company_linkedin_id":"${PDL_SAMPLE_COMPANY.id}"`);

  for (const request of run.zbRequests) {
    expect(request.path).toBe('/v2/validate');
    expect(request.apiKey).toBe(ZEROBOUNCE_KEY);
  }
  // Only the people kept are looked up, a few at a time (so in no fixed order across people); Priya's
  // first candidate does not exist, so her second is asked for after it.
  const emails = run.zbRequests.map((r) => r.email);
  expect([...emails].sort()).toEqual(
    [
      'daniel.okafor@brightline-analytics.example',
      'priya.raman@brightline-analytics.example',
      'praman@brightline-analytics.example',
      'lukas.brandt@brightline-analytics.example',
      'sofia.marquez@brightline-analytics.example',
    ].sort(),
  );
  expect(emails.indexOf('praman@brightline-analytics.example')).toBeGreaterThan(
    emails.indexOf('priya.raman@brightline-analytics.example'),
  );
}

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

describe('a whole job on PDL, ZeroBounce and the Claude judge (fakes on loopback)', () => {
  it('maps every field of the result from the provider, by page URL and by numeric id', async () => {
    const byUrl = await runJob(`https://www.linkedin.com/company/${PDL_SAMPLE_COMPANY.slug}`);
    expectResultFromProvider(byUrl.job);
    expect(byUrl.job.credits_balance).toBe(4);
    expectJudgeRequests(byUrl);
    expectProviderRequests(byUrl, 'company_enrich');
    await expectUsageRecorded(byUrl);

    const byId = await runJob(String(PDL_SAMPLE_COMPANY.id));
    expectResultFromProvider(byId.job);
    expect(byId.job.credits_balance).toBe(3);
    expectJudgeRequests(byId);
    expectProviderRequests(byId, 'company_search');
    await expectUsageRecorded(byId);
    // Same provider data, same judge: the same result, whichever way the company was named.
    expect(byId.job.company).toEqual(byUrl.job.company);
    expect(byId.job.target_people).toEqual(byUrl.job.target_people);

    const account = await api('GET', '/v1/account');
    expect(account.body).toMatchObject({ credits_balance: 3, credits_on_hold: 0, jobs_in_flight: 0 });
  }, 60_000);

  it('waits out an overloaded judge as a visible delay in verify_candidates, then finishes', async () => {
    const before = await api('GET', '/v1/account');
    judge.failNextVerify = 1;
    const run = await runJob(PDL_SAMPLE_COMPANY.slug);

    const delayed = run.seen.filter((s) => s.status === 'processing' && s.processing_state === 'delayed');
    expect(delayed.length).toBeGreaterThan(0);
    for (const state of delayed) {
      expect(state.stage).toBe('verify_candidates');
      expect(state.next_retry_at).toEqual(expect.any(String));
    }
    // Exactly one 529: its Retry-After is longer than the judge waits inline, so the SDK did not retry
    // it; the pipeline waited at least that long before asking again.
    const failures = run.answered.filter((a) => a.status === 529);
    expect(failures).toHaveLength(1);
    const failure = failures[0] as Answered;
    const retried = run.answered.find((a) => a.pass === 'verify' && a.index > failure.index) as Answered;
    expect(retried.at - failure.at).toBeGreaterThanOrEqual(OVERLOAD_RETRY_AFTER_SECONDS * 1000 - 100);
    expect(Date.parse(delayed[0].next_retry_at) - failure.at).toBeGreaterThanOrEqual(
      OVERLOAD_RETRY_AFTER_SECONDS * 1000 - 100,
    );

    expectResultFromProvider(run.job);
    expect(run.job.credits_balance).toBe(before.body.credits_balance - 1);
    expectJudgeRequests(run, 1);
    expectProviderRequests(run, 'company_enrich');
    // Only answered requests cost tokens; the 529 is not counted.
    await expectUsageRecorded(run);
  }, 60_000);
});
