import { lookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { type CallbackPolicy, isAllowedTargetAddress, isPrivateHostName } from '../../core/callback-url.js';
import { AppError } from '../../core/errors.js';
import type { Clock, WebhookDelivery, WebhookSender } from '../../core/ports.js';

class ForbiddenTargetError extends AppError {
  readonly code = 'forbidden_target';
}

/**
 * Resolves the target and refuses private addresses at connect time, so a name that resolved to a
 * public address at submission and to an internal one now (DNS rebinding) is never reached.
 */
function guardedLookup(policy: CallbackPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as { address: string; family: number }[];
      const allowed = list.filter((a) => isAllowedTargetAddress(a.address, policy));
      if (allowed.length === 0 || allowed.length !== list.length) {
        return callback(new ForbiddenTargetError(`${hostname} resolves to a non-public address`), '', 4);
      }
      if (options.all) return callback(null, allowed as never);
      const first = allowed[0] as { address: string; family: number };
      return callback(null, first.address, first.family);
    });
  };
}

/** Delivers Standard Webhooks: `webhook-id`, `webhook-timestamp` and `webhook-signature` over the exact body. */
export class HttpWebhookSender implements WebhookSender {
  constructor(private readonly options: { timeoutMs: number; policy: CallbackPolicy; clock: Clock }) {}

  async send(
    delivery: WebhookDelivery,
  ): Promise<{ ok: boolean; status: number | null; error: string | null }> {
    const url = new URL(delivery.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Node skips the lookup for address literals, so those are checked here instead.
    const refused =
      isIP(host) !== 0
        ? !isAllowedTargetAddress(host, this.options.policy)
        : this.options.policy === 'deployed' && isPrivateHostName(host);
    if (refused) return { ok: false, status: null, error: 'target host is not public' };
    const body = JSON.stringify(delivery.payload);
    const timestamp = this.options.clock.now();
    const signature = new Webhook(delivery.secret).sign(delivery.messageId, timestamp, body);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;

    return new Promise((resolve) => {
      const req = request(
        url,
        {
          method: 'POST',
          lookup: guardedLookup(this.options.policy),
          timeout: this.options.timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'company-target-people-webhooks/1.0',
            'webhook-id': delivery.messageId,
            'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'webhook-signature': signature,
          },
        },
        (res) => {
          // Drain the body so the socket is released; only the status matters.
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            resolve({ ok: status >= 200 && status < 300, status, error: null });
          });
          res.on('error', (error) =>
            resolve({ ok: false, status: res.statusCode ?? null, error: error.message }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`)));
      // The code says why a TLS check failed (DEPTH_ZERO_SELF_SIGNED_CERT, CERT_HAS_EXPIRED, …).
      req.on('error', (error: NodeJS.ErrnoException) =>
        resolve({
          ok: false,
          status: null,
          error:
            error.code && !error.message.includes(error.code)
              ? `${error.message} (${error.code})`
              : error.message,
        }),
      );
      req.end(body);
    });
  }
}
