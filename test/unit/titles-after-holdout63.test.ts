import { describe, expect, it } from 'vitest';
import { functionsOf } from '../../functions/core/derive.js';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 63 (a salmon farmer and a Champagne house). Each rule is held by a
 * generated table: the trade's words in several languages × ranks and places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));

describe('fish farming is its own function, apart from the vineyard and the farm', () => {
  const FISH_FARM = [
    'Røkter',
    'Fôringsoperatør',
    'Settefiskoperatør',
    'Lokalitetsleder',
    'Driftsleder sjø',
    'Fischwirtin',
    'Fischwirtschaftsmeister',
    'Hatchery Technician',
    'Fish Farm Worker',
    'Sea Site Manager',
    'Pisciculteur',
    'Operaria de piscifactoría',
    'Técnico de acuicultura',
    'Piscicultora',
    'Medewerker aquacultuur',
    'Tecnico di acquacoltura',
    'Lærling akvakultur',
  ];
  const PLACES = ['', ' – Nordkyst', ' (night shift)'];
  it.each(cross(FISH_FARM, PLACES))('"%s" works in aquaculture', (title) => {
    expect(functionsOf(title)[0]).toBe('aquaculture');
  });
  const VINEYARD = [
    'Ouvrier viticole',
    'Viticultor',
    'Vineyard Manager',
    'Weinbau Mitarbeiter',
    'Vendangeur',
  ];
  it.each(cross(VINEYARD, PLACES))('"%s" stays in agriculture', (title) => {
    expect(functionsOf(title)[0]).toBe('agriculture');
  });
});

describe("the cellar's trades are winemaking; wine tourism is hospitality, cellar tours are guided tours", () => {
  const CELLAR = [
    'Caviste',
    'Remueuse',
    'Remueur',
    'Opératrice de dégorgement',
    'Chef de remuage',
    'Dégorgeur',
  ];
  it.each(cross(CELLAR, ['', ' – Épernay', ' (CDI)']))('"%s" works in winemaking', (title) => {
    expect(functionsOf(title)[0]).toBe('winemaking');
  });
  const TOURISM = [
    'Responsable oenotourisme',
    'Enoturismo Manager',
    'Wine Tourism Coordinator',
    'Cellar Door Host',
  ];
  it.each(TOURISM)('"%s" works in hospitality', (title) => {
    expect(functionsOf(title)).toContain('hospitality');
  });
  it.each(['Guided winery tours', 'Brewery tours lead', 'Guide des caves'])(
    '"%s" guides visitors',
    (title) => {
      expect(functionsOf(title)).toContain('education');
    },
  );
});

describe('brand ambassadors and the duty-free channel sell', () => {
  const HEADS = [
    'Brand Ambassador',
    'Merkambassadeur',
    'Markenbotschafterin',
    'Ambassadrice de marque',
    'Embajadora de marca',
    'Embaixador da marca',
    'Ambasciatore del marchio',
    'Duty Free Manager',
    'Travel Retail Executive',
    'Duty Free & Travel Retail Director',
  ];
  it.each(cross(HEADS, ['', ' Nordics', ' – Asia Pacific', ' (freelance)']))('"%s" is sales', (title) => {
    expect(functionsOf(title)[0]).toBe('sales');
  });
});

describe('buying grapes and dealing with the growers is procurement, not the vineyard', () => {
  const TITLES = [
    'Acheteur raisins',
    'Responsable approvisionnement en raisins',
    'Grape Sourcing Manager',
    'Grape Purchasing Lead',
    'Grower Relations Manager',
    'Chargé des relations avec les vignerons',
    'Relations viticulteurs',
    'Einkauf Trauben',
    'Compras de uva',
  ];
  it.each(TITLES)('"%s" works in procurement', (title) => {
    expect(functionsOf(title)[0]).toBe('procurement');
  });
});

describe("a processing plant's line work in Polish, Lithuanian and Norwegian is operations", () => {
  const LINE = [
    'Pracownik sezonowy (filetowanie)',
    'Operatorka pakowania',
    'Pakowacz',
    'Pakuotojas',
    'Pakuotoja (sezoninė)',
    'Operatør pakkeri',
    'Medarbeider slakteri',
    'Brygadzista linia pakowania',
  ];
  it.each(LINE)('"%s" works in operations', (title) => {
    expect(functionsOf(title)[0]).toBe('operations');
  });
});

describe('a chief of staff or a chef de cabinet serves a principal and holds no C-level', () => {
  const rows = [
    ...cross(
      ['Chief of Staff', 'Executive Chief of Staff'],
      [' (CEO office)', ' (Office of the CEO)', ' – CEO', ' - Founder'],
    ),
    ...cross(
      ['Chef de cabinet', 'Cheffe de cabinet', 'Directrice de cabinet'],
      [' du Président', ' de la Directrice générale', ' du Président du Directoire', ' – PDG', ' (DG)'],
    ),
  ];
  it.each(rows)('"%s" is no C-level', (title) => {
    expect(readTitle(title).levels).not.toContain('c_level');
  });
  it.each(['Chef de cabinet', 'Cheffe de cabinet', 'Jefa de Gabinete', 'Chefs de cabinet'])(
    '"%s" alone is a chief of staff, no department head',
    (title) => {
      expect(readTitle(title).levels).toEqual(readTitle('Chief of Staff').levels);
    },
  );
});

describe('the French DAF is the CFO beside a directoire or board seat', () => {
  const SEATS = [
    'Membre du Directoire',
    'Membre du Comité exécutif',
    'Administratrice',
    'Directeur général délégué',
  ];
  const DAF = ['DAF', 'Directrice administrative et financière', 'Directeur administratif et financier'];
  const rows = SEATS.flatMap((seat) => DAF.flatMap((daf) => [`${seat}, ${daf}`, `${seat} - ${daf}`]));
  it.each(rows)('"%s" works in finance', (title) => {
    expect(functionsOf(title)[0]).toBe('finance');
  });
});

describe('an advisor to the directoire or the president is an advisor, not an executive', () => {
  const TITLES = cross(
    ['Conseiller du Directoire', 'Conseillère du Président', 'Conseiller auprès de la Direction générale'],
    ['', ' (œnologie)', ' (stratégie export)'],
  );
  it.each(TITLES)('"%s" advises', (title) => {
    const read = readTitle(title, 'Self-employed');
    expect(read.engagement).toBe('advisor');
    expect(read.levels).not.toContain('c_level');
  });
});

describe('fish health in every language is the care of the animals', () => {
  const TITLES = [
    'Fischgesundheitsbiologin',
    'Fischgesundheitsdienst',
    'Fiskehelsebiolog',
    'Visgezondheidsspecialist',
    'Responsable santé des poissons',
    'Técnica de sanidad de peces',
    'Técnico de saúde dos peixes',
    'Ittiopatologo',
  ];
  it.each(TITLES)('"%s" is clinical', (title) => {
    expect(functionsOf(title)[0]).toBe('clinical');
  });
});

describe('quality, safety and environment spelled out are quality and HSE', () => {
  const TITLES = cross(
    [
      'Responsable Qualité Sécurité Environnement',
      'Animatrice Qualité Hygiène Sécurité Environnement',
      'Quality Health Safety & Environment Manager',
      'Jefe de Calidad Seguridad y Medio Ambiente',
    ],
    ['', ' – site de Troyes'],
  );
  it.each(TITLES)('"%s" serves quality and HSE', (title) => {
    const fns = functionsOf(title);
    expect(fns[0]).toBe('quality');
    expect(fns).toContain('health_safety');
  });
});

describe('Norwegian maintenance and licence titles', () => {
  it.each(['Vedlikeholdsleder', 'Vedlikeholdstekniker', 'Elektriker (vedlikehold)', 'Vedligeholdelseschef'])(
    '"%s" works in maintenance (facilities)',
    (title) => {
      expect(functionsOf(title)[0]).toBe('facilities');
    },
  );
  it.each(['Konsesjonsansvarlig', 'Rådgiver konsesjoner', 'Konsesjonssjef'])(
    '"%s" is sustainability',
    (title) => {
      expect(functionsOf(title)[0]).toBe('sustainability');
    },
  );
});

describe('film and television directors are stage_direction (ISCO-08 2654), as stage directors are', () => {
  const TITLES = cross(
    [
      'Réalisateur',
      'Réalisatrice',
      'Realizadora',
      'Realizador audiovisual',
      'Filmmaker',
      'Dokumentarfilmerin',
    ],
    ['', ' – série documentaire', ' (freelance)'],
  );
  it.each(TITLES)('"%s" directs', (title) => {
    expect(functionsOf(title)[0]).toBe('stage_direction');
  });
});

describe("a non-profit's monitoring and evaluation is monitoring_evaluation; a building's M&E engineer is not", () => {
  const TITLES = cross(
    [
      'M&E Officer',
      'MEAL Coordinator',
      'Head of MEAL',
      'Chargée de suivi-évaluation',
      'Técnica de seguimiento y evaluación',
      'Responsable de monitoreo y evaluación',
      'Referente monitoraggio e valutazione',
      'Evaluadora externa',
    ],
    ['', ' – Sahel programme', ' (fixed-term)'],
  );
  it.each(TITLES)('"%s" monitors and evaluates', (title) => {
    expect(functionsOf(title)[0]).toBe('monitoring_evaluation');
  });
  it.each(['M&E Engineer', 'Meal Prep Cook', 'M&E Design Engineer'])('"%s" is no evaluator', (title) => {
    expect(functionsOf(title)).not.toContain('monitoring_evaluation');
  });
});
