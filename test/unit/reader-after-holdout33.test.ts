import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 33 (issue 22). Generated tables: definitions in seven
 * languages, at companies and industries in no labelled set.
 */

const company = (name: string, industry: string): ProviderCompany => ({ ...EVAL_COMPANY, name, industry });

/**
 * Holdout 33's "People who used to work at the company and have left it" kept nobody and warned "Not
 * understood": only "former employees", "alumni" and "who (have) left" said the persona was of former
 * staff. A generic subject (people, those, everyone …) whose only predicate is having worked here in the
 * past, or no longer working here, or having left, is the former employees, of any function.
 */
describe('people named only by having worked here in the past are the former employees', () => {
  const definitions: [string, string][] = [
    ['en', 'People who used to work at the company and have left it.'],
    ['en', 'Those who used to work for us and have since left.'],
    ['en', 'Everyone who no longer works here.'],
    ['en', 'People who have left it.'],
    ['en', 'People who worked here before.'],
    ['en', 'Ex-employees.'],
    ['en', 'Alumni'],
    ['de', 'Leute, die früher hier gearbeitet haben und gegangen sind.'],
    ['de', 'Personen, die nicht mehr im Unternehmen arbeiten.'],
    ['de', 'Ehemalige Mitarbeiter'],
    ['fr', "Les personnes qui ont quitté l'entreprise."],
    ['fr', 'Les personnes qui ne travaillent plus ici.'],
    ['fr', 'Anciens salariés'],
    ['es', 'Personas que ya no trabajan en la empresa.'],
    ['es', 'Antiguos empleados'],
    ['pt', 'Pessoas que já não trabalham na empresa.'],
    ['pt', 'Ex-colaboradores'],
    ['it', 'Persone che non lavorano più in azienda.'],
    ['it', 'Ex dipendenti'],
    ['nl', 'Mensen die hier vroeger werkten en vertrokken zijn.'],
    ['nl', 'Oud-medewerkers'],
  ];
  const at = (c: ProviderCompany) => {
    const person = personAt(c, 'Full-time');
    return {
      leftEngineer: person('a', 'A B', 'Backend Engineer @ Elsewhere', [
        ['Backend Engineer', 'Elsewhere', '2023-01', null],
        ['Software Engineer', 'here', '2018-01', '2022-12'],
      ]),
      leftSales: person('b', 'B C', 'Inhaber, Beratung', [
        ['Inhaber', 'Beratung B', '2023-04', null],
        ['Leiter Vertrieb', 'here', '2010-01', '2023-03'],
      ]),
      leftNurse: person('n', 'N O', 'Nurse', [
        ['Nurse', 'Elsewhere', '2022-01', null],
        ['Pflegefachfrau', 'here', '2016-01', '2021-12'],
      ]),
      currentEngineer: person('c', 'C D', 'Backend Engineer', [
        ['Backend Engineer', 'here', '2019-01', null],
      ]),
      currentSales: person('d', 'D E', 'Head of Sales', [['Head of Sales', 'here', '2020-01', null]]),
    };
  };
  const companies = [
    company('Larchmont Bearings', 'Machinery Manufacturing'),
    company('Klinik am Seeufer', 'Hospitals and Health Care'),
    company('Quillstack', 'Software Development'),
  ];
  it.each(definitions)('%s: "%s" reads as former staff only, without a warning', (_l, d) => {
    const reading = read(d);
    expect(reading.formerOnly).toBe(true);
    expect(reading.warnings).toEqual([]);
  });
  it.each(definitions)('%s: "%s" keeps everyone who left, of any function, and nobody current', (_l, d) => {
    for (const c of companies)
      expect(keptIn(d, c, at(c))).toEqual(['leftEngineer', 'leftNurse', 'leftSales']);
  });
  it.each(['Product managers who used to work here.', 'Sales managers who no longer work here.'])(
    '"%s" keeps its job: a job named before "who" is no generic subject',
    (d) => {
      const reading = read(d);
      expect(reading.includes.some((c) => c.functions !== null)).toBe(true);
    },
  );
});

/**
 * Holdout 33's "HR- en people-leiders: …" read "HR-" as a phrase of its own (all of HR), keeping an HR
 * business partner and an HR officer who lead nobody. A Dutch (or German) first part with a hyphen before
 * "en"/"of"/"und"/"oder" shares the last part's noun, written in lower case in Dutch.
 */
describe('a hyphenated first part shares the noun of the compound after the conjunction', () => {
  const definitions: [string, string][] = [
    ['nl', 'HR- en people-leiders.'],
    ['nl', 'HR- of people-leiders.'],
    ['nl', 'Personeels- en HR-leiders.'],
    ['de', 'HR- und People-Leiter.'],
    ['de', 'Personal- und HR-Leiter:innen.'],
    ['de', 'HR- oder Personal-Leiter.'],
  ];
  const roster = [
    'HR Director',
    'Head of People',
    'Personalleiterin',
    'HR-directeur',
    'HR Business Partner',
    'Personalreferentin',
    'HR-medewerker',
    'Recruiter',
    'Sales Director',
  ];
  it.each(definitions)('%s: "%s" keeps HR leaders only', (_l, d) => {
    const found = kept(d, roster);
    expect(found).toContain('HR Director');
    expect(found).toContain('Head of People');
    for (const staff of [
      'HR Business Partner',
      'Personalreferentin',
      'HR-medewerker',
      'Recruiter',
      'Sales Director',
    ])
      expect(found).not.toContain(staff);
  });
});

/**
 * Holdout 33's "Director(a)s up to VP level (director, directeur, Direktor, VP), excluding the C-suite and
 * founders" kept every head of department (Head of Marketing, Leiter IT, Responsabile Qualità, Jefe de
 * Almacén) and missed a "Direttore Filiale" (read as a branch manager). A bracket that lists nothing but
 * director and VP titles spells out the titles the level means; one that also lists "Head of" or "Leiter"
 * keeps every head.
 */
describe('a bracket listing only director and VP titles asks for titles naming a director or a VP', () => {
  const definitions: [string, string][] = [
    ['en', 'Directors up to VP level (director, VP), excluding the C-suite and founders.'],
    ['de', 'Direktor:innen bis VP-Ebene (Direktor, Vizepräsident), ohne C-Level.'],
    ['fr', "Directeurs et directrices jusqu'au niveau VP (directeur, directrice, VP), hors C-level."],
    ['es', 'Directores/as hasta nivel VP (director, directora, VP), sin C-level.'],
    ['pt', 'Diretores até ao nível de VP (diretor, diretora, VP), exceto C-level.'],
    ['it', 'Direttori fino al livello VP (direttore, direttrice, VP), esclusi i C-level.'],
    ['nl', 'Directeuren tot en met VP-niveau (directeur, VP), geen C-level.'],
  ];
  const directors = [
    'Directrice Partenariats',
    'Direttore Filiale',
    'VP Engineering',
    'Sales Director',
    'Diretora de Marketing',
    'Vizepräsident Vertrieb',
    'Director de Ventas',
    'Directeur Commercial',
  ];
  const others = [
    'Head of Marketing',
    'Leiter IT',
    'Responsabile Qualità',
    'Jefe de Almacén',
    'Hoofd Inkoop',
    'Marketing Manager',
    'Software Engineer',
    'CEO',
    'Managing Director',
    'Non-Executive Director',
  ];
  it.each(definitions)('%s: "%s" keeps the directors and VPs, no head, manager, IC or chief', (_l, d) => {
    expect(kept(d, [...directors, ...others])).toEqual(directors);
  });
  it.each([
    'Directors and VPs (Director, Head of, VP, Leiter), no C-level.',
    'Directeurs et heads de département (niveau directeur / head / VP), hors C-level.',
  ])('"%s" lists heads too: a head of department counts', (d) => {
    expect(kept(d, ['Head of Marketing', 'Leiter IT', 'Sales Director'])).toEqual([
      'Head of Marketing',
      'Leiter IT',
      'Sales Director',
    ]);
  });
});

/**
 * Holdout 33's owners missed a "Geschäftsführender Gesellschafter": the title reads as the managing
 * director, and a managing partner was a top executive but no owner. A partner who runs the firm holds a
 * share of it.
 */
describe('a managing partner is an owner as well as a top executive', () => {
  const definitions: [string, string][] = [
    ['en', 'Owners of the company.'],
    ['de', 'Eigentümer und Inhaber des Unternehmens.'],
    ['fr', "Les propriétaires de l'entreprise."],
    ['es', 'Los propietarios de la empresa.'],
    ['pt', 'Os proprietários da empresa.'],
    ['it', "I proprietari dell'azienda."],
    ['nl', 'De eigenaren van het bedrijf.'],
  ];
  const partners = [
    'Geschäftsführender Gesellschafter',
    'Geschäftsführende Gesellschafterin',
    'Associé-gérant',
    'Socio gerente',
    'Managing Partner',
  ];
  it.each(definitions)('%s: "%s" keeps the managing partners, not a hired managing director', (_l, d) => {
    expect(
      kept(d, [
        ...partners,
        'Geschäftsführer',
        'Sales Manager',
        'Executive Assistant to the Managing Partner',
        'Assistentin des geschäftsführenden Gesellschafters',
      ]),
    ).toEqual(partners);
  });
  it('an exclusion of owners drops them', () => {
    expect(
      kept('Executives, excluding owners.', ['Geschäftsführender Gesellschafter', 'Geschäftsführer']),
    ).not.toContain('Geschäftsführender Gesellschafter');
  });
});

/**
 * Holdout 33's "… Kein Werkschutz, keine externen Dienstleister" warned "Not understood" on the outside
 * service providers and kept a SOC analyst on contract through one. External service providers are people
 * working for the company on contract: the exclusion drops contractors, not employees.
 */
describe('external service providers are contractors', () => {
  const definitions: [string, string][] = [
    ['de', 'IT-Security, alle Ebenen. Keine externen Dienstleister.'],
    ['en', 'Security engineers and analysts. No external service providers.'],
    ['en', 'Security engineers and analysts, no third-party providers.'],
    ['fr', 'Ingénieurs et analystes sécurité, pas de prestataires externes.'],
    ['es', 'Ingenieros y analistas de seguridad, sin proveedores externos.'],
    ['pt', 'Engenheiros e analistas de segurança, sem prestadores de serviços externos.'],
    ['it', 'Sicurezza informatica, tutti i livelli, niente fornitori esterni.'],
    ['nl', 'Informatiebeveiliging, alle niveaus, geen externe dienstverleners.'],
  ];
  it.each(definitions)('%s: "%s" keeps the employees, not the contractors, and reads every word', (_l, d) => {
    expect(read(d).warnings).toEqual([]);
    expect(
      kept(d, [
        'Security Engineer',
        'SOC Analyst',
        ['SOC Analyst', 'contractor'],
        ['Security Engineer', 'contractor'],
      ]),
    ).toEqual(['Security Engineer', 'SOC Analyst']);
  });
});
