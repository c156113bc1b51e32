import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 121 (an auction house, a prison operator): the Italian secretary is an
 * assistant, whom an assistant serves is not asked for, "themselves" in more languages names no one, a heading of
 * leadership at large is summed up by its list, "the chief executive or director" is one post, and prison guards are
 * guards. Each table is written in our own words.
 */

describe('an Italian secretary of the management is an assistant, an elected secretary is not', () => {
  it.each([
    [
      'Segretarie e segretari di direzione.',
      ['Segretaria di direzione', 'Segretario del direttore generale'],
      ['Segretario generale', 'Segretaria regionale – Welfare', 'Segretario provinciale FIOM'],
    ],
    [
      'Segretarie di direzione e assistenti del presidente.',
      ['Segretaria di direzione', 'Assistente di direzione', 'Executive Assistant to the CEO'],
      ['Direttore generale', 'Responsabile acquisti', 'Direttrice commerciale', 'CEO'],
    ],
    [
      'Segretarie di direzione; non i direttori.',
      ['Segretario di direzione', 'Segretaria del Presidente'],
      ['Direttore finanziario', 'Direttore di stabilimento', 'Amministratore delegato'],
    ],
    [
      'Segreteria di direzione: le assistenti dell’amministratore delegato.',
      ['Segretaria di direzione', 'Assistente direzione generale'],
      ['Amministratore delegato', 'Direttore vendite'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('whom an assistant serves, a director among them, is not asked for', () => {
  it.each([
    [
      'Personal assistants to the director or the chairman.',
      ['Personal Assistant', 'Executive Assistant to the Director'],
      ['Director of Operations', 'Finance Director', 'Chairman'],
    ],
    [
      'Assistentes pessoais do presidente ou do diretor.',
      ['Assistente pessoal', 'Secretária da Direção'],
      ['Diretor Comercial', 'Diretor de Operações'],
    ],
    [
      'Assistenti del direttore o dell’amministratore delegato.',
      ['Assistente di direzione', 'Executive Assistant'],
      ['Direttore tecnico', 'Direttrice del personale'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"the directors themselves" in Italian, Spanish and Portuguese excludes the directors', () => {
  it.each([
    [
      'Assistenti di direzione. Non i direttori stessi.',
      ['Assistente di direzione'],
      ['Direttore commerciale', 'Direttore generale'],
    ],
    [
      'Asistentes de dirección, no los propios directores.',
      ['Asistente de dirección'],
      ['Director comercial', 'Directora de operaciones'],
    ],
    [
      'Secretárias de direção, não os próprios diretores.',
      ['Secretária de direção'],
      ['Diretor comercial', 'Diretora financeira'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a heading of leadership at large is summed up by its list of leaders', () => {
  it.each([
    [
      'Executive leadership: the chief executive, the managing director and the CFO.',
      ['CEO', 'Managing Director', 'Chief Financial Officer'],
      ['Head of Marketing', 'Director of Logistics', 'Responsable du service juridique', 'Plant Manager'],
    ],
    [
      'Senior leadership today: CEO, COO, CFO and HR director.',
      ['Chief Operating Officer', 'HR Director', 'CFO'],
      ['Head of Sales', 'Store Manager', 'Director of Research'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"the chief executive or director" is one post, not every director', () => {
  it.each([
    [
      'The chief executive or director of the centre.',
      ['Chief Executive Officer'],
      ['Director of Nursing', 'Finance Director', 'Head of Estates'],
    ],
    [
      'Le directeur général ou directeur, et le DAF.',
      ['Directeur général', 'Directeur administratif et financier'],
      ['Directeur commercial', 'Directrice du département Mobilier'],
    ],
    [
      'El director general o director, y el director financiero.',
      ['Director General', 'Director Financiero'],
      ['Director de ventas', 'Directora de logística'],
    ],
    [
      'Il direttore generale o direttore.',
      ['Direttore generale'],
      ['Direttore commerciale', 'Direttrice di stabilimento'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('prison guards are guards, in their languages (ISCO-08 5413)', () => {
  it.each([
    [
      'Guardas prisionais e vigilantes.',
      ['Guarda Prisional', 'Guarda Prisional Principal', 'Vigilante'],
      ['Técnico de Reinserção Social', 'Enfermeira', 'Cozinheiro'],
    ],
    [
      'Surveillants pénitentiaires.',
      ['Surveillant pénitentiaire', 'Surveillante de prison'],
      ['Conseiller pénitentiaire d’insertion', 'Aumônier', 'Infirmier'],
    ],
    [
      'Justizvollzugsbeamte und Werkschutz.',
      ['Justizvollzugsbeamter', 'Justizvollzugsbedienstete', 'Werkschutz'],
      ['Sozialarbeiter', 'Anstaltsseelsorger', 'Koch'],
    ],
    [
      'Prison and correctional officers.',
      ['Prison Officer', 'Correctional Officer', 'Senior Custody Officer'],
      ['Probation Officer', 'Chaplain', 'Prison Teacher'],
    ],
    [
      'Funcionarios de prisiones.',
      ['Funcionario de prisiones', 'Funcionaria de Instituciones Penitenciarias'],
      ['Trabajadora social', 'Psicólogo'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a religious or spiritual assistant is a chaplain, not an assistant (ISCO-08 2636)', () => {
  it.each([
    [
      'Chaplains and religious assistants of every faith, volunteers too.',
      ['Chaplain', 'Assistente religioso', 'Assistant spirituel (bénévole)'],
      ['Executive Assistant', 'Assistente di direzione', 'Social Worker'],
    ],
    [
      'Assistentes de direção e secretárias.',
      ['Assistente de direção', 'Secretária'],
      ['Assistente religioso', 'Assistente espiritual'],
    ],
    [
      'Gefängnisseelsorger und Seelsorgerinnen.',
      ['Anstaltsseelsorger', 'Seelsorgerin', 'Aumônier'],
      ['Assistenz der Anstaltsleitung', 'Sozialarbeiter'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
