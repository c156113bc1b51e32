import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 68 (a citrus growers' cooperative and a touring circus): a board heading's
 * seat list that widens to funders' representatives, board seats by their titles, the jobs of a touring show
 * (tour and company managers, circus performers, a creation team, casting), harvest workers and a member-services
 * office, and a bracket after whom a role supports. Each table is written in our own words.
 */

describe('a board heading and its seats, "including" funders\' representatives', () => {
  it.each([
    [
      "Members of the supervisory board: chair, deputy chair and directors, including lenders' representatives.",
      [
        ['Chairman of the Board', 'board'],
        ['Board Member', 'board'],
      ],
      ['Director of Finance', 'Head of Sales', 'Sales Director'],
    ],
    [
      "Current members of the board of directors (CdA): chair and directors, including donors' or sponsors' representatives.",
      [['Non-Executive Director', 'board'], 'Consigliere CdA', 'Vicepresidente CdA'],
      ['Direttore Commerciale', 'Technical Director'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));

  it('"executives who do not sit on it" spares the executives who hold a seat', () => {
    keepsAndDrops(
      'Our foundation board (patronat). Not the executives who do not sit on it.',
      ['Patró', 'Presidente del CdA'],
      ['Chief Operating Officer'],
    );
  });
});

describe('the jobs of a touring show are jobs the title names', () => {
  it.each([
    [
      'Company managers and tour managers who keep the show running on the road.',
      ['Tour Manager', 'Company Manager', 'Directrice de tournée', 'Regidor de gira'],
      ['Finance Manager', 'HR Manager', 'Production Coordinator', 'Plant Manager'],
    ],
    [
      'Circus artists: jugglers, trapeze artists and acrobats, freelancers included. Exclude the coaches.',
      [
        ['Trapecista', 'contractor'],
        'Acróbata',
        ['Jongleuse indépendante', 'contractor'],
        'Artiste aérienne',
        'Voltigeur',
      ],
      ['Acrobatics Coach', 'Rigger', 'Tour Manager'],
    ],
    [
      "L'équipe artistique : metteurs en scène et chorégraphes. Sans les artistes de cirque.",
      ['Directrice artistique', 'Coreógrafo', 'Directora de escena'],
      ['Acrobate', 'Directeur financier'],
    ],
    [
      'Casting coordinators and the casting director.',
      ['Casting Coordinator', 'Directora de Càsting'],
      ['Recruiter', 'Tour Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('harvest workers and a member-services office are jobs the title names', () => {
  it.each([
    [
      'Olive pickers and grape harvesters, hired directly or by an agency.',
      ['Raccoglitore olive', 'Vendangeuse', 'Erntehelfer', 'Harvest Crew Leader'],
      ['Agronomist', 'Warehouse Operative', 'Responsabile Agronomico'],
    ],
    [
      "The members' services office (servizi ai soci), any seniority.",
      ['Responsabile Servizi ai Soci', 'Member Services Officer'],
      ['Customer Service Agent', 'Responsabile Amministrazione'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a bracket after whom a role supports says who that is', () => {
  it('the people supported are not asked for', () => {
    keepsAndDrops(
      'Assistants who support the chief executive (CEO / Geschäftsführer).',
      ['Executive Assistant'],
      ['CEO', 'Geschäftsführer'],
    );
  });
});

describe('"external" lawyers in an exclusion are the lawyers who hold the role on contract', () => {
  it.each([
    'In-house lawyers and compliance. Exclude external lawyers.',
    'Juristas internos y compliance. Excluir abogados externos.',
  ])('"%s"', (definition) => {
    keepsAndDrops(definition, ['Legal Counsel', 'Abogada'], [['Consulente legale', 'contractor']]);
  });
});

describe("security guards' titles in Catalan and Italian", () => {
  it('vigilant, addetto alla vigilanza and guardia particolare giurata are guards', () => {
    keepsAndDrops(
      'Security guards, any shift.',
      ['Vigilant de seguretat', 'Addetta vigilanza notturna', 'Guardia particolare giurata'],
      ['Organismo di Vigilanza', 'Responsabile Amministrazione'],
    );
  });
});
