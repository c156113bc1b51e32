import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';

describe('readTitle: function, seniority level and engagement of a title', () => {
  it.each([
    // English
    ['Co-founder & CTO', 'owner', ['owner', 'c_level'], 'engineering', 'founder'],
    ['Chief Revenue Officer', 'c_level', ['c_level'], 'sales', 'employee'],
    ['Vice President of Engineering', 'vp', ['vp'], 'engineering', 'employee'],
    ['Head of Marketing', 'head', ['head'], 'marketing', 'employee'],
    ['Engineering Manager, Perception', 'manager', ['manager'], 'engineering', 'employee'],
    ['Product Manager', 'individual', ['individual'], 'product', 'employee'],
    ['Senior Software Engineer', 'individual', ['individual'], 'engineering', 'employee'],
    // German
    ['Geschäftsführer', 'c_level', ['c_level'], 'general_management', 'employee'],
    ['Leiter Vertrieb DACH', 'head', ['head'], 'sales', 'employee'],
    ['Teamleiterin Buchhaltung', 'manager', ['manager'], 'finance', 'employee'],
    ['Mitgründer und CTO', 'owner', ['owner', 'c_level'], 'engineering', 'founder'],
    ['Werkstudent Marketing', 'individual', ['individual'], 'marketing', 'intern'],
    // French ("responsable", like "jefe" and "responsabile", names a leader of either rank)
    ['Directeur Commercial France', 'head', ['head'], 'sales', 'employee'],
    ['Responsable RH', 'head', ['head', 'manager'], 'people', 'employee'],
    ['Directrice Générale', 'c_level', ['c_level'], 'general_management', 'employee'],
    ['Stagiaire Développeur', 'individual', ['individual'], 'engineering', 'intern'],
    // Spanish
    ['Jefa de Ventas Iberia', 'head', ['head', 'manager'], 'sales', 'employee'],
    ['Cofundador y CEO', 'owner', ['owner', 'c_level'], 'general_management', 'founder'],
    ['Ingeniero de Software', 'individual', ['individual'], 'engineering', 'employee'],
    // Dutch
    ['Hoofd Marketing', 'head', ['head'], 'marketing', 'employee'],
    ['Oprichter & Algemeen Directeur', 'owner', ['owner', 'c_level'], 'general_management', 'founder'],
    // Portuguese
    ['Diretor Financeiro', 'head', ['head'], 'finance', 'employee'],
    ['Sócia Fundadora', 'owner', ['owner'], 'general_management', 'founder'],
    ['Estagiária de Engenharia', 'individual', ['individual'], 'engineering', 'intern'],
    // Italian
    ['Responsabile Marketing', 'head', ['head', 'manager'], 'marketing', 'employee'],
    ['Amministratore Delegato', 'c_level', ['c_level'], 'general_management', 'employee'],
    ['Sviluppatore Backend', 'individual', ['individual'], 'engineering', 'employee'],
  ])('reads %j as level %s, function %s…', (title, level, levels, fn, engagement) => {
    const reading = readTitle(title);
    expect(reading.level).toBe(level);
    expect(reading.levels).toEqual(levels);
    expect(reading.functions[0]).toBe(fn);
    expect(reading.engagement).toBe(engagement);
  });

  it.each([
    ['Founding Engineer', 'individual', 'employee'],
    ["Founder's Associate", 'individual', 'employee'],
    ['Chief of Staff to the Founders', 'individual', 'employee'],
    ['Executive Assistant to the CEO', 'individual', 'employee'],
    ['Board Member', 'individual', 'board'],
    ['Board Member & Technical Advisor', 'individual', 'board'],
    ['Aufsichtsratsmitglied', 'individual', 'board'],
    ['Advisor', 'individual', 'advisor'],
    ['Founder & Board Member', 'owner', 'founder'],
  ])('is not fooled by %j (level %s, engagement %s)', (title, level, engagement) => {
    const reading = readTitle(title);
    expect(reading.level).toBe(level);
    expect(reading.engagement).toBe(engagement);
  });

  it('takes the engagement from the employment type: a contract, an internship', () => {
    expect(readTitle('Industrial Designer', 'Contract').engagement).toBe('contractor');
    expect(readTitle('UX Designer (Contract)').engagement).toBe('contractor');
    expect(readTitle('Software Engineer', 'Internship').engagement).toBe('intern');
    // An owner who calls themselves self-employed is a founder of their business, not a contractor.
    expect(readTitle('Founder', 'Self-employed').engagement).toBe('founder');
  });

  it('reads internal IT as its own function, apart from engineering', () => {
    expect(readTitle('Director of IT').functions).toEqual(['it']);
    expect(readTitle('Director of Engineering').functions).toEqual(['engineering']);
  });
});

describe('positionsOf: every position, current and past, against the company searched', () => {
  it('marks current and former positions here and elsewhere', () => {
    const company = bareCompany();
    const positions = positionsOf(
      bareProfile({
        experience: [
          roleAt('Senior Marketing Manager', { company: 'Brightwave', company_id: 7, start: '2025-09' }),
          roleAt('VP Marketing', { start: '2019-01', end: '2025-08' }),
        ],
      }),
      company,
    );
    expect(positions.map((p) => [p.title, p.here, p.current, p.level])).toEqual([
      ['Senior Marketing Manager', null, true, 'manager'],
      ['VP Marketing', 'id', false, 'vp'],
    ]);
  });

  it('reads a thin profile from its headline, as a current position here', () => {
    const [position] = positionsOf(
      bareProfile({ headline: 'Head of Sales at Acme Robotics | Speaker' }),
      bareCompany(),
    );
    expect(position).toMatchObject({
      title: 'Head of Sales',
      source: 'headline',
      current: true,
      level: 'head',
    });
  });
});

describe('reading any text', () => {
  it('never throws, whatever a title or a definition says', async () => {
    const fc = await import('fast-check');
    const { readPersona, interpretPersona } = await import('../../functions/core/persona-reader.js');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        readTitle(text);
        readTitle(`${text} Leiter`);
        interpretPersona({ name: 'x', definition: text });
        readPersona({
          name: 'x',
          definition: `Heads of ${text}. Exclude ${text}, including former ${text}.`,
        });
      }),
      { numRuns: 300 },
    );
    // The longest definition the API accepts.
    const long = 'Heads of sales, VPs of marketing and anyone in finance except interns. '
      .repeat(56)
      .slice(0, 4000);
    expect(interpretPersona({ name: 'x', definition: long }).functions).toEqual(
      expect.arrayContaining(['sales', 'marketing', 'finance']),
    );
  });
});
