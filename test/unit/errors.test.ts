import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  ConcurrencyLimitError,
  DomainError,
  ErrorCode,
  InsufficientCreditsError,
  MethodNotAllowedError,
  PersonaNotFoundError,
  ReferencedPersonaNotFoundError,
  ServiceUnavailableError,
} from '../../functions/core/errors.js';
import { TransientError, TransientErrorName } from '../../functions/core/ports.js';
import { HTTP_STATUS_BY_CODE, httpStatusOf, isExposed } from '../../functions/http/error-status.js';
import { ConfigError } from '../../functions/shared/config.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the one error hierarchy', () => {
  it('has no error class in functions/ that extends Error directly, except the root', () => {
    // Prepare
    const files = readdirSync(path.join(ROOT, 'functions'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join('functions', file));
    // Act
    const direct = files.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/class (\w+) extends Error\b/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    // Assess
    expect(direct).toEqual(['functions/core/errors.ts: AppError']);
  });

  it('gives every error a stable code and its class name, and keeps the cause', () => {
    const cause = new Error('throttled');
    const errors: AppError[] = [
      new PersonaNotFoundError('sales'),
      new ConfigError(['CTP_MODE: must be "aws" or "local"']),
      new TransientError(TransientErrorName.providerRateLimited, 'slow down', 3, { cause }),
      new ServiceUnavailableError('try again', cause),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toMatch(/\S/);
    }
    expect(errors.map((e) => e.name)).toEqual([
      'PersonaNotFoundError',
      'ConfigError',
      // The state machine catches transient errors by this name.
      'Provider.RateLimited',
      'ServiceUnavailableError',
    ]);
    expect(errors[2]?.cause).toBe(cause);
    expect(errors[3]?.cause).toBe(cause);
  });

  it('carries context as typed fields, and shows the spec’s extra envelope fields', () => {
    expect(new PersonaNotFoundError('sales').slug).toBe('sales');
    expect(new InsufficientCreditsError(0)).toMatchObject({ balance: 0, extra: { balance: 0 } });
    expect(new ConcurrencyLimitError(2)).toMatchObject({ limit: 2, extra: { limit: 2 } });
    expect(new MethodNotAllowedError('PUT', '/v1/jobs', ['GET', 'POST']).extra).toEqual({
      allowed: ['GET', 'POST'],
    });
    expect(new PersonaNotFoundError('sales').extra).toEqual({});
  });
});

describe('the HTTP status, decided at the edge', () => {
  it('has a status for every code a domain error can carry', () => {
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it('answers an unknown persona in a job as a bad request and an unknown persona resource as not found', () => {
    const referenced = new ReferencedPersonaNotFoundError('sales');
    const addressed = new PersonaNotFoundError('sales');
    expect([referenced.code, referenced.message]).toEqual([addressed.code, addressed.message]);
    expect(httpStatusOf(referenced)).toBe(400);
    expect(httpStatusOf(addressed)).toBe(404);
  });

  it('exposes client errors and 503s but never another 5xx', () => {
    expect(isExposed(new PersonaNotFoundError('x'))).toBe(true);
    expect(isExposed(new ServiceUnavailableError('retry'))).toBe(true);
    expect(isExposed(new DomainError(ErrorCode.internalError, 'secret detail'))).toBe(false);
  });
});
