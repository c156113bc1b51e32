import { describe, expect, it } from 'vitest';
import { CachedEmailVerifier } from '../../functions/adapters/email/cached.js';
import { MemoryJsonStore } from '../../functions/adapters/memory/json-store.js';
import { MemoryTables } from '../../functions/adapters/memory/tables.js';
import type { CallContext, EmailVerifier } from '../../functions/core/ports.js';
import type { EmailInfo } from '../../functions/core/profile.js';
import { bareCompany, verifiedEmail } from '../fixtures/builders.js';
import { manualClock } from '../fixtures/memory-world.js';

const ctx: CallContext = { jobId: 'job_1', stage: 'match_target', attempt: 0 };
const company = bareCompany({ domain: 'acme.example', email: null });
const found = verifiedEmail;

function setup(
  answer: (first: string | null) => EmailInfo | null,
  rehearses?: (companyId: number) => boolean,
) {
  const asked: string[] = [];
  const inner: EmailVerifier = {
    async findEmail(person) {
      asked.push(person.person_ref);
      return answer(person.first_name);
    },
  };
  const clock = manualClock();
  const verifier = new CachedEmailVerifier(inner, {
    verifier: 'zerobounce',
    store: new MemoryJsonStore(new MemoryTables()),
    clock,
    freshForDays: 30,
    ...(rehearses ? { rehearses } : {}),
  });
  return { verifier, asked, clock };
}

describe('verified emails remembered per address', () => {
  it('answers a later lookup of the same addresses without calling the verifier, whoever asks', async () => {
    const { verifier, asked } = setup(() => found('ada.founder@acme.example'));
    const ada = { first_name: 'Ada', last_name: 'Founder', person_ref: 'pdl:ada' };
    expect(await verifier.findEmail(ada, company, ctx)).toMatchObject({
      address: 'ada.founder@acme.example',
    });
    // The same person from another provider (another ref): the same candidate addresses.
    const again = await verifier.findEmail({ ...ada, person_ref: 'coresignal:123' }, company, ctx);
    expect(again).toMatchObject({ address: 'ada.founder@acme.example' });
    expect(asked).toEqual(['pdl:ada']);
    // Another person at the same company: other addresses, another lookup.
    await verifier.findEmail({ first_name: 'Bo', last_name: 'Engineer', person_ref: 'pdl:bo' }, company, ctx);
    expect(asked).toEqual(['pdl:ada', 'pdl:bo']);
  });

  it('asks the verifier every time for a sandbox test company, so its scripted faults play on every job', async () => {
    const { verifier, asked } = setup(
      () => found('ada.founder@acme.example'),
      (companyId) => companyId === company.id,
    );
    const ada = { first_name: 'Ada', last_name: 'Founder', person_ref: 'pdl:ada' };
    await verifier.findEmail(ada, company, ctx);
    await verifier.findEmail(ada, company, ctx);
    expect(asked).toEqual(['pdl:ada', 'pdl:ada']);
  });

  it('does not remember a lookup that found nothing, nor past the window', async () => {
    let mailbox: EmailInfo | null = null;
    const { verifier, asked, clock } = setup(() => mailbox);
    const ada = { first_name: 'Ada', last_name: 'Founder', person_ref: 'pdl:ada' };
    expect(await verifier.findEmail(ada, company, ctx)).toBeNull();
    mailbox = found('ada.founder@acme.example');
    expect(await verifier.findEmail(ada, company, ctx)).not.toBeNull();
    clock.advance(31 * 86_400_000);
    await verifier.findEmail(ada, company, ctx);
    expect(asked).toHaveLength(3);
  });

  it('passes a lookup with no address to check straight through', async () => {
    const { verifier, asked } = setup(() => null);
    const nameless = { first_name: null, last_name: null, person_ref: 'pdl:x' };
    await verifier.findEmail(nameless, company, ctx);
    await verifier.findEmail(nameless, company, ctx);
    expect(asked).toHaveLength(2);
  });
});
