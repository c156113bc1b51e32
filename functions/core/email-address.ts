/**
 * How a mail address is built from a name and a company's pattern (`{first}.{last}@domain`). Pure
 * rules: the embedded verifier and the production verifiers' pattern guesses share them.
 */

// Letters that carry no combining mark to strip, so NFKD alone would drop them.
const FOLD: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lowercase, diacritics stripped, only a-z left: "Jørgen" → "jorgen", "O'Brien-Smith" → "obriensmith". */
export function mailNamePart(name: string | null): string {
  if (name === null) return '';
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøæœłđðþı]/g, (ch) => FOLD[ch] ?? '')
    .replace(/[^a-z]/g, '');
}

/** The address a pattern such as `{first}.{last}` or `{f}{last}` gives; null when a name it needs is missing. */
export function addressFromPattern(
  pattern: string,
  domain: string,
  person: { first_name: string | null; last_name: string | null },
): string | null {
  const first = mailNamePart(person.first_name);
  const last = mailNamePart(person.last_name);
  const values: Record<string, string> = { first, last, f: first.slice(0, 1), l: last.slice(0, 1) };
  let missing = false;
  const local = pattern.replace(/\{(first|last|f|l)\}/g, (_, key: string) => {
    const value = values[key] ?? '';
    if (value === '') missing = true;
    return value;
  });
  if (missing || !/[a-z]/.test(local)) return null;
  return `${local}@${domain.toLowerCase()}`;
}
