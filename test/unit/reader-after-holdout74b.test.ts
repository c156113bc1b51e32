import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { readTitle } from '../../functions/core/roles.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading kinds of engagement after holdout 74 (a thermal spa and a public aquarium): the staff of a firm that
 * works for us (an outsourced operator, a concession holder, a subcontractor) are outside workers as contractors
 * are; a contract for services and a secondment are engagements of outside workers, whatever a country's law
 * calls them. Each table is written in our own words.
 */

describe("another firm's staff working for us are outside workers", () => {
  it.each([
    [
      'Staff of outsourced or concession operators working on our site.',
      [
        ['Cleaner', 'contractor'],
        ['Kiosk Manager', 'contractor'],
      ],
      ['Housekeeper', 'Operations Manager'],
    ],
    [
      'People from subcontractors and concessionaires.',
      [
        ['Canteen Cook', 'contractor'],
        ['Security Guard', 'contractor'],
      ],
      ['Sous Chef', 'Plant Operator'],
    ],
    [
      'Mitarbeitende von Fremdfirmen und Subunternehmen.',
      [
        ['Reinigungskraft', 'contractor'],
        ['Elektriker', 'contractor'],
      ],
      ['Haustechniker', 'Betriebsleiter'],
    ],
    [
      'Le personnel des sous-traitants et des entreprises extérieures.',
      [['Agent de sécurité', 'contractor']],
      ["Agent d'accueil", "Responsable d'exploitation"],
    ],
    [
      'Trabajadores de empresas subcontratadas o concesionarias.',
      [['Camarero', 'contractor']],
      ['Cocinero', 'Jefe de operaciones'],
    ],
    [
      'Pessoal de empresas concessionárias ou terceirizadas.',
      [['Vigilante', 'contractor']],
      ['Rececionista', 'Diretor de Operações'],
    ],
    [
      'Il personale delle ditte in appalto.',
      [['Addetto alle pulizie', 'contractor']],
      ['Manutentore', 'Responsabile operativo'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a contract for services or a secondment is an outside engagement', () => {
  it.each([
    ['Jogi tanácsadó', 'Megbízási szerződés'],
    ['Karbantartó', 'Vállalkozási szerződés'],
    ['Fotógrafo', 'Prestação de serviços'],
    ['Guía', 'Prestación de servicios'],
    ['Formateur', 'Prestation de services'],
    ['Traduttrice', "Prestazione d'opera"],
    ['Dozentin', 'Honorarvertrag'],
    ['Fotograaf', 'Opdrachtovereenkomst'],
    ['Flight Nurse', 'Secondment'],
    ['Ingénieure', 'Détachement'],
  ] as const)('%s on "%s"', (title, type) => {
    expect(readTitle(title, type).engagement).toBe('contractor');
  });

  it.each([
    'Notärztin (abgeordnet)',
    'Project Engineer, seconded from the parent company',
    'Verpleegkundige (gedetacheerd)',
  ])('"%s" says the person is lent by another employer', (title) => {
    expect(readTitle(title, 'Full-time').engagement).toBe('contractor');
  });

  it.each([
    ['Contract Manager', 'Full-time'],
    ['Verpleegkundige', 'Vast contract'],
    ['Service Delivery Manager', 'Full-time'],
    ['Prestations Manager', 'Full-time'],
  ] as const)('%s on "%s" is an employee', (title, type) => {
    expect(readTitle(title, type).engagement).toBe('employee');
  });
});

const COMPANY: ProviderCompany = { ...EVAL_COMPANY, name: 'Wasserwerk Seetal GmbH', industry: 'Utilities' };
const person = personAt(COMPANY, 'Full-time');
const LENT = {
  secondedByType: person('s1', 'Person s1', 'Projektingenieurin', [
    ['Projektingenieurin', 'here', '2023-01', null, 'Secondment'],
    ['Ingenieurin', 'Ingenieurbüro Alpha', '2015-01', '2022-12'],
  ]),
  secondedInHeadline: person('s2', 'Person s2', 'Hydrologe, abgeordnet vom Landesamt für Umwelt', [
    ['Hydrologe (abgeordnet)', 'here', '2024-03', null],
  ]),
  oneJob: person('s3', 'Person s3', 'Hydrologin', [['Hydrologin', 'here', '2018-01', null]]),
  contractorOnly: person('s4', 'Person s4', 'Freelance Fotograf', [
    ['Fotograf', 'here', '2022-01', null, 'Freelance'],
  ]),
};

describe('a secondee is employed elsewhere now, by the employer that lends them', () => {
  it.each([
    'People who, besides their role here, currently hold a job at another organisation.',
    'Alle, die neben ihrer Rolle bei uns derzeit eine Stelle bei einer anderen Organisation haben.',
    'Quienes, además de su puesto aquí, tienen actualmente un empleo en otra empresa.',
  ])('"%s"', (definition) =>
    expect(keptIn(definition, COMPANY, LENT)).toEqual(['secondedByType', 'secondedInHeadline']),
  );
});

describe("beside the governing boards asked for, employees' representatives are seats and an advisory council is a body of its own", () => {
  const seats = [
    ['Mitglied des Aufsichtsrats', 'board'],
    ['Supervisory Board Member (employee representative)', 'board'],
    ['Presidente do Conselho de Curadores', 'board'],
  ] as const;
  it.each([
    [
      'Aufsichtsrat und Stiftungsrat, Arbeitnehmervertreter eingeschlossen. Keine Geschäftsführer und keine Beiräte.',
      seats,
      [['Mitglied des Beirats', 'board'], 'Geschäftsführer', 'Betriebsratsvorsitzender'],
    ],
    [
      'Supervisory board and board of trustees, employee representatives included. No advisory boards.',
      seats,
      [['Advisory Board Member', 'advisor'], 'Works Council Chair', 'Managing Director'],
    ],
    [
      'Conseil de surveillance, représentants des salariés inclus ; pas le conseil scientifique.',
      seats,
      [['Membre du conseil scientifique', 'advisor'], 'Délégué syndical'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

const FOUNDERS = {
  nowTrustee: person('f1', 'Person f1', 'Founder, now trustee', [
    ['Member of the Board of Trustees', 'here', '2021-01', null, 'Board'],
    ['Founder & Managing Director', 'here', '2004-01', '2020-12'],
  ]),
  leftForGood: person('f2', 'Person f2', 'Investor', [
    ['Angel Investor', 'Self-employed', '2019-01', null],
    ['Co-Founder & CTO', 'here', '2004-01', '2018-12'],
  ]),
  trusteeOnly: person('f3', 'Person f3', 'Trustee', [
    ['Member of the Board of Trustees', 'here', '2019-01', null, 'Board'],
  ]),
  founderNow: person('f4', 'Person f4', 'Gründerin', [
    ['Gründerin & Geschäftsführerin', 'here', '2004-01', null],
  ]),
};

describe('a founder who stepped back from management and holds another role here is still a founder', () => {
  it.each([
    'Founders, even if they have stepped back from management.',
    'Gründerinnen und Gründer, auch wenn sie sich aus der Geschäftsführung zurückgezogen haben.',
    'Los fundadores, aunque se hayan retirado de la gestión.',
    'I fondatori, anche se si sono ritirati dalla gestione.',
  ])('"%s"', (definition) =>
    expect(keptIn(definition, COMPANY, FOUNDERS)).toEqual(['founderNow', 'nowTrustee']),
  );
});

describe("a seat on the executive board is the company's top executive, and 'the executive board' asks for it", () => {
  it.each([
    'Igazgatósági tag',
    'Az igazgatóság elnöke',
    'Vogal da Comissão Executiva',
    'Presidente da Comissão Executiva',
    'Miembro de la Comisión Ejecutiva',
    'Membro del comitato esecutivo',
    'Member of the Executive Board',
  ])('"%s" is C-level', (title) => expect(readTitle(title, 'Full-time').levels).toContain('c_level'));

  it.each([
    [
      'Members of the executive board. Not their assistants.',
      ['Vogal da Comissão Executiva', 'Igazgatósági tag', 'Member of the Management Board'],
      ['Assistente da Comissão Executiva', 'Head of Marketing', ['Member of the Supervisory Board', 'board']],
    ],
    [
      'Non-executive board members and advisers.',
      [['Member of the Supervisory Board', 'board']],
      ['Vogal da Comissão Executiva', 'Igazgatósági tag'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
