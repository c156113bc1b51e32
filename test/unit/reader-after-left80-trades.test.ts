import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the leftovers of holdouts 75–79: bakers and, apart, pastry cooks and confectioners
 * (ISCO-08 7512) are trades the title must name, in the seven languages (and as a Nordic or Baltic crew writes
 * them). A kitchen's cooks, a ship's stewards and a shop's sellers of bread are neither; bakers are not pastry
 * cooks. Each table is written in our own words.
 */

const COOKS_AND_SELLERS = [
  'Line Cook',
  'Cuisinier',
  'Steward',
  'Vendeuse en boulangerie',
  'Bäckereiverkäuferin',
  'Sales Assistant',
  'Plant Manager',
];

describe('bakers are a trade the title names', () => {
  it.each([
    [
      'Our bakers, apprentices included.',
      ['Baker', 'Boulanger', 'Bäckermeister', 'Padeiro', 'Apprenti boulanger'],
    ],
    ['Bäcker und Bäckerinnen in der Backstube.', ['Bäcker', 'Night Baker', 'Panadero', 'Bakker']],
    ['Les ouvriers boulangers et les touriers.', ['Ouvrier boulanger', 'Tourier', 'Fornaio', 'Broodbakker']],
    ['Panaderos y padeiros de nuestros obradores.', ['Panadera', 'Padeira', 'Boulangère', 'Leipuri']],
    ['Fornai e panettieri, anche interinali.', ['Fornaio', 'Panettiere', 'Baker (temp)']],
  ] as const)('"%s"', (definition, keep) =>
    keepsAndDrops(definition, [...keep], [...COOKS_AND_SELLERS, 'Pâtissière', 'Konditor']),
  );
});

describe('pastry cooks and confectioners are a trade apart from the bakers', () => {
  it.each([
    ['Pastry cooks and confectioners.', ['Pastry Cook', 'Pâtissier', 'Konditorin', 'Chocolatier']],
    ['Konditoren und Konditorinnen.', ['Konditor', 'Pastelera', 'Banketbakker', 'Pasticciere']],
    ['Nos pâtissiers et pâtissières.', ['Pâtissière', 'Pastry Chef', 'Pasteleiro', 'Kondiittori']],
    ['Pasteleros, también los de I+D.', ['Pastelero', 'Pâtissière R&D', 'Pasticcera']],
  ] as const)('"%s"', (definition, keep) =>
    keepsAndDrops(definition, [...keep], [...COOKS_AND_SELLERS, 'Baker', 'Boulanger']),
  );
});

describe('bakers named beside other jobs and in an exclusion', () => {
  it.each([
    [
      'Boulangers et pâtissiers, apprentis compris. Pas les vendeurs.',
      ['Boulanger', 'Pâtissière', 'Apprenti boulanger', 'Leipuri-kondiittori'],
      ['Vendeuse', 'Cuisinier', 'Steward', 'Plant Manager'],
    ],
    [
      'Kitchen leads and head chefs. Not bakers or line cooks.',
      ['Head Chef'],
      ['Baker', 'Ouvrier boulanger', 'Line Cook'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, [...keep], [...drop]));
});

/**
 * A trade said with the shop it works in ("watchmakers in the boutique", "Uhrmacher in der Boutique", "orologiai in
 * negozio") is that trade in the shop, as the title says it: the same trade in the workshop is not it. Sales and shop
 * staff belong to the shop already and take no such place.
 */
describe('a trade in the shop is the trade as the title places it there', () => {
  const WORKSHOP = ['Watchmaker', 'Horloger complications', 'Uhrmacherin – Atelier', 'Apprentie horlogère'];
  it.each([
    [
      'Watchmakers in the boutique.',
      ['Watchmaker – Boutique Geneva', 'Horloger-rhabilleur, boutique Lausanne'],
    ],
    ['Uhrmacher:innen in der Boutique.', ['Uhrmacher Boutique Basel', 'Watchmaker, Flagship Store']],
    ['Les horlogers en boutique.', ['Horlogère – Boutique Paris', 'Uhrmacherin im Laden']],
    ['Orologiai in negozio.', ['Orologiaio – negozio Milano', 'Horloger boutique']],
    ['Horlogemakers in de winkel.', ['Horlogemaker winkel Amsterdam', 'Watchmaker, Flagship Store']],
  ] as const)('"%s"', (definition, keep) => keepsAndDrops(definition, [...keep], WORKSHOP));
  it('sales advisers in the shop are not narrowed: "Sales advisers in our stores." keeps a plain sales adviser', () =>
    keepsAndDrops('Sales advisers in our stores.', ['Sales Advisor'], ['Watchmaker']));
});

/**
 * "Cybersecurity (IT and OT)": the systems in brackets are what is secured, not the IT department asked for beside it;
 * a head of IT and IT support are not information security. Nordic guards (vagt, väktare, vekter, vartija) are guards.
 */
describe('the systems a security protects are its scope, and guards are guards in the Nordic languages too', () => {
  const GENERAL_IT = [
    'Head of IT',
    'IT Support Technician',
    'Responsable informatique',
    'IT-chef',
    'Systemadministrator',
  ];
  it.each([
    ['Cybersecurity (IT and OT), all levels.', ['CISO', 'OT Security Engineer', 'Security Analyst SOC']],
    ['Informationssicherheit (IT/OT) und Cybersicherheit.', ['Informationssicherheitsbeauftragter', 'CISO']],
    ['Cybersécurité (IT et OT), tous niveaux.', ['Analyste SOC', 'RSSI']],
    ['Seguridad de la información (IT y OT).', ['CISO', 'Security Engineer']],
  ] as const)('"%s"', (definition, keep) => keepsAndDrops(definition, [...keep], GENERAL_IT));
  it.each([
    [
      'Cybersecurity, not the guards.',
      ['Security Analyst'],
      ['Sikkerhedsvagt', 'Vagt / security officer', 'Vartija', 'Väktare'],
    ],
    [
      'Security guards and night guards.',
      ['Sikkerhedsvagt', 'Vartija', 'Vekter'],
      ['Nattevagtsygeplejerske', 'Security Analyst'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, [...keep], [...drop]));
});

/** Rope access technicians (ISCO-08 7119, IRATA) and a wind turbine's blade repairers are trades the title names. */
describe('rope access and blade repair are trades the title names', () => {
  const OTHERS = [
    'Service Technician',
    'Wind Turbine Technician',
    'HV Engineer',
    'Warehouse Manager',
    'Crane Operator',
  ];
  it.each([
    [
      'Rope access technicians (IRATA), employees or freelance.',
      ['Rope Access Technician', 'IRATA L2 Technician', 'Cordiste'],
    ],
    ['Industriekletterer und Seilzugangstechniker.', ['Industriekletterer', 'Rope Access Technician']],
    ['Les cordistes et techniciens pales.', ['Cordiste', 'Technicien pales', 'Blade Technician']],
    ['Técnicos de trabajos verticales y de palas.', ['Técnico de trabajos verticales', 'Técnico de palas']],
    [
      'Blade repair teams and their supervisors.',
      ['Blade Repair Supervisor', 'Blade Technician', 'Vingetekniker'],
    ],
  ] as const)('"%s"', (definition, keep) => keepsAndDrops(definition, [...keep], OTHERS));
});
