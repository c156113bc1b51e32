/**
 * A small HTTP client for the Company Target-People API, on Node's built-in fetch. It knows nothing
 * about commands or output: it returns parsed bodies and throws one of three errors, which the CLI
 * maps to exit codes (ApiError → 1, NetworkError → 4, InterruptedError → 130).
 */

export const USER_AGENT = 'ctp-cli/0.1.0';

/** How long one request may take before it counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** One item of a 422's `detail` / `error.details`. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** The API answered with a non-2xx status: its `{ error: { code, message, … } }` envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The parsed body as received (the envelope), or the raw text when it was not JSON. */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get details(): ValidationIssue[] {
    const body = this.body as { error?: { details?: unknown }; detail?: unknown } | null;
    const details = body?.error?.details ?? body?.detail;
    return Array.isArray(details) ? (details as ValidationIssue[]) : [];
  }

  /** `balance` on credit errors, `limit` on concurrency errors, `allowed` on 405, … */
  get extras(): Record<string, unknown> {
    const error = (this.body as { error?: Record<string, unknown> } | null)?.error ?? {};
    const { code: _code, message: _message, details: _details, ...rest } = error;
    return rest;
  }
}

/** The API could not be reached (refused, DNS, TLS, reset, timeout). */
export class NetworkError extends Error {
  constructor(
    readonly url: string,
    message: string,
    /** False when no connection was made, so the request certainly did not reach the API. */
    readonly maybeDelivered: boolean,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The user pressed Ctrl+C while a request or a wait was in progress. */
export class InterruptedError extends Error {
  constructor() {
    super('interrupted');
    this.name = 'InterruptedError';
  }
}

export interface ApiResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Aborted on Ctrl+C: the request in flight is dropped and InterruptedError is thrown. */
  signal: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Failures that happen before a connection exists: the request was never sent. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Why fetch failed, from the innermost `cause` (e.g. `connect ECONNREFUSED 127.0.0.1:3000`). */
function describeFetchFailure(error: unknown): { message: string; connected: boolean } {
  let current: unknown = error;
  let message = error instanceof Error ? error.message : String(error);
  let connected = true;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { message: m, code, cause } = current as { message?: unknown; code?: unknown; cause?: unknown };
    if (typeof m === 'string' && m) message = m;
    if (typeof code === 'string' && NOT_CONNECTED.has(code)) connected = false;
    current = cause;
  }
  // fetch refuses some ports outright ("bad port"), before any connection.
  if (message === 'bad port') connected = false;
  return { message, connected };
}

export class ApiClient {
  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly signal: AbortSignal;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.signal = options.signal;
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': USER_AGENT,
      'x-api-key': this.apiKey,
      ...options.headers,
    };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }

    if (this.signal.aborted) throw new InterruptedError();
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        body,
        signal: AbortSignal.any([this.signal, timeout]),
      });
      text = await response.text();
    } catch (error) {
      if (this.signal.aborted) throw new InterruptedError();
      if (timeout.aborted) {
        throw new NetworkError(url.href, `no answer within ${Math.round(this.timeoutMs / 1000)} s`, true);
      }
      const failure = describeFetchFailure(error);
      throw new NetworkError(url.href, failure.message, failure.connected);
    }

    let parsed: unknown = text;
    let isJson = false;
    if (text.length > 0) {
      try {
        parsed = JSON.parse(text);
        isJson = true;
      } catch {
        // Not JSON: a proxy's HTML page, say. Kept as text for the error below.
      }
    } else {
      parsed = null;
    }

    if (response.status < 200 || response.status > 299) {
      const envelope = isJson ? (parsed as { error?: { code?: unknown; message?: unknown } } | null) : null;
      const code =
        typeof envelope?.error?.code === 'string' ? envelope.error.code : `http_${response.status}`;
      const message =
        typeof envelope?.error?.message === 'string'
          ? envelope.error.message
          : `${response.status} ${response.statusText || 'error'}${text ? `: ${text.trim().split('\n')[0]?.slice(0, 200)}` : ''}`;
      throw new ApiError(response.status, code, message, parsed);
    }
    if (!isJson && text.length > 0) {
      throw new ApiError(
        response.status,
        'invalid_response',
        `expected JSON from ${url.pathname}, got: ${text.trim().slice(0, 200)}`,
        text,
      );
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = unknown>(path: string, query?: RequestOptions['query']) {
    return this.request<T>('GET', path, { query });
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { body, headers });
  }

  patch<T = unknown>(path: string, body: unknown) {
    return this.request<T>('PATCH', path, { body });
  }

  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

/** Path segment for an id or slug typed by the user. */
export const segment = (value: string) => encodeURIComponent(value);
