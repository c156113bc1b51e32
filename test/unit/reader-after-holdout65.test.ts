import { describe, expect, it } from 'vitest';
import { keeps, position, read } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 65: a clause that names no function, level, job or kind of engagement
 * (and nothing else narrows) keeps nobody, with a warning, unless its words ask for everyone. Each table is
 * written in our own words.
 */

const ROSTER = [
  position('Chief Executive Officer'),
  position('Accountant'),
  position('Software Engineer'),
  position('Warehouse Operative'),
  position('Marketing Intern', 'intern'),
  position('Gärtner'),
  position('Infirmière'),
  position('Board Member'),
];

describe('an unconstrained clause keeps nobody', () => {
  // Clauses of words the reader does not map (any language), alone or beside "any level"/"in any role".
  const UNREAD: readonly string[] = [
    'Anyone sitting there for the neighbours.',
    'People who care about the weather, in any role.',
    'Any seniority, all levels.',
    'Those who sit in for the parents or the alumni.',
    'Personen, die für die Eltern dort sitzen, auf jeder Ebene.',
    'Les personnes qui représentent les parents, quel que soit le niveau.',
    'Quienes están allí por los antiguos alumnos, de cualquier nivel.',
    'People who like long walks, regardless of their role.',
  ];
  it.each(UNREAD)('"%s" keeps nobody and says why', (definition) => {
    const reading = read(definition);
    expect(ROSTER.filter((p) => keeps(reading, p))).toEqual([]);
    expect(reading.warnings.join(' ')).toMatch(/keeps nobody/);
  });

  // Words that explicitly ask for the whole staff keep everyone, as before (the other languages' "all
  // staff" are not read as a request for people yet; EVERYONE_ASKED spares them once they are).
  const EVERYONE: readonly string[] = [
    'Everyone.',
    'Everyone at any level.',
    'All staff, any level.',
    'All employees.',
    'Anyone at any level.',
    'Todo el personal, de cualquier nivel.',
  ];
  it.each(EVERYONE)('"%s" keeps the employees', (definition) => {
    const reading = read(definition);
    expect(reading.includes.length).toBeGreaterThan(0);
    expect(keeps(reading, position('Accountant'))).toBe(true);
    expect(keeps(reading, position('Warehouse Operative'))).toBe(true);
  });

  // A clause narrowed by something other than a function still keeps its people.
  it.each([
    ['Alumni: anyone who used to work here and has left.', 'formerOnly'],
    ['Seasonal workers.', 'includes'],
  ] as const)('"%s" is still read', (definition, field) => {
    const reading = read(definition);
    if (field === 'formerOnly') expect(reading.formerOnly).toBe(true);
    else expect(reading.includes.length).toBeGreaterThan(0);
  });
});

describe('"used to work at the company in any role and have left it" is the former staff', () => {
  // "in any role/capacity/function", "at any level" between having worked here and having left.
  const FORMER: readonly string[] = [
    'People who used to work at the company in any role and have left it.',
    'Those who worked for us in any capacity and no longer work here.',
    'People who used to work here at any level and have left us.',
    'Anyone who worked at the company in any function and has left it.',
  ];
  it.each(FORMER)('"%s" asks for former staff', (definition) => {
    const reading = read(definition);
    expect(reading.formerOnly).toBe(true);
    expect(reading.includes.length).toBeGreaterThan(0);
  });
});
