import { afterEach, describe, expect, it } from 'vitest';
import {
  COMMON_MAIL_PATTERNS,
  candidateAddresses,
  createZeroBounceVerifier,
  ZeroBounceEmailVerifier,
  type ZeroBounceOptions,
} from '../../functions/adapters/email/zerobounce.js';
import { PdlNetworkProvider } from '../../functions/adapters/network/pdl.js';
import { DownDependency, outageOf } from '../../functions/core/outage.js';
import { type CallContext, TransientError, TransientErrorName } from '../../functions/core/ports.js';
import type { EmailInfo, ProviderCompany } from '../../functions/core/profile.js';
import {
  type FakePdl,
  PDL_SAMPLE,
  PDL_SAMPLE_COMPANY,
  PDL_SAMPLE_ROSTER,
  startFakePdl,
} from '../fakes/pdl-server.js';
import {
  type FakeZeroBounce,
  type FakeZeroBounceOptions,
  startFakeZeroBounce,
  ZEROBOUNCE_SAMPLE,
} from '../fakes/zerobounce-server.js';
import { verifiedEmail } from '../fixtures/builders.js';

const KEY = 'zb-test-key-abcdef';
const ctx: CallContext = { jobId: 'job_zb', stage: 'match_target', attempt: 0 };
const maya = { first_name: 'Maya', last_name: 'Chen', person_ref: 'maya-chen' };

const company = (overrides: Partial<ProviderCompany> = {}): ProviderCompany => ({
  id: 1035,
  slug: 'acme-robotics',
  name: 'Acme Robotics',
  website: 'https://www.acme.example',
  domain: 'acme.example',
  industry: null,
  type: null,
  description: null,
  slogan: null,
  logo_url: null,
  employees_count: 27,
  specialties: [],
  location: null,
  followers: null,
  last_post_date: null,
  company_language: null,
  hiring_for: [],
  has_logo: null,
  recent_posts: [],
  email: null,
  ...overrides,
});

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

async function setup(options: FakeZeroBounceOptions = {}, verifier: Partial<ZeroBounceOptions> = {}) {
  const fake: FakeZeroBounce = await startFakeZeroBounce({ apiKey: KEY, ...options });
  running.push(fake);
  const zb = new ZeroBounceEmailVerifier({ apiKey: KEY, baseURL: fake.baseURL, ...verifier });
  return { fake, zb };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

describe('ZeroBounce candidates', () => {
  it('tries the common patterns in order on the company domain', () => {
    expect(COMMON_MAIL_PATTERNS).toEqual([
      '{first}.{last}',
      '{f}{last}',
      '{first}',
      '{first}{last}',
      '{last}',
    ]);
    expect(candidateAddresses({ first_name: 'Sofía', last_name: "O'Márquez" }, company())).toEqual([
      'sofia.omarquez@acme.example',
      'somarquez@acme.example',
      'sofia@acme.example',
      'sofiaomarquez@acme.example',
      'omarquez@acme.example',
    ]);
  });

  it("uses only the company's own pattern and mail domain when they are known", () => {
    const known = company({
      email: { domain: 'mail.acme.example', pattern: '{f}.{last}', catch_all: false },
    });
    expect(candidateAddresses(maya, known)).toEqual(['m.chen@mail.acme.example']);
  });

  it('drops patterns a missing name cannot fill, and proposes nothing without a domain', () => {
    expect(candidateAddresses({ first_name: 'Maya', last_name: null }, company())).toEqual([
      'maya@acme.example',
    ]);
    expect(candidateAddresses(maya, company({ domain: null }))).toEqual([]);
  });
});

describe('ZeroBounce email verification', () => {
  it('returns the first candidate, verified, when ZeroBounce says it is valid', async () => {
    const { fake, zb } = await setup({ mailboxes: { 'maya.chen@acme.example': 'valid' } });
    expect(await zb.findEmail(maya, company(), ctx)).toEqual(verifiedEmail('maya.chen@acme.example'));
    expect(fake.requests).toEqual([
      { path: '/v2/validate', email: 'maya.chen@acme.example', apiKey: KEY, ipAddress: '' },
    ]);
  });

  it('moves on to the next candidate when the first is invalid', async () => {
    const { fake, zb } = await setup({ mailboxes: { 'mchen@acme.example': 'valid' } });
    const email = await zb.findEmail(maya, company(), ctx);
    expect(email).toMatchObject({ address: 'mchen@acme.example', status: 'valid', source: 'verified' });
    expect(fake.validated()).toEqual(['maya.chen@acme.example', 'mchen@acme.example']);
  });

  it('guesses the first candidate on a catch-all domain, risky and never valid, and asks only once', async () => {
    const { fake, zb } = await setup({
      catchAllDomains: ['acme.example'],
      mailboxes: { 'maya.chen@acme.example': 'valid' },
    });
    expect(await zb.findEmail(maya, company(), ctx)).toEqual({
      address: 'maya.chen@acme.example',
      status: 'risky',
      quality_score: 60,
      catch_all_domain: true,
      valid_email_server: true,
      free: false,
      source: 'guessed',
    } satisfies EmailInfo);
    expect(fake.validated()).toHaveLength(1);
  });

  it('never calls an address valid on a catch-all domain, whoever the person is', async () => {
    const { zb } = await setup({ catchAllDomains: ['acme.example'] });
    const people = [
      maya,
      { first_name: 'Jørgen', last_name: 'Østergaard', person_ref: 'j' },
      { first_name: 'Liam', last_name: "O'Connor", person_ref: 'l' },
      { first_name: 'A', last_name: 'B', person_ref: 'ab' },
    ];
    for (const person of people) {
      const email = await zb.findEmail(person, company(), ctx);
      expect(email?.status).toBe('risky');
      expect(email?.source).toBe('guessed');
      expect(email?.catch_all_domain).toBe(true);
    }
  });

  it('returns null when every candidate is invalid', async () => {
    const { fake, zb } = await setup();
    expect(await zb.findEmail(maya, company(), ctx)).toBeNull();
    expect(fake.validated()).toHaveLength(COMMON_MAIL_PATTERNS.length);
  });

  it('offers no address the server could not judge on a domain that is not catch-all (guessed is for catch-all only)', async () => {
    const { fake, zb } = await setup({ mailboxes: { 'maya.chen@acme.example': 'unknown' } });
    expect(await zb.findEmail(maya, company(), ctx)).toBeNull();
    expect(fake.validated()).toHaveLength(COMMON_MAIL_PATTERNS.length);
  });

  it('prefers a valid later candidate to an earlier one the server could not judge', async () => {
    const { zb } = await setup({
      mailboxes: { 'maya.chen@acme.example': 'unknown', 'maya@acme.example': 'valid' },
    });
    expect(await zb.findEmail(maya, company(), ctx)).toMatchObject({
      address: 'maya@acme.example',
      status: 'valid',
    });
  });

  it('never offers spam traps, abuse or do-not-mail addresses', async () => {
    const { zb } = await setup({
      mailboxes: {
        'maya.chen@acme.example': 'do_not_mail',
        'mchen@acme.example': 'spamtrap',
        'maya@acme.example': 'abuse',
      },
    });
    expect(await zb.findEmail(maya, company(), ctx)).toBeNull();
  });

  it('reports free mail providers as ZeroBounce does', async () => {
    const { zb } = await setup({
      mailboxes: { 'maya.chen@freemail.example': 'valid' },
      freeDomains: ['freemail.example'],
    });
    const email = await zb.findEmail(maya, company({ domain: 'freemail.example' }), ctx);
    expect(email).toMatchObject({ status: 'valid', free: true });
  });

  it('asks nothing for a company without a domain', async () => {
    const { fake, zb } = await setup();
    expect(await zb.findEmail(maya, company({ domain: null }), ctx)).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('ZeroBounce failures', () => {
  it('turns a 429 into Verifier.Unavailable with the Retry-After it sent', async () => {
    const { zb } = await setup({ failures: [{ status: 429, retryAfter: 11 }] });
    const error = await failure(zb.findEmail(maya, company(), ctx));
    expect(error).toBeInstanceOf(TransientError);
    expect(error.name).toBe(TransientErrorName.verifierUnavailable);
    expect((error as TransientError).retryAfterSeconds).toBe(11);
    // A refusal, not an outage: it counts the stage's attempts.
    expect(outageOf({ Error: error.name, Cause: error.message })).toBeNull();
  });

  it.each([500, 503, 520])('turns HTTP %i into Verifier.Unavailable', async (status) => {
    const { zb } = await setup({ failures: [{ status, skip: 1 }] });
    const error = await failure(zb.findEmail(maya, company(), ctx));
    expect(error.name).toBe(TransientErrorName.verifierUnavailable);
    // An outage, named: waited out without counting attempts (functions/core/outage.ts).
    expect(outageOf({ Error: error.name, Cause: error.message })).toBe(DownDependency.zeroBounce);
  });

  it('turns a late answer into Verifier.Unavailable', async () => {
    const { zb } = await setup({ failures: [{ delayMs: 1_000 }] }, { timeoutMs: 100 });
    const error = await failure(zb.findEmail(maya, company(), ctx));
    expect(error).toBeInstanceOf(TransientError);
    expect(error.name).toBe(TransientErrorName.verifierUnavailable);
    expect(error.message).toMatch(/no answer within 100 ms/);
    expect(outageOf({ Error: error.name, Cause: error.message })).toBe(DownDependency.zeroBounce);
  });

  it('turns a refused connection into Verifier.Unavailable', async () => {
    const { fake } = await setup();
    await fake.close();
    running.splice(0);
    const zb = createZeroBounceVerifier({ apiKey: KEY, baseURL: fake.baseURL });
    const error = await failure(zb.findEmail(maya, company(), ctx));
    expect(error.name).toBe(TransientErrorName.verifierUnavailable);
  });

  it('reports a wrong key as a plain error that names the setting, without the key', async () => {
    const { zb } = await setup({}, { apiKey: 'not-the-key-987' });
    const error = await failure(zb.findEmail(maya, company(), ctx));
    expect(error).not.toBeInstanceOf(TransientError);
    expect(error.message).toMatch(/Invalid API Key or your account ran out of credits/);
    expect(error.message).toContain('CTP_VERIFIER_API_KEY');
    expect(error.message).not.toContain('not-the-key-987');
  });

  it('reports exhausted credits as a plain error, not as something a retry fixes', async () => {
    const { zb } = await setup({ credits: 1 });
    const error = await failure(zb.findEmail(maya, company(), ctx));
    expect(error).not.toBeInstanceOf(TransientError);
    expect(error.message).toMatch(/ran out of credits/);
  });
});

describe('ZeroBounce over the PDL sample company', () => {
  it('finds the sample mailboxes for the people PDL lists at the company', async () => {
    const pdlFake: FakePdl = await startFakePdl(PDL_SAMPLE);
    running.push(pdlFake);
    const pdl = new PdlNetworkProvider({
      apiKey: 'k',
      baseURL: pdlFake.baseURL,
      networkHost: 'www.linkedin.com',
    });
    const target = await pdl.findCompany({ kind: 'id', companyId: PDL_SAMPLE_COMPANY.id });
    if (!target) throw new Error('sample company not found');
    const profiles = await pdl.enrichProfiles([...PDL_SAMPLE_ROSTER]);
    const { zb } = await setup(ZEROBOUNCE_SAMPLE);
    const found: Record<string, string | null> = {};
    for (const profile of profiles) {
      const email = await zb.findEmail(profile, target, ctx);
      found[profile.person_ref] = email ? `${email.address} ${email.status} ${email.source}` : null;
    }
    expect(found).toEqual({
      danielokafor: 'daniel.okafor@brightline-analytics.example valid verified',
      'priya-raman-bl': 'praman@brightline-analytics.example valid verified',
      lukasbrandt: 'lukas.brandt@brightline-analytics.example valid verified',
      sofiamarquez: 'sofia.marquez@brightline-analytics.example valid verified',
      'tom-becker-eng': null,
      'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000': 'aiko.tanaka@brightline-analytics.example valid verified',
      'marcushill-sales': 'marcus.hill@brightline-analytics.example valid verified',
      elenapetrova: null,
    });
  });
});

describe('ZeroBounce billing', () => {
  it('reports every validation of a lookup but the unknown ones, once per lookup', async () => {
    const billed: { job: string; n: number }[] = [];
    const onBilled = async (c: CallContext, n: number) => {
      billed.push({ job: c.jobId, n });
    };
    const { fake, zb } = await setup(
      {
        // The first candidate greylisted (free), the second invalid (billed), the third valid (billed).
        mailboxes: {
          'maya.chen@acme.example': 'unknown',
          'mchen@acme.example': 'invalid',
          'maya@acme.example': 'valid',
        },
      },
      { onBilled },
    );
    expect(await zb.findEmail(maya, company(), ctx)).toMatchObject({ address: 'maya@acme.example' });
    expect(fake.validated()).toHaveLength(3);
    expect(billed).toEqual([{ job: 'job_zb', n: 2 }]);
  });

  it('reports the validations made before a failure, and still fails with the verifier error', async () => {
    const billed: number[] = [];
    const { zb } = await setup(
      { failures: [{ status: 503, skip: 1 }] },
      {
        onBilled: async (_c, n) => {
          billed.push(n);
          throw new Error('the cost store is down');
        },
      },
    );
    const error = await failure(zb.findEmail(maya, company(), ctx));
    expect(error.name).toBe(TransientErrorName.verifierUnavailable);
    expect(billed).toEqual([1]);
  });
});
