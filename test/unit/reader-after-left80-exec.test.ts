import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Management and heads, after the leftovers of holdouts 75–79: a seat on the company's executive team said in a
 * title or headline, the top team's function directors, franchisees' own ranks, and owners asked for beside an
 * exclusion of executives. Each table is written in our own words.
 */

describe('a seat on the executive team, in a title, is a top executive’s', () => {
  it.each([
    'Chief Technology Officer, member of the executive committee',
    'Directrice juridique – membre du comité de direction',
    'Directeur des achats, membre du CODIR',
    'Leiterin Einkauf, Mitglied der Geschäftsleitung',
    'Geschäftsleitungsmitglied, Leiter Technik',
    'Directora de Operaciones, miembro del comité de dirección',
    'Directeur logistiek, lid directie',
    'Responsabile acquisti, membro del comitato di direzione',
    'Talousjohtaja, johtoryhmän jäsen',
    'Inköpschef, ledningsgruppen',
  ])('"%s"', (title) => {
    expect(readTitle(title).levels).toContain('c_level');
  });

  it.each([
    'Membre du comité stratégique',
    'Assistante du comité de direction',
    'Leiter Vertrieb, Mitglied der erweiterten Geschäftsleitung',
    'Member of the audit committee',
    'Responsable de la direction financière',
  ])('"%s" is no such seat', (title) => {
    expect(readTitle(title).levels).not.toContain('c_level');
  });
});

describe('a definition of the executive team keeps its members, not other committees’', () => {
  it.each([
    [
      'The managing director and the members of the executive committee (ExCo, comité de direction).',
      [
        'Managing Director',
        'Head of Purchasing, member of the executive committee',
        'Directeur des achats, membre du CODIR',
      ],
      ['Membre du comité stratégique', 'Member of the audit committee', 'Head of Purchasing'],
    ],
    [
      'Le directeur général et les membres du comité de direction.',
      ['Directeur général', 'Responsable juridique – membre du comité de direction'],
      ['Membre du comité stratégique', 'Responsable juridique', 'Assistante du comité de direction'],
    ],
    [
      'Die Geschäftsleitung: Geschäftsführer und Mitglieder der Geschäftsleitung.',
      ['Geschäftsführerin', 'Leiter Technik, Mitglied der Geschäftsleitung'],
      ['Leiter Technik', 'Mitglied des Strategieausschusses'],
    ],
    [
      'Alta dirección: el consejero delegado y los miembros del comité de dirección (CODIR).',
      ['Consejero Delegado', 'Jefe de Compras, miembro del comité de dirección'],
      ['Jefe de Compras', 'Miembro del comité de auditoría'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a seat on the executive team said in a headline counts beside the job here', () => {
  const company = { ...EVAL_COMPANY, name: 'Harbourline Ferries' };
  const at = personAt(company, 'Full-time');
  const ROSTER = {
    hr: at('x1', 'Lea Marsh', 'HR Director – member of the executive team', [
      ['HR Director', 'here', '2018-01', null],
    ]),
    ops: at('x2', 'Pekka Ranta', 'Laivastopäällikkö / Fleet Manager, johtoryhmä', [
      ['Laivastopäällikkö (Fleet Manager)', 'here', '2016-01', null],
    ]),
    legal: at('x3', 'Inès Caron', 'Directrice juridique | membre du CODIR', [
      ['Directrice juridique', 'here', '2019-01', null],
    ]),
    // No seat said: the job alone.
    sales: at('x4', 'Tom Berg', 'Head of Sales', [['Head of Sales', 'here', '2017-01', null]]),
    // The team's assistant works for it and sits on no seat.
    assistant: at('x5', 'Ana Ruiz', 'Assistante de direction – comité de direction', [
      ['Assistante de direction', 'here', '2015-01', null],
    ]),
    // A fund's representative on a strategy committee is no executive.
    fund: at('x6', 'Jules Fabre', 'Membre du comité stratégique (représentant du fonds)', [
      ['Membre du comité stratégique', 'here', '2021-01', null],
    ]),
    ceo: at('x7', 'Mia Holm', 'CEO', [['CEO', 'here', '2015-01', null]]),
  };

  it.each([
    'The CEO and the current members of the executive management team (CODIR, johtoryhmä).',
    'Top management: the chief executive and the members of the executive team.',
    'La direction générale : le PDG et les membres du comité de direction.',
  ])('"%s"', (definition) => {
    expect(keptIn(definition, company, ROSTER)).toEqual(['ceo', 'hr', 'legal', 'ops']);
  });
});

describe('the top team’s function directors are directors of the functions listed, not every head there', () => {
  it.each([
    [
      'Membres de la direction : le directeur général et les directeurs de fonction (finances, RH, commercial, opérations).',
      [
        'Directeur général',
        'Directeur financier',
        'Directrice des ressources humaines',
        'Directeur commercial',
        'CFO',
      ],
      ['Cheffe comptable', 'Responsable production', 'Responsable RH', 'Regional Sales Director EMEA'],
    ],
    [
      'Members of the management: the CEO and the function directors (finance, HR, sales, operations).',
      ['CEO', 'Finance Director', 'HR Director', 'Sales Director', 'Chief Operating Officer'],
      ['Accounting Team Lead', 'Head of Payroll', 'Area Sales Director North', 'Production Manager'],
    ],
    [
      'Miembros de la dirección: el director general y los directores de función (finanzas, RRHH, ventas).',
      ['Director General', 'Directora Financiera', 'Director de Ventas'],
      ['Jefe de Contabilidad', 'Responsable de Nóminas', 'Director Regional de Ventas Norte'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a franchisee’s rank is in their own firm, not the franchisor’s', () => {
  it.each([
    [
      'C-level executives and managing directors.',
      ['Managing Director', 'Geschäftsführerin', 'Directeur général'],
      ['Franchisé, gérant', 'Franchisenehmerin und Geschäftsführerin', 'Franquiciada – propietaria'],
    ],
    [
      'Our franchisees.',
      ['Franchisé, gérant', 'Franchisenehmerin und Geschäftsführerin', 'Franchisee'],
      ['Franchise Development Manager', 'Managing Director'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));

  it.each(['Franchise Development Manager', 'Directeur réseau franchise', 'Franchise Sales Director'])(
    '"%s" is the network’s staff, ranked as such',
    (title) => {
      expect(readTitle(title).levels).not.toContain('individual');
    },
  );
});

describe('an owner asked for is not dropped by an exclusion of executives', () => {
  it.each([
    [
      'Board members and owners. Not executives who do not sit on the board.',
      ['Président fondateur', 'Owner'],
      ['CFO', 'Sales Director'],
    ],
    [
      'Owners and shareholders of the company, not executives.',
      ['Founder & Owner', 'Inhaberin'],
      ['Chief Operating Officer', 'Managing Director'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the medical director among the executives is a director of the medical side, not a head of one department', () => {
  it.each([
    [
      'The executives who run the company: CEO, CFO and the medical director.',
      ['Medical Director', 'Medisch directeur', 'Directrice médicale', 'Chief Medical Officer', 'CFO'],
      ['Head of Radiology', 'Hoofd afdeling Microbiologie', 'Chef de service cardiologie', 'Physician'],
    ],
    [
      'Der ärztliche Direktor und die Pflegedirektorin.',
      ['Ärztlicher Direktor', 'Ärztliche Direktorin'],
      ['Chefarzt Radiologie', 'Oberärztin'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));

  it.each([
    [
      'Chief physicians and heads of department (Chefärzte, primari).',
      ['Chefarzt Kardiologie', 'Primario di Chirurgia'],
      ['Assistenzarzt'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('team leaders in Portuguese are team leaders, not heads', () => {
  it.each([
    [
      'Chefes de produção e de manutenção. Não chefes de equipa.',
      ['Chefe de Produção', 'Diretor de Manutenção'],
      ['Chefe de equipa de produção', 'Chefe de Equipe Manutenção', 'Operador'],
    ],
    [
      'Responsáveis de armazém e de logística, sem chefes de equipe.',
      ['Responsável de Armazém', 'Diretora de Logística'],
      ['Chefe de Equipe de Armazém', 'Chefe de equipa logística'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
