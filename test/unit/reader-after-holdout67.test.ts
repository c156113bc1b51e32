import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 67 (a diamond house and a geothermal utility): a term glossed in brackets
 * with the user's own words for it ("CEO (forstjóri)", "purchasing (innkaup)") takes those words as the term's,
 * as a word or as a part of a compound. Each table is written in our own words.
 */

describe("a gloss in brackets is the user's own word for the term before it", () => {
  it.each([
    [
      'Our chief executive (forstjóri) and the CFO.',
      ['Forstjóri', 'CFO'],
      ['Aðstoðarmaður forstjóra', 'Bókari'],
    ],
    [
      'Board members (stjórn), the chair and the alternates included.',
      ['Stjórnarformaður', 'Stjórnarmaður', 'Varamaður í stjórn'],
      ['Vaktstjóri stjórnstöðvar', 'Verkstjóri'],
    ],
    [
      'Purchasing staff (innkaup), any seniority.',
      ['Innkaupafulltrúi', 'Innkaupastjóri', 'Procurement Manager'],
      ['Sölufulltrúi', 'Bókari'],
    ],
    [
      'Engine-room and plant operators on shift (vélstjórar).',
      ['Vélstjóri', 'Vélstjórar á vakt'],
      ['Verkstjóri', 'Forstjóri'],
    ],
    ['Polishers and cutters, i.e. klievers.', ['Kliever', 'Leerling klievers'], ['Boekhouder']],
    // (Estonian, which no title reader reads: the gloss alone names the term.)
    ['Our chief executive (tegevjuht) and the CFO.', ['Tegevjuht', 'CFO'], ['Raamatupidaja']],
    ['Plant operators on shift (masinist).', ['Masinist', 'Masinist (vahetus)'], ['Raamatupidaja']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));

  it('without brackets the same words are read as nothing', () => {
    expect(kept('Our chief executive and the CFO.', ['Tegevjuht'])).toEqual([]);
    expect(kept('Plant operators on shift.', ['Masinist'])).toEqual([]);
  });

  it('a compound that ends with the gloss is another job', () => {
    expect(kept('Development engineers (Mechanik, Elektronik).', ['Polymechaniker'])).toEqual([]);
  });

  it('a gloss of what is excluded adds nobody', () => {
    expect(kept('Information security people. No guards (vekter).', ['Vekter'])).toEqual([]);
  });

  it('a bracket that says a scope or a seniority glosses nothing', () => {
    expect(kept('Purchasing staff (senior), any seniority.', ['Senior Bókari'])).toEqual([]);
    expect(kept('Marketing people (current only).', ['Current Forstjóri'])).toEqual([]);
  });
});

describe('business development is a job the title names, not all of sales', () => {
  const ROSTER: readonly RosterEntry[] = [
    'Business Development Manager',
    'Head of Partnerships',
    'Responsable développement commercial',
    'Sales Director',
    'Account Manager',
    'Sales Representative',
    'Sales Assistant',
  ];
  const SELLERS = ['Sales Director', 'Account Manager', 'Sales Representative', 'Sales Assistant'];
  it.each([
    'Business development and partnerships, any level.',
    'Our business development people and whoever builds partnerships.',
  ])('"%s"', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Business Development Manager',
      'Head of Partnerships',
      'Responsable développement commercial',
    ]);
  });
  it('"Business development: people who win new business for us."', () => {
    expect(kept('Business development: people who win new business for us.', ROSTER)).toEqual([
      'Business Development Manager',
      'Responsable développement commercial',
    ]);
  });
  it('sales and business development together keep the sellers too', () => {
    expect(kept('Sales and business development, any level.', ROSTER)).toEqual(
      expect.arrayContaining(['Business Development Manager', ...SELLERS]),
    );
  });
});

describe("billing beside customer service is the customers' billing desk, not finance", () => {
  const ROSTER: readonly RosterEntry[] = [
    'Customer Service Team Lead',
    'Head of Customer Service',
    'Responsable service client',
    'Chief Financial Officer',
    'Finance Manager',
    'Customer Service Agent',
  ];
  it.each([
    'Customer service and billing: only people who lead a team.',
    'Customer service & billing team leads and managers.',
    'Atención al cliente y facturación: solo responsables y jefes de equipo.',
  ])('"%s"', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Customer Service Team Lead',
      'Head of Customer Service',
      'Responsable service client',
    ]);
  });
  it('billing beside finance stays finance', () => {
    expect(kept('Finance and billing managers.', ROSTER)).toEqual(['Finance Manager']);
  });
});

describe('physical security: vault staff are its own job, and information security excluded drops the CISO', () => {
  const ROSTER: readonly RosterEntry[] = [
    'Vault Custodian',
    'Kluisbeheerder',
    'Tresorverwalter',
    'Security Guard',
    'Head of Security',
    'Chief Information Security Officer (CISO)',
    'Upplýsingaöryggisstjóri (CISO)',
    'Facility Manager',
  ];
  it.each([
    'Physical security: vault staff, guards and the head of security. Not information security.',
    'Vault staff, security guards and the head of security, but not information security.',
  ])('"%s"', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Vault Custodian',
      'Kluisbeheerder',
      'Tresorverwalter',
      'Security Guard',
      'Head of Security',
    ]);
  });
});

describe('planning alone is no logistics', () => {
  const ROSTER: readonly RosterEntry[] = [
    'Logistics Coordinator',
    'Transport Planner',
    'Route planner',
    'Demand Planner',
    'Shipping Clerk',
    'Planner',
    'Production Planner',
    'Werkstudent planning',
  ];
  it.each(['Logistics and shipping people, any level.', 'Logistics: everyone who moves our goods.'])(
    '"%s"',
    (definition) => {
      const kept_ = kept(definition, ROSTER);
      expect(kept_).toEqual(
        expect.arrayContaining([
          'Logistics Coordinator',
          'Transport Planner',
          'Route planner',
          'Demand Planner',
        ]),
      );
      expect(
        kept_.filter((t) => ['Planner', 'Production Planner', 'Werkstudent planning'].includes(t)),
      ).toEqual([]);
    },
  );
});

describe('gemmologists and a grading lab are a job the title names', () => {
  const ROSTER: readonly RosterEntry[] = [
    'Gemmologist',
    'Gemmologue',
    'Gemmologin',
    'Diamond Grader',
    'Head of Grading Lab',
    'Lab Technician',
    'Sales Manager',
  ];
  it.each([
    'Gemmologists and grading lab staff, including the head of the lab.',
    'Gemmologues et personnel du laboratoire de classement.',
  ])('"%s"', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Gemmologist',
      'Gemmologue',
      'Gemmologin',
      'Diamond Grader',
      'Head of Grading Lab',
    ]);
  });
});
