import { InvariantError } from './errors.js';
export const SLUG_LIMITS = {
  maxLength: 60,
  defaultCandidates: 20,
} as const;

export const FALLBACK_SLUG = 'persona';

// Letters that NFKD leaves whole; without these "Straße" would become "stra-e".
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};
const TRANSLITERABLE = new RegExp(`[${Object.keys(TRANSLITERATIONS).join('')}]`, 'gu');

/** Derives a persona slug from a display name: NFKD-normalize and drop diacritics, lowercase, `&` and any run of non [a-z0-9] characters become a single `-`, trim `-` at both ends, cut to 60 characters (not ending in `-`). A name with nothing usable (e.g. only emoji or CJK) gives 'persona'. "Owners & founders" → "owners-founders", "Head of R&D (EMEA)" → "head-of-r-d-emea", "Café Owners" → "cafe-owners". */
export function slugify(name: string): string {
  // Lowercasing can itself produce decomposable characters (and NFKD can produce capitals, e.g. ℌ → H),
  // so it sits between two decompositions.
  const folded = name
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(TRANSLITERABLE, (ch) => TRANSLITERATIONS[ch] ?? '-');
  const slug = trimDashes(folded.replace(/[^a-z0-9]+/g, '-'));
  return cut(slug, SLUG_LIMITS.maxLength) || FALLBACK_SLUG;
}

/** Candidate slugs for a name, in the order to try: base, base-2, base-3, … up to `max` candidates (the suffixed ones also at most 60 characters: shorten the base, not the suffix). */
export function slugCandidates(name: string, max: number = SLUG_LIMITS.defaultCandidates): string[] {
  if (!Number.isSafeInteger(max) || max < 0)
    throw new InvariantError(`max must be a whole number ≥ 0, got ${max}.`);
  const base = slugify(name);
  const candidates = new Set<string>();
  for (let n = 1; candidates.size < max; n += 1) {
    if (n === 1) {
      candidates.add(base);
      continue;
    }
    const suffix = `-${n}`;
    candidates.add(`${cut(base, SLUG_LIMITS.maxLength - suffix.length)}${suffix}`);
  }
  return [...candidates];
}

function trimDashes(text: string): string {
  return text.replace(/^-+|-+$/g, '');
}

/** Cuts an already slug-shaped string to `length` without leaving a dangling `-`. */
function cut(slug: string, length: number): string {
  return slug.length <= length ? slug : trimDashes(slug.slice(0, length));
}
