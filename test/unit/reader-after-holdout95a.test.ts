import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';

/**
 * Reading a definition after holdouts 95-100 (places of work and engagement): a subsidiary or branches named as
 * where people work keep only those whose title or headline names the place; a bracket after the noun gives the
 * entity's own name, a branch's noun is read in each language ("succursali", "sucursales", "filiali"), and a city
 * is named in any of the seven languages ("Ginevra", "Genf", "Genève"). Each table is written in our own words.
 */

const COMPANY: ProviderCompany = {
  ...EVAL_COMPANY,
  id: 9951,
  name: 'Molinos del Turia S.A.',
  industry: 'Food Production',
};
const person = personAt(COMPANY, 'Full-time');

const STAFF = {
  subsidiaryTitle: person('s1', 'Person s1', 'Sales Rep', [
    ['Key Account Manager (Turia Foods Canada)', 'here', '2022-01', null],
  ]),
  subsidiaryHeadline: person('s2', 'Person s2', 'Controller – Turia Foods Canada Ltd.', [
    ['Controller', 'here', '2021-01', null],
  ]),
  homeOffice: person('s3', 'Person s3', 'Directora Financiera', [
    ['Directora Financiera', 'here', '2015-01', null],
  ]),
  exportDesk: person('s4', 'Person s4', 'Export Manager North America', [
    ['Export Manager North America', 'here', '2019-01', null],
  ]),
  zurichFr: person('s5', 'Person s5', 'Conseillère clientèle – succursale de Zurich', [
    ['Conseillère clientèle', 'here', '2020-01', null],
  ]),
  zurichDe: person('s6', 'Person s6', 'Filialleiter', [['Filialleiter Zürich', 'here', '2016-01', null]]),
  milanIt: person('s7', 'Person s7', 'Gestore – sede di Milano', [
    ['Gestore patrimoniale', 'here', '2018-01', null],
  ]),
  headOfficeAbout: person(
    's8',
    'Person s8',
    'Head of Sales, member of the executive board',
    [['Head of Sales', 'here', '2014-01', null]],
    'I lead our sales in every market and oversee the branches in Zurich and Milan.',
  ),
};

describe('a subsidiary named in a bracket keeps those whose title or headline names it', () => {
  it.each([
    ['en', 'Everyone who works for our Canadian subsidiary (Turia Foods Canada), any role.'],
    ['en', 'All people working at the subsidiary (Turia Foods Canada Ltd.), whatever their job.'],
    ['de', 'Alle, die für unsere Tochtergesellschaft (Turia Foods Canada) arbeiten.'],
    ['es', 'Todas las personas que trabajan en nuestra filial (Turia Foods Canada), cualquier puesto.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, STAFF)).toEqual(['subsidiaryHeadline', 'subsidiaryTitle']),
  );
});

describe("the staff of branches named in a city's other-language name keep those who work there", () => {
  it.each([
    ['it', 'Tutto il personale delle succursali di Zurigo e Milano, di ogni livello.'],
    ['es', 'Todo el personal de las sucursales de Zúrich y Milán, cualquier nivel.'],
    ['en', 'All staff of the Zurich and Milan branches, any level.'],
    ['fr', 'Tout le personnel des succursales de Zurich et Milan.'],
    ['de', 'Alle Mitarbeitenden der Niederlassungen Zürich und Mailand.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, STAFF)).toEqual(['milanIt', 'zurichDe', 'zurichFr']),
  );
});

const TERMS = {
  partTime: person('t1', 'Person t1', 'Bookkeeper', [['Bookkeeper', 'here', '2015-01', null, 'Teilzeit']]),
  halfDay: person('t2', 'Person t2', 'Recepcionista', [
    ['Recepcionista', 'here', '2019-01', null, 'Media jornada'],
  ]),
  fixedTerm: person('t3', 'Person t3', 'Operaio', [
    ['Operaio di linea', 'here', '2026-03', null, 'Contratto a tempo determinato'],
  ]),
  temporaryType: person('t4', 'Person t4', 'Lab technician', [
    ['Lab Technician', 'here', '2025-09', null, 'Temporary'],
  ]),
  seasonal: person('t5', 'Person t5', 'Erntehelfer (Saisonkraft)', [
    ['Erntehelfer', 'here', '2026-07', null, 'Seasonal'],
  ]),
  agencyTitle: person('t6', 'Person t6', 'Warehouse operative', [
    ['Warehouse Operative – via temp agency', 'here', '2026-02', null, 'Temporary'],
  ]),
  agencyType: person('t7', 'Person t7', 'Cariste', [['Cariste', 'here', '2026-01', null, 'Intérim']]),
  freelancer: person('t8', 'Person t8', 'Designer', [
    ['Graphic Designer', 'here', '2024-01', null, 'Freelance'],
  ]),
  intern: person('t9', 'Person t9', 'Intern', [['Marketing Intern', 'here', '2026-09', null, 'Internship']]),
  permanent: person('t10', 'Person t10', 'Accountant', [['Accountant', 'here', '2012-01', null]]),
  actingHead: person('t11', 'Person t11', 'Interim CFO', [['Interim CFO', 'here', '2026-01', null]]),
};

describe('contract terms asked for keep the roles held on them, agency work only when asked', () => {
  it.each([
    [
      'en',
      'People hired directly on part-time, fixed-term or seasonal contracts. No agency temps, interns or freelancers.',
      ['fixedTerm', 'halfDay', 'partTime', 'seasonal', 'temporaryType'],
    ],
    [
      'de',
      'Mitarbeitende in Teilzeit, befristet oder als Saisonkräfte. Keine Leiharbeiter.',
      ['fixedTerm', 'halfDay', 'partTime', 'seasonal', 'temporaryType'],
    ],
    [
      'es',
      'Personas con contrato temporal o de empresas de trabajo temporal (ETT). Sin becarios.',
      ['agencyTitle', 'agencyType', 'fixedTerm', 'temporaryType'],
    ],
    ['fr', 'Les salariés en CDD ou en intérim.', ['agencyTitle', 'agencyType', 'fixedTerm', 'temporaryType']],
    ['it', 'Lavoratori stagionali o a tempo determinato.', ['fixedTerm', 'seasonal', 'temporaryType']],
    [
      'nl',
      'Medewerkers met een tijdelijk contract of in deeltijd.',
      ['fixedTerm', 'halfDay', 'partTime', 'temporaryType'],
    ],
  ] as const)('%s: "%s"', (_lang, definition, keep) =>
    expect(keptIn(definition, COMPANY, TERMS)).toEqual([...keep].sort()),
  );
});
