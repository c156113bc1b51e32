import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { FailureScript, listenOnLoopback, type ScriptedFailure } from './fake-http.js';

/**
 * A ZeroBounce stand-in on loopback: `GET /v2/validate?api_key=&email=&ip_address=` answered like
 * ZeroBounce's documented responses (test/fixtures/zerobounce/, written by hand from its docs). A wrong
 * key or an exhausted account answers 200 with `{ "error": "…" }`, as ZeroBounce does. Every request is
 * recorded; `failures` scripts 429s, outages and slow answers.
 */

const FIXTURES = new URL('../fixtures/zerobounce/', import.meta.url);
const fixture = (name: string): any => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

export type ZeroBounceStatus =
  | 'valid'
  | 'invalid'
  | 'catch-all'
  | 'unknown'
  | 'spamtrap'
  | 'abuse'
  | 'do_not_mail';

/** ZeroBounce has one endpoint: a failure meets every request. */
export type FakeZeroBounceFailure = Omit<ScriptedFailure, 'endpoint'>;

export interface FakeZeroBounceOptions {
  /** Verdicts by address (lowercase); an address not listed is `invalid` / `mailbox_not_found`. */
  mailboxes?: Record<string, ZeroBounceStatus>;
  /** Domains whose servers accept every address: any address there is `catch-all`. */
  catchAllDomains?: string[];
  /** Domains of free mail providers (`free_email: true`). */
  freeDomains?: string[];
  /** The only key accepted; any non-empty key when absent. */
  apiKey?: string;
  /** Validations left; `unknown` answers cost nothing, as at ZeroBounce. Unlimited when absent. */
  credits?: number;
  failures?: FakeZeroBounceFailure[];
}

export interface FakeZeroBounceRequest {
  path: string;
  email: string | null;
  apiKey: string | null;
  ipAddress: string | null;
}

export interface FakeZeroBounce {
  baseURL: string;
  requests: FakeZeroBounceRequest[];
  /** Addresses asked about, in order. */
  validated(): string[];
  close(): Promise<void>;
}

const TEMPLATES: Record<ZeroBounceStatus, any> = {
  valid: fixture('validate-valid.json'),
  invalid: fixture('validate-invalid.json'),
  'catch-all': fixture('validate-catch-all.json'),
  unknown: fixture('validate-unknown.json'),
  do_not_mail: fixture('validate-do-not-mail.json'),
  spamtrap: { ...fixture('validate-valid.json'), status: 'spamtrap', sub_status: '' },
  abuse: { ...fixture('validate-valid.json'), status: 'abuse', sub_status: '' },
};
const FREE_TEMPLATE = fixture('validate-free-email.json');
const CREDITS_ERROR = fixture('error-credits.json');

export async function startFakeZeroBounce(options: FakeZeroBounceOptions = {}): Promise<FakeZeroBounce> {
  const mailboxes = new Map(Object.entries(options.mailboxes ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const catchAll = new Set((options.catchAllDomains ?? []).map((d) => d.toLowerCase()));
  const free = new Set((options.freeDomains ?? []).map((d) => d.toLowerCase()));
  const failures = new FailureScript(options.failures);
  const requests: FakeZeroBounceRequest[] = [];
  let credits = options.credits ?? Number.POSITIVE_INFINITY;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake-zerobounce');
    const email = url.searchParams.get('email');
    const apiKey = url.searchParams.get('api_key');
    requests.push({ path: url.pathname, email, apiKey, ipAddress: url.searchParams.get('ip_address') });

    const failure = await failures.meet();
    if (failure) {
      return send(res, failure.status, failure.body ?? { error: 'Internal Server Error' }, failure.headers);
    }

    if (url.pathname !== '/v2/validate') return send(res, 404, { error: 'Not Found' });
    if (req.method !== 'GET') return send(res, 405, { error: 'Method Not Allowed' });
    if (!apiKey || (options.apiKey !== undefined && apiKey !== options.apiKey) || credits <= 0) {
      return send(res, 200, CREDITS_ERROR);
    }
    if (!email) return send(res, 400, { error: 'email is required' });

    const address = email.trim().toLowerCase();
    const [account = '', domain = ''] = address.split('@');
    const status: ZeroBounceStatus = catchAll.has(domain)
      ? 'catch-all'
      : (mailboxes.get(address) ?? 'invalid');
    if (status !== 'unknown') credits -= 1;
    const template = status === 'valid' && free.has(domain) ? FREE_TEMPLATE : TEMPLATES[status];
    return send(res, 200, {
      ...template,
      address,
      account,
      domain,
      free_email: free.has(domain),
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: 'Internal Server Error' }));
  });
  const { baseURL, close } = await listenOnLoopback(server);
  return {
    baseURL,
    requests,
    validated: () =>
      requests.filter((r) => r.path === '/v2/validate' && r.email).map((r) => r.email as string),
    close,
  };
}

/**
 * Mailboxes at the PDL sample company (test/fakes/pdl-server.ts, `brightline-analytics.example`), so a
 * whole job can run with `CTP_EMAIL_VERIFIER=zerobounce` against this fake: most people have a
 * `{first}.{last}` mailbox; Priya Raman's is `{f}{last}` (the second candidate); Tom Becker's server
 * greylists (`unknown`: no email, since nothing could be checked); Elena Petrova has no mailbox there any more (no email).
 */
export const ZEROBOUNCE_SAMPLE: FakeZeroBounceOptions = {
  mailboxes: {
    'daniel.okafor@brightline-analytics.example': 'valid',
    'praman@brightline-analytics.example': 'valid',
    'lukas.brandt@brightline-analytics.example': 'valid',
    'sofia.marquez@brightline-analytics.example': 'valid',
    'tom.becker@brightline-analytics.example': 'unknown',
    'aiko.tanaka@brightline-analytics.example': 'valid',
    'marcus.hill@brightline-analytics.example': 'valid',
  },
};
