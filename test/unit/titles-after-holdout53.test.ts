import { describe, expect, it } from 'vitest';
import { readPersona } from '../../functions/core/persona-reader.js';
import { readTitle } from '../../functions/core/roles.js';
import { readFunctions } from '../../functions/core/vocabulary/functions.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 53 (issue 22). Holdout 53's opera and theatre house and offshore drilling contractor
 * had titles the reader never met: an opera house's conductors, orchestra musicians and singers (ISCO-08 2652), its
 * dramaturgs and stage directors (2641, 2654), its costume, make-up and scenery workshops (7531, 3435), and a rig's drill
 * crew (8113, 3117), its toolpushers and offshore installation managers, medics, safety delegates and cooks.
 * Generated tables: the same kinds of titles at employers in no labelled set.
 */

const SITES = ['', ' – Landestheater Nordmark', ' | Teatro del Golfo', ' @ Barents Drilling AS'];
const { reads } = titleTables(SITES);

describe("an opera house's artists: conductors, orchestra musicians and singers, each a profession of its own", () => {
  reads(
    'conducting',
    {
      en: ['Principal Guest Conductor', 'Assistant Conductor', 'General Music Director'],
      de: ['2. Kapellmeister', 'Chefdirigentin', 'Generalmusikdirektorin', 'Dirigent'],
      fr: ["Cheffe d'orchestre associée", "Chef d'orchestre"],
      es: ['Directora de orquesta'],
      nl: ['Chef-dirigent'],
      it: ["Direttrice d'orchestra", 'Maestro concertatore'],
    },
    ['musicians', 'singers'],
  );
  reads(
    'musicians',
    {
      en: ['Concertmaster', 'Principal Viola', 'Violinist', 'Section Cellist'],
      de: [
        'Stv. Konzertmeisterin',
        'Tutti-Geigerin',
        'Solo-Bratschist',
        'Aushilfe Kontrabass',
        'Hornistin (Tutti)',
        'Korrepetitor',
        'Orchestermusikerin',
      ],
      fr: ['Violoniste', 'Altiste solo'],
      es: ['Violinista', 'Violonchelista'],
      nl: ['Aanvoerder altviolen', 'Orkestmusicus'],
      it: ['Primo violino', 'Violoncellista'],
    },
    ['conducting', 'singers'],
  );
  reads(
    'singers',
    {
      en: ['Opera Singer', 'Chorus Member', 'Bass-Baritone', 'Soprano'],
      de: [
        'Opernsängerin',
        'Chorsänger (Tenor)',
        'Mezzosopranistin',
        'Ensemblemitglied Bariton',
        'Chordirektorin',
      ],
      fr: ['Chanteuse lyrique', 'Choriste', 'Cheffe de chœur'],
      es: ['Cantante lírica', 'Barítono'],
      nl: ['Koorzangeres', 'Operazanger'],
      pt: ['Cantora lírica', 'Mezzosoprano'],
      it: ['Corista', 'Soprano lirico', 'Tenore'],
    },
    ['conducting', 'musicians'],
  );
  it.each(['Chef de chœur', 'Chordirektorin', 'Generalmusikdirektor'])(
    '"%s" heads the chorus or the music',
    (title) => {
      expect(readTitle(title).level).toBe('head');
    },
  );
  it.each(["Chef d'orchestre invité", "Direttore d'orchestra", 'Directora de orquesta'])(
    '"%s" conducts a performance and heads no department',
    (title) => {
      expect(readTitle(title).level).toBe('individual');
    },
  );
});

describe('dramaturgs apart from stage direction and stage management', () => {
  reads('dramaturgy', {
    en: ['Chief Dramaturg'],
    de: ['Dramaturgin Schauspiel', 'Chefdramaturg'],
    it: ['Dramaturga'],
  });
  reads('stage_direction', {
    en: ['Stage Manager', 'Opera Director'],
    de: ['Inspizientin', 'Abendspielleiter', 'Opernregisseurin', 'Regieassistent'],
    fr: ['Metteuse en scène'],
    es: ['Regidora', 'Director de escena'],
    it: ['Regista', 'Direttore di scena'],
  });
  it.each(['Stage Manager', 'Stage Hand', 'Stagehand'])('"%s" is no internship', (title) => {
    expect(readTitle(title).engagement).toBe('employee');
  });
  it('"stage managers" in a definition names a job, not every manager', () => {
    const clause = readPersona({ name: 'Stage managers', definition: 'Stage managers.' }).includes[0];
    expect(clause?.functions).toEqual(['stage_direction']);
    expect(clause?.levels ?? null).toBeNull();
  });
  it.each(['Régisseur son', 'Régisseuse lumière'])('"%s" stays a sound or lighting technician', (title) => {
    expect(readTitle(title).functions[0]).toBe('event_technology');
  });
});

describe("a theatre's production workshops: costume, make-up and wigs, scenery", () => {
  reads('stage_workshops', {
    en: ['Costume Supervisor', 'Wig Maker', 'Scenic Painter'],
    de: [
      'Gewandmeister Herrenschneiderei',
      'Maskenbildner',
      'Perückenmacherin',
      'Theatermaler',
      'Bühnenschlosser',
    ],
    fr: ['Costumière', 'Maquilleuse', 'Perruquier'],
    es: ['Maquilladora', 'Caracterizador'],
    nl: ['Decorschilder'],
    it: ['Truccatrice', 'Parrucchiere di scena'],
  });
});

describe("a rig's drill crew and who runs the rig", () => {
  reads('drilling', {
    en: ['Assistant Driller', 'Derrickhand', 'Floorhand', 'Night Driller'],
    fr: ['Foreur'],
    es: ['Perforador'],
    nl: ['Boormeester'],
  });
  it.each(['Borer', 'Assisterende borer', 'Boredekksarbeider'])('Norwegian "%s" is drill crew', (title) => {
    expect(readTitle(title).functions[0]).toBe('drilling');
  });
  it.each(['Toolpusher', 'Night Toolpusher', 'Offshore Installation Manager'])(
    '"%s" runs the rig: operations, head',
    (title) => {
      const reading = readTitle(title);
      expect(reading.functions[0]).toBe('operations');
      expect(reading.level).toBe('head');
    },
  );
  it.each(['Drilling Engineer', 'Well Engineer'])('"%s" is an engineer, no drill crew', (title) => {
    expect(readTitle(title).functions).not.toContain('drilling');
  });
});

describe("a rig's medics, safety delegates, crew planners, cooks and engineers, in Norwegian too", () => {
  it.each([
    ['Platform Medic', 'nursing'],
    ['Sykepleier', 'nursing'],
    ['Verneombud', 'health_safety'],
    ['Safety Delegate', 'health_safety'],
    ['Crew Coordinator', 'talent_acquisition'],
    ['Rotation Planner', 'talent_acquisition'],
    ['Lohn- und Personalverrechnung', 'people'],
    ['Kokk', 'hospitality'],
    ['Automasjonsingeniør', 'hardware_engineering'],
  ] as const)('"%s" is %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  it.each([
    ['stage masters and stage hands', 'event_technology'],
    ['lighting and sound', 'event_technology'],
    ['drill floor crew', 'drilling'],
    ['roughnecks', 'drilling'],
    ['conductors', 'conducting'],
    ['chorus members', 'singers'],
    ['costumes', 'stage_workshops'],
  ] as const)('a definition\'s "%s" reads as %s', (phrase, fn) => {
    expect(readFunctions(phrase, phrase).functions[0]).toBe(fn);
  });
});
