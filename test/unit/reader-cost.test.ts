import { describe, expect, it, vi } from 'vitest';
import { interpretPersona } from '../../functions/core/persona-reader.js';

/**
 * A definition may be 4,000 characters (spec: persona definition). Reading it must cost about the same
 * whatever its length, or one persona could hold a request past its deadline: a one-word definition of
 * 4,000 letters took six seconds when every cut of the word was read as a compound. The cost is counted
 * as work (how many characters the reader normalises), never as wall-clock time: it may grow with the
 * length, not with its square.
 */
function normalised(definition: string): number {
  let characters = 0;
  const normalize = String.prototype.normalize;
  vi.spyOn(String.prototype, 'normalize').mockImplementation(function (this: string, form?: string) {
    characters += this.length;
    return normalize.call(this, form);
  });
  interpretPersona({ slug: 'x', name: 'X', definition });
  vi.restoreAllMocks();
  return characters;
}

describe('the persona reader on long definitions', () => {
  it.each([
    ['one long word', (n: number) => 'd'.repeat(n)],
    ['a long unknown compound', (n: number) => `Flurb${'plonk'.repeat(n / 5)}meisterinnen`],
    ['letters with hyphens', (n: number) => 'a-'.repeat(n / 2)],
    ['a list of commas', (n: number) => 'a,'.repeat(n / 2)],
  ])('reads %s of 4,000 characters with work linear in its length', (_name, make) => {
    const short = normalised(make(100));
    const long = normalised(make(4000));
    // 40 times the text: linear work is about 40 times the characters, quadratic about 1,600 times.
    expect(long / short).toBeLessThan(100);
  });

  it('still cuts a real one-word compound of up to 48 letters', () => {
    const reading = interpretPersona({ slug: 'x', name: 'X', definition: 'Softwareontwikkelaars' });
    expect(reading.functions).toContain('engineering');
  });
});
