import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvariantError } from '../../functions/core/errors.js';
import { slugCandidates, slugify } from '../../functions/core/slug.js';

const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('slugify', () => {
  it.each([
    ['Owners & founders', 'owners-founders'],
    ['Head of R&D (EMEA)', 'head-of-r-d-emea'],
    ['Café Owners', 'cafe-owners'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['--Dashes--everywhere--', 'dashes-everywhere'],
    ['Multiple   spaces\tand\nlines', 'multiple-spaces-and-lines'],
    ['snake_case_name', 'snake-case-name'],
    ['CTO/VP Engineering', 'cto-vp-engineering'],
    ['Ünïcödé Ñame', 'unicode-name'],
    ['Straße & Søn', 'strasse-son'],
    ['Œuvre Æsthetics', 'oeuvre-aesthetics'],
    ['Łódź office', 'lodz-office'],
    ['ﬁnance ﬂeet', 'finance-fleet'],
    ['ＦＵＬＬＷＩＤＴＨ', 'fullwidth'],
    ['ℌ𝔢𝔞𝔡 of sales', 'head-of-sales'],
    ['İstanbul team', 'istanbul-team'],
    ['Tier 1 buyers', 'tier-1-buyers'],
    ['2024 hires', '2024-hires'],
    ['Founders 🚀', 'founders'],
    ['CEO 社長', 'ceo'],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['an empty name', ''],
    ['only spaces', '   '],
    ['only punctuation', '&&& --- ()'],
    ['only emoji', '🚀🔥✨'],
    ['only CJK', '社長と創業者'],
    ['only Cyrillic', 'Основатели'],
  ])('falls back to "persona" for %s', (_what, name) => {
    expect(slugify(name)).toBe('persona');
  });

  it('cuts long names to 60 characters', () => {
    const slug = slugify('a'.repeat(100));
    expect(slug).toBe('a'.repeat(60));
  });

  it('does not leave a dash at the end when the cut falls on a separator', () => {
    const slug = slugify(`${'a'.repeat(59)} bcd`);
    expect(slug).toBe('a'.repeat(59));
  });

  it('keeps words up to the cut', () => {
    const slug = slugify('Senior decision makers in procurement and operations across the whole company');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('senior-decision-makers-in-procurement-and-operations-across');
  });

  it('always returns a dash-separated lowercase ASCII slug of at most 60 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
        ),
        (name) => {
          const slug = slugify(name);
          expect(slug).toMatch(SLUG_SHAPE);
          expect(slug.length).toBeLessThanOrEqual(60);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (name) => {
        const slug = slugify(name);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('slugCandidates', () => {
  it('lists the base, then numbered variants, in order', () => {
    expect(slugCandidates('Owners & founders', 4)).toEqual([
      'owners-founders',
      'owners-founders-2',
      'owners-founders-3',
      'owners-founders-4',
    ]);
  });

  it.each([
    [0, []],
    [1, ['acme']],
    [2, ['acme', 'acme-2']],
  ])('returns exactly %d candidates when asked for that many', (max, expected) => {
    expect(slugCandidates('Acme', max)).toEqual(expected);
  });

  it('returns a default number of candidates when no maximum is given', () => {
    const candidates = slugCandidates('Acme');
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates[0]).toBe('acme');
  });

  it('shortens the base rather than the suffix to stay within 60 characters', () => {
    const candidates = slugCandidates('a'.repeat(80), 12);
    expect(candidates[0]).toBe('a'.repeat(60));
    expect(candidates[1]).toBe(`${'a'.repeat(58)}-2`);
    expect(candidates[11]).toBe(`${'a'.repeat(57)}-12`);
  });

  it('does not leave a double dash when shortening lands on a separator', () => {
    const candidates = slugCandidates(`${'a'.repeat(57)} bbbb`, 2);
    expect(candidates[1]).toBe(`${'a'.repeat(57)}-2`);
  });

  it('skips a numbered variant that would repeat the base', () => {
    const base = `${'a'.repeat(58)}-2`;
    expect(slugCandidates(base, 3)).toEqual([base, `${'a'.repeat(58)}-3`, `${'a'.repeat(58)}-4`]);
  });

  it('uses the fallback base for names with nothing usable', () => {
    expect(slugCandidates('🚀', 3)).toEqual(['persona', 'persona-2', 'persona-3']);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects a maximum of %d', (max) => {
    expect(() => slugCandidates('Acme', max)).toThrow(InvariantError);
  });

  it('always gives distinct, well-formed candidates of at most 60 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.integer({ min: 0, max: 120 }),
        (name, max) => {
          const candidates = slugCandidates(name, max);
          expect(candidates).toHaveLength(max);
          expect(new Set(candidates).size).toBe(max);
          for (const candidate of candidates) {
            expect(candidate).toMatch(SLUG_SHAPE);
            expect(candidate.length).toBeLessThanOrEqual(60);
          }
          if (max > 0) expect(candidates[0]).toBe(slugify(name));
        },
      ),
      { numRuns: 300 },
    );
  });
});
