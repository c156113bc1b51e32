import { type LookupAddress, type LookupAllOptions, lookup } from 'node:dns';
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

/** How a host name becomes addresses, every address at once: `dns.lookup` unless a test gives another. */
export type ResolveAll = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolveAll: ResolveAll = (hostname, options, callback) => lookup(hostname, options, callback);

/**
 * Resolves the target and refuses private addresses at connect time, so a name that resolved to a
 * public address at submission and to an internal one now (DNS rebinding) is never reached.
 */
function guardedLookup(policy: CallbackPolicy, resolveAll: ResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, { ...options, all: true }, (error, list) => {
      if (error) return callback(error, '', 4);
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

/**
 * Delivers Standard Webhooks: `webhook-id`, `webhook-timestamp` and `webhook-signature` over the exact
 * body. Each attempt has one total deadline, `timeoutMs` (CTP_WEBHOOK_TIMEOUT_MS), over everything: the
 * name lookup, the connection, the TLS handshake, the headers and the whole response body. When it
 * passes, the request is aborted (its socket destroyed) and the attempt counts as failed; a receiver
 * that trickles its answer a byte at a time can no longer hold an attempt past it (an idle timeout
 * resets on every byte). The deadline stays well under deliver_webhook's TimeoutSeconds (120), so every
 * attempt ends in the handler and is reported, never cut off by the task's timeout.
 */
export class HttpWebhookSender implements WebhookSender {
  constructor(
    private readonly options: {
      timeoutMs: number;
      policy: CallbackPolicy;
      clock: Clock;
      /** The name lookup the connect-time check runs on; `dns.lookup` (the system's resolver) by default. */
      resolveAll?: ResolveAll;
    },
  ) {}

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
    const { timeoutMs } = this.options;
    const controller = new AbortController();

    return new Promise((resolve) => {
      let status: number | null = null;
      let settled = false;
      const finish = (outcome: { ok: boolean; status: number | null; error: string | null }) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(outcome);
      };
      const deadline = setTimeout(() => {
        // Resolved first, so that the error the abort raises below does not decide the outcome.
        finish({
          ok: false,
          status,
          error: `no complete answer within ${timeoutMs} ms (deadline for connect, headers and body)`,
        });
        controller.abort();
      }, timeoutMs);
      const req = request(
        url,
        {
          method: 'POST',
          lookup: guardedLookup(this.options.policy, this.options.resolveAll ?? systemResolveAll),
          signal: controller.signal,
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
          status = res.statusCode ?? 0;
          // Drain the body so the socket is released; only the status matters.
          res.resume();
          res.on('end', () => {
            const code = res.statusCode ?? 0;
            finish({ ok: code >= 200 && code < 300, status: code, error: null });
          });
          res.on('error', (error) =>
            finish({ ok: false, status: res.statusCode ?? null, error: error.message }),
          );
        },
      );
      // The code says why a TLS check failed (DEPTH_ZERO_SELF_SIGNED_CERT, CERT_HAS_EXPIRED, …).
      req.on('error', (error: NodeJS.ErrnoException) =>
        finish({
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
