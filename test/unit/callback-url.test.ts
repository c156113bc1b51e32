import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CallbackPolicy,
  isPrivateAddress,
  isPrivateHostName,
  validateCallbackUrl,
} from '../../functions/core/callback-url.js';
import { InvalidCallbackUrlError } from '../../functions/core/errors.js';
import { httpStatusOf } from '../../functions/http/error-status.js';

const errorOf = (raw: string, policy: CallbackPolicy): InvalidCallbackUrlError => {
  try {
    validateCallbackUrl(raw, policy);
  } catch (error) {
    if (error instanceof InvalidCallbackUrlError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(raw)} to be refused under the ${policy} policy`);
};

const BOTH = [CallbackPolicy.deployed, CallbackPolicy.local] as const;

describe('validateCallbackUrl', () => {
  describe('accepts public https targets under both policies', () => {
    it.each(
      BOTH.flatMap((policy) =>
        (
          [
            ['https://example.com/hook', 'https://example.com/hook'],
            ['https://hooks.example.com:8443/a/b?x=1', 'https://hooks.example.com:8443/a/b?x=1'],
            ['HTTPS://Example.COM:443/Hook', 'https://example.com/Hook'],
            ['https://example.com/hook#fragment', 'https://example.com/hook'],
            ['https://example.com/hook#', 'https://example.com/hook'],
            ['https://example.com', 'https://example.com/'],
            ['https://93.184.216.34/hook', 'https://93.184.216.34/hook'],
            [
              'https://[2606:2800:220:1:248:1893:25c8:1946]/hook',
              'https://[2606:2800:220:1:248:1893:25c8:1946]/hook',
            ],
            ['https://[::ffff:8.8.8.8]/hook', 'https://[::ffff:808:808]/hook'],
            ['https://bücher.example/hook', 'https://xn--bcher-kva.example/hook'],
          ] as [string, string][]
        ).map(([raw, href]) => [policy, raw, href] as const),
      ),
    )('under %s, accepts %j and returns %j', (policy, raw, href) => {
      expect(validateCallbackUrl(raw, policy)).toBe(href);
    });
  });

  describe('refuses malformed or unsafe URLs under both policies', () => {
    it.each(
      BOTH.flatMap((policy) =>
        (
          [
            ['an empty string', ''],
            ['a relative URL', '/hook'],
            ['a URL without a scheme', 'example.com/hook'],
            ['an unparseable host', 'https://exa mple.com/'],
            ['an invalid IPv4 literal', 'https://999.1.1.1/'],
            ['userinfo', 'https://user@example.com/hook'],
            ['userinfo with a password', 'https://user:secret@example.com/hook'],
            ['an ftp URL', 'ftp://example.com/hook'],
            ['a javascript URI', 'javascript:alert(1)'],
            ['a file URL', 'file:///etc/passwd'],
            ['a data URI', 'data:text/plain,hi'],
            ['a URL longer than 2048 characters', `https://example.com/${'a'.repeat(2030)}`],
            ['plain http to a public host', 'http://example.com/hook'],
            ['a private 10/8 address', 'https://10.0.0.1/'],
            ['a 172.16/12 address', 'https://172.20.1.1/'],
            ['a 192.168/16 address', 'https://192.168.1.1/'],
            ['a link-local address', 'https://169.254.1.1/'],
            ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
            ['a carrier-grade NAT address', 'https://100.64.0.1/'],
            ['a 0/8 address', 'https://0.0.0.0/'],
            ['the short form 0', 'https://0/'],
            ['a 192.0.0/24 address', 'https://192.0.0.8/'],
            ['a benchmarking address', 'https://198.18.0.1/'],
            ['a multicast address', 'https://224.0.0.1/'],
            ['a reserved 240/4 address', 'https://240.0.0.1/'],
            ['the broadcast address', 'https://255.255.255.255/'],
            ['a ULA IPv6 address', 'https://[fc00::1]/'],
            ['the EC2 IPv6 metadata address', 'https://[fd00:ec2::254]/'],
            ['a link-local IPv6 address', 'https://[fe80::1]/'],
            ['a multicast IPv6 address', 'https://[ff02::1]/'],
            ['the unspecified IPv6 address', 'https://[::]/'],
            ['a mapped private IPv4', 'https://[::ffff:10.0.0.1]/'],
            ['a mapped metadata IPv4', 'https://[::ffff:169.254.169.254]/'],
            ['a NAT64-wrapped private IPv4', 'https://[64:ff9b::10.0.0.1]/'],
            ['a host name without a dot', 'https://intranet/hook'],
            ['a .local name', 'https://printer.local/'],
            ['a .internal name', 'https://db.corp.internal/'],
            ['the GCP metadata name', 'https://metadata.google.internal/computeMetadata/v1/'],
            ['the GCP metadata name with a trailing dot', 'https://metadata.google.internal./'],
            ['the EC2 metadata name', 'https://instance-data/latest/'],
          ] as [string, string][]
        ).map(([what, raw]) => [policy, what, raw] as const),
      ),
    )('under %s, refuses %s (%j)', (policy, _what, raw) => {
      const error = errorOf(raw, policy);
      expect(error.code).toBe('invalid_callback_url');
      expect(httpStatusOf(error)).toBe(400);
    });
  });

  describe('refuses loopback targets when deployed', () => {
    it.each([
      'https://127.0.0.1/hook',
      'https://127.8.9.10/hook',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://LOCALHOST./hook',
      'https://api.localhost/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:7f00:1]/hook',
      'http://localhost:3000/hook',
    ])('refuses %j', (raw) => {
      expect(errorOf(raw, CallbackPolicy.deployed).code).toBe('invalid_callback_url');
    });
  });

  describe('relies on the URL parser to normalize numeric IPv4 spellings', () => {
    it.each([
      ['a decimal integer', 'https://2130706433/'],
      ['hex parts', 'https://0x7f.1/'],
      ['a hex integer', 'https://0x7f000001/'],
      ['octal parts', 'https://0177.0.0.1/'],
      ['a shortened dotted form', 'https://127.1/'],
      ['a decimal integer for 10.0.0.1', 'https://167772161/'],
      ['a hex integer for the metadata address', 'https://0xa9fea9fe/'],
    ])('refuses %s (%j) when deployed', (_what, raw) => {
      expect(errorOf(raw, CallbackPolicy.deployed).message).toMatch(/not a public address/);
    });

    it.each([
      ['https://2130706433/', '127.0.0.1'],
      ['https://0x7f.1/', '127.0.0.1'],
      ['https://0177.0.0.1/', '127.0.0.1'],
      ['https://0xa9fea9fe/', '169.254.169.254'],
      ['https://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ])('sees %j as host %j', (raw, hostname) => {
      expect(new URL(raw).hostname).toBe(hostname);
    });
  });

  describe('allows loopback targets, over http or https, in local mode', () => {
    it.each([
      ['http://localhost:3000/hook', 'http://localhost:3000/hook'],
      ['https://localhost:3000/hook', 'https://localhost:3000/hook'],
      ['http://127.0.0.1:8080/hook#x', 'http://127.0.0.1:8080/hook'],
      ['http://127.1.2.3/hook', 'http://127.1.2.3/hook'],
      ['http://[::1]:9000/hook', 'http://[::1]:9000/hook'],
      ['http://api.localhost/hook', 'http://api.localhost/hook'],
      ['http://2130706433/hook', 'http://127.0.0.1/hook'],
    ])('accepts %j as %j', (raw, href) => {
      expect(validateCallbackUrl(raw, CallbackPolicy.local)).toBe(href);
    });
  });

  describe('still refuses other private targets in local mode', () => {
    it.each([
      ['plain http to a public host', 'http://example.com/hook'],
      ['plain http to a private address', 'http://10.0.0.1/hook'],
      ['https to a private address', 'https://192.168.0.10/hook'],
      ['the metadata address', 'http://169.254.169.254/'],
      ['a .local name', 'https://mac.local/'],
      ['a name without a dot', 'http://devbox/'],
      ['userinfo on localhost', 'http://user@localhost/hook'],
      ['a non-http scheme on localhost', 'ws://localhost/hook'],
    ])('refuses %s (%j)', (_what, raw) => {
      expect(errorOf(raw, CallbackPolicy.local).code).toBe('invalid_callback_url');
    });
  });

  describe('gives a specific message', () => {
    it.each([
      ['/hook', CallbackPolicy.deployed, /absolute URL/],
      ['https://u:p@example.com/', CallbackPolicy.deployed, /credentials/],
      ['ftp://example.com/', CallbackPolicy.deployed, /https, not ftp/],
      ['http://example.com/', CallbackPolicy.deployed, /must use https/],
      ['http://example.com/', CallbackPolicy.local, /only for loopback/],
      ['https://10.1.2.3/', CallbackPolicy.deployed, /10\.1\.2\.3, which is not a public address/],
      ['https://localhost/', CallbackPolicy.deployed, /localhost, which is not a public host name/],
      [`https://example.com/${'a'.repeat(2048)}`, CallbackPolicy.deployed, /2048 characters/],
    ])('explains why %j is refused under %s', (raw, policy, message) => {
      expect(errorOf(raw, policy).message).toMatch(message);
    });
  });

  describe('property: never throws anything but InvalidCallbackUrlError', () => {
    const check = (raw: string, policy: CallbackPolicy): void => {
      try {
        const href = validateCallbackUrl(raw, policy);
        expect(href).not.toContain('#');
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidCallbackUrlError);
      }
    };

    it.each([
      ['grapheme', fc.string({ unit: 'grapheme', maxLength: 300 })],
      ['binary', fc.string({ unit: 'binary', maxLength: 300 })],
      [
        'URL-shaped',
        fc.webUrl({
          authoritySettings: {
            withIPv4: true,
            withIPv6: true,
            withIPv4Extended: true,
            withUserInfo: true,
            withPort: true,
          },
          withQueryParameters: true,
          withFragments: true,
        }),
      ],
      [
        'IP-literal URL',
        fc
          .tuple(
            fc.constantFrom('http://', 'https://'),
            fc.oneof(
              fc.ipV4(),
              fc.ipV4Extended(),
              fc.ipV6().map((ip) => `[${ip}]`),
            ),
          )
          .map(([scheme, host]) => `${scheme}${host}/hook`),
      ],
    ])('holds for arbitrary %s strings', (_kind, arbitrary) => {
      fc.assert(fc.property(arbitrary, fc.constantFrom(...BOTH), check), { numRuns: 500 });
    });

    it('never accepts a URL whose host is a private address literal when deployed', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.ipV4(),
            fc.ipV4Extended(),
            fc.ipV6().map((ip) => `[${ip}]`),
          ),
          (host) => {
            const url = URL.parse(`https://${host}/`);
            fc.pre(url !== null && isPrivateAddress(url.hostname));
            expect(() => validateCallbackUrl(`https://${host}/`, CallbackPolicy.deployed)).toThrow(
              InvalidCallbackUrlError,
            );
          },
        ),
      );
    });
  });
});

describe('isPrivateAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.1',
    '192.0.2.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.255',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fdff:ffff::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::1',
    '2002:a00:1::1',
    '2002:7f00:1::',
    '2001:db8::1',
    '2001::1',
    '100::1',
    '3fff::1',
  ])('treats %j as not public', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('treats %j as public', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });

  it.each(['', 'localhost', 'example.com', '1.2.3', '01.2.3.4', '1.2.3.4.5', ':::1', 'not an ip'])(
    'fails closed on %j, which is not an address literal',
    (text) => {
      expect(isPrivateAddress(text)).toBe(true);
    },
  );

  const octet = fc.integer({ min: 0, max: 255 });
  const toHex = (a: number, b: number): string => ((a << 8) | b).toString(16);

  it.each([
    ['10/8', 10],
    ['127/8', 127],
  ])('treats every %s address as private, dotted or mapped into IPv6', (_range, first) => {
    fc.assert(
      fc.property(octet, octet, octet, (b, c, d) => {
        const dotted = `${first}.${b}.${c}.${d}`;
        expect(isPrivateAddress(dotted)).toBe(true);
        expect(isPrivateAddress(`::ffff:${dotted}`)).toBe(true);
        expect(isPrivateAddress(`::ffff:${toHex(first, b)}:${toHex(c, d)}`)).toBe(true);
        expect(isPrivateAddress(`[::ffff:${dotted}]`)).toBe(true);
        expect(isPrivateAddress(`64:ff9b::${dotted}`)).toBe(true);
      }),
    );
  });

  it('classifies a mapped IPv6 address exactly as its IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(isPrivateAddress(`::ffff:${ip}`)).toBe(isPrivateAddress(ip));
      }),
    );
  });

  it('never throws for arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.ipV4(), fc.ipV4Extended(), fc.ipV6()),
        (text) => {
          expect(typeof isPrivateAddress(text)).toBe('boolean');
        },
      ),
    );
  });
});

describe('isPrivateHostName', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'api.localhost',
    'printer.local',
    'db.internal',
    'metadata.google.internal',
    'instance-data',
    'intranet',
    'router.home.arpa',
    'box.localdomain',
    '',
  ])('treats %j as never public', (host) => {
    expect(isPrivateHostName(host)).toBe(true);
  });

  it.each([
    'example.com',
    'hooks.example.com',
    'localhost.example.com',
    'internal.example.com',
    'xn--bcher-kva.example',
  ])('treats %j as possibly public', (host) => {
    expect(isPrivateHostName(host)).toBe(false);
  });
});
