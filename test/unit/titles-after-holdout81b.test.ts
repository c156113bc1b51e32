import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How titles are read after holdout 82 (a school group and a data centre operator). Each rule is held by a generated
 * table: words × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACE = ['', ' – Upper School', ' (part-time)', ' | Campus Nord'];

describe('a counsellor gives counsel but is no lawyer (ISCO-08 2635)', () => {
  it.each(
    cross(
      [
        'Careers Counsellor',
        'University Counselor',
        'School Counsellor',
        'Student Counselor',
        'Guidance Counselling Lead',
        'Wellbeing Counsellor',
      ],
      PLACE,
    ),
  )('"%s" is not legal', (title) => {
    expect(readTitle(title).functions).not.toContain('legal');
  });
  it.each(
    cross(
      ['Legal Counsel', 'General Counsel', 'Senior Counsel', 'Legal Counsellor', 'Corporate Counsel'],
      PLACE,
    ),
  )('"%s" is legal', (title) => {
    expect(readTitle(title).functions[0]).toBe('legal');
  });
});

describe('a -pfleger who tends things, not people, is no nurse', () => {
  it.each(
    cross(['Raumpflegerin', 'Raumpfleger', 'Grünpfleger', 'Landschaftspflegerin', 'Denkmalpfleger'], PLACE),
  )('"%s" is not nursing', (title) => {
    expect(readTitle(title).functions).not.toContain('nursing');
  });
  it.each(
    cross(
      ['Krankenpflegerin', 'Altenpfleger', 'Pflegefachfrau HF', 'Gesundheits- und Krankenpfleger'],
      PLACE,
    ),
  )('"%s" is nursing', (title) => {
    expect(readTitle(title).functions[0]).toBe('nursing');
  });
  it.each(['Raumpflegerin', 'Raumpfleger'])('"%s" cleans (facilities)', (title) => {
    expect(readTitle(title).functions[0]).toBe('facilities');
  });
});

describe('who leads the building of new premises is construction (ISCO-08 1323)', () => {
  it.each(
    cross(
      [
        'Construction Project Manager',
        'Construction Programme Director',
        'Director of Construction',
        'Head of Construction & Development',
        'Bauprojektleiter',
        'Bauprojektleiterin',
        'Direttore Lavori',
        'Direttrice dei Lavori',
      ],
      [' – new warehouse', ' (external)', ' | Campus Süd', ''],
    ),
  )('"%s" is construction', (title) => {
    expect(readTitle(title).functions[0]).toBe('construction');
  });
  it.each(['Project Manager', 'Customer Project Manager', 'IT Project Manager'])('"%s" is not', (title) => {
    expect(readTitle(title).functions).not.toContain('construction');
  });
});

describe('computer support is IT, in Portuguese and Italian too', () => {
  it.each(
    cross(
      ['Técnico de Suporte Informático', 'Técnica de Suporte Informático', 'Supporto informatico'],
      PLACE,
    ),
  )('"%s" is IT', (title) => {
    expect(readTitle(title).functions[0]).toBe('it');
  });
});
