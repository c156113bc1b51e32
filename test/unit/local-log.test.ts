import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../functions/shared/config.js';
import { loadLocalConfig } from '../../local/config.js';
import { createLocalLog, type RequestLogEntry, TLS_HINT } from '../../local/log.js';

const request: RequestLogEntry = {
  at: new Date('2026-11-23T19:48:12.501Z'),
  method: 'GET',
  path: '/v1/jobs',
  query: 'limit=5',
  status: 200,
  ms: 9,
  requestId: 'req-1',
  userAgent: 'curl/8.5.0',
};

const attempt = {
  job_id: 'job_1',
  target: 'https://127.0.0.1:8443/hook',
  attempt: 2,
  attempts: 6,
  ok: false,
  status: null,
  error: 'self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT)',
  next_attempt_at: '2026-11-23T19:48:31.283Z',
};

function lines(level: 'quiet' | 'info' | 'debug') {
  const written: string[] = [];
  const log = createLocalLog(level, (line) => written.push(line));
  log.request(request);
  log.webhook(attempt);
  return written;
}

describe('CTP_LOG', () => {
  it('prints nothing when quiet', () => {
    expect(lines('quiet')).toEqual([]);
  });

  it('prints one line per request and per webhook attempt at info, with the TLS hint under a certificate failure', () => {
    const [req, hook] = lines('info');
    expect(req).toBe('2026-11-23T19:48:12.501Z  GET /v1/jobs → 200  9 ms  request req-1');
    expect(hook).toMatch(
      /webhook job_1 POST https:\/\/127\.0\.0\.1:8443\/hook failed: self-signed certificate \(DEPTH_ZERO_SELF_SIGNED_CERT\) {2}attempt 2\/6 {2}next retry 2026-11-23T19:48:31\.283Z\n {4}/,
    );
    expect(hook).toContain(TLS_HINT);
  });

  it('adds the query string and the user agent at debug', () => {
    expect(lines('debug')[0]).toBe(
      '2026-11-23T19:48:12.501Z  GET /v1/jobs → 200  9 ms  request req-1  ?limit=5  ua="curl/8.5.0"',
    );
  });

  it('defaults to info and refuses an unknown level at start-up', () => {
    expect(loadLocalConfig({}).log).toBe('info');
    expect(() => loadLocalConfig({ CTP_LOG: 'verbose' })).toThrow(ConfigError);
  });
});

describe('the request log', () => {
  it('prints the error code of a 4xx answer', () => {
    const written: string[] = [];
    createLocalLog('info', (line) => written.push(line)).request({
      ...request,
      method: 'POST',
      status: 402,
      code: 'insufficient_credits',
    });
    expect(written[0]).toBe(
      '2026-11-23T19:48:12.501Z  POST /v1/jobs → 402 insufficient_credits  9 ms  request req-1',
    );
  });

  it('folds a run of identical polls into one line and a count, printed when something else happens', () => {
    const written: string[] = [];
    const log = createLocalLog('info', (line) => written.push(line));
    const poll = { ...request, path: '/v1/jobs/job_1' };
    for (let i = 0; i < 12; i += 1) log.request({ ...poll, at: new Date(poll.at.getTime() + i * 1000) });
    log.request({ ...poll, status: 404, code: 'job_not_found' });
    expect(written).toHaveLength(3);
    expect(written[0]).toContain('GET /v1/jobs/job_1 → 200');
    expect(written[1]).toBe(
      '2026-11-23T19:48:23.501Z  … ×11 more: GET /v1/jobs/job_1 → 200, the same answer',
    );
    expect(written[2]).toContain('→ 404 job_not_found');
  });

  it('never folds requests that change something', () => {
    const written: string[] = [];
    const log = createLocalLog('info', (line) => written.push(line));
    for (let i = 0; i < 3; i += 1) log.request({ ...request, method: 'POST', status: 202 });
    expect(written).toHaveLength(3);
  });
});
