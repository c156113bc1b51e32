import { describe, expect, it } from 'vitest';
import { excludedBy, matchClause } from '../../functions/core/persona-reader.js';
import { kept, position, type RosterEntry, read } from '../fixtures/reading.js';

/**
 * Structure after holdout 13 (issue 22), each held over generated variants (templates × languages ×
 * functions, including functions and industries in no set): an exclusion of everyone who works here now
 * ("current staff don't count") asks for former employees only and drops no role; a bare function
 * listed after an engagement of a function ("interns in engineering, R&D or data") names another
 * function of that engagement, in an inclusion and in an exclusion alike.
 */

describe('"current staff don\'t count" asks for former employees only and drops no role', () => {
  const JOBS: readonly [string, string][] = [
    ['Former software engineers', 'Backend Engineer'],
    ['Former accountants', 'Accountant'],
    ['Former nurses', 'Staff Nurse'],
    ['Former sales managers', 'Sales Manager'],
  ];
  const CURRENT: readonly [string, string][] = [
    ['en', 'Only people who left; current staff don\u2019t count.'],
    ['en', 'Exclude current employees.'],
    ['de', 'Keine aktuellen Mitarbeitenden.'],
    ['fr', 'Sauf les salariés actuels.'],
    ['es', 'Excluir empleados actuales.'],
    ['it', 'Esclusi i dipendenti attuali.'],
    ['nl', 'Geen huidige medewerkers.'],
    ['pt', 'Excluir funcionários atuais.'],
  ];
  for (const [job, title] of JOBS)
    for (const [lang, tail] of CURRENT) {
      const definition = `${job}. ${tail}`;
      it(`${lang}: "${definition}"`, () => {
        const reading = read(definition);
        expect(reading.formerOnly).toBe(true);
        expect(reading.currentOnly).toBe(false);
        expect(reading.excludes).toEqual([]);
        // The role itself is still asked for (matched here on a position, as a former role would be).
        expect(kept(definition, [title, 'Receptionist'])).toEqual([title]);
      });
    }
});

describe('a bare function after "interns in X" names another function of the same engagement', () => {
  const ROSTER: RosterEntry[] = [
    ['Software Engineering Intern', 'intern'],
    ['Data Intern', 'intern'],
    ['Marketing Intern', 'intern'],
    ['Finance Intern', 'intern'],
    'Data Engineer',
    'Head of Data',
    'Software Engineer',
    'Marketing Manager',
    'Accountant',
  ];
  const INCLUDES: readonly [string, string][] = [
    ['en', 'Interns in engineering, data or design.'],
    ['en', 'Interns and working students in engineering, data or the lab.'],
    ['de', 'Praktikanten in Engineering, Data oder Design.'],
    ['fr', 'Stagiaires en engineering, data ou design.'],
    ['es', 'Becarios en engineering, data o design.'],
    ['it', 'Stagisti in engineering, data o design.'],
    ['nl', 'Stagiairs in engineering, data of design.'],
    ['pt', 'Estagiários em engineering, data ou design.'],
  ];
  for (const [lang, definition] of INCLUDES)
    it(`${lang}: "${definition}" keeps the interns of those functions, nobody else`, () => {
      expect(kept(definition, ROSTER)).toEqual(['Software Engineering Intern', 'Data Intern']);
    });

  const EXCLUDES: readonly [string, string][] = [
    ['en', 'All interns. Not interns in finance, HR or marketing.'],
    ['en', 'Every intern and working student. Exclude interns in finance, people or marketing.'],
  ];
  const STAFF: RosterEntry[] = [...ROSTER, 'HR Manager'];
  for (const [lang, definition] of EXCLUDES)
    it(`${lang}: "${definition}" drops those interns only, never the functions' staff`, () => {
      const reading = read(definition);
      expect(reading.excludes.every((c) => c.engagements?.includes('intern'))).toBe(true);
      expect(kept(definition, STAFF)).toEqual(['Software Engineering Intern', 'Data Intern']);
    });
});

describe('"Stagiaires en finance": "en" after a French or Spanish plural is "in", never Dutch "and"', () => {
  const FUNCTIONS: readonly [string, string, string][] = [
    ['finance', 'Finance Intern', 'Accountant'],
    ['marketing', 'Marketing Intern', 'Marketing Manager'],
    ['logistique', 'Logistics Intern', 'Logistics Manager'],
  ];
  const TEMPLATES: readonly [string, (f: string) => string][] = [
    ['fr', (f) => `Stagiaires en ${f}.`],
    ['fr', (f) => `Stagiaires en ${f}, tous sites`],
    ['es', (f) => `Becarios en ${f}.`],
    ['es', (f) => `Becarias en ${f}`],
  ];
  for (const [fn, intern, staff] of FUNCTIONS)
    for (const [lang, template] of TEMPLATES) {
      const definition = template(fn);
      it(`${lang}: "${definition}" keeps the intern, not the staff`, () => {
        expect(kept(definition, [[intern, 'intern'], staff])).toEqual([intern]);
      });
    }
  it('nl: "Stagiairs en werkstudenten in finance" still lists both', () => {
    expect(
      kept('Stagiairs en werkstudenten in finance.', [['Finance Intern', 'intern'], 'Accountant']),
    ).toEqual(['Finance Intern']);
  });
});

describe('beside a whole function, "not JOB in another function" drops only that kind of the job', () => {
  // [function asked for, job noun, other function, who stays, who goes]
  const CASES: readonly [string, string, string, string, string][] = [
    ['design', 'designers', 'marketing', 'Product Designer', 'Marketing Designer'],
    ['design', 'graphic designers', 'marketing', 'UX Designer', 'Graphic Designer Marketing'],
    ['design', 'designers', 'packaging', 'Product Designer', 'Packaging Designer'],
  ];
  const TEMPLATES: readonly [string, (f: string, job: string, other: string) => string][] = [
    ['en', (f, job, other) => `Everyone in ${f}. Not ${job} in ${other}.`],
    ['en', (f, job, other) => `All of ${f}, any seniority; exclude ${job} in ${other}.`],
    ['en', (f, job, other) => `Anyone in ${f}, but not the ${job} in ${other}.`],
    ['de', (f, job, other) => `Alle im ${f}. Keine ${job} im ${other}.`],
    ['fr', (f, job, other) => `Tout le ${f}. Pas les ${job} du ${other}.`],
    ['es', (f, job, other) => `Todo el equipo de ${f}. Excluir ${job} de ${other}.`],
    ['it', (f, job, other) => `Tutto il ${f}. Esclusi i ${job} del ${other}.`],
    ['nl', (f, job, other) => `Iedereen in ${f}. Geen ${job} in ${other}.`],
    ['pt', (f, job, other) => `Todo o ${f}. Excluir ${job} de ${other}.`],
  ];
  for (const [f, job, other, stays, goes] of CASES)
    for (const [lang, template] of TEMPLATES) {
      const definition = template(f, job, other);
      it(`${lang}: "${definition}"`, () => {
        // As the judge applies exclusions (role-match.ts): through excludedBy, which holds qualifiers.
        const reading = read(definition);
        const judged = [stays, goes].filter(
          (t) =>
            !reading.excludes.some((c) => excludedBy(c, position(t))) &&
            reading.includes.some((c) => matchClause(c, position(t), reading.engagements)),
        );
        expect(judged).toEqual([stays]);
      });
    }
});

describe('R&D in every language and abbreviation; under an R&D heading "development" is R&D', () => {
  const ROSTER: RosterEntry[] = ['Head of R&D', 'R&D Engineer', 'Software Engineer', 'CTO', 'Accountant'];
  const NAMES: readonly [string, string][] = [
    ['pt', 'Pessoas de I&D.'],
    ['pt', 'Toda a equipa de investigação e desenvolvimento.'],
    ['pt', 'Pessoas de P&D.'],
    ['es', 'Personas de I+D.'],
    ['es', 'Todo el equipo de I+D.'],
    ['it', 'Tutto il team R&S.'],
    ['de', 'Alle in F&E.'],
    ['de', 'Alle in der F+E.'],
    ['nl', 'Iedereen in O&O.'],
    ['fr', 'Toute la R&D.'],
    ['en', 'Everyone in R&D.'],
  ];
  for (const [lang, definition] of NAMES)
    it(`${lang}: "${definition}" keeps R&D, not software engineering`, () => {
      expect(kept(definition, ROSTER)).toEqual(['Head of R&D', 'R&D Engineer']);
    });

  const HEADINGS: readonly [string, string][] = [
    ['pt', 'Pessoas de I&D (investigação e desenvolvimento): desenvolvimento analítico e chefias de I&D.'],
    ['es', 'Equipo de I+D: desarrollo analítico y responsables de I+D.'],
    ['en', 'R&D people: formulation development and R&D leads.'],
    ['fr', 'Équipe R&D : développement analytique et responsables R&D.'],
    ['it', 'Persone di R&S: sviluppo analitico e responsabili R&S.'],
    ['de', 'F&E-Team: analytische Entwicklung und F&E-Leitung.'],
    ['nl', 'R&D: analytische ontwikkeling en R&D-leiding.'],
    ['fr', 'Recherche et développement : chercheurs et directeurs R&D.'],
    ['es', 'Investigación y desarrollo: desarrollo analítico y jefes de I+D.'],
  ];
  for (const [lang, definition] of HEADINGS)
    it(`${lang}: "${definition}" reads "development" as R&D's, not software's`, () => {
      const got = kept(definition, ROSTER);
      expect(got).toContain('Head of R&D');
      expect(got).not.toContain('Software Engineer');
      expect(got).not.toContain('CTO');
    });
});

describe('engagement words in parentheses restate the engagement of the functions before them', () => {
  // (Not yet in Spanish and Portuguese with "de"/"do" before the function: see the round's report.)
  const ROSTER: RosterEntry[] = [
    ['Software Engineering Intern', 'intern'],
    ['Finance Intern', 'intern'],
    ['Marketing Intern', 'intern'],
    'Software Engineer',
  ];
  const CASES: readonly [string, string][] = [
    ['en', 'Interns in engineering or the lab (working students, trainees).'],
    ['de', 'Praktikanten in Engineering oder im Labor (Werkstudenten, Praktikantinnen).'],
    ['fr', 'Stagiaires en ingénierie ou au labo (alternants, stagiaires).'],
    ['it', 'Stagisti in engineering o in laboratorio (tirocinanti, stagiste).'],
    ['nl', 'Stagiairs in engineering of het lab (werkstudenten, stagiaires).'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps the engineering intern only`, () => {
      expect(kept(definition, ROSTER)).toEqual(['Software Engineering Intern']);
    });
});

describe('country managers run a country, not the company: the CEO is not one', () => {
  const ROSTER: RosterEntry[] = [
    'CEO',
    'Managing Director',
    'Country Manager Germany',
    'Country Director Iberia',
    'Landesleiter Österreich',
    'Accountant',
  ];
  const CASES: readonly [string, string][] = [
    ['en', 'Country managers.'],
    ['en', 'Sales directors and country managers.'],
    ['de', 'Country Manager und Landesleiter.'],
    ['fr', 'Les directeurs pays et country managers.'],
    ['es', 'Country managers y directores de país.'],
    ['it', 'Tutti i country manager.'],
    ['nl', 'Country managers van de dochterbedrijven.'],
    ['pt', 'Country managers e diretores de país.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps the country heads, not the CEO`, () => {
      const got = kept(definition, ROSTER);
      expect(got).toContain('Country Manager Germany');
      expect(got).toContain('Country Director Iberia');
      expect(got).not.toContain('CEO');
      expect(got).not.toContain('Managing Director');
    });
});
