import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { covers } from '../../functions/core/vocabulary/functions.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 56 (issue 22). Holdout 56 had an Italian city administration (mayor, aldermen,
 * councillors, municipal police, social workers, librarians, town planners) and a Polish shipyard (spawacz, monter
 * kadłubów, mistrz spawalni). Generated tables: the same kinds of titles at employers in no labelled set.
 */

const SITES = ['', ' – Comune di Valdimonte', ' | Stocznia Północna', ' @ Ville de Morlac'];
const { reads } = titleTables(SITES);

describe('town and territorial planners: urban_planning, not production planning', () => {
  reads(
    'urban_planning',
    {
      en: ['Town Planner', 'Senior Urban Planner', 'Spatial Planning Officer'],
      de: ['Stadtplanerin', 'Raumplaner'],
      fr: ['Urbaniste', 'Chargée de planification urbaine'],
      es: ['Técnica de planificación territorial', 'Urbanista municipal'],
      nl: ['Stedenbouwkundige', 'Beleidsmedewerker ruimtelijke ordening'],
      pt: ['Técnico de planeamento urbano'],
      it: [
        'Funzionario tecnico – Pianificazione urbanistica',
        'Istruttrice tecnica pianificazione territoriale',
      ],
      pl: ['Specjalista ds. planowania przestrzennego'],
    },
    ['operations'],
  );
  it.each(['Production Planner', 'Pianificazione della produzione', 'Planista produkcji'])(
    '"%s" plans production, not a town',
    (title) => {
      expect(readTitle(title).functions).not.toContain('urban_planning');
    },
  );
});

describe('welders and hull fitters: metalwork, under operations', () => {
  reads(
    'metalwork',
    {
      en: ['Welder', 'Shipfitter', 'Hull Fitter'],
      de: ['Schweißerin', 'Schiffbauer'],
      fr: ['Soudeur'],
      es: ['Soldadora'],
      pl: ['Spawacz', 'Spawaczka TIG', 'Mistrz spawalni', 'Monter kadłubów', 'Uczeń – spawacz'],
      uk: ['Зварник'],
    },
    ['urban_planning'],
  );
  it('operations still covers them', () => {
    expect(covers('operations', 'metalwork')).toBe(true);
  });
  it.each([
    'Monter rurociągów',
    'Operator suwnicy',
    'Planista produkcji',
    'Magazynier',
    'Inżynier spawalnik',
  ])('"%s" is no welder nor hull fitter', (title) => {
    expect(readTitle(title).functions).not.toContain('metalwork');
  });
});

describe('social workers and the social services: social_work, not an executive assistant', () => {
  reads('social_work', {
    en: ['Social Worker', 'Head of Social Services'],
    de: ['Sozialarbeiterin'],
    fr: ['Assistante sociale', 'Travailleur social'],
    es: ['Trabajadora social'],
    nl: ['Maatschappelijk werker'],
    pt: ['Assistente social'],
    it: ['Assistente sociale – Area anziani', 'Responsabile Servizi Sociali'],
    pl: ['Pracownik socjalny'],
  });
  it.each(['Assistente sociale', 'Assistant social'])('"%s" assists no executive', (title) => {
    expect(readTitle(title).functions).not.toContain('general_management');
  });
});

describe('librarians and library staff: libraries', () => {
  reads('libraries', {
    en: ['Librarian', 'Library Assistant', 'Head of the Library'],
    de: ['Bibliothekarin'],
    fr: ['Bibliothécaire', 'Aide-bibliothécaire'],
    es: ['Bibliotecaria'],
    nl: ['Bibliothecaris'],
    it: ['Aiuto bibliotecario', 'Responsabile Biblioteca civica'],
    pl: ['Bibliotekarka'],
  });
});

describe('a police force of every rank: police', () => {
  reads('police', {
    en: ['Police Officer', 'Police Sergeant'],
    de: ['Polizeihauptkommissar'],
    fr: ['Agent de police municipale'],
    es: ['Agente de Policía Local'],
    nl: ['Wijkagent politie'],
    it: ['Agente di Polizia Municipale', 'Vice Comandante Polizia Locale', 'Ispettrice di Polizia Locale'],
  });
});

describe('an elected office: elected_office, a mandate with no leadership level', () => {
  reads('elected_office', {
    en: ['Mayor', 'City Councillor', 'Deputy Mayor'],
    de: ['Bürgermeisterin'],
    fr: ['Maire', 'Conseillère municipale', 'Adjointe au maire'],
    es: ['Concejala', 'Alcalde'],
    nl: ['Wethouder', 'Gemeenteraadslid'],
    pt: ['Vereadora'],
    it: ['Sindaco', 'Assessora alla Cultura', 'Consigliere comunale – Presidente Commissione Urbanistica'],
    pl: ['Radny miasta'],
  });
  it.each([
    'Consigliere comunale – Presidente Commissione Urbanistica',
    'Presidente del Consiglio comunale, consigliera comunale',
    'Sindaca',
  ])('"%s" is no executive, no head and no board seat', (title) => {
    const reading = readTitle(title);
    expect(reading.level).toBe('individual');
    expect(reading.engagement).not.toBe('board');
  });
  it.each([
    'Assistente del Sindaco',
    'Segreteria del Sindaco',
    'Addetto stampa del Sindaco',
    'Capo di Gabinetto del Sindaco',
    'Assistant to the Mayor',
    'Chef de cabinet du maire',
  ])('"%s" works for the mayor and holds no mandate', (title) => {
    expect(readTitle(title).functions).not.toContain('elected_office');
  });
  it.each(['Assessora de Comunicação', 'Assessor Jurídico'])('the Portuguese "%s" is an adviser', (title) => {
    expect(readTitle(title).functions).not.toContain('elected_office');
  });
});

describe('the Italian "dirigente" is a department head, not a conductor', () => {
  it.each(['Dirigente Servizio Tributi', 'Dirigente Area Lavori Pubblici', 'Dirigente scolastico'])(
    '"%s" conducts no orchestra',
    (title) => {
      const reading = readTitle(title);
      expect(reading.functions).not.toContain('conducting');
      expect(reading.level).toBe('head');
    },
  );
  it.each(['Dirigent', 'Chefdirigentin', 'Dirigenten van het orkest'])('"%s" still conducts', (title) => {
    expect(readTitle(title).functions).toContain('conducting');
  });
});

describe("a city's public procurement office: procurement", () => {
  reads('procurement', {
    en: ['Public Procurement Officer'],
    fr: ['Responsable des marchés publics'],
    es: ['Técnica de contratación pública'],
    it: ['Funzionario Provveditorato', 'Dirigente Servizio Appalti e Contratti'],
    pl: ['Specjalista ds. zamówień publicznych'],
  });
});

describe('Polish and Ukrainian electricians read as the electrician does', () => {
  reads('facilities', {
    en: ['Electrician'],
    pl: ['Elektryk', 'Elektryk okrętowy', 'Elektromonter – praktykant'],
    uk: ['Електрик', 'Електромонтер'],
  });
  it.each(['Inżynier elektryk', 'Projektant elektryk'])('"%s" designs, and is no electrician', (title) => {
    expect(readTitle(title).functions).not.toContain('facilities');
  });
});
