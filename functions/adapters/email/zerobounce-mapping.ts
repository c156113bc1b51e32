import type { EmailInfo } from '../../core/profile.js';

/**
 * What one ZeroBounce verdict (`status`, `sub_status`) means for an address this service built from a
 * name pattern. Every documented pair has a row; docs/providers.md ("ZeroBounce verdicts") has the same
 * table with the reasons, and test/unit/zerobounce-mapping.test.ts checks each row.
 *
 * - `offer`: the EmailInfo fields to report (address, server and free flags come from the answer);
 * - `null`: never offered (it bounces, or must not be mailed, or could not be checked); the adapter tries
 *   the next candidate.
 * `stop` says that every other candidate on the domain would get the same verdict (a catch-all domain),
 * so asking further would only spend credits.
 */
export interface VerdictMapping {
  offer: Pick<EmailInfo, 'status' | 'quality_score' | 'catch_all_domain' | 'source'> | null;
  stop: boolean;
}

const verified = (quality_score: number, catchAll = false): VerdictMapping => ({
  offer: { status: 'valid', quality_score, catch_all_domain: catchAll, source: 'verified' },
  stop: false,
});
const notOffered: VerdictMapping = { offer: null, stop: false };

/** Documented statuses and their sub-statuses (`''`: none). Sub-statuses not listed fall back to `*`. */
export const ZEROBOUNCE_VERDICTS: Record<string, Record<string, VerdictMapping>> = {
  valid: {
    '': verified(95),
    alias_address: verified(90),
    leading_period_removed: verified(95),
    // A secondary address the person rarely reads: deliverable, less likely to be seen.
    alternate: verified(80),
    gold: verified(99),
    // The domain accepts every address, yet ZeroBounce confirmed this one: verified, on a catch-all domain.
    accept_all: verified(85, true),
    // A role mailbox (info@, sales@) confirmed on an accept-all domain: deliverable, but not the person's own.
    role_based_accept_all: {
      offer: { status: 'risky', quality_score: 50, catch_all_domain: true, source: 'verified' },
      stop: false,
    },
    // Deliverable, but an AI agent and not the person reads it.
    ai_agent_mailbox: {
      offer: { status: 'risky', quality_score: 40, catch_all_domain: false, source: 'verified' },
      stop: false,
    },
    '*': verified(90),
  },
  invalid: {
    '': notOffered,
    does_not_accept_mail: notOffered,
    failed_syntax_check: notOffered,
    possible_typo: notOffered,
    mailbox_not_found: notOffered,
    no_dns_entries: notOffered,
    mailbox_quota_exceeded: notOffered,
    unroutable_ip_address: notOffered,
    '*': notOffered,
  },
  // The one case of a pattern guess on a catch-all domain: the only `guessed` answers (spec 2.7).
  'catch-all': {
    '': {
      offer: { status: 'risky', quality_score: 60, catch_all_domain: true, source: 'guessed' },
      stop: true,
    },
    ai_agent_mailbox: {
      offer: { status: 'risky', quality_score: 40, catch_all_domain: true, source: 'guessed' },
      stop: true,
    },
    '*': {
      offer: { status: 'risky', quality_score: 60, catch_all_domain: true, source: 'guessed' },
      stop: true,
    },
  },
  // The server could not be checked and the domain is not known to be catch-all: neither verified nor
  // a catch-all guess, so nothing honest can be said about the address.
  unknown: {
    '': notOffered,
    antispam_system: notOffered,
    exception_occurred: notOffered,
    failed_smtp_connection: notOffered,
    forcible_disconnect: notOffered,
    greylisted: notOffered,
    mail_server_did_not_respond: notOffered,
    mail_server_temporary_error: notOffered,
    timeout_exceeded: notOffered,
    '*': notOffered,
  },
  spamtrap: { '': notOffered, '*': notOffered },
  abuse: { '': notOffered, '*': notOffered },
  do_not_mail: {
    '': notOffered,
    role_based: notOffered,
    role_based_catch_all: notOffered,
    disposable: notOffered,
    toxic: notOffered,
    global_suppression: notOffered,
    possible_trap: notOffered,
    mx_forward: notOffered,
    '*': notOffered,
  },
};

/** The mapping of one answer; a status ZeroBounce does not document is never offered. */
export function mapVerdict(status: string, subStatus: string): VerdictMapping {
  const rows = ZEROBOUNCE_VERDICTS[status.trim().toLowerCase()];
  if (!rows) return notOffered;
  const sub = subStatus.trim().toLowerCase();
  return rows[sub] ?? rows['*'] ?? notOffered;
}
