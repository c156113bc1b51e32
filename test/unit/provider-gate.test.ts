import { describe, expect, it } from 'vitest';
import type { CallContext, NetworkProvider } from '../../functions/core/ports.js';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { ProviderGate, REMEMBERED_JOBS } from '../../local/provider-gate.js';

const ctx: CallContext = { jobId: 'job_1', stage: 'match_company', attempt: 0 };

/** A provider that answers every lookup at once and counts them. */
function provider() {
  const looked: string[] = [];
  const enriched: string[] = [];
  const network: NetworkProvider = {
    findCompany: async (ref) => {
      looked.push(ref.kind === 'slug' ? ref.slug : String(ref.companyId));
      return ref.kind === 'slug' && ref.slug === 'slow-motion-labs'
        ? ({ id: 7, slug: 'slow-motion-labs' } as ProviderCompany)
        : null;
    },
    rosterPage: async () => ({ people: [], next: null }),
    enrichProfiles: async (refs) => {
      enriched.push(...refs);
      return [];
    },
  };
  return { network, looked, enriched };
}

/** Whether `promise` has settled after the pending microtasks and one macrotask have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the provider gate of a local stack', () => {
  it('holds the lookups of a held company until it is released, and lets every other one through', async () => {
    const gate = new ProviderGate();
    const { network, looked } = provider();
    const gated = gate.wrap(network);
    const release = gate.hold('glacier-freight');

    const held = gated.findCompany({ kind: 'slug', slug: 'glacier-freight' }, ctx);
    await gated.findCompany({ kind: 'id', companyId: 42 }, ctx);

    expect(await settled(held)).toBe(false);
    expect(gate.waiting('glacier-freight')).toBe(1);
    expect(looked).toEqual(['42']);
    release();
    await held;
    expect(looked).toEqual(['42', 'glacier-freight']);
    expect(gate.waiting('glacier-freight')).toBe(0);
  });

  it('holds a company by its numeric id as well as by its slug', async () => {
    const gate = new ProviderGate();
    const gated = gate.wrap(provider().network);
    gate.hold(74410583);
    const held = gated.findCompany({ kind: 'id', companyId: 74410583 }, ctx);
    expect(await settled(held)).toBe(false);
    gate.release(74410583);
    await expect(held).resolves.toBeNull();
  });

  it('fails every held lookup when the stack stops, and holds nothing after', async () => {
    const gate = new ProviderGate();
    const gated = gate.wrap(provider().network);
    gate.hold('glacier-freight');
    const held = gated.findCompany({ kind: 'slug', slug: 'glacier-freight' }, ctx);
    gate.close();
    await expect(held).rejects.toThrow('stopping');
    gate.hold('glacier-freight');
    await expect(gated.findCompany({ kind: 'slug', slug: 'glacier-freight' }, ctx)).resolves.toBeNull();
  });

  it('holds a job at its enrichment, after its lookup went through, by the slug or id the lookup found', async () => {
    for (const company of ['slow-motion-labs', 7] as const) {
      const gate = new ProviderGate();
      const { network, looked, enriched } = provider();
      const gated = gate.wrap(network);
      const release = gate.hold(company, 'enrichment');
      const job = { ...ctx, jobId: `job_${company}` };
      await gated.findCompany({ kind: 'slug', slug: 'slow-motion-labs' }, job);
      expect(looked).toEqual(['slow-motion-labs']);

      const held = gated.enrichProfiles(['p1'], { ...job, stage: 'enrich_profiles' });
      await gated.enrichProfiles(['p2'], { ...ctx, jobId: 'job_other', stage: 'enrich_profiles' });
      expect(await settled(held)).toBe(false);
      expect(gate.waiting(company, 'enrichment')).toBe(1);
      expect(gate.waiting(company)).toBe(0);
      expect(enriched).toEqual(['p2']);
      release();
      await held;
      expect(enriched).toEqual(['p2', 'p1']);
    }
  });

  it('holds one account’s jobs at a point, and lets the same company’s jobs of other accounts through', async () => {
    const gate = new ProviderGate();
    const { network } = provider();
    const gated = gate.wrap(network);
    const release = gate.hold({ account: 'acct_a' }, 'roster');
    const mine = { ...ctx, jobId: 'job_a', stage: 'scan_team' as const, accountId: 'acct_a' };
    const theirs = { ...mine, jobId: 'job_b', accountId: 'acct_b' };

    const held = gated.rosterPage(7, null, mine);
    await gated.rosterPage(7, null, theirs);
    expect(await settled(held)).toBe(false);
    expect(gate.waiting({ account: 'acct_a' }, 'roster')).toBe(1);
    release();
    await expect(held).resolves.toEqual({ people: [], next: null });
  });

  it('holds the judge’s careful pass and the email lookups by the company they are for', async () => {
    const gate = new ProviderGate();
    const company = { id: 7, slug: 'slow-motion-labs' } as ProviderCompany;
    const other = { id: 8, slug: 'acme-robotics' } as ProviderCompany;
    const calls: string[] = [];
    const judge = gate.wrapJudge({
      interpret: async () => ({}) as never,
      shortlist: async () => ({ verdicts: [], usage: null }),
      verify: async (_persona, c) => {
        calls.push(`verify ${c.slug}`);
        return { verdicts: [], usage: null };
      },
    });
    const verifier = gate.wrapVerifier({
      findEmail: async (_person, c) => {
        calls.push(`email ${c.slug}`);
        return null;
      },
    });
    const persona = { slug: 'p', name: 'P', definition: 'd' };
    const person = { first_name: null, last_name: null, person_ref: 'r' };
    gate.hold('slow-motion-labs', 'verification');
    gate.hold(7, 'email');

    const verifying = judge.verify(persona, company, [], ctx);
    const finding = verifier.findEmail(person, company, ctx);
    await judge.verify(persona, other, [], ctx);
    await verifier.findEmail(person, other, ctx);
    await judge.shortlist(persona, company, [], ctx);
    expect(await settled(verifying)).toBe(false);
    expect(await settled(finding)).toBe(false);
    expect(calls).toEqual(['verify acme-robotics', 'email acme-robotics']);
    gate.release('slow-motion-labs', 'verification');
    gate.release(7, 'email');
    await Promise.all([verifying, finding]);
    expect(calls).toEqual([
      'verify acme-robotics',
      'email acme-robotics',
      'verify slow-motion-labs',
      'email slow-motion-labs',
    ]);
  });

  it('remembers the companies of the last jobs only, so a long-running stack does not grow with every job', async () => {
    const gate = new ProviderGate();
    const { network } = provider();
    const gated = gate.wrap(network);
    const job = (n: number): CallContext => ({ ...ctx, jobId: `job_${n}` });
    for (let n = 0; n <= REMEMBERED_JOBS; n += 1) {
      await gated.findCompany({ kind: 'slug', slug: 'slow-motion-labs' }, job(n));
    }
    gate.hold('slow-motion-labs', 'enrichment');

    // The newest job's enrichment is held by its company; the oldest one's company is forgotten.
    const newest = gated.enrichProfiles(['p1'], job(REMEMBERED_JOBS));
    await gated.enrichProfiles(['p2'], job(0));

    expect(await settled(newest)).toBe(false);
    expect(gate.waiting('slow-motion-labs', 'enrichment')).toBe(1);
  });
});
