import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 122 (a contract-archaeology company and a mint). Each table is written in our
 * own words.
 */

describe('a feminine plural of a leader word ("direttrici") leads the thing it names, as the masculine does', () => {
  it.each([
    [
      'Direttori e direttrici di biblioteca.',
      ['Direttrice di biblioteca', 'Direttore della biblioteca'],
      ['Responsabile Risorse Umane', 'Direttrice Finanziaria', 'Responsabile IT'],
    ],
    [
      'Direttrici di museo in carica.',
      ['Direttrice di museo'],
      ['Responsabile Marketing', 'Direttore Commerciale', 'Responsabile Logistica'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('German "Lager" and "Versand" name logistics, not all of operations', () => {
  it.each([
    [
      'Versand und Lager, alle Ebenen.',
      ['Versandmitarbeiter', 'Lagerleiter', 'Leiter Logistik'],
      ['Maschinenbediener Fertigung', 'Industriemechaniker Instandhaltung', 'Schichtleiter Produktion'],
    ],
    [
      'Lager, Fuhrpark und Versand: Leitung und Mitarbeitende, auch Fahrer.',
      ['Lagerist', 'Berufskraftfahrer', 'Leiterin Versand'],
      ['Produktionsleiter', 'Werkzeugmacher', 'Leiter Instandhaltung'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('archaeology has jobs a title must name: the field archaeologists and the bone specialists apart', () => {
  it.each([
    [
      'Archaeologists on our digs and excavation technicians, fixed-term included.',
      ['Field Archaeologist', 'Archeologo di cantiere', 'Grabungstechnikerin', 'Arqueólogo'],
      ['Zooarchaeologist', 'Osteoarcheologo', 'Archaeological Illustrator', 'Disegnatrice archeologica'],
    ],
    [
      'Archéologues de terrain et techniciens de fouille.',
      ['Archéologue', 'Technicienne de fouille', 'Archäologin'],
      ['Ostéologue', 'Responsable RH', 'Géomètre topographe'],
    ],
    [
      'Osteologi e archeozoologi, anche esterni.',
      ['Osteologa', 'Archäozoologe', 'Zooarchaeologist', 'Osteoarchaeologist'],
      ['Archeologo di cantiere', 'Field Archaeologist', 'Tierpfleger'],
    ],
    [
      'Physical anthropologists and bioarchaeologists.',
      ['Antropologo fisico', 'Bioarchaeologist', 'Physical Anthropologist'],
      ['Archaeologist', 'Excavation Technician', 'Site Supervisor'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('numismatists, ceramologists and engravers of coins are jobs a title must name', () => {
  it.each([
    [
      'Numismatiker:innen, angestellt oder freiberuflich.',
      ['Numismatiker', 'Numismatist', 'Specialista numismatica'],
      ['Graveur', 'Kundenservice', 'Archäologe'],
    ],
    [
      'Céramologues et numismates.',
      ['Céramologue', 'Ceramologa', 'Numismate'],
      ['Archéologue', 'Restaurateur de meubles', 'Dessinateur'],
    ],
    [
      'Engravers and medallists, by hand or digital, including the head of engraving.',
      ['Engraver', 'Medallist', 'Graveurin', 'Incisore'],
      ['Toolmaker', 'Press Operator', 'Archaeological Draughtsman'],
    ],
    [
      'Graveure, Medailleurinnen und Münzdesigner.',
      ['Graveur', 'Medailleurin', 'Münzdesignerin'],
      ['Werkzeugmacher', 'Grafikdesignerin', 'Disegnatore'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('cash-in-transit is physical security, not logistics', () => {
  it.each([
    [
      'Werkschutz, Tresor und Werttransporte.',
      ['Disponent Werttransporte', 'CIT Coordinator', 'Tresorverwalterin'],
      ['Leiter Logistik', 'Lagerist', 'Berufskraftfahrer'],
    ],
    [
      'Cash-in-transit crews and vault custodians.',
      ['Cash-in-Transit Guard', 'Convoyeur transport de fonds', 'Vault Custodian'],
      ['Logistics Manager', 'Truck Driver', 'Warehouse Clerk'],
    ],
    [
      'Logistica e spedizioni, tutti i livelli. Escluso il trasporto valori.',
      ['Responsabile Logistica', 'Addetto spedizioni'],
      ['Addetto trasporto valori', 'Guardia giurata'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the operators of the presses are press operators, never the press office', () => {
  it.each([
    [
      'Operatori delle presse e addetti alla produzione, anche interinali.',
      ['Operatore pressa', 'Maschinenbediener Stanzpresse', 'Press Operator'],
      ['Addetto stampa', 'Ufficio stampa', 'Pressesprecherin'],
    ],
    [
      'Press operators of the minting hall and their shift leaders.',
      ['Präger', 'Maschinenführer Prägepresse', 'Pressenbediener'],
      ['Press Officer', 'Responsabile Ufficio Stampa', 'Werkzeugmacher'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('who prepares the offers for public tenders (gare) is bid management', () => {
  it.each([
    [
      'Contabilità e chi prepara le offerte per gare.',
      ['Responsabile Gare e Appalti', 'Addetta ufficio gare', 'Contabile'],
      ['Responsabile Acquisti', 'Buyer', 'Responsabile Commerciale'],
    ],
    [
      'Responsabili delle gare pubbliche.',
      ['Responsabile Gare e Appalti', 'Head of Bids'],
      ['Responsabile Risorse Umane', 'Responsabile Acquisti', 'Contabile'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
