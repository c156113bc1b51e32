import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 36 (issue 22). Holdout 36's Norwegian salmon farmer wrote its titles in
 * Norwegian, which no reader knew: "Innkjøpssjef", "Kvalitetssjef", "HMS-leder", "Regnskapsfører",
 * "Markedssjef", "Juridisk direktør", "Kommunikasjonsdirektør", "Kontorleder", "Driftsleder eiendom og bygg",
 * "Informasjonssikkerhetsansvarlig" read as no function, and "Røkter", "Fôringsoperatør", "Settefiskleder" (its
 * fish-farm trades) as nothing at all. Norwegian and Danish (close in writing) are read as an eighth and ninth
 * title language: a compound's first part names the function, "-sjef"/"-chef"/"-leder" the level. Generated
 * tables: Norwegian and Danish forms at employers and industries in no labelled set.
 */

const SITES = [
  '',
  ' – Hovedkontor Bergen',
  ' | Vestlandske Kraft AS',
  ', Nordsjø Rederi',
  ' (Dansk Mejeri A/S)',
];
const { reads } = titleTables(SITES);

describe('Norwegian and Danish titles name their function', () => {
  reads('procurement', {
    no: ['Innkjøpssjef', 'Innkjøper', 'Innkjøpsleder', 'Strategisk innkjøper'],
    da: ['Indkøbschef', 'Indkøber', 'Indkøbsassistent'],
  });
  reads('quality', {
    no: ['Kvalitetssjef', 'Kvalitetsleder', 'Kvalitetskoordinator'],
    da: ['Kvalitetschef', 'Kvalitetsmedarbejder'],
  });
  reads('health_safety', {
    no: ['HMS-leder', 'HMS-koordinator', 'HMS-rådgiver', 'Verneombud'],
    da: ['Arbejdsmiljøkoordinator', 'Arbejdsmiljørepræsentant'],
  });
  reads('finance', {
    no: ['Regnskapsfører', 'Økonomisjef', 'Økonomidirektør', 'Regnskapsmedarbeider', 'Finansdirektør'],
    da: ['Bogholder', 'Økonomichef', 'Regnskabsassistent', 'Finanschef'],
  });
  reads('legal', {
    no: ['Juridisk direktør', 'Bedriftsadvokat', 'Juridisk rådgiver'],
    da: ['Juridisk chef', 'Virksomhedsjurist'],
  });
  reads('communications', {
    no: ['Kommunikasjonsdirektør', 'Kommunikasjonsrådgiver', 'Informasjonssjef', 'Pressesjef'],
  });
  reads('marketing', {
    no: ['Markedssjef', 'Markedsleder', 'Markedsføringsansvarlig'],
    da: ['Markedsføringskonsulent', 'Markedschef'],
  });
  reads('sales', {
    no: ['Salgssjef', 'Salgsdirektør', 'Selger', 'Salgsrepresentant'],
    da: ['Salgschef', 'Sælger', 'Salgskonsulent'],
  });
  reads('security', {
    no: ['Informasjonssikkerhetsansvarlig', 'IT-sikkerhetsrådgiver', 'Cybersikkerhetsanalytiker'],
    da: ['Informationssikkerhedschef', 'IT-sikkerhedskonsulent'],
  });
  reads('facilities', {
    no: ['Kontorleder', 'Kontorsjef', 'Resepsjonist', 'Driftsleder eiendom og bygg', 'Vaktmester'],
    da: ['Kontorchef', 'Ejendomsdirektør', 'Pedel', 'Rengøringsassistent'],
  });
  // A fish farm's own trades (ISCO-08 6221, 1312): fish farming, its own function since holdout 63.
  reads('aquaculture', {
    no: [
      'Røkter',
      'Fôringsoperatør',
      'Settefiskleder',
      'Lokalitetsleder',
      'Lærling akvakultur',
      'Havbruksleder',
    ],
    da: ['Dambrugsassistent', 'Fiskeopdrætter'],
  });
  // Fish health staff and vets (ISCO-08 2250) care for the animals: clinical, not research or none.
  reads('clinical', {
    no: ['Fiskehelsebiolog', 'Veterinær', 'Veterinær (innleid)', 'Dyrlege'],
    da: ['Dyrlæge', 'Fiskesundhedskonsulent'],
    en: ['Veterinarian', 'Fish Health Manager'],
    de: ['Tierärztin'],
    fr: ['Vétérinaire'],
    es: ['Veterinaria'],
    nl: ['Dierenarts'],
    pt: ['Veterinário'],
    it: ['Veterinario'],
  });
  reads('general_management', {
    no: ['Administrerende direktør', 'Daglig leder', 'Konsernsjef'],
    da: ['Administrerende direktør', 'Koncernchef'],
  });
  reads('people', { no: ['Personalsjef', 'Personaldirektør', 'Personalrådgiver'], da: ['Personalechef'] });
  reads('talent_acquisition', {
    no: ['Rekrutteringsansvarlig', 'Rekrutterer'],
    da: ['Rekrutteringskonsulent'],
  });
  reads('support', { no: ['Kundeservicemedarbeider', 'Kundeservicesjef'], da: ['Kundeservicemedarbejder'] });
  reads('research', { no: ['Forsker', 'Forskningssjef'], da: ['Forsker', 'Forskningschef'] });
  reads('engineering', {
    no: ['Systemutvikler', 'Utvikler', 'Programvareutvikler'],
    da: ['Softwareudvikler'],
  });
  reads('data_engineering', { no: ['Dataanalytiker', 'Dataingeniør'], da: ['Dataanalytiker'] });
  reads('sustainability', {
    no: ['Bærekraftsansvarlig (ESG)', 'Bærekraftssjef'],
    da: ['Bæredygtighedschef'],
  });
  reads('operations', {
    no: ['Produksjonssjef', 'Produksjonsmedarbeider', 'Fabrikksjef', 'Driftsleder', 'Driftsoperatør'],
  });
});

describe('Norwegian and Danish levels and engagements', () => {
  it.each([
    ['Administrerende direktør', 'c_level'],
    ['Adm. dir.', 'c_level'],
    ['Daglig leder', 'c_level'],
    ['Konsernsjef', 'c_level'],
    ['Administrerende direktør (Dansk Mejeri A/S)', 'c_level'],
    ['HMS-leder', 'head'],
    ['Settefiskleder', 'head'],
    ['Markedsleder – Vestlandske Kraft AS', 'head'],
    ['Avdelingsleder', 'head'],
    ['Kvalitetssjef', 'head'],
    ['Driftsleder', 'manager'],
    ['Kontorleder', 'manager'],
    ['Teamleder kundeservice', 'manager'],
    ['Skiftleder', 'manager'],
    ['Leder', 'manager'],
  ] as const)('"%s" holds %s', (title, level) => {
    expect(readTitle(title).levels).toContain(level);
  });
  // A project leader manages a thing; a board chair sits on the board: neither is a head or a manager.
  it.each(['Prosjektleder', 'Styreleder', 'Bestyrelsesformand'])('"%s" is no head or manager', (title) => {
    const { levels } = readTitle(title);
    expect(levels).not.toContain('head');
    expect(levels).not.toContain('manager');
  });
  it.each([
    ['Rådgiver for styret', 'advisor'],
    ['Rådgiver til bestyrelsen', 'advisor'],
    ['HR-rådgiver', 'employee'],
    ['Lærling', 'intern'],
    ['Lærling akvakultur', 'intern'],
    ['Fôringsoperatør (innleid via Manpower)', 'contractor'],
    ['Veterinær (innleid)', 'contractor'],
    ['Indlejet konsulent', 'contractor'],
  ] as const)('"%s" is engaged as %s', (title, engagement) => {
    expect(readTitle(title).engagement).toBe(engagement);
  });
});

/**
 * The Norwegian and Danish stems are spelled so no title of the seven languages changes: a German "Leder" is
 * leather, an English "marked" or "drift" names no function, a "Vikar" is a curate.
 */
describe('the seven languages read as before', () => {
  it.each([
    ['Verkäuferin Lederwaren', 'sales'],
    ['Leiter Marketing und Kommunikation', 'marketing'],
    ['Responsable qualité', 'quality'],
    ['Kommunikationsleiterin', 'communications'],
    ['Head of Procurement', 'procurement'],
    ['Drift Marketing Manager', 'marketing'],
    ['Veterinary Sales Representative', 'sales'],
    ['Biologist', 'research'],
    ['Personalleiterin', 'people'],
    ['Softwareentwickler', 'engineering'],
  ] as const)('"%s" reads %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  it.each(['Personal Assistant', 'Forretningsutvikler'])(
    '"%s" reads neither people nor engineering',
    (title) => {
      const { functions } = readTitle(title);
      expect(functions).not.toContain('people');
      expect(functions).not.toContain('engineering');
    },
  );
  it.each(['Vikar', 'Lederwaren'])('"%s" is no contractor and no manager', (title) => {
    const reading = readTitle(title);
    expect(reading.engagement).toBe('employee');
    expect(reading.levels).not.toContain('manager');
  });
});
