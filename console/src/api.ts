import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './api-types';

export type Schemas = components['schemas'];
export type Job = Schemas['JobStatus'];
export type JobListItem = Schemas['JobListItem'];
export type Preview = Schemas['Preview'];
export type Account = Schemas['Account'];
export type Persona = Schemas['Persona'];
export type TargetPerson = Schemas['TargetPerson'];
export type Stage = Schemas['Stage'];

const KEY_STORAGE = 'ctp.apiKey';

/** The API key lives in this tab's sessionStorage only: closing the tab or signing out forgets it. */
export const session = {
  key: (): string | null => sessionStorage.getItem(KEY_STORAGE),
  signIn: (key: string) => sessionStorage.setItem(KEY_STORAGE, key),
  signOut: () => sessionStorage.removeItem(KEY_STORAGE),
};

const withKey: Middleware = {
  onRequest({ request }) {
    const key = session.key();
    if (key) request.headers.set('X-API-Key', key);
    return request;
  },
};

/** The public /v1 API, same origin, typed from openapi.json. */
export const api = createClient<paths>({ baseUrl: location.origin });
api.use(withKey);

/** An error envelope as a person reads it: what happened and what to do. */
export interface ApiProblem {
  status: number;
  code: string;
  message: string;
  advice: string;
  /** 401: the key is no longer accepted; the console offers to sign in again. */
  signInAgain: boolean;
  details: string[];
}

interface Envelope {
  error?: {
    code?: string;
    message?: string;
    balance?: number | null;
    limit?: number | null;
    allowed?: string[];
    details?: unknown[];
  };
  detail?: { msg?: string; loc?: unknown[] }[];
}

export function problemOf(status: number, body: unknown): ApiProblem {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Envelope;
  const code = envelope.error?.code ?? (status === 0 ? 'network_error' : 'unknown_error');
  const message =
    envelope.error?.message ??
    (status === 0 ? 'The API could not be reached.' : `The API answered ${status}.`);
  const details = (envelope.detail ?? []).map((d) =>
    [Array.isArray(d.loc) ? d.loc.join('.') : '', d.msg ?? ''].filter(Boolean).join(': '),
  );
  return {
    status,
    code,
    message,
    advice: adviceFor(status, code, envelope),
    signInAgain: status === 401,
    details,
  };
}

function adviceFor(status: number, code: string, envelope: Envelope): string {
  switch (code) {
    case 'missing_api_key':
    case 'invalid_api_key':
      return 'Your API key was not accepted (it may have been revoked or rotated). Sign in again with a current key.';
    case 'insufficient_credits':
      return `Every job holds 1 credit while it runs${
        typeof envelope.error?.balance === 'number' ? ` and you have ${envelope.error.balance} available` : ''
      }. Ask your operator for credits (npm run admin -- grant --account <id> --credits N), or cancel a running job to free its credit.`;
    case 'concurrency_limit':
      return `Your plan runs at most ${
        typeof envelope.error?.limit === 'number'
          ? `${envelope.error.limit} job${envelope.error.limit === 1 ? '' : 's'}`
          : 'a few jobs'
      } at once. Wait for a running job to finish, or cancel one on the Jobs page, then submit again.`;
    case 'validation_error':
    case 'invalid_input':
      return 'Check the fields below and submit again. A company is a page URL, a slug (acme-robotics) or a numeric id.';
    case 'persona_required':
    case 'persona_not_found':
      return 'Pick one of your personas (the Personas page lists them).';
    case 'invalid_callback_url':
      return 'Use a public HTTPS address for the callback (locally, http://127.0.0.1:<port>/… also works), or leave it empty.';
    case 'idempotency_conflict':
      return 'This submission reused a key from a different request. Reload the form to get a new key.';
    case 'system_persona_immutable':
      return 'The system persona cannot be edited or deleted. Create your own persona instead.';
    case 'default_persona_required':
      return 'Make another persona the default first; then this one can be changed or deleted.';
    case 'persona_limit_reached':
      return 'Delete personas you no longer use, then create this one.';
    case 'job_not_found':
      return 'Jobs belong to the API key that submitted them. Check that you are signed in with that key.';
    case 'service_unavailable':
      return 'A dependency of the service failed for a moment. Try again in a second.';
    case 'network_error':
      return 'Check that the service is running and your connection works, then try again.';
    default:
      return status >= 500
        ? 'This is a fault of the service, not of your request. Try again; if it persists, report the request id.'
        : 'Correct the request and try again.';
  }
}

export class ApiError extends Error {
  constructor(readonly problem: ApiProblem) {
    super(problem.message);
  }
}

/** The data of an openapi-fetch answer, or an ApiError carrying the envelope read for a person. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch {
    throw new ApiError(problemOf(0, null));
  }
  if (!answer.response.ok || answer.data === undefined) {
    throw new ApiError(problemOf(answer.response.status, answer.error));
  }
  return answer.data;
}

export const asProblem = (error: unknown): ApiProblem =>
  error instanceof ApiError ? error.problem : problemOf(0, null);
