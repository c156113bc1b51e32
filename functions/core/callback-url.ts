import { isIP } from 'node:net';
import { InvalidCallbackUrlError } from './errors.js';

export const CallbackPolicy = { deployed: 'deployed', local: 'local' } as const;
export type CallbackPolicy = (typeof CallbackPolicy)[keyof typeof CallbackPolicy];

export const CALLBACK_URL_MAX_LENGTH = 2048;

/** IPv4 ranges that are not public unicast: IANA special-purpose registry plus multicast and reserved. */
const PRIVATE_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const PRIVATE_V4_RANGES = PRIVATE_V4.map(([base, bits]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { network: (v4ToInt(base) & mask) >>> 0, mask };
});

/** Names that must never resolve to the public internet, whatever DNS says today. */
const PRIVATE_NAMES = new Set(['localhost', 'metadata.google.internal', 'instance-data']);
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa'];

/** Validates a webhook target at submission time and returns its normalized href. Throws InvalidCallbackUrlError (400 invalid_callback_url) with a specific message. */
export function validateCallbackUrl(raw: string, policy: CallbackPolicy): string {
  if (typeof raw !== 'string') throw new InvalidCallbackUrlError('callback_url must be a string.');
  if (raw.length > CALLBACK_URL_MAX_LENGTH) {
    throw new InvalidCallbackUrlError(`callback_url is longer than ${CALLBACK_URL_MAX_LENGTH} characters.`);
  }
  const url = URL.parse(raw);
  if (url === null)
    throw new InvalidCallbackUrlError(
      'callback_url must be an absolute URL such as https://example.com/hook.',
    );
  if (url.username !== '' || url.password !== '') {
    throw new InvalidCallbackUrlError(
      'callback_url must not contain user credentials; authenticate with the webhook signature instead.',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidCallbackUrlError(`callback_url must use https, not ${url.protocol.replace(/:$/, '')}.`);
  }

  // The WHATWG parser has already turned decimal, hex and octal IPv4 spellings into dotted form here.
  const host = stripBrackets(url.hostname);
  if (host === '') throw new InvalidCallbackUrlError('callback_url must name a host.');
  const loopbackAllowed = policy === CallbackPolicy.local && isLoopbackTarget(host);

  if (url.protocol === 'http:' && !loopbackAllowed) {
    throw new InvalidCallbackUrlError(
      policy === CallbackPolicy.local
        ? 'callback_url must use https; plain http is accepted only for loopback targets during local development.'
        : 'callback_url must use https.',
    );
  }
  if (!loopbackAllowed) {
    if (isIP(host) !== 0) {
      if (isPrivateAddress(host)) {
        throw new InvalidCallbackUrlError(`callback_url points to ${host}, which is not a public address.`);
      }
    } else if (isPrivateHostName(host)) {
      throw new InvalidCallbackUrlError(`callback_url points to ${host}, which is not a public host name.`);
    }
  }

  url.hash = '';
  return url.href;
}

/** True when an IP address literal (v4 or v6, including IPv4-mapped/compatible IPv6 like ::ffff:127.0.0.1 and ::ffff:7f00:1, and NAT64 64:ff9b::/96 wrapping a private v4) is not a public unicast address. Used again at send time on resolved addresses. */
export function isPrivateAddress(ip: string): boolean {
  const address = stripZone(stripBrackets(ip.trim()));
  const family = isIP(address);
  if (family === 4) return isPrivateV4(v4ToInt(address));
  if (family === 6) return isPrivateV6(v6ToWords(address));
  // Not an address at all: refusing is the only safe answer for a guard.
  return true;
}

/** True for host names that are never public: `localhost`, `*.localhost`, `*.local`, `*.internal`, `metadata.google.internal`, `instance-data`, names without a dot. */
export function isPrivateHostName(host: string): boolean {
  // A trailing dot is the same name in absolute form; `localhost.` must not slip through.
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  if (PRIVATE_NAMES.has(name)) return true;
  return PRIVATE_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** Whether a webhook may be delivered to this resolved address (checked again at send time, after DNS). */
export function isAllowedTargetAddress(ip: string, policy: CallbackPolicy): boolean {
  if (policy === CallbackPolicy.local && isLoopbackTarget(stripBrackets(ip))) return true;
  return !isPrivateAddress(ip);
}

/** The loopback targets a developer may use in local mode: 127/8, ::1 and localhost names. */
function isLoopbackTarget(host: string): boolean {
  const family = isIP(host);
  if (family === 4) return v4ToInt(host) >>> 24 === 127;
  if (family === 6) {
    const words = v6ToWords(host);
    return words.slice(0, 7).every((w) => w === 0) && words[7] === 1;
  }
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

function isPrivateV4(value: number): boolean {
  if (value === 0xffffffff) return true;
  return PRIVATE_V4_RANGES.some(({ network, mask }) => (value & mask) >>> 0 === network);
}

function isPrivateV6(words: number[]): boolean {
  const w = (i: number): number => words[i] ?? 0;
  const embeddedV4 = ((w(6) << 16) | w(7)) >>> 0;
  const firstFiveZero = [0, 1, 2, 3, 4].every((i) => w(i) === 0);

  // A dual-stack socket sends ::ffff:a.b.c.d to the v4 address itself. The deprecated compatible form
  // ::a.b.c.d (and :: and ::1) is never routed publicly, so the /3 rule below refuses it outright.
  if (firstFiveZero && w(5) === 0xffff) return isPrivateV4(embeddedV4);
  // NAT64 well-known prefix: the gateway forwards to the embedded v4 address.
  if (w(0) === 0x64 && w(1) === 0xff9b && [2, 3, 4, 5].every((i) => w(i) === 0))
    return isPrivateV4(embeddedV4);
  // 6to4 carries the v4 address in the second and third words.
  if (w(0) === 0x2002) return isPrivateV4(((w(1) << 16) | w(2)) >>> 0);

  // Only 2000::/3 is allocated as global unicast; everything else (ULA fc00::/7, link-local fe80::/10,
  // multicast ff00::/8, fd00:ec2::254, discard 100::/64, local-use NAT64 64:ff9b:1::/48, …) is not public.
  if ((w(0) & 0xe000) !== 0x2000) return true;
  // IETF protocol assignments incl. Teredo (2001::/23), documentation (2001:db8::/32, 3fff::/20).
  if (w(0) === 0x2001 && w(1) < 0x200) return true;
  if (w(0) === 0x2001 && w(1) === 0xdb8) return true;
  if ((w(0) & 0xfff0) === 0x3ff0) return true;
  return false;
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function stripZone(address: string): string {
  const percent = address.indexOf('%');
  return percent === -1 ? address : address.slice(0, percent);
}

/** Expects a dotted-quad that `isIP` accepted. */
function v4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => ((acc << 8) | Number(part)) >>> 0, 0);
}

/** Expands an IPv6 literal that `isIP` accepted into its eight 16-bit words. */
function v6ToWords(address: string): number[] {
  let text = address.toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = v4ToInt(tail);
    text = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16));
  const headWords = parse(head);
  if (rest === undefined) return headWords;
  const tailWords = parse(rest);
  return [...headWords, ...new Array<number>(8 - headWords.length - tailWords.length).fill(0), ...tailWords];
}
