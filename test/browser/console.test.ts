import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, expect, inject, it } from 'vitest';
import { CONSOLE_DIST } from '../../console/build.js';
import { startTwinStack } from '../../local/stack.js';
import { apiHelpers } from '../integration/api-client.js';
import { SUITE_ENV } from '../integration/suite-env.js';

/**
 * The console in a real Chromium against the local stack, as a user meets it: sign in with a key, submit
 * a test company, watch the stages, read the ranked people, export them, manage personas, cancel, and
 * read the 401, 402 and 429 envelopes explained. Every page is saved as a screenshot in
 * console/screenshots/ (git-ignored); docs/console.md shows some of them.
 */

/**
 * The console's stack, on the in-memory twins (local/stack.ts, startTwinStack) in this file's process:
 * the console built as `npm start` builds it (global-setup.ts) served at `/` beside /v1, the real API
 * server, handlers and state machine, and no JVM or S3 emulator (what the console shows comes over HTTP;
 * the stores behind it are held to one contract suite, test/contract/).
 */
const stack = await startTwinStack({
  accounts: [],
  consoleDir: CONSOLE_DIST,
  env: {
    CTP_JUDGE: 'offline',
    CTP_NETWORK_PROVIDER: 'embedded',
    CTP_EMAIL_VERIFIER: 'embedded',
    CTP_PROVIDER_CACHE_DAYS: '0',
    // Retries 3 to 6 s away, so that a delayed stage and its countdown stay on screen long enough to read.
    CTP_RETRY_BASE_MS: '3000',
    CTP_RETRY_MAX_MS: '6000',
    // As on the suite's other stacks (suite-env.ts, docs/testing.md): one local process beside another
    // test file and Chromium is CPU starvation Lambda never has; at 5 s a submission could answer 503.
    CTP_REQUEST_DEADLINE_MS: SUITE_ENV.CTP_REQUEST_DEADLINE_MS,
  },
});
/** glacier-freight (by slug and by id, as twins.ts): held processing (the 429 test's running job) until the test cancels it. */
stack.gate.hold('glacier-freight');
stack.gate.hold(74410583);
const { baseUrl, newAccount } = apiHelpers(stack.baseUrl, stack.stores);

const SHOTS = fileURLToPath(new URL('../../console/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
const contexts: BrowserContext[] = [];
/** Every request any page made, and every console message: checked for third-party requests and CSP breaks. */
const requests: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: inject('chromium'),
    headless: true,
    // Chromium's sandbox refuses to start as root (CI containers run as root).
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack.stop();
});

async function openConsole(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${baseUrl}/`);
  return page;
}

async function signedIn(expect: ExpectStatic, key: string): Promise<Page> {
  const page = await openConsole();
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Jobs');
  return page;
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 A and AA rules on the page as it is now: the serious and critical violations. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  // Through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(AXE);
  return page.evaluate(`axe
    .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .then((r) => r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`);
}

/** Saves the page's screenshot, and fails on any serious accessibility violation on it. */
async function shot(expect: ExpectStatic, page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect({ page: name, violations: await accessibilityViolations(page) }).toEqual({
    page: name,
    violations: [],
  });
}

async function submitJob(expect: ExpectStatic, page: Page, company: string): Promise<string> {
  await page.getByRole('link', { name: 'New job', exact: true }).first().click();
  await page.getByLabel('Company').fill(company);
  await expect.poll(() => page.getByLabel('Persona').inputValue()).not.toBe('');
  await page.getByRole('button', { name: 'Submit job' }).click();
  await page.waitForURL(/#\/jobs\/job_/);
  return decodeURIComponent(new URL(page.url()).hash.replace('#/jobs/', ''));
}

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += ch;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') {
      cell += ch;
    }
  }
  return rows;
}

/**
 * The pages' tests run at once (each with its own account, browser context and job, so none sees
 * another's): most of each is waiting for a job's stages and retries on the stack, which they share.
 */
/**
 * How long a page may wait for what a job's progress through the pipeline shows (a stage, the result).
 * A deadline, not a duration: the pages' tests run at once beside other test files, and on a busy
 * 2-core machine a job that takes seconds alone took more than 20 s (a clean-clone CI run, 2026-11-26).
 */
const PIPELINE_WAIT = 90_000;

describe.concurrent('console', () => {
  it('is served at / with a strict Content-Security-Policy and never framed', async ({ expect }) => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    // No inline script: every <script> has a src on this origin.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /src="\/assets\//.test(tag))).toBe(true);
    // Small: the page and everything it loads, gzipped, under 150 KB.
    let gzipped = gzipSync(html).length;
    let assets = 0;
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      const body = Buffer.from(await (await fetch(`${baseUrl}${asset}`)).arrayBuffer());
      gzipped += gzipSync(body).length;
      assets += 1;
    }
    expect(assets).toBe(2);
    expect(gzipped).toBeLessThan(150 * 1024);
    // The API beside it is untouched: an unknown path is still the API's envelope.
    const other = await fetch(`${baseUrl}/not-the-console`);
    expect(other.status).toBe(401);
  });

  it('refuses a wrong key with the 401 explained, and signing out forgets the key', async ({ expect }) => {
    const page = await openConsole();
    await shot(expect, page, '01-sign-in');
    await page.getByLabel('API key').fill('ctp_wrong_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.getAttribute('data-code')).toBe('invalid_api_key');
    expect(await alert.textContent()).toContain('Sign in again with a current key');
    await shot(expect, page, '02-sign-in-401');

    const account = await newAccount();
    await page.getByLabel('API key').fill(account.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Jobs');
    expect(await page.evaluate(() => sessionStorage.getItem('ctp.apiKey'))).toBe(account.key);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByLabel('API key').isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('ctp.apiKey'))).toBeNull();
  });

  it('submits acme-robotics, shows the ranked people, opens a person, and exports rows that match the API', async ({
    expect,
  }) => {
    const account = await newAccount();
    const page = await signedIn(expect, account.key);
    await shot(expect, page, '03-jobs-empty');
    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    await expect.poll(() => page.getByLabel('Persona').inputValue()).toBe('owners-founders');
    await shot(expect, page, '04-new-job');
    const jobId = await submitJob(expect, page, 'acme-robotics');

    const result = page.getByRole('table', { name: 'Ranked target people' });
    await result.waitFor({ timeout: PIPELINE_WAIT });
    const api = await account.get(`/v1/jobs/${jobId}`);
    expect(api.body.status).toBe('done');
    const people = api.body.target_people as any[];
    expect(people.length).toBeGreaterThan(0);
    // Every stage ticked, the ranked table in the API's order.
    expect(await page.locator('.timeline .step-done').count()).toBe(6);
    const names = await result.locator('tbody tr td:nth-child(2) button').allTextContents();
    expect(names).toEqual(people.map((p) => p.person.name));
    const firstRow = await result.locator('tbody tr').first().textContent();
    expect(firstRow).toContain(people[0].why);
    if (people[0].contact.email) expect(firstRow).toContain(people[0].contact.email.address);
    await shot(expect, page, '05-job-done');

    // The person drawer: a modal dialog with the full profile; Escape closes it and focus returns.
    await result.getByRole('button', { name: people[0].person.name }).click();
    const drawer = page.getByRole('dialog', { name: people[0].person.name });
    await drawer.waitFor();
    expect(await drawer.getByRole('heading', { name: 'Experience' }).isVisible()).toBe(true);
    expect(await drawer.textContent()).toContain(people[0].experience[0]?.title ?? '');
    await shot(expect, page, '06-person-drawer');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.evaluate('document.activeElement?.textContent')).toBe(people[0].person.name);

    // CSV export: one row per person, in rank order, with the API's email and why.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(rows[0]).toEqual([
      'rank',
      'name',
      'headline',
      'tier',
      'role',
      'decision_maker',
      'email',
      'email_status',
      'email_source',
      'profile_url',
      'why',
    ]);
    expect(rows.slice(1)).toEqual(
      people.map((p) => [
        String(p.rank_in_company),
        p.person.name ?? '',
        p.person.headline ?? '',
        p.professional.tier ?? '',
        p.professional.role ?? '',
        p.is_decision_maker ? 'yes' : 'no',
        p.contact.email?.address ?? '',
        p.contact.email?.status ?? '',
        p.contact.email?.source ?? '',
        p.person.network_url ?? '',
        p.why,
      ]),
    );
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    expect(JSON.parse(readFileSync(await json.path(), 'utf8')).target_people).toEqual(people);
    expect(await page.locator('pre.curl').textContent()).toContain(`/v1/jobs/${jobId}`);

    // The list shows it, and the q filter finds or excludes it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await page.getByRole('link', { name: 'Acme Robotics' }).waitFor();
    await shot(expect, page, '07-jobs-list');
    await page.getByLabel('Filter by company input').fill('no-such-thing');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No job matches').waitFor();
    await page.getByLabel('Filter by company input').fill('acme');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('link', { name: 'Acme Robotics' }).waitFor();

    // The account's charts: the balance from the ledger (10 granted, 1 charged) and the job per day.
    await page.getByRole('link', { name: 'Account' }).click();
    const balance = page.getByRole('img', { name: /^Balance over/ });
    await balance.waitFor();
    expect(await balance.getAttribute('aria-label')).toContain('from 10 to 9 credits');
    const perDay = page.getByRole('img', { name: /^Jobs submitted per day/ });
    await perDay.waitFor();
    expect(await perDay.getAttribute('aria-label')).toContain('1 in all');
    await shot(expect, page, '07b-account-charts');
  });

  it('shows a running job’s stages and roster, and cancels it', async ({ expect }) => {
    const account = await newAccount();
    const page = await signedIn(expect, account.key);
    // Held at its enrichment (the roster scanned, the job processing) until cancelled: a job that was only
    // slow could finish while the screenshot was taken, and the Cancel button would be gone.
    const release = stack.gate.hold('slow-motion-labs', 'enrichment');
    try {
      const jobId = await submitJob(expect, page, 'slow-motion-labs');
      // A stage is current while it runs, and the roster fills the facepile once scanned.
      await page.locator('.timeline [aria-current="step"]').first().waitFor();
      await page.getByRole('heading', { name: 'Roster so far' }).waitFor({ timeout: PIPELINE_WAIT });
      await page.locator('.facepile li').first().waitFor();
      await expect.poll(() => stack.gate.waiting('slow-motion-labs', 'enrichment')).toBe(1);
      await shot(expect, page, '08-job-running');
      await page.getByRole('button', { name: 'Cancel job' }).click();
      await page.getByText('This job was cancelled. Nothing was charged.').waitFor();
      expect((await account.get(`/v1/jobs/${jobId}`)).body.status).toBe('cancelled');
      await shot(expect, page, '09-job-cancelled');
    } finally {
      release();
    }
  });

  it('shows a delayed stage with a countdown to its retry, then the result', async ({ expect }) => {
    const account = await newAccount();
    const page = await signedIn(expect, account.key);
    const jobId = await submitJob(expect, page, 'ratelimited-retail');
    const delayed = page.locator('.timeline .step-delayed');
    await delayed.waitFor({ timeout: PIPELINE_WAIT });
    expect(await delayed.textContent()).toMatch(/Scan team.*Delayed: retrying in \d+ s/);
    await shot(expect, page, '10-job-delayed');
    await page.getByRole('table', { name: 'Ranked target people' }).waitFor({ timeout: PIPELINE_WAIT });
    expect((await account.get(`/v1/jobs/${jobId}`)).body.status).toBe('done');
  });

  it('shows where a job ended early, why, and that it was free', async ({ expect }) => {
    const account = await newAccount();
    const page = await signedIn(expect, account.key);
    const jobId = await submitJob(expect, page, 'no-such-company');
    const stopped = page.locator('.timeline .step-stopped');
    await stopped.waitFor({ timeout: PIPELINE_WAIT });
    expect(await stopped.textContent()).toContain('Match company');
    expect(await stopped.textContent()).toContain('not found');
    const api = (await account.get(`/v1/jobs/${jobId}`)).body;
    expect(api.status).toBe('not_found');
    expect(await page.locator('p.note').first().textContent()).toBe(api.message);
    expect(await page.getByText('0 credits charged').count()).toBe(1);
    // Opened again later, the page knows where it stopped from the status alone.
    await page.reload();
    await stopped.waitFor();
    expect(await stopped.textContent()).toContain('Match company');
    await shot(expect, page, '10b-job-not-found');
  });

  it('creates a persona and shows its interpretation, warnings standing out; makes it default and deletes it', async ({
    expect,
  }) => {
    const account = await newAccount();
    const page = await signedIn(expect, account.key);
    await page.getByRole('link', { name: 'Personas' }).click();
    await page.getByRole('button', { name: 'New persona' }).click();
    await page.getByLabel('Name').fill('Sales leaders');
    await page
      .getByLabel('Definition')
      .fill(
        'Heads of sales, VPs of sales and sales directors. Exclude account executives and SDRs. Zebra whisperers.',
      );
    await page.getByRole('button', { name: 'Save persona' }).click();
    await page.getByText('Created Sales leaders').waitFor();
    const api = (await account.get('/v1/personas')).body.personas.find(
      (p: any) => p.slug === 'sales-leaders',
    );
    expect(api.interpretation.warnings.length).toBeGreaterThan(0);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Sales leaders/ }) });
    expect(await card.locator('.summary').textContent()).toBe(api.interpretation.summary);
    const warning = card.getByRole('note');
    for (const w of api.interpretation.warnings) expect(await warning.textContent()).toContain(w);
    const system = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /owners-founders/ }) });
    expect(await system.getByText('system · read-only').isVisible()).toBe(true);
    expect(await system.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await shot(expect, page, '11-personas');

    await card.getByRole('button', { name: /^Make default/ }).click();
    await page.getByText('Sales leaders is now the default persona.').waitFor();
    expect((await account.get('/v1/account')).body.default_persona).toBe('sales-leaders');
    await system.getByRole('button', { name: /^Make default/ }).click();
    await page.getByText('Owners & founders is now the default persona.').waitFor();
    await card.getByRole('button', { name: /^Edit/ }).click();
    await page.getByLabel('Definition').fill('Heads of sales and sales directors.');
    await page.getByRole('button', { name: 'Save persona' }).click();
    await page.getByText('Saved Sales leaders.').waitFor();
    const edited = (await account.get('/v1/personas')).body.personas.find(
      (p: any) => p.slug === 'sales-leaders',
    );
    expect(edited.definition).toBe('Heads of sales and sales directors.');
    await expect.poll(() => card.locator('.summary').textContent()).toBe(edited.interpretation.summary);
    expect(await card.getByRole('note').count()).toBe(edited.interpretation.warnings.length > 0 ? 1 : 0);
    await card.getByRole('button', { name: /^Delete/ }).click();
    await card.getByRole('button', { name: 'Confirm delete' }).click();
    await page.getByText('Deleted Sales leaders.').waitFor();
    expect((await account.get('/v1/personas')).body.count).toBe(1);
  });

  it('explains a 402 (no credits) and a 429 (jobs in flight), and shows the account', async ({ expect }) => {
    const broke = await newAccount({ credits: 0 });
    let page = await signedIn(expect, broke.key);
    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    await page.getByLabel('Company').fill('acme-robotics');
    await page.getByRole('button', { name: 'Submit job' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.getAttribute('data-code')).toBe('insufficient_credits');
    expect(await alert.textContent()).toContain('Ask your operator for credits');
    await shot(expect, page, '12-error-402');

    const busy = await newAccount({ concurrency_limit: 1 });
    page = await signedIn(expect, busy.key);
    const running = await submitJob(expect, page, 'glacier-freight');
    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    await page.getByLabel('Company').fill('acme-robotics');
    await expect.poll(() => page.getByLabel('Persona').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Submit job' }).click();
    await expect.poll(() => page.getByRole('alert').getAttribute('data-code')).toBe('concurrency_limit');
    expect(await page.getByRole('alert').textContent()).toContain('at most 1 job at once');
    await shot(expect, page, '13-error-429');

    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByText('1 of 1 running.').waitFor();
    await shot(expect, page, '14-account');
    await busy.post(`/v1/jobs/${running}/cancel`);
  });
});

/** After every page above has been opened: what all of them requested and logged. */
describe('console, every page together', () => {
  it('made no third-party request and broke no Content-Security-Policy rule', () => {
    expect(requests.length).toBeGreaterThan(0);
    const foreign = requests.filter((url) => !url.startsWith(`${baseUrl}/`) && !/^(data|blob):/.test(url));
    expect(foreign).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
