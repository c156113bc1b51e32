import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 95–100 (a motorway operator, a tile maker, a trade fair): a road operator's
 * toll collection, traffic control room and maintenance crews, a works' kiln and press crews and its glaze
 * laboratory, structural engineers, event security and event technology. Each is a trade or a unit the title
 * must name, in the seven languages. Each table is written in our own words, not the sets' definitions or titles.
 */

const OTHERS = ['Head of Marketing', 'Payroll Officer', 'Software Developer', 'Chief Financial Officer'];

describe("a road operator's toll collection is a job the title names", () => {
  it.each([
    [
      'All toll collectors and the people of our toll-systems unit, part-time included.',
      ['Toll Collector', 'Esattrice', 'Technician – toll lane systems'],
      ['Road Maintenance Worker', 'Traffic Control Operator', ...OTHERS],
    ],
    [
      'Esattori e addetti alla esazione, con i loro capi stazione.',
      ['Esattore', 'Capo stazione (coordinamento esattori)', 'Tecnico sistemi di esazione'],
      ['Cantoniere', 'Ingegnere strutturista', ...OTHERS],
    ],
    [
      'Peajistas y técnicos de peaje.',
      ['Peajista', 'Técnico de peaje'],
      ['Operario de hornos', 'Cajera de supermercado', ...OTHERS],
    ],
    ['Unsere Mautkassierer.', ['Mautkassiererin'], ['Straßenwärter', 'Kassierer Filiale', ...OTHERS]],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a road operator's traffic control room is a place the title names", () => {
  it.each([
    [
      'Everyone in the traffic control centre.',
      ['Traffic Control Centre Operator', 'Head of Traffic Control Room'],
      ['Toll Collector', 'Control Engineer', ...OTHERS],
    ],
    [
      'Il personale della sala controllo traffico.',
      ['Operatore sala controllo traffico', 'Operatrice Centro Radio Informativo'],
      ['Esattore', 'Cantoniere', ...OTHERS],
    ],
    [
      'Mitarbeitende der Verkehrsleitzentrale.',
      ['Operator Verkehrsleitzentrale'],
      ['Straßenmeister', 'Leitstand Produktion', ...OTHERS],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a road operator's maintenance crews are a job the title names", () => {
  it.each([
    [
      'Road maintenance crews and the winter service, seasonal staff included. Not engineers.',
      ['Road Maintenance Operative', 'Cantoniere stagionale', 'Winter service driver – snow ploughing'],
      ['Bridge Inspection Engineer', 'Toll Collector', ...OTHERS],
    ],
    [
      'Cantonieri e capi nucleo.',
      ['Cantoniere', 'Capo nucleo manutenzione'],
      ['Esattore', 'Geometra', ...OTHERS],
    ],
    [
      'Straßenwärter und Winterdienst.',
      ['Straßenwärterin', 'Mitarbeiter Winterdienst'],
      ['Mautkassierer', 'Bauingenieur', ...OTHERS],
    ],
    [
      'Wegenwachters en gladheidsbestrijding.',
      ['Wegenwachter', 'Medewerker wegonderhoud'],
      ['Tolgaarder', ...OTHERS],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a ceramics works' kiln and press crews are jobs the title names", () => {
  it.each([
    [
      'Horneros y encargados de hornos.',
      ['Hornero', 'Encargada de hornos', 'Operaria de hornos túnel'],
      ['Operario de prensas', 'Operario de esmaltado', 'Jefe de prensa', ...OTHERS],
    ],
    [
      'Kiln operators, seasonal staff included.',
      ['Kiln Operator', 'Kiln Shift Lead'],
      ['Press Operator', 'Glazing Line Operator', ...OTHERS],
    ],
    [
      'Prenseros y operarios de prensas, también de ETT.',
      ['Prensero', 'Operario de prensas', 'Jefa de turno de prensas'],
      ['Hornero', 'Jefa de Prensa y Comunicación', ...OTHERS],
    ],
    [
      'Our press operators.',
      ['Press Operator', 'Pressenbediener'],
      ['Press Officer', 'Kiln Operator', ...OTHERS],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a ceramics works' glaze laboratory is a unit the title names", () => {
  it.each([
    [
      'The glaze lab, interns included.',
      ['Glaze Technician', 'Técnica de esmaltes', 'Head of Glaze Development'],
      ['Operario de esmaltado', 'Quality Lab Technician', ...OTHERS],
    ],
    [
      'Laboratorio de esmaltes.',
      ['Jefe de laboratorio de esmaltes', 'Técnico de esmaltes'],
      ['Técnico de laboratorio de calidad', 'Hornero', ...OTHERS],
    ],
    [
      'Glasurlabor: Leitung und Mitarbeitende.',
      ['Glasurtechnikerin', 'Leiter Glasurlabor'],
      ['Laborant Qualitätssicherung', ...OTHERS],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('structural engineers are a job the title names', () => {
  it.each([
    [
      'Structural engineers of any level, not surveyors.',
      ['Structural Engineer', 'Senior Bridge Engineer', 'Ingegnere strutturista'],
      ['Electrical Engineer', 'Graphic Designer', 'Surveyor', ...OTHERS],
    ],
    [
      'Tragwerksplaner und Statiker.',
      ['Tragwerksplanerin', 'Statiker'],
      ['Verfahrensingenieur', 'Bauzeichner', ...OTHERS],
    ],
    [
      'Ingenieros de estructuras.',
      ['Ingeniera de estructuras', 'Calculista de estructuras'],
      ['Ingeniero de procesos', ...OTHERS],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('event security is physical security, event technology is its own trade', () => {
  it.each([
    [
      'Veranstaltungssicherheit und Objektschutz.',
      ['Sicherheitsmitarbeiter Objektschutz', 'Security Guard'],
      ['Eventmanagerin', 'Social Media Managerin', 'Online Marketing Manager'],
    ],
    [
      'Evenemententechniek en podiumtechniek, ook freelancers.',
      ['Podiumtechnicus', 'Fachkraft für Veranstaltungstechnik', 'Lighting Technician'],
      ['Evenementenmanager', 'Marketing Manager', 'IT Support'],
    ],
    [
      'Technici voor evenementen.',
      ['Geluidstechnicus', 'Stage Technician'],
      ['Event Marketing Manager', 'Helpdesk Medewerker'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a mountain resort's bike park crew is a job the title names", () => {
  it.each([
    [
      'The bike park crew in summer: its manager, trail builders and bike guides, seasonal staff included.',
      ['Head of Bike Park', 'Trail Builder (seasonal)', 'MTB Guide'],
      ['Ski Instructor', 'Lift Operator', 'Mountain Guide', ...OTHERS],
    ],
    [
      'Bikepark: Leitung, Trailbauer und Bikeguides.',
      ['Leiterin Bikepark', 'Trailbauer', 'Bikeguide'],
      ['Liftwart', 'Pistengerätefahrer', ...OTHERS],
    ],
    [
      'Guías de BTT y moniteurs VTT.',
      ['Guía de BTT', 'Moniteur VTT'],
      ['Guía turístico', 'Moniteur de ski', ...OTHERS],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a ship's masters and its mates are ranks apart, and a marinero-motorista is a rating", () => {
  it.each([
    [
      'Kapiteins, schippers en gezagvoerders van de vloot. Geen stuurmannen.',
      ['Kapitein', 'Schipper duwboot', 'Gezagvoerder'],
      ['Stuurman', 'Eerste stuurman', 'Matroos', ...OTHERS],
    ],
    [
      'All who sail: kapiteins, stuurmannen and deck ratings.',
      ['Master Mariner', 'Kapitein', 'Chief Mate', 'Able Seaman'],
      ['Scrum Master', ...OTHERS],
    ],
    [
      'Marineros-motoristas and able seamen.',
      ['Marinero motorista', 'Matroos-motordrijver', 'Able Seaman'],
      ['Captain', 'Chief Officer', 'Chief Engineer', ...OTHERS],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
