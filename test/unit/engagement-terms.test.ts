import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../functions/core/derive.js';
import {
  agencyNamed,
  agencyPlaced,
  CASUAL,
  casualHeld,
  FIXED_TERM_CONTRACT,
  fixedTermHeld,
  OWN_ACCOUNT,
  OWN_ACCOUNT_TYPE,
  outsideWorker,
  PART_TIME,
  SEASONAL,
  SECONDED,
  seasonalHeld,
} from '../../functions/core/engagement-terms.js';
import type { ContractTerm } from '../../functions/core/persona-reader.js';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { judgeRoles } from '../../functions/core/role-match.js';
import { engagementOf, positionsOf } from '../../functions/core/roles.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keeps, read } from '../fixtures/reading.js';

/**
 * The terms of a role (functions/core/engagement-terms.ts), read once for the matcher, the reader and the published
 * work status: a table per reading, titles and types in several languages, written in our own words; then the
 * matcher's contract terms and the reader's clauses must agree on the same positions.
 */

const n = normalizeText;
/** A title's (or a headline's) reading: normalised, with the raw text for the agency named after "via". */
const byTitle = (title: string): boolean => agencyNamed(n(title), '', title);

describe('a role held through an agency', () => {
  it.each([
    'Mozo de almacén (ETT)',
    'Montagehelfer in Leiharbeit',
    'Préparatrice de commandes intérimaire',
    'Operatore di linea somministrato',
    'Productiemedewerker via uitzendbureau',
    'Operador de empilhador – trabalho temporário',
    'Lagermedarbeider (innleid)',
    'Kitchen porter (agency staff)',
    'Deckhand (via Seabright Crewing)',
    'Schweißer (über Brückner Personal)',
    'Magazijnmedewerker (uitzendkracht)',
  ])('title %s', (title) => expect(byTitle(title)).toBe(true));
  it.each([
    'Interim CEO',
    'Agency Account Director',
    "Directeur d'agence",
    'Responsable de agencia',
    'Staffing Coordinator',
    'Product Lead – growth through data',
  ])('not title %s', (title) => expect(byTitle(title)).toBe(false));
  it.each(['Interim', 'Intérim', 'Uitzendkracht', 'Leiharbeit', 'Somministrazione', 'Agency'])(
    'type %s',
    (type) => expect(agencyNamed('', n(type))).toBe(true),
  );
  it('the crewing business’s words are an agency’s on an outside worker’s position only', () => {
    expect(agencyNamed(n('Oiler (crewing agency)'), 'contract', '', true)).toBe(true);
    expect(agencyNamed(n('Crewing planner, Rotterdam office'), 'full-time', '', false)).toBe(false);
    expect(agencyNamed(n('Bemanningsbureau-planner'), '', '', false)).toBe(false);
  });
  it('the bare "Temporary" type is an agency placement though it names no agency', () => {
    expect(agencyNamed('packer', 'temporary')).toBe(false);
    expect(agencyPlaced('packer', 'temporary')).toBe(true);
  });
  it.each(['Full-time', 'Contract', 'Freelance', 'Seasonal'])('not type %s', (type) =>
    expect(agencyPlaced('', n(type))).toBe(false),
  );
});

describe('an agency’s temp and one on their own account are no employees here (roles.ts engagementOf)', () => {
  it.each([
    'Mozo de almacén (ETT)',
    'Montagehelfer in Leiharbeit',
    'Operatore di linea somministrato',
    'Pracowniczka tymczasowa – pakowanie',
    'Traductora autónoma',
    'Zelfstandige vertaler',
  ])('%s', (title) => expect(engagementOf(title, 'Full-time', [])).toBe('contractor'));
  it.each(['Crewing planner, Rotterdam office', 'Zelfstandig werkend kok', 'Agency Account Director'])(
    'not %s',
    (title) => expect(engagementOf(title, 'Full-time', [])).toBe('employee'),
  );
});

describe('on one’s own account', () => {
  it.each([
    'Freelance Copywriter',
    'Selbstständige Übersetzerin',
    'Traductora autónoma',
    'Fotografo libero professionista',
    "ZZP'er timmerman",
    'Zelfstandige vertaler',
    'Auto-entrepreneur – graphiste',
    'Independent consultant, supply chain',
    'Trabalhador independente – eletricista',
    'Freiberuflicher Dozent',
  ])('title %s', (title) => expect(OWN_ACCOUNT.test(n(title))).toBe(true));
  it.each([
    'Independent Non-Executive Director',
    'Administrateur indépendant',
    'Consultant',
    'Contract Manager',
    'Zelfstandig werkend kok',
  ])('not title %s', (title) => expect(OWN_ACCOUNT.test(n(title))).toBe(false));
  it.each(['Freelance', 'Self-employed', 'Indépendant', 'Selbstständig', 'Autónomo', 'ZZP', 'Zelfstandige'])(
    'type %s',
    (type) => expect(OWN_ACCOUNT_TYPE.test(n(type))).toBe(true),
  );
  it.each(['Contract', 'Full-time', 'Temporary', 'Independent contractor agreement'])('not type %s', (type) =>
    expect(OWN_ACCOUNT_TYPE.test(n(type))).toBe(false),
  );
  it.each([
    'Consulente esterno',
    'Consultora de procesos',
    'Independent',
    'Gedetacheerd monteur',
    'Freelance',
  ])('an outside worker, on a contractor’s position: %s', (title) =>
    expect(outsideWorker(n(title))).toBe(true),
  );
  it.each(['Projektleiter', 'Verkoper', 'Temporary packer'])('no outside worker’s words: %s', (title) =>
    expect(outsideWorker(n(title))).toBe(false),
  );
});

describe('seasonal and casual', () => {
  it.each([
    'Saisonkraft Weinlese',
    'Serveuse saisonnière',
    'Socorrista de temporada',
    'Temporero de la vendimia',
    'Bagnina stagionale',
    'Seizoenwerker aardbeienpluk',
    'Recepcionista sazonal',
    'Sesongarbeider fiskemottak',
    'Monitor de esquí estacional',
    'Camarero por temporada',
  ])('seasonal: %s', (title) => expect(seasonalHeld(n(title), '')).toBe(true));
  it('seasonal by its type', () => expect(seasonalHeld('picker', 'seasonal')).toBe(true));
  it.each([
    'Season ticket sales',
    'Temporary receptionist',
    'Reisebüro-Kauffrau',
    'Futbolista profesional | cedido esta temporada a otro club',
    'Entrenador – temporada 2026/27',
  ])('not seasonal: %s', (title) => expect(SEASONAL.test(n(title))).toBe(false));
  it.each([
    'Casual bar staff',
    'Aushilfe Kasse',
    'Vacataire – accueil',
    'Oproepkracht horeca',
    'Cameriere a chiamata',
  ])('casual: %s', (title) => expect(casualHeld(n(title), '')).toBe(true));
  it.each(['Casualty nurse', 'Occasion car sales'])('not casual: %s', (title) =>
    expect(CASUAL.test(n(title))).toBe(false),
  );
});

describe('fixed-term', () => {
  it.each([
    ['Laborantin (befristet)', ''],
    ['Juriste en CDD', ''],
    ['Técnico – contrato de duración determinada', ''],
    ['Impiegato a tempo determinato', ''],
    ['Monteur (tijdelijk contract)', ''],
    ['Enfermeira, contrato a termo', ''],
    ['Fixed-term Research Assistant', ''],
    ['Temporary receptionist', ''],
    ['Operario', 'Contrato temporal'],
    ['Tecnico', 'Contratto a termine'],
    ['Verkoper', 'Bepaalde tijd'],
  ])('%s [%s]', (title, type) => expect(fixedTermHeld(n(title), n(type))).toBe(true));
  it.each([
    ['Laborantin', 'Unbefristet'],
    ['Juriste', 'CDI'],
    ['Tecnico', 'Tempo indeterminato'],
    ['Monteur', 'Vast contract'],
    ['Contract Manager', 'Full-time'],
  ])('not %s [%s]', (title, type) => expect(fixedTermHeld(n(title), n(type))).toBe(false));
  it('a definition’s "temporary workers" names no contract; "temporary contract" does', () => {
    expect(FIXED_TERM_CONTRACT.test('temporary workers in the warehouse')).toBe(false);
    expect(FIXED_TERM_CONTRACT.test('staff on a temporary contract')).toBe(true);
  });
});

describe('part-time and seconded', () => {
  it.each([
    'Buchhalterin (Teilzeit)',
    'Assistante à temps partiel',
    'Dependienta a media jornada',
    'Impiegata part-time',
    'Verpleegkundige deeltijd',
    'Rececionista a tempo parcial',
  ])('part-time: %s', (title) => expect(PART_TIME.test(n(title))).toBe(true));
  it.each([
    'Ingénieur détaché',
    'Engineer on secondment',
    'Arzt (abgeordnet)',
    'Gedetacheerd projectleider',
    'Técnico destacado',
    'Ingegnere distaccato',
  ])('seconded: %s', (title) => expect(SECONDED.test(n(title))).toBe(true));
  it.each(['Full-time buyer', 'Second Officer'])('neither: %s', (title) => {
    expect(PART_TIME.test(n(title))).toBe(false);
    expect(SECONDED.test(n(title))).toBe(false);
  });
});

describe('the matcher’s contract terms and the reader’s clauses agree on the same positions', () => {
  const COMPANY: ProviderCompany = {
    ...EVAL_COMPANY,
    id: 9325,
    slug: 'holmfeld-keramik',
    name: 'Holmfeld Keramik',
    industry: 'Glass, Ceramics and Concrete Manufacturing',
    description: 'Tiles and sanitary ceramics.',
  };
  /** [title, employment type, its terms] */
  const ROSTER: readonly [string, string, readonly ContractTerm[]][] = [
    ['Mozo de almacén (ETT)', 'Full-time', ['agency']],
    ['Préparatrice de commandes intérimaire', 'Full-time', ['agency']],
    ['Lagerhelfer (über Brückner Personal)', 'Full-time', ['agency']],
    ['Magazziniere', 'Somministrato', ['agency']],
    ['Orderpicker', 'Uitzendkracht', ['agency']],
    ['Packer', 'Temporary', ['agency', 'fixedTerm']],
    ['Erntehelfer', 'Seasonal', ['seasonal']],
    ['Vendangeur (saisonnier)', 'Full-time', ['seasonal']],
    ['Socorrista de temporada', 'Full-time', ['seasonal']],
    ['Laborant (befristet)', 'Full-time', ['fixedTerm']],
    ['Comptable en CDD', 'Full-time', ['fixedTerm']],
    ['Operario de esmaltado', 'Contrato temporal', ['fixedTerm']],
    ['Tecnico di laboratorio', 'Contratto a tempo determinato', ['fixedTerm']],
    ['Accountant', 'Full-time', []],
    ['Graphic Designer', 'Freelance', []],
    ['Interim CEO', 'Full-time', []],
  ];
  /** The reader's definitions of one term each, in several languages. */
  const ASKED: readonly [ContractTerm, readonly string[]][] = [
    [
      'agency',
      [
        'Agency temps, whatever their job.',
        'Leiharbeiter in allen Bereichen.',
        'Les intérimaires.',
        'Trabajadores de ETT.',
      ],
    ],
    [
      'seasonal',
      ['Seasonal workers, whatever their job.', 'Saisonarbeiter.', 'Les saisonniers.', 'Temporeros.'],
    ],
    // (A season is a fixed term to the reader: its "fixed-term" keeps the seasonal too.)
    [
      'fixedTerm',
      [
        'Fixed-term contract staff.',
        'Befristete Mitarbeiter.',
        'Les salariés en CDD.',
        'Personal con contrato temporal.',
      ],
    ],
  ];
  const terms = read('Part-time, fixed-term, seasonal and agency staff.');
  it('the matcher reads that definition as contract terms', () =>
    expect(terms.career?.kind).toBe('contractTerms'));
  const matcherHolds = (term: ContractTerm, title: string, type: string): boolean => {
    const profile = personAt(COMPANY, type)('p1', 'Kim Example', '', [[title, 'here', '2024-03', null]]);
    return judgeRoles('x', { ...terms, career: { kind: 'contractTerms', terms: [term] } }, profile, COMPANY)
      .keep;
  };
  for (const [title, type, held] of ROSTER)
    it(`${title} [${type}]: ${held.join(', ') || 'none'}`, () => {
      const profile = personAt(COMPANY, type)('p1', 'Kim Example', '', [[title, 'here', '2024-03', null]]);
      const [position] = positionsOf(profile, COMPANY);
      if (!position) throw new Error('no position');
      for (const [term, definitions] of ASKED) {
        const matcher = matcherHolds(term, title, type);
        expect(matcher, `matcher, ${term}`).toBe(held.includes(term));
        const reader =
          term === 'fixedTerm' ? held.includes('fixedTerm') || held.includes('seasonal') : matcher;
        for (const definition of definitions)
          expect(keeps(read(definition), position), `reader, ${definition}`).toBe(reader);
      }
    });
});
