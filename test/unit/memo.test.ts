import { describe, expect, it } from 'vitest';
import { memoized } from '../../functions/core/memo.js';
import { readTitle } from '../../functions/core/roles.js';

describe('memoized', () => {
  it('reads each distinct input once and answers the same value after', () => {
    let reads = 0;
    const read = memoized(
      (word: string) => {
        reads += 1;
        return { word, letters: word.split('') };
      },
      (word) => word,
      10,
    );
    const first = read('lead');
    expect(read('lead')).toBe(first);
    read('head');
    expect(reads).toBe(2);
  });

  it('freezes what it keeps, one level down, so that no caller can change what the next one reads', () => {
    const read = memoized(
      (word: string) => ({ letters: word.split('') }),
      (word) => word,
      10,
    );
    const kept = read('cto');
    expect(() => kept.letters.push('x')).toThrow(TypeError);
    expect(() => {
      (kept as { letters: string[] }).letters = [];
    }).toThrow(TypeError);
    expect(read('cto').letters).toEqual(['c', 't', 'o']);
  });

  it('starts again when it holds `cap` values', () => {
    let reads = 0;
    const read = memoized(
      (word: string) => {
        reads += 1;
        return { word };
      },
      (word) => word,
      2,
    );
    read('a');
    read('b');
    read('c');
    read('a');
    expect(reads).toBe(4);
  });
});

describe('readTitle', () => {
  it('keeps one reading per title and employment type, frozen', () => {
    const reading = readTitle('Head of People');
    expect(readTitle('Head of People')).toBe(reading);
    expect(readTitle('Head of People', 'Contract')).not.toBe(reading);
    expect(Object.isFrozen(reading.functions)).toBe(true);
  });
});
