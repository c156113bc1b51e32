import { describe, expect, it } from 'vitest';
import { ZeroBounceEmailVerifier } from '../../functions/adapters/email/zerobounce.js';
import { mapVerdict, ZEROBOUNCE_VERDICTS } from '../../functions/adapters/email/zerobounce-mapping.js';
import type { ProviderCompany } from '../../functions/core/profile.js';

type Row = [
  status: string,
  subStatus: string,
  expected: ReturnType<typeof mapVerdict>['offer'],
  stop: boolean,
];

const verified = (quality_score: number, catch_all_domain = false) =>
  ({ status: 'valid', quality_score, catch_all_domain, source: 'verified' }) as const;

/** One row per documented (status, sub_status) pair: the table of docs/providers.md, "ZeroBounce verdicts". */
const ROWS: Row[] = [
  ['valid', '', verified(95), false],
  ['valid', 'alias_address', verified(90), false],
  ['valid', 'leading_period_removed', verified(95), false],
  ['valid', 'alternate', verified(80), false],
  ['valid', 'gold', verified(99), false],
  ['valid', 'accept_all', verified(85, true), false],
  [
    'valid',
    'role_based_accept_all',
    { status: 'risky', quality_score: 50, catch_all_domain: true, source: 'verified' },
    false,
  ],
  [
    'valid',
    'ai_agent_mailbox',
    { status: 'risky', quality_score: 40, catch_all_domain: false, source: 'verified' },
    false,
  ],
  ['invalid', '', null, false],
  ['invalid', 'does_not_accept_mail', null, false],
  ['invalid', 'failed_syntax_check', null, false],
  ['invalid', 'possible_typo', null, false],
  ['invalid', 'mailbox_not_found', null, false],
  ['invalid', 'no_dns_entries', null, false],
  ['invalid', 'mailbox_quota_exceeded', null, false],
  ['invalid', 'unroutable_ip_address', null, false],
  ['catch-all', '', { status: 'risky', quality_score: 60, catch_all_domain: true, source: 'guessed' }, true],
  [
    'catch-all',
    'ai_agent_mailbox',
    { status: 'risky', quality_score: 40, catch_all_domain: true, source: 'guessed' },
    true,
  ],
  ['unknown', '', null, false],
  ['unknown', 'antispam_system', null, false],
  ['unknown', 'exception_occurred', null, false],
  ['unknown', 'failed_smtp_connection', null, false],
  ['unknown', 'forcible_disconnect', null, false],
  ['unknown', 'greylisted', null, false],
  ['unknown', 'mail_server_did_not_respond', null, false],
  ['unknown', 'mail_server_temporary_error', null, false],
  ['unknown', 'timeout_exceeded', null, false],
  ['spamtrap', '', null, false],
  ['abuse', '', null, false],
  ['do_not_mail', '', null, false],
  ['do_not_mail', 'role_based', null, false],
  ['do_not_mail', 'role_based_catch_all', null, false],
  ['do_not_mail', 'disposable', null, false],
  ['do_not_mail', 'toxic', null, false],
  ['do_not_mail', 'global_suppression', null, false],
  ['do_not_mail', 'possible_trap', null, false],
  ['do_not_mail', 'mx_forward', null, false],
];

const company: ProviderCompany = {
  id: 1,
  name: 'Acme',
  domain: 'acme.example',
  email: { domain: 'acme.example', pattern: '{first}.{last}', catch_all: false },
} as ProviderCompany;

/** A verifier over a canned /v2/validate answer, so each row is checked through the adapter itself. */
function verifierAnswering(status: string, subStatus: string) {
  const fetch = async () =>
    new Response(
      JSON.stringify({
        address: 'maya.chen@acme.example',
        status,
        sub_status: subStatus,
        free_email: false,
        mx_found: 'true',
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  return new ZeroBounceEmailVerifier({ apiKey: 'k', fetch: fetch as unknown as typeof globalThis.fetch });
}

describe('ZeroBounce verdicts', () => {
  it('has a row for every documented status and sub-status, and the table has no other', () => {
    const documented = ROWS.map(([status, sub]) => `${status}/${sub}`).sort();
    const mapped = Object.entries(ZEROBOUNCE_VERDICTS)
      .flatMap(([status, subs]) => Object.keys(subs).map((sub) => `${status}/${sub}`))
      .filter((key) => !key.endsWith('/*'))
      .sort();
    expect(mapped).toEqual(documented);
  });

  it.each(ROWS)('maps %s / "%s"', async (status, subStatus, expected, stop) => {
    expect(mapVerdict(status, subStatus)).toEqual({ offer: expected, stop });
    const email = await verifierAnswering(status, subStatus).findEmail(
      { first_name: 'Maya', last_name: 'Chen', person_ref: 'maya' },
      company,
      { jobId: 'job_1', stage: 'match_target', attempt: 0 },
    );
    expect(email).toEqual(
      expected
        ? { address: 'maya.chen@acme.example', ...expected, valid_email_server: true, free: false }
        : null,
    );
    // Spec 2.7: `guessed` only for a pattern guess on a catch-all domain.
    if (email?.source === 'guessed') expect(email.catch_all_domain).toBe(true);
  });

  it('reads an undocumented sub-status by its status, and never offers an undocumented status', () => {
    expect(mapVerdict('valid', 'something_new').offer).toEqual(verified(90));
    expect(mapVerdict('Catch-All', 'something_new')).toMatchObject({ stop: true });
    expect(mapVerdict('something_else', '')).toEqual({ offer: null, stop: false });
  });
});
