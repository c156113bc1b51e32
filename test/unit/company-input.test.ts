import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CompanyRef,
  canonicalCompanyRef,
  parseCompanyInput,
} from '../../functions/core/company-input.js';
import { InvalidInputError } from '../../functions/core/errors.js';
import { httpStatusOf } from '../../functions/http/error-status.js';

const HOST = 'www.linkedin.com';

const parse = (input: string, host: string = HOST): CompanyRef => parseCompanyInput(input, host);

const errorOf = (input: string, host: string = HOST): InvalidInputError => {
  try {
    parse(input, host);
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
};

describe('parseCompanyInput', () => {
  describe('accepts company page URLs of the configured host', () => {
    it.each([
      ['linkedin.com/company/acme', 'acme'],
      ['www.linkedin.com/company/acme', 'acme'],
      ['http://linkedin.com/company/acme', 'acme'],
      ['https://linkedin.com/company/acme', 'acme'],
      ['https://www.linkedin.com/company/acme/', 'acme'],
      ['HTTPS://WWW.LINKEDIN.COM/company/Acme?trk=x#about', 'acme'],
      ['linkedin.com/company/acme/about/', 'acme'],
      ['linkedin.com/company/acme/people?x=1', 'acme'],
      ['  https://www.linkedin.com/company/acme-corp_2  ', 'acme-corp_2'],
      ['https://www.linkedin.com/company/caf%C3%A9-paris', 'café-paris'],
      ['https://www.linkedin.com/company/café-paris', 'café-paris'],
      ['https://www.linkedin.com/company/%E3%83%88%E3%83%A8%E3%82%BF', 'トヨタ'],
      ['https://www.linkedin.com:443/company/acme', 'acme'],
    ])('reads %j as the slug %j', (input, slug) => {
      expect(parse(input)).toEqual({ kind: 'slug', slug });
    });

    it.each([
      ['linkedin.com/company/1035', 1035],
      ['https://www.linkedin.com/company/1035/', 1035],
      ['https://www.linkedin.com/company/999999999999999/about', 999_999_999_999_999],
    ])('reads %j, whose path segment is all digits, as the id %d', (input, companyId) => {
      expect(parse(input)).toEqual({ kind: 'id', companyId });
    });

    it.each([
      ['linkedin.com', 'linkedin.com/company/acme'],
      ['LinkedIn.com', 'https://www.linkedin.com/company/acme'],
      ['www.linkedin.com', 'linkedin.com/company/acme'],
    ])('matches host %j with or without www. on either side (input %j)', (host, input) => {
      expect(parse(input, host)).toEqual({ kind: 'slug', slug: 'acme' });
    });
  });

  describe('accepts bare numeric ids', () => {
    it.each([
      ['1', 1],
      ['1035', 1035],
      [' 42 ', 42],
      ['123456789012345', 123_456_789_012_345],
    ])('reads %j as the id %d', (input, companyId) => {
      expect(parse(input)).toEqual({ kind: 'id', companyId });
    });
  });

  describe('accepts bare slugs and lowercases them', () => {
    it.each([
      ['acme', 'acme'],
      ['Acme', 'acme'],
      ['acme-corp', 'acme-corp'],
      ['acme_corp', 'acme_corp'],
      ['3m', '3m'],
      ['ÉCOLE-42', 'école-42'],
      ['Straße', 'straße'],
      ['トヨタ', 'トヨタ'],
      ['ΑΘΗΝΑ', 'αθηνα'],
      ['a', 'a'],
      ['a'.repeat(100), 'a'.repeat(100)],
      ['cafe\u0301', 'café'],
    ])('reads %j as the slug %j', (input, slug) => {
      expect(parse(input)).toEqual({ kind: 'slug', slug });
    });
  });

  describe('rejects what cannot name a company', () => {
    it.each([
      ['an empty string', ''],
      ['whitespace only', ' \t\n '],
      ['a company name with spaces', 'Acme Inc'],
      ['a bare domain', 'acme.com'],
      ['a URL of another site', 'https://acme.com'],
      ['an email address', 'jane@acme.com'],
      ['a mailto URI', 'mailto:jane@acme.com'],
      ['a company path on another host', 'https://example.com/company/acme'],
      ['a host that only ends like the network host', 'notlinkedin.com/company/acme'],
      ['a host that only starts like the network host', 'linkedin.com.evil.com/company/acme'],
      ['a regional host that is not the configured one', 'uk.linkedin.com/company/acme'],
      ['a profile URL', 'linkedin.com/in/jane'],
      ['a school URL', 'linkedin.com/school/x'],
      ['a company URL without a slug', 'linkedin.com/company/'],
      ['the bare network host', 'linkedin.com'],
      ['a non-http scheme', 'ftp://linkedin.com/company/acme'],
      ['a javascript URI', 'javascript:alert(1)'],
      ['userinfo in the URL', 'https://user@linkedin.com/company/acme'],
      ['userinfo with a password', 'https://user:pw@linkedin.com/company/acme'],
      ['a non-default port', 'https://linkedin.com:8443/company/acme'],
      ['malformed percent-encoding', 'linkedin.com/company/%E0%A4%A'],
      ['an encoded slug with a space', 'linkedin.com/company/acme%20inc'],
      ['a slug of more than 100 characters', 'a'.repeat(101)],
      ['a slug starting with a dash', '-acme'],
      ['a slug starting with an underscore', '_acme'],
      ['a slug with punctuation', 'acme&co'],
      ['an input longer than 2048 characters', `linkedin.com/company/acme?${'x'.repeat(2048)}`],
      ['the id 0', '0'],
      ['an id with leading zeros', '007'],
      ['an id of 16 digits', '1234567890123456'],
      ['a URL id of 0', 'linkedin.com/company/0'],
      ['a URL id of 16 digits', 'linkedin.com/company/1234567890123456'],
      ['a negative number', '-5'],
      ['a decimal number', '10.5'],
    ])('rejects %s (%j) with invalid_input', (_what, input) => {
      const error = errorOf(input);
      expect(error.code).toBe('invalid_input');
      expect(httpStatusOf(error)).toBe(400);
    });
  });

  describe('explains the accepted forms', () => {
    it.each([
      ['a company name', 'Acme Inc'],
      ['a domain', 'acme.com'],
      ['a domain URL', 'https://acme.com'],
      ['an email address', 'jane@acme.com'],
    ])('says that lookup by name or domain is not supported when given %s', (_what, input) => {
      const { message } = errorOf(input);
      expect(message).toMatch(/not supported/);
      expect(message).toContain('www.linkedin.com/company/');
      expect(message).toMatch(/slug/);
      expect(message).toMatch(/id/);
    });

    it('shows the configured host in the examples', () => {
      expect(errorOf('Acme Inc', 'network.example').message).toContain(
        'https://network.example/company/acme',
      );
    });

    it('tells the caller what a company page URL looks like when the path is wrong', () => {
      expect(errorOf('linkedin.com/in/jane').message).toContain('www.linkedin.com/company/<slug-or-id>');
    });
  });

  describe('property: never throws anything but InvalidInputError', () => {
    const check = (input: string): void => {
      try {
        const ref = parse(input);
        if (ref.kind === 'id') {
          expect(Number.isSafeInteger(ref.companyId) && ref.companyId >= 1).toBe(true);
        } else {
          expect(ref.slug.length).toBeGreaterThan(0);
        }
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidInputError);
      }
    };

    it.each([
      ['grapheme', fc.string({ unit: 'grapheme', maxLength: 300 })],
      ['binary', fc.string({ unit: 'binary', maxLength: 300 })],
      ['URL-shaped', fc.webUrl({ withQueryParameters: true, withFragments: true })],
      [
        'company-path-shaped',
        fc
          .tuple(
            fc.constantFrom('', 'http://', 'https://', 'HTTPS://www.', 'ftp://', '//'),
            fc.constantFrom('linkedin.com', 'www.linkedin.com', 'evil.com'),
            fc.constantFrom('/company/', '/in/', '/company', '/'),
            fc.string({ unit: 'binary', maxLength: 40 }),
          )
          .map((parts) => parts.join('')),
      ],
    ])('holds for arbitrary %s strings', (_kind, arbitrary) => {
      fc.assert(fc.property(arbitrary, check), { numRuns: 500 });
    });

    it('holds for inputs around the length limit', () => {
      fc.assert(
        fc.property(fc.integer({ min: 2000, max: 2100 }), fc.constantFrom('a', ' ', '/', '9'), (n, ch) => {
          check(ch.repeat(n));
        }),
        { numRuns: 100 },
      );
    });
  });

  describe('property: URL and bare forms agree', () => {
    it('parses a bare slug and its company page URL to the same ref', () => {
      fc.assert(
        fc.property(
          fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,99}$/).filter((s) => !/^[0-9]+$/.test(s)),
          (slug) => {
            const bare = parse(slug);
            expect(parse(`https://www.linkedin.com/company/${slug}/`)).toEqual(bare);
            expect(parse(`linkedin.com/company/${encodeURIComponent(slug)}`)).toEqual(bare);
          },
        ),
      );
    });

    it('accepts or rejects a digit string the same way bare and in a URL', () => {
      const outcome = (input: string): CompanyRef | 'rejected' => {
        try {
          return parse(input);
        } catch {
          return 'rejected';
        }
      };
      fc.assert(
        fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (digits) => {
          expect(outcome(`linkedin.com/company/${digits}`)).toEqual(outcome(digits));
        }),
      );
    });

    it('parses any id from 1 to 15 digits to itself', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
          const digits = String(n).slice(0, 15);
          const expected = { kind: 'id', companyId: Number(digits) };
          expect(parse(digits)).toEqual(expected);
          expect(parse(`linkedin.com/company/${digits}`)).toEqual(expected);
        }),
      );
    });
  });
});

describe('canonicalCompanyRef', () => {
  it.each<[CompanyRef, string]>([
    [{ kind: 'id', companyId: 1035 }, 'id:1035'],
    [{ kind: 'slug', slug: 'acme' }, 'slug:acme'],
    [{ kind: 'slug', slug: 'café-paris' }, 'slug:café-paris'],
  ])('writes %j as %j', (ref, canonical) => {
    expect(canonicalCompanyRef(ref)).toBe(canonical);
  });

  it.each([
    ['acme', 'HTTPS://WWW.LINKEDIN.COM/company/Acme?trk=x#about'],
    ['acme', 'linkedin.com/company/acme/people'],
    ['1035', 'https://linkedin.com/company/1035'],
    ['café-paris', 'linkedin.com/company/caf%C3%A9-paris'],
  ])('gives %j and %j the same canonical form', (a, b) => {
    expect(canonicalCompanyRef(parse(a))).toBe(canonicalCompanyRef(parse(b)));
  });

  it('keeps ids and numeric-looking slugs apart', () => {
    expect(canonicalCompanyRef({ kind: 'id', companyId: 7 })).not.toBe(
      canonicalCompanyRef({ kind: 'slug', slug: '7' }),
    );
  });
});
