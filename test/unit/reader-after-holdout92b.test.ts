import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 92 and 93 (a museum's collections and rooms): restorers and the conservation
 * scientists beside them, the registrars, catalogers, archivists and librarians who document a collection, and the
 * attendants who guard the rooms; and "X does not fall within it" ("non rientra", "ne rentre pas", "no entra") drops
 * its subject. Each table is written in our own words.
 */

describe('conservation scientists are read with the restorers', () => {
  it.each([
    [
      'Restorers and conservation scientists, staff or freelance.',
      ['Paper Conservator-Restorer', 'Conservation Scientist – pigments', 'Restauratorin Gemälde'],
      ['Curator of Prints', 'Registrar', 'Data Scientist'],
    ],
    [
      'Restauratori e scienziati della conservazione.',
      ['Restauratore lapideo', 'Scienziata della conservazione', 'Conservation Scientist'],
      ['Curatrice', 'Data Scientist', 'Custode museale'],
    ],
    [
      'Scientifiques de la conservation et restaurateurs d’art.',
      ['Scientifique de la conservation', 'Restauratrice de tableaux'],
      ['Chargé des collections', 'Data Scientist'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('registrars, catalogers, archivists and librarians are a job of their own', () => {
  it.each([
    [
      'Collection registrars, cataloguers and archivists, in-house only.',
      ['Registrar', 'Assistant Registrar – loans', 'Cataloguer', 'Archivist'],
      ['Curator', 'Restorer', 'Visitor Services Manager'],
    ],
    [
      'Registradores, catalogadores y archiveros de la colección.',
      ['Registradora de colecciones', 'Catalogadora', 'Archivero municipal'],
      ['Conservadora', 'Guía del museo'],
    ],
    [
      'Archivisten und Bibliothekare.',
      ['Archivarin', 'Bibliothekar Fachbibliothek', 'Archivaris'],
      ['Kuratorin', 'Restaurator'],
    ],
    [
      'Catalogatori e bibliotecari-archivisti.',
      ['Catalogatrice', 'Bibliotecaria e archivista', 'Archiviste'],
      ['Custode museale', 'Restauratore'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('museum attendants are guards of the rooms', () => {
  it.each([
    [
      'Guards and museum attendants, with their supervisors, agency staff included.',
      ['Museum Attendant', 'Gallery Warden', 'Security Guard (agency)', 'Custode di sala'],
      ['Ticketing Assistant', 'Fire Alarm Technician', 'Information Security Officer'],
    ],
    [
      'Bewachung: Museumsaufsichten und Wachleute.',
      ['Museumsaufsicht', 'Wachmann Nachtdienst', 'Capo custode'],
      ['Kassierer', 'IT-Sicherheitsbeauftragter'],
    ],
    [
      'Custodi delle sale e guardie giurate.',
      ['Custode museale', 'Addetta alla custodia delle sale', 'Guardia giurata'],
      ['Addetta biglietteria', 'Restauratrice'],
    ],
    [
      'Suppoosten en bewakers.',
      ['Suppoost', 'Zaalwachter', 'Beveiliger'],
      ['Kassamedewerker', 'Conservator'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"X does not fall within it" drops X', () => {
  it.each([
    ['Restorers. Note: curators do not qualify.', ['Restorer of paintings'], ['Curator']],
    ['Restauratori. Attenzione: i curatori non rientrano.', ['Restauratrice'], ['Curatrice']],
    ['Restauradores. Los curadores no entran.', ['Restaurador de pintura'], ['Curadora']],
    ['Restauratoren. Kuratoren fallen nicht darunter.', ['Restauratorin'], ['Kurator']],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('building automation is a job the title names', () => {
  it.each([
    [
      'Building automation people (KNX, BACnet), any level.',
      ['KNX Programmer', 'Project Lead Building Automation', 'BMS Engineer'],
      ['Electrician', 'PLC Programmer', 'Site Manager Electrical'],
    ],
    [
      'Gebäudeautomation (GA/GLT): Techniker und Projektleiter.',
      ['Techniker Gebäudeautomation', 'Projektleiter GA', 'Gebäudeleittechnik Inbetriebnahme'],
      ['Elektroniker für Betriebstechnik', 'SPS-Programmierer'],
    ],
    [
      'Gestion technique du bâtiment (GTB) et domotique: techniciens.',
      ['Technicien GTB', 'Chargé d’affaires automatisation des bâtiments'],
      ['Électricien', 'Automaticien industriel'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a housing association’s neighbourhood staff are a job of their own', () => {
  it.each([
    [
      'Neighbourhood officers and estate officers, and their manager.',
      ['Neighbourhood Officer – North', 'Estate Officer', 'Neighbourhood Manager'],
      ['Lettings Officer', 'Rent Collection Officer', 'Repairs Planner'],
    ],
    [
      'Wijkconsulenten, wijkbeheerders en leefbaarheidsconsulenten.',
      ['Wijkconsulent Noord', 'Wijkbeheerder', 'Consulent Leefbaarheid'],
      ['Verhuurconsulent', 'Medewerker Incasso', 'Opzichter'],
    ],
    [
      'Quartiersmanagement: Quartiersmanager.',
      ['Quartiersmanagerin', 'Quartiersmanager Süd'],
      ['Vermietungsmanager', 'Hausverwalter Buchhaltung'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
