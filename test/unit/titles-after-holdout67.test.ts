import { describe, expect, it } from 'vitest';
import { functionsOf } from '../../functions/core/derive.js';
import { readPersona } from '../../functions/core/persona-reader.js';
import { judgeRoles } from '../../functions/core/role-match.js';
import { readTitle } from '../../functions/core/roles.js';
import { EVAL_COMPANY, type Job, personAt } from '../eval/cases.js';

/**
 * How a title is read after holdout 67 (a geothermal utility in Iceland and a diamond house in Antwerp). Each rule is
 * held by a generated table: the trade's words in its languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Hitaveita Norðurlands', ' (hlutastarf)', ' | Akureyri'];

describe('Icelandic titles are read from ESCO’s Icelandic labels', () => {
  it.each(cross(['Forstjóri', 'Framkvæmdastjóri', 'Fjármálastjóri', 'Aðstoðarforstjóri'], PLACES))(
    '"%s" is a chief executive officer',
    (title) => {
      expect(readTitle(title).levels).toContain('c_level');
    },
  );
  it.each(cross(['Fjármálastjóri', 'Framkvæmdastjóri fjármálasviðs'], PLACES))('"%s" is the CFO', (title) => {
    expect(readTitle(title).level).toBe('c_level');
    expect(readTitle(title).functions[0]).toBe('finance');
  });
  it.each(
    cross(
      ['Stjórnarformaður', 'Stjórnarmaður', 'Stjórnarkona', 'Varamaður í stjórn', 'Formaður stjórnar'],
      PLACES,
    ),
  )('"%s" holds a board seat', (title) => {
    expect(readTitle(title).engagement).toBe('board');
  });
  const AREAS: [string, string][] = [
    ['Innkaupafulltrúi', 'procurement'],
    ['Innkaupastjóri', 'procurement'],
    ['Markaðsfulltrúi', 'marketing'],
    ['Markaðsstjóri', 'marketing'],
    ['Sölufulltrúi', 'sales'],
    ['Sölustjóri', 'sales'],
    ['Mannauðsstjóri', 'people'],
    ['Gæðastjóri', 'quality'],
    ['Bókari', 'finance'],
    ['Aðalbókari', 'finance'],
    ['Lögfræðingur', 'legal'],
    ['Þjónustufulltrúi', 'support'],
    ['Kynningarfulltrúi', 'communications'],
  ];
  it.each(AREAS.flatMap(([title, fn]) => PLACES.map((place): [string, string] => [`${title}${place}`, fn])))(
    '"%s" works in %s',
    (title, fn) => {
      expect(readTitle(title).functions[0]).toBe(fn);
    },
  );
  it.each(cross(['Markaðs- og kynningarfulltrúi'], PLACES))(
    '"%s" is marketing and communications',
    (title) => {
      expect(readTitle(title).functions).toEqual(['marketing', 'communications']);
    },
  );
  it.each(cross(['Aðalbókari', 'Yfirmaður bókhalds', 'Forstöðumaður innkaupa'], PLACES))(
    '"%s" heads the department',
    (title) => {
      expect(readTitle(title).level).toBe('head');
    },
  );
  it.each(cross(['Vaktstjóri', 'Verkstjóri', 'Sölustjóri', 'Rekstrarstjóri'], PLACES))(
    '"%s" is a manager',
    (title) => {
      expect(readTitle(title).level).toBe('manager');
    },
  );
  it.each(cross(['Sumarstarfsmaður', 'Starfsnemi', 'Summer Student'], PLACES))(
    '"%s" is an intern',
    (title) => {
      expect(readTitle(title).engagement).toBe('intern');
    },
  );
  it.each(['Sales Manager', 'Board Member', 'Chief Executive Officer', 'Stjórnandi'])(
    '"%s" is read as before (no Icelandic word)',
    (title) => {
      expect(readTitle(title).title).toBe(title);
    },
  );
});

describe('a definition’s job words meet an Icelandic title in its English words', () => {
  const profileAt = (title: string) => {
    const jobs: Job[] = [[title, 'here', '2019-01', null]];
    return personAt(EVAL_COMPANY, 'Full-time')('p1', 'Alex Example', title, jobs, null);
  };
  const CASES: [string, string][] = [
    ['Öryggisvörður', 'Security guards at our sites.'],
    ['Vélstjóri', 'Plant operators on shifts.'],
    ['Vaktstjóri stjórnstöðvar', 'Shift supervisors in the control room.'],
    ['Verkstjóri', 'Foremen of the field crews.'],
    ['Jarðfræðingur', 'Geologists at any level.'],
  ];
  it.each(CASES.flatMap(([title, definition]) => PLACES.map((place) => [`${title}${place}`, definition])))(
    '"%s" is kept by "%s"',
    (title, definition) => {
      const reading = readPersona({ name: 'Test', definition });
      expect(judgeRoles('Test', reading, profileAt(title), EVAL_COMPANY).keep).toBe(true);
    },
  );
  it.each(['Security guards at our sites.', 'Plant operators on shifts.'])(
    'a bookkeeper (Bókari) is not kept by "%s"',
    (definition) => {
      const reading = readPersona({ name: 'Test', definition });
      expect(judgeRoles('Test', reading, profileAt('Bókari'), EVAL_COMPANY).keep).toBe(false);
    },
  );
});

describe('physical security is guards and vaults, not information security', () => {
  const PHYSICAL = [
    'Hoofd beveiliging',
    'Medewerker beveiliging',
    'Kluisbeheerder',
    'Kluismedewerker',
    'Vault custodian',
    'Head of the vault',
    'Öryggisvörður',
  ];
  const TAILS = ['', ' – Antwerpen', ' (deeltijds)', ' | HQ'];
  it.each(cross(PHYSICAL, TAILS))('"%s" is physical security', (title) => {
    expect(functionsOf(title)).not.toContain('security');
    expect(readTitle(title).functions[0]).toBe('other');
  });
  it.each(
    cross(
      ['Hoofd informatiebeveiliging', 'Medewerker IT-beveiliging', 'Beveiliging van informatie', 'CISO'],
      TAILS,
    ),
  )('"%s" is information security', (title) => {
    expect(readTitle(title).functions[0]).toBe('security');
  });
  it.each(
    cross(
      [
        'Leiter Facility Management & Sicherheit',
        'Facilities & Security Manager',
        'Facilitair beheer en beveiliging',
      ],
      TAILS,
    ),
  )('"%s": security beside the facilities is the buildings’ (physical)', (title) => {
    expect(readTitle(title).functions).toEqual(['facilities', 'other']);
  });
  it.each(['HashiCorp Vault Engineer', 'Hoofd IT & Security'])('"%s" is no guard', (title) => {
    expect(readTitle(title).functions).not.toContain('other');
  });
});

describe('diamond and gem cutting (ISCO-08 7313) and 3D scanning are the workshop’s operations', () => {
  const CUTTERS = [
    'Diamantslijper',
    'Polijster',
    'Leerling diamantslijper',
    'Diamond Polisher',
    'Diamond Cutter',
    'Edelsteinschleiferin',
    'Tailleur de diamants',
    'Lapidador',
    'Scan-operator 3D',
    '3D scanning technicus',
  ];
  const TAILS = ['', ' – atelier', ' (deeltijds)', ' | Antwerpen'];
  it.each(cross(CUTTERS, TAILS))('"%s" is operations', (title) => {
    expect(readTitle(title).functions[0]).toBe('operations');
  });
  it.each(['CT scan technician', 'MRI scan operator'])('"%s" is no workshop operations', (title) => {
    expect(readTitle(title).functions).not.toContain('operations');
  });
});

describe('drilling supervisors and managers are drilling; a reservoir engineer is hardware engineering', () => {
  const TAILS = ['', ' – Reykjanes', ' (contract)', ' | rig 3'];
  it.each(cross(['Drilling Manager', 'Drilling Supervisor', 'Drilling Superintendent', 'Borstjóri'], TAILS))(
    '"%s" is drilling',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('drilling');
    },
  );
  it.each(cross(['Boreleder', 'Boreleder (drilling supervisor)'], TAILS))(
    '"%s" leads a drill crew: a manager',
    (title) => {
      expect(readTitle(title).level).toBe('manager');
    },
  );
  it.each(cross(['Reservoir Engineer', 'Head of Reservoir Engineering', 'Yfirmaður forðafræði'], TAILS))(
    '"%s" is hardware engineering',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('hardware_engineering');
    },
  );
});

describe('a diamond house’s rough buying and sightholder relations are procurement', () => {
  const BUYING = [
    'Rough Buyer',
    'Director Rough Trading',
    'Rough Diamond Trader',
    'Sightholder Relations Manager',
    'Head of Rough Sourcing',
  ];
  const TAILS = ['', ' – Antwerp', ' (part-time)', ' | Gaborone'];
  it.each(cross(BUYING, TAILS))('"%s" is procurement', (title) => {
    expect(readTitle(title).functions[0]).toBe('procurement');
  });
  it.each(['Polished Sales Manager', 'Rough Carpenter'])('"%s" is no procurement', (title) => {
    expect(readTitle(title).functions).not.toContain('procurement');
  });
});
