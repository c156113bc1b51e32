import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 31 (issue 22). A Dutch flower-auction cooperative's clock auctioneers
 * ("Veilingmeester", "Auktionator") and quality inspectors ("Keurmeester") read as nothing, and a Greek
 * maritime SaaS's CEO had been a ship's "Chief Engineer", read as a software engineer. Generated tables:
 * the titles in the seven languages, at employers in no labelled set.
 */

const SITES = ['', ' – Fiera Orticola Veneta', ', Hafenlogistik Emden GmbH', ' (Criée de Lorient SA)'];
const { reads } = titleTables(SITES);

describe('auctioneers are a function of their own (ISCO-08 3339), not sales', () => {
  reads(
    'auctions',
    {
      en: ['Auctioneer', 'Clock Auctioneer', 'Senior Auctioneer'],
      de: ['Auktionator', 'Auktionatorin', 'Uhrenauktionator', 'Versteigerer'],
      fr: ['Commissaire-priseur', 'Commissaire-priseuse'],
      es: ['Subastador', 'Subastadora', 'Martillero'],
      nl: ['Veilingmeester', 'Klokveilingmeester', 'Afslager'],
      pt: ['Leiloeiro', 'Leiloeira'],
      it: ['Banditore', 'Banditrice'],
    },
    ['sales'],
  );
  it('a definition that asks for the auctioneers keeps them, not the account managers', () => {
    const roster = ['Veilingmeester', 'Auktionator', 'Accountmanager', 'Account Executive', 'Sales Manager'];
    expect(kept('Veilingmeesters (klok)', roster)).toEqual(['Veilingmeester', 'Auktionator']);
    expect(kept('Auctioneers and quality inspectors', roster)).toEqual(['Veilingmeester', 'Auktionator']);
    expect(kept('Sales people: account managers and account executives', roster)).not.toContain(
      'Veilingmeester',
    );
  });
});

describe('a produce or flower grader ("keurmeester") inspects quality', () => {
  reads('quality', {
    nl: ['Keurmeester', 'Kwaliteitskeurmeester', 'Keurder', 'Kwaliteitsinspecteur'],
    en: ['Quality Inspector'],
    de: ['Qualitätsprüfer'],
    fr: ['Inspecteur qualité'],
    es: ['Inspectora de calidad'],
    pt: ['Inspetor de qualidade'],
    it: ['Ispettore qualità'],
  });
});

describe('a distribution centre worker is operations', () => {
  reads('operations', {
    nl: ['DC-medewerker', 'Distributiemedewerker', 'Orderpicker', 'Heftruckchauffeur'],
    en: ['Forklift Driver', 'Stock Clerk'],
    de: ['Lagerist', 'Staplerfahrer', 'Kommissionierer'],
    es: ['Mozo de almacén'],
    it: ['Magazziniere', 'Carrellista'],
  });
});

describe('"Chief Engineer" alone is a ship\'s rank; at a company that builds software, the software title', () => {
  it.each(['Chief Engineer', 'Ex-Chief Engineer', 'Chief Engineer aboard'])(
    '"%s" is seagoing crew',
    (title) => {
      expect(readTitle(title).functions).toEqual(['seafaring']);
    },
  );
  it('"Chief Software Engineer", "Chief Engineering Officer", a chief engineer of a platform keep theirs; of a ship, the rank', () => {
    expect(readTitle('Chief Software Engineer').functions).toEqual(['engineering']);
    expect(readTitle('Chief Engineering Officer').functions[0]).toBe('engineering');
    expect(readTitle('Chief Engineer, Platform').functions).toEqual(['engineering']);
    expect(readTitle('Chief Engineer – Mobile Apps').functions).toEqual(['engineering']);
    expect(readTitle('Chief Engineer, M/V Thalassa Paros').functions).toEqual(['seafaring']);
    expect(readTitle('Chief Engineer – Thalassa Lines').functions).toEqual(['seafaring']);
  });
  const functionsOfJob = (company: string | null, industry: string | null) =>
    positionsOf(
      bareProfile({
        headline: null,
        experience: [roleAt('Chief Engineer', company ? { company, company_id: 7, end: '2015-03' } : {})],
      }),
      bareCompany({ industry }),
    )[0]?.functions;
  it('here at a software company it is engineering; at a shipping line or a plant it stays the rank', () => {
    expect(functionsOfJob(null, 'Computer Software')).toEqual(['engineering']);
    expect(functionsOfJob(null, 'Maritime Transportation')).toEqual(['seafaring']);
  });
  it('a former chief engineer at a shipping line is a seafarer; at a software firm a software engineer', () => {
    expect(functionsOfJob('Aegean Tankers Shipping', 'Computer Software')).toEqual(['seafaring']);
    expect(functionsOfJob('Brightloop Software', 'Maritime Transportation')).toEqual(['engineering']);
  });
  it('a definition naming "chief engineers" among ex-seafarers keeps no software engineer', () => {
    const roster = [
      'Chief Engineer',
      'Senior Backend Engineer',
      'Software Engineering Intern',
      'Master Mariner',
    ];
    expect(kept('Ex-seafarers (master mariners, chief engineers)', roster)).toEqual([
      'Chief Engineer',
      'Master Mariner',
    ]);
  });
});

describe('a Dutch "Technische Dienst" keeps the machines running: operations, not software', () => {
  reads(
    'operations',
    {
      nl: [
        'Monteur Technische Dienst',
        'Medewerker Technische Dienst',
        'Storingsmonteur',
        'Storingsmonteur TD',
      ],
      en: ['Industrial Mechanic', 'Millwright'],
      de: ['Industriemechaniker'],
    },
    ['engineering'],
  );
});

describe("a vague title whose about text opens with the work takes that work's function", () => {
  const functionsWith = (about: string, title = 'Specialist II') =>
    positionsOf(
      bareProfile({ headline: null, about, experience: [roleAt(title)] }),
      bareCompany({ industry: 'Computer Software' }),
    )[0]?.functions;
  it.each([
    ['Threat detection and incident response for our cloud platform. Splunk, AWS GuardDuty.', 'security'],
    ['Penetration testing and security reviews of our payment APIs.', 'security'],
    ['Recruiting engineers for our Lisbon office.', 'talent_acquisition'],
    ['Accounts payable and month-end close.', 'finance'],
  ])('"%s" reads as %s, its first function only', (about, fn) => {
    expect(functionsWith(about)).toEqual([fn]);
  });
  it('an opening about the writer or the past names no job, and a clear title keeps its own reading', () => {
    expect(functionsWith('I love hiking. Sailed 11 years as marine engineer.')).toEqual([]);
    expect(functionsWith('Passionate about security and coffee.')).toEqual([]);
    expect(functionsWith('Threat detection and incident response.', 'Account Executive')).toEqual(['sales']);
    expect(functionsWith('Key accounts in the UK & Ireland: new logos and renewals.', 'Manager')).toEqual([]);
    expect(functionsWith('Montaggio presso clienti, hotel e negozi.', 'Tecnico montatore')).toEqual([]);
  });
  it.each([
    ['Director', 'Directrice du développement commercial : acquisition de nouveaux clients.', 'sales'],
    ['Director', 'Director of People and Culture for our three offices.', 'people'],
    ['Leiter', 'Leiter Einkauf für alle Standorte.', 'procurement'],
    ['Responsable', 'Responsable marketing digital pour la France.', 'marketing'],
  ])('a bare rank "%s" restated at that rank by its about ("%s") is %s', (title, about, fn) => {
    expect(functionsWith(about, title)).toEqual([fn]);
  });
  it('a bare rank whose about opens at another rank, or with no rank, is left as it reads', () => {
    expect(functionsWith('Sales Representative for the Nordics.', 'Director')).toEqual([]);
    expect(functionsWith('Payroll for our Swiss entities.', 'Director')).toEqual([]);
  });
});

describe("a Nordic board seat is a board seat, as the seven languages' are", () => {
  it.each([
    'Styrelseordförande',
    'Styrelseledamot',
    'Styrelsesuppleant',
    'Ledamot i styrelsen',
    'Styreleder',
    'Styremedlem',
    'Bestyrelsesformand',
    'Bestyrelsesmedlem',
    'Chairman of the Board',
    'Aufsichtsratsvorsitzender',
    "Présidente du conseil d'administration",
    'Consejera',
    'Commissaris',
    'Conselheiro',
    'Consigliere di amministrazione',
  ])('"%s" sits on the board', (title) => {
    expect(readTitle(title).engagement).toBe('board');
  });
  it('a board persona keeps the Swedish chair and members, not the CFO', () => {
    const board = (title: string) => [title, readTitle(title).engagement] as const;
    expect(
      kept('Board members and the chair of the board', [
        board('Styrelseordförande'),
        board('Styrelseledamot'),
        board('CFO'),
      ]),
    ).toEqual(['Styrelseordförande', 'Styrelseledamot']);
  });
});

describe('a headline that glosses the title in brackets at a higher rank says what rank the title holds', () => {
  const levelsOf = (title: string, headline: string, more: ReturnType<typeof roleAt>[] = []) =>
    positionsOf(bareProfile({ headline, experience: [roleAt(title), ...more] }), bareCompany()).find(
      (p) => p.here !== null && p.current,
    )?.levels;
  it.each([
    ['Redovisningschef', 'Redovisningschef (Head of Accounting)'],
    ['Inköpschef', 'Inköpschef (Head of Procurement)'],
    ['Teamleider Financiële Administratie', 'Teamleider Financiële Administratie (Hoofd Financiën)'],
  ])('"%s" under the headline "%s" is a head', (title, headline) => {
    expect(levelsOf(title, headline)).toEqual(['head']);
  });
  it('a gloss in another function, at a lower rank, or with a current job elsewhere changes nothing', () => {
    expect(levelsOf('Redovisningschef', 'Redovisningschef (Head of Sales)')).toEqual(['manager']);
    expect(levelsOf('Head of Accounting', 'Head of Accounting (Accountant)')).toEqual(['head']);
    expect(
      levelsOf('Redovisningschef', 'Redovisningschef (Head of Accounting)', [
        roleAt('Board Member', { company: 'Other AB', company_id: 9 }),
      ]),
    ).toEqual(['manager']);
  });
});
