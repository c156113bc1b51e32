import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 14 (issue 22). Holdout 14 (a Swiss identity-management SaaS, a Spanish
 * family-owned winery group) read an "Enóloga Jefe", a "Bodeguero", a "Técnica de Viñedo" and a "Director de
 * Viticultura" as no function, so definitions about the cellar or the vineyard kept the COO and the bottling
 * plant instead; a "Responsable de Sistemas" (the IT manager) as nothing; and a "Director de Operaciones (COO)"
 * as a director too, so "VP and above, no directors" left the COO out. Each rule is held by a generated table:
 * templates × seven languages × titles, at employers in no labelled set (a Mosel estate, a Bordeaux château,
 * a Douro quinta, a Franconian brewery, a Cognac distillery, an Alentejo cork farm).
 */

const SITES = ['', ' – Weingut Rheinblick', ', Château Lamarque', ' (Quinta do Vale, Douro)'];
const { reads } = titleTables(SITES);

// The cellar that makes wine, beer or spirits is a producer's own craft department: winemaking, not operations.
describe('oenologists, cellar masters, brewers and distillers are winemaking', () => {
  reads(
    'winemaking',
    {
      en: [
        'Winemaker',
        'Head Winemaker',
        'Oenologist',
        'Cellar Master',
        'Cellar Hand',
        'Brewmaster',
        'Head Brewer',
        'Master Distiller',
        'Master Blender',
      ],
      de: [
        'Kellermeister',
        'Kellermeisterin',
        'Önologin',
        'Braumeister',
        'Brauer',
        'Destillateur',
        'Mitarbeiter Kellerei',
      ],
      fr: [
        'Œnologue',
        'Maître de chai',
        'Chef de cave',
        'Maître de chai adjoint',
        'Brasseur',
        'Distillateur',
      ],
      es: [
        'Enólogo',
        'Enóloga Jefe',
        'Bodeguero',
        'Maestro de Bodega',
        'Técnico de Laboratorio Enológico',
        'Maestra Cervecera',
        'Destilador',
      ],
      pt: ['Enólogo', 'Enóloga Residente', 'Adegueiro', 'Mestre de Adega', 'Mestre Cervejeiro'],
      it: ['Enologo', 'Enologa', 'Cantiniere', 'Mastro Birraio', 'Mastro Distillatore'],
      nl: ['Oenoloog', 'Keldermeester', 'Wijnmaker', 'Brouwmeester', 'Brouwer'],
    },
    ['operations', 'research', 'quality'],
  );
});

// Vineyards, farms, orchards and forests are agriculture: a vineyard foreman is no plant foreman.
describe('vineyard, farm and forestry staff are agriculture', () => {
  reads(
    'agriculture',
    {
      en: [
        'Viticulture Director',
        'Vineyard Manager',
        'Vineyard Technician',
        'Vineyard Foreman',
        'Farm Manager',
        'Agronomist',
        'Orchard Supervisor',
        'Forestry Technician',
      ],
      de: [
        'Leiter Weinbau',
        'Weinbautechniker',
        'Weinbergsarbeiter',
        'Agrarwissenschaftlerin',
        'Leiter Außenbetrieb',
        'Landwirt',
      ],
      fr: [
        'Chef de culture vignoble',
        'Responsable viticole',
        'Technicienne viticole',
        'Ingénieur agronome',
        'Ouvrier viticole',
      ],
      es: [
        'Director de Viticultura',
        'Técnica de Viñedo',
        'Capataz de Viñedo',
        'Jefe de Campo de Viñedos',
        'Ingeniero Agrónomo',
        'Encargado Agrícola',
      ],
      pt: [
        'Responsável de Vinha',
        'Técnico de Viticultura',
        'Chefe de Vinha',
        'Engenheira Agrónoma',
        'Encarregado Agrícola',
      ],
      it: ['Responsabile Vigneto', 'Agronomo', 'Tecnico Viticolo', 'Viticoltore', 'Capo Vigneto'],
      nl: ['Wijngaardmanager', 'Medewerker Wijngaard', 'Agronoom', 'Bedrijfsleider Landbouw'],
    },
    ['operations'],
  );
});

// An agronomist's own word is weak: one who sells, or field operations, are not the farm.
describe('an agronomist who sells is sales; field operations are operations', () => {
  reads('sales', {
    pt: ['Agrônomo de Vendas Técnicas', 'Agrônoma Comercial'],
    es: ['Agrónomo de Ventas', 'Agrónoma Comercial'],
    en: ['Sales Agronomist'],
    it: ['Agronomo Commerciale'],
    fr: ['Agronome commercial'],
  });
  reads('operations', {
    pt: ['Gerente de Operações de Campo'],
    es: ['Gerente de Operaciones de Campo'],
    en: ['Field Operations Manager'],
  });
});

// Growers, livestock farmers, forest workers and farm labourers, through the ISCO-08 table (6111, 6112, 6121,
// 6210, 9211), are agriculture too.
describe('growers, herders, forest workers and farmhands are agriculture (occupation table)', () => {
  reads('agriculture', {
    en: ['Fruit Grower', 'Farmhand', 'Herdsman', 'Lumberjack'],
    de: ['Winzerin', 'Erntehelfer', 'Obstbauer', 'Tierwirtin'],
    fr: ['Éleveuse', 'Bûcheron', 'Maraîcher'],
    es: ['Agricultor', 'Ganadera', 'Jornalero'],
    pt: ['Trabalhador Rural', 'Pecuarista', 'Fruticultora'],
    it: ['Bracciante', 'Allevatore', 'Boscaiolo'],
    nl: ['Fruitteler', 'Veehouder', 'Bosbouwer'],
  });
});

// A territory or zone is a field seller's patch: its manager or delegate sells there.
describe('territory managers and zone delegates are sales', () => {
  reads('sales', {
    en: ['Territory Manager', 'Territory Sales Manager', 'Territory Account Executive'],
    de: ['Gebietsverkaufsleiterin', 'Gebietsverkaufsleiter Süd'],
    es: ['Delegado de Zona', 'Delegada Comercial de Zona'],
  });
  it.each(['Territory Manager', 'Territory Manager North', 'Delegado de Zona'])(
    '"%s" leads no one',
    (title) => expect(readTitle(title).levels).toEqual(['individual']),
  );
});

// A winery's bottling plant, warehouse and COO stay operations: neither new function takes them.
describe('the bottling plant and the warehouse stay operations', () => {
  reads('operations', {
    en: ['Bottling Line Operator', 'Bottling Plant Manager', 'Warehouse Manager'],
    de: ['Abfüllleiter', 'Mitarbeiter Abfüllung', 'Lagerleiter'],
    es: ['Jefa de Planta de Embotellado', 'Operario de Embotellado', 'Responsable de Logística y Almacén'],
    fr: ["Responsable d'embouteillage", 'Cariste'],
    pt: ['Operador de Engarrafamento', 'Responsável de Armazém'],
    it: ['Responsabile Imbottigliamento', 'Magazziniere'],
    nl: ['Bottelarijmedewerker', 'Magazijnmedewerker'],
  });
});

// "Sistemas" alone is IT's department in Spanish and Portuguese, as "sistemi" in Italian.
describe('a head of "Sistemas" is IT', () => {
  reads(
    'it',
    {
      es: [
        'Responsable de Sistemas',
        'Jefe de Sistemas',
        'Directora de Sistemas',
        'Gerente de Sistemas y Comunicaciones',
        'Coordinador de Sistemas',
        'Encargado de Sistemas',
      ],
      pt: [
        'Responsável de Sistemas',
        'Diretora de Sistemas',
        'Coordenador de Sistemas',
        'Gestor de Sistemas',
      ],
      it: ['Responsabile Sistemi', 'Direttore Sistemi'],
    },
    ['communications', 'engineering'],
  );
});

// A title that ends by naming a C-level officer gives one role twice: the director word is the officer's.
describe('a C-level abbreviation after a local title makes it C-level only', () => {
  const ALIASED = [
    'Director de Operaciones (COO)',
    'Directora Financiera (CFO)',
    'Directeur financier / CFO',
    'Directeur des opérations (COO)',
    'Leiter Technik – CTO',
    'Geschäftsbereichsleiter Finanzen (CFO)',
    'Diretora de Tecnologia (Chief Technology Officer)',
    'Direttore Operativo (COO)',
    'Directeur Technologie, CTO',
    'Hoofd Financiën (CFO)',
    'Head of Engineering (CTO)',
    'Head of Security (CISO)',
  ];
  it.each(ALIASED)('"%s" is c_level and no director or manager', (title) =>
    expect(readTitle(title).levels).toEqual(['c_level']),
  );
  it('a C-level officer named first keeps both roles', () =>
    expect(readTitle('CEO & Head of Sales').levels).toEqual(['c_level', 'head']));
  const SENIOR =
    'Senior leadership, VP level and above: the CEO, other C-level officers and VPs. No directors or heads.';
  it.each(ALIASED)('"%s" is kept by "C-level and VPs, no directors"', (title) =>
    expect(kept(SENIOR, [title])).toEqual([title]),
  );
});

// Definitions about the cellar or the vineyard keep their people and no one from the plant.
describe('definitions about the cellar or the vineyard', () => {
  const ROSTER = [
    'Enóloga Jefe',
    'Kellermeister',
    'Maître de chai',
    'Técnica de Viñedo',
    'Vineyard Manager',
    'Responsável de Vinha',
    'Chief Operating Officer',
    'Jefa de Planta de Embotellado',
    'Operario de Embotellado',
    'Warehouse Manager',
  ];
  const CELLAR = ['Enóloga Jefe', 'Kellermeister', 'Maître de chai'];
  const VINEYARD = ['Técnica de Viñedo', 'Vineyard Manager', 'Responsável de Vinha'];
  it.each([
    ['en', 'Our winemakers and cellar team.'],
    ['de', 'Kellermeister und Önologen.'],
    ['fr', 'Les œnologues et maîtres de chai.'],
    ['es', 'Enólogos y equipo de bodega.'],
    ['pt', 'Enólogos e adegueiros.'],
    ['it', 'Enologi e cantinieri.'],
    ['nl', 'Oenologen en keldermeesters.'],
  ])('%s: "%s" keeps the cellar only', (_lang, d) => expect(kept(d, ROSTER)).toEqual(CELLAR));
  it.each([
    ['en', 'Vineyard people: viticulture and vineyard staff.'],
    ['de', 'Alle im Weinbau.'],
    ['fr', "L'équipe viticole et du vignoble."],
    ['es', 'Personal de viñedo y viticultura.'],
    ['pt', 'Equipa de vinha e viticultura.'],
    ['it', 'Personale del vigneto e viticoltura.'],
    ['nl', 'Iedereen in de wijngaarden.'],
  ])('%s: "%s" keeps the vineyard only', (_lang, d) => expect(kept(d, ROSTER)).toEqual(VINEYARD));
});
