import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { readTitle } from '../../functions/core/roles.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 83–85 (engagement and time): a definition whose subject is the terms a role
 * here is held on (people lent to us by another employer, part-time employees) asks for those terms, read from the
 * role here; people who "used to be employed" here are the former staff. Each table is written in our own words.
 */

const COMPANY: ProviderCompany = {
  ...EVAL_COMPANY,
  id: 9984,
  name: 'Hafenmühle Nordkai GmbH',
  industry: 'Food Production',
};
const person = personAt(COMPANY, 'Full-time');
const STAFF = {
  lent: person('e1', 'Person e1', 'Head of Planning (seconded from Group)', [
    ['Head of Planning', 'here', '2024-01', null, 'Secondment'],
    ['Planning Manager', 'Nordkai Holding AG', '2015-01', null],
  ]),
  lentByTitle: person('e2', 'Person e2', 'Controller', [['Controller (détaché)', 'here', '2025-02', null]]),
  partTimer: person('e3', 'Person e3', 'Packer', [['Verpackerin', 'here', '2021-01', null, 'Teilzeit']]),
  partTimeTitle: person('e4', 'Person e4', 'Accountant', [
    ['Accountant (part-time)', 'here', '2019-01', null],
  ]),
  fullTimer: person('e5', 'Person e5', 'Miller', [['Müller', 'here', '2012-01', null]]),
  freelancePartTime: person('e6', 'Person e6', 'Freelance designer', [
    ['Freelance Graphic Designer', 'here', '2023-01', null, 'Part-time'],
  ]),
  returned: person('e7', 'Person e7', 'Analyst at Nordkai Holding', [
    ['Analyst', 'Nordkai Holding AG', '2018-01', null],
    ['Analyst', 'here', '2022-01', '2023-12', 'Secondment'],
  ]),
  leaver: person('e8', 'Person e8', 'CFO at Mühlenwerk Süd', [
    ['CFO', 'Mühlenwerk Süd', '2020-01', null],
    ['Leiter Finanzen', 'here', '2010-01', '2019-12'],
  ]),
};

describe('people lent to us by another employer: the role here is a secondment', () => {
  it.each([
    ['en', 'People currently seconded to us from our parent group. Not secondees who have gone back.'],
    ['en', 'Secondees from the holding.'],
    ['fr', 'Salariés détachés chez nous par le groupe.'],
    ['es', 'Empleados destacados en nuestra empresa desde la matriz.'],
    ['it', 'Dipendenti distaccati presso di noi dalla capogruppo.'],
    ['nl', 'Gedetacheerde medewerkers van het moederbedrijf.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, STAFF)).toEqual(['lent', 'lentByTitle']),
  );
});

describe('part-time employees: the role here is part-time, outside workers aside', () => {
  it.each([
    ['en', 'Employees who work part-time for us. No freelancers.'],
    ['en', 'Part-timers.'],
    ['de', 'Teilzeitbeschäftigte Mitarbeitende.'],
    ['fr', 'Les salariés à temps partiel.'],
    ['es', 'Empleados a tiempo parcial.'],
    ['pt', 'Funcionários a tempo parcial.'],
    ['nl', 'Deeltijdse medewerkers.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, STAFF)).toEqual(['partTimeTitle', 'partTimer']),
  );
  it('a job with part-timers included is still a list of roles', () =>
    expect(keptIn('Accountants, part-timers too.', COMPANY, STAFF)).toEqual(['partTimeTitle']));
});

describe('people who used to be employed here are the former staff', () => {
  it.each([
    ['en', 'People who used to be employed here and no longer work here in any capacity.'],
    ['en', 'Those who were employed by us.'],
    ['de', 'Personen, die hier beschäftigt waren.'],
    ['fr', 'Les personnes qui étaient salariées ici.'],
    ['es', 'Personas que estuvieron empleadas aquí y ya no trabajan aquí.'],
    ['it', 'Persone che erano dipendenti qui.'],
    ['nl', 'Mensen die hier in dienst waren.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, STAFF)).toEqual(['leaver', 'returned']),
  );
});

describe("a temp agency's placement or a consultancy, as the employment type, is a contractor's", () => {
  it.each([
    ['Mozo de almacén', 'Cesión (ETT)', 'contractor'],
    ['Peón de línea', 'Puesta a disposición', 'contractor'],
    ['Lagermitarbeiter', 'Temporär', 'contractor'],
    ['Consultora de processos', 'Consultoria', 'contractor'],
    ['Consultant qualité', 'Consultancy', 'contractor'],
    ['Operario de envasado', 'Indefinido', 'employee'],
    ['Mozo de almacén', 'Temporal', 'employee'],
  ] as const)('"%s" (%s): %s', (title, type, engagement) =>
    expect(readTitle(title, type).engagement).toBe(engagement),
  );
});

describe('"the support functions" name no function of their own, least of all customer support', () => {
  it.each([
    [
      'Heads of the support functions: finance, HR and IT.',
      ['Finance Director', 'Head of HR', 'Head of IT'],
      ['Head of Customer Support', 'Customer Support Agent', 'Head of Sales'],
    ],
    [
      'Responsables des fonctions support : finance, RH, juridique.',
      ['Directeur financier', 'DRH', 'Responsable juridique'],
      ['Responsable service client', 'Directeur commercial'],
    ],
    [
      'Directores de las funciones de soporte: finanzas y recursos humanos.',
      ['Director Financiero', 'Directora de Recursos Humanos'],
      ['Jefe de Atención al Cliente', 'Director Comercial'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
