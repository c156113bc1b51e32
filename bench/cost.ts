/**
 * What one job costs at list prices in the default configuration (People Data Labs, ZeroBounce, the
 * Claude judge with its default models), for companies of 100, 1,000 and 10,000 employees:
 *
 *   npx tsx bench/cost.ts            (BENCH_COST_SIZES=100,1000,10000 by default; BENCH_SMOKE=1: 100)
 *
 * Each job runs through the pipeline's own stage functions (functions/core/pipeline/) over the
 * in-memory stores, with the real PDL, ZeroBounce and Anthropic adapters talking HTTP to the fakes of
 * test/fakes/ on loopback, each wrapped in the counting decorators the service uses
 * (functions/core/metered.ts). The units they record are priced with the service's own price table
 * (functions/shared/prices.ts): the figures are the ones `admin job-cost` would show for these jobs.
 *
 * What is estimated: the fake Messages API's token counts (bench/judge-tokens.ts explains them: request
 * characters / 4, a per-verdict output estimate, a simulated prompt cache; 10% of a roster shortlisted,
 * 70% of the shortlist kept). Provider records and verifier calls are exact for this pipeline: every
 * person is on one roster page of 100, and each kept person's address is the first candidate tried.
 */
import Anthropic from '@anthropic-ai/sdk';
import { createZeroBounceVerifier } from '../functions/adapters/email/zerobounce.js';
import {
  ANTHROPIC_JUDGE_DEFAULTS,
  AnthropicPersonaJudge,
  modelProfile,
} from '../functions/adapters/judge/anthropic.js';
import { createPdlProvider } from '../functions/adapters/network/pdl.js';
import { priceUnits, type Units } from '../functions/core/cost.js';
import { submitJob } from '../functions/core/jobs.js';
import {
  billedValidations,
  meteredJudge,
  meteredNetwork,
  meteredVerifier,
} from '../functions/core/metered.js';
import { LIST_PRICES, priceTable } from '../functions/shared/prices.js';
import { startFakeAnthropic } from '../test/fakes/anthropic-server.js';
import { PDL_SAMPLE, PDL_SAMPLE_COMPANY, type PdlRecord, startFakePdl } from '../test/fakes/pdl-server.js';
import { startFakeZeroBounce } from '../test/fakes/zerobounce-server.js';
import { memoryWorld, recordingStarter, runToMatchTarget, SETTINGS } from '../test/fixtures/memory-world.js';
import { listSetting, printMachine, requireNode24 } from './common.js';
import { fakeResponder } from './judge-tokens.js';

const SIZES = listSetting('BENCH_COST_SIZES', [100, 1000, 10000], [100]);
const BATCH_SIZE = 100;
const PERSONA = {
  name: 'Operations decision makers',
  definition:
    'Decision makers in operations, procurement and supply chain: heads, directors and VPs, and the COO. ' +
    'Exclude interns, students and contractors. Rank the COO and VPs first, then heads and directors.',
};
const TITLES = [
  'Chief Operating Officer',
  'VP Operations',
  'Head of Procurement',
  'Director of Supply Chain',
  'Operations Manager',
  'Software Engineer',
  'Senior Software Engineer',
  'Account Executive',
  'Product Manager',
  'Customer Success Manager',
  'Data Analyst',
  'Marketing Manager',
  'Recruiter',
  'Financial Analyst',
  'Intern',
];

/** Letters only, so that each person has an address of their own (mail names keep letters only). */
const letters = (n: number) => {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
};

/** `size` people at the PDL sample company, shaped like its first record. */
function roster(size: number): PdlRecord[] {
  const template = PDL_SAMPLE.people[0] as PdlRecord;
  return Array.from({ length: size }, (_, i) => {
    const first = `Ann${letters(i)}`;
    const last = `Lee${letters(i * 7 + 3)}`;
    const title = TITLES[i % TITLES.length] as string;
    const handle = `${first}-${last}-${i}`.toLowerCase();
    return {
      ...structuredClone(template),
      id: `bench${String(i).padStart(8, '0')}`,
      full_name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      last_initial: last.slice(0, 1),
      job_title: title,
      headline: `${title} at Brightline Analytics`,
      linkedin_url: `linkedin.com/in/${handle}`,
      linkedin_username: handle,
      profiles: [{ network: 'linkedin', id: null, url: `linkedin.com/in/${handle}`, username: handle }],
      experience: (template.experience as PdlRecord[]).map((e) =>
        e.is_primary ? { ...e, title: { ...e.title, name: title } } : e,
      ),
    };
  });
}

async function costOf(size: number) {
  const people = roster(size);
  const mailboxes = Object.fromEntries(
    people.map((p) => [
      `${String(p.first_name).toLowerCase()}.${String(p.last_name).toLowerCase()}@${PDL_SAMPLE_COMPANY.domain}`,
      'valid' as const,
    ]),
  );
  const [pdl, zerobounce, anthropic] = await Promise.all([
    startFakePdl({ companies: PDL_SAMPLE.companies, people, apiKey: 'pdl-bench' }),
    startFakeZeroBounce({ mailboxes, apiKey: 'zb-bench' }),
    startFakeAnthropic(fakeResponder((model) => modelProfile(model).minCacheTokens)),
  ]);
  try {
    const w = memoryWorld();
    const costs = w.stores.costs;
    w.deps.settings = { ...SETTINGS, batchSize: BATCH_SIZE, emailConcurrency: 4 };
    w.deps.network = meteredNetwork(
      createPdlProvider({
        apiKey: 'pdl-bench',
        baseURL: pdl.baseURL,
        networkHost: SETTINGS.networkHost,
        pageSize: BATCH_SIZE,
      }),
      'pdl',
      costs,
    );
    w.deps.verifier = meteredVerifier(
      createZeroBounceVerifier({
        apiKey: 'zb-bench',
        baseURL: zerobounce.baseURL,
        onBilled: billedValidations('zerobounce', costs),
      }),
      'zerobounce',
      costs,
    );
    w.deps.judge = meteredJudge(
      new AnthropicPersonaJudge(
        new Anthropic({ apiKey: 'sk-bench', baseURL: anthropic.baseURL, maxRetries: 0 }),
        {
          fastModel: ANTHROPIC_JUDGE_DEFAULTS.fastModel,
          strongModel: ANTHROPIC_JUDGE_DEFAULTS.strongModel,
          batchSize: ANTHROPIC_JUDGE_DEFAULTS.batchSize,
          concurrency: ANTHROPIC_JUDGE_DEFAULTS.concurrency,
        },
      ),
      costs,
    );

    const accountId = 'acct_bench';
    await w.stores.accounts.create({
      account_id: accountId,
      name: null,
      tier: 'premium',
      concurrency_limit: 5,
      webhook_secret: 'whsec_bench',
      created_at: w.clock.now().toISOString(),
    });
    await w.stores.accounts.grantCredits(accountId, 1, null, w.clock.now().toISOString());
    const persona = await w.stores.personas.create(
      accountId,
      ['ops-decision-makers'],
      {
        ...PERSONA,
        is_system: false,
        created_at: w.clock.now().toISOString(),
        updated_at: w.clock.now().toISOString(),
      },
      false,
    );
    const { job_id: jobId } = await submitJob(
      {
        jobs: w.stores.jobs,
        personas: w.stores.personas,
        pipeline: recordingStarter().starter,
        clock: w.clock,
        ids: { jobId: () => `job_bench_${size}`, secret: () => 's' },
        networkHost: SETTINGS.networkHost,
        allowLoopbackCallbacks: true,
        idempotencyTtlHours: 24,
      },
      { account_id: accountId, key_id: `key_${accountId}` },
      {
        input: String(PDL_SAMPLE_COMPANY.id),
        operation: 'target_people',
        persona: persona.slug,
        callback_url: null,
      },
      undefined,
    );

    await runToMatchTarget(w.deps, jobId);
    const job = await w.stores.jobs.get(jobId);
    if (job?.target_people_count === null || job?.team_scanned !== size)
      throw new Error(`The ${size}-person job did not finish: ${JSON.stringify(job)}`);
    const units = (await costs.read(jobId))?.units ?? {};
    return {
      size,
      units,
      people: job.target_people_count ?? 0,
      shortlisted: job.preliminary_candidates ?? 0,
      requests: {
        pdl: pdl.requests.length,
        zerobounce: zerobounce.requests.length,
        anthropic: anthropic.requests.length,
      },
    };
  } finally {
    await Promise.allSettled([pdl.close(), zerobounce.close(), anthropic.close()]);
  }
}

const usd = (n: number) => (n >= 100 ? `$${n.toFixed(0)}` : n >= 1 ? `$${n.toFixed(2)}` : `$${n.toFixed(3)}`);

/** The cost of the units of one source (`provider/pdl`, `verifier/zerobounce`, `llm/<model>`). */
function bySource(units: Units) {
  const prices = priceTable({});
  const sources = new Map<string, Units>();
  for (const [unit, n] of Object.entries(units)) {
    const source = unit.slice(0, unit.indexOf(':'));
    sources.set(source, { ...(sources.get(source) ?? {}), [unit]: n });
  }
  return new Map([...sources].map(([source, u]) => [source, priceUnits(u, prices)]));
}

export async function main(): Promise<void> {
  requireNode24();
  printMachine();
  console.log(
    `Cost per job at list prices (functions/shared/prices.ts, checked ${LIST_PRICES.checked}): PDL + ZeroBounce + ` +
      `Claude (${ANTHROPIC_JUDGE_DEFAULTS.fastModel} shortlist, ${ANTHROPIC_JUDGE_DEFAULTS.strongModel} verify). ` +
      "Token counts are the fake Messages API's estimate.\n",
  );
  const rows: string[][] = [];
  for (const size of SIZES) {
    const result = await costOf(size);
    const total = priceUnits(result.units, priceTable({}));
    if (total.unpriced.length > 0) throw new Error(`Unpriced units: ${total.unpriced.join(', ')}`);
    const sources = bySource(result.units);
    const of = (prefix: string) =>
      [...sources].filter(([s]) => s.startsWith(prefix)).reduce((sum, [, c]) => sum + c.totalUsd, 0);
    console.log(`## ${size} employees (${result.shortlisted} shortlisted, ${result.people} target people)`);
    for (const line of total.lines)
      console.log(`  ${line.unit.padEnd(42)} ${String(line.count).padStart(9)}  ${usd(line.usd ?? 0)}`);
    console.log(
      `  requests to the fakes: PDL ${result.requests.pdl}, ZeroBounce ${result.requests.zerobounce}, Anthropic ${result.requests.anthropic}\n`,
    );
    rows.push([
      size.toLocaleString('en-US'),
      usd(of('provider/')),
      usd(of('verifier/')),
      usd(of('llm/')),
      usd(total.totalUsd),
      usd((total.totalUsd / size) * 1000),
    ]);
  }
  console.log(
    '| Employees | People data (PDL) | Emails (ZeroBounce) | Judge (Claude) | Total per job | Per 1,000 employees |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

// Only when run (`npm run bench:cost`), not when the smoke test calls main in its own process.
if (import.meta.main)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
