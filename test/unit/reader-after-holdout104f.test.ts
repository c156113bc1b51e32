import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 104–106 (a ship manager, a translation agency, a football club): the
 * shore jobs of shipping (superintendents of every kind, vetting, chartering and vessel operations) are jobs
 * the title must name, never a whole function. Each table is written in our own words.
 */

describe('superintendents ashore are a job the title names', () => {
  it.each([
    [
      'Our superintendents: technical superintendents and hull superintendents, freelancers too.',
      [
        'Technical Superintendent – LNG carriers',
        'Superintendent Engineer (Containers)',
        'Hull Superintendent',
      ],
      ['Software Engineer', 'Crew Manager', 'Project Engineer', 'Chief Engineer'],
    ],
    [
      'Technische superintendenten en superintendenten van de nieuwbouw.',
      ['Technical Superintendent', 'Newbuilding Superintendent – Ulsan', 'Superintendent Engineer'],
      ['Werktuigkundige', 'Localization Engineer', 'Onderhoudsmonteur'],
    ],
    [
      'Superintendent engineers and dry-dock superintendents of the fleet.',
      ['Superintendent Engineer – Reefer Fleet', 'Dry Dock Superintendent'],
      ['Process Engineer', 'Chartering Manager', 'Vetting Inspector'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('vetting is a post of its own, not the technical superintendents', () => {
  it.each([
    [
      'Vetting superintendents and vetting inspectors.',
      ['Vetting Superintendent', 'Vetting Inspector (OCIMF)', 'Fleet Vetting Manager'],
      ['Technical Superintendent', 'Marine Superintendent', 'Quality Manager'],
    ],
    [
      'Marine and technical superintendents.',
      ['Marine Superintendent', 'Technical Superintendent'],
      ['Vetting Superintendent', 'HSE Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('chartering and vessel operations are a job the title names', () => {
  it.each([
    [
      'Chartering and the commercial operations of our ships: chartering managers, ship operators, demurrage analysts.',
      ['Chartering Manager (Dry Bulk)', 'Ship Operator', 'Demurrage Analyst', 'Head of Chartering'],
      ['Key Account Manager', 'Sales Executive', 'Business Developer', 'Crew Manager'],
    ],
    [
      'Befrachtung und Post-Fixture.',
      ['Befrachtungsmanager', 'Post-Fixture Operator', 'Chartering Assistant'],
      ['Vertriebsleiter', 'Account Manager', 'Einkäufer'],
    ],
    [
      'Shipbrokers and laytime analysts.',
      ['Shipbroker', 'Tanker Broker', 'Laytime & Demurrage Analyst'],
      ['Insurance Broker', 'Financial Analyst', 'Sales Manager'],
    ],
    [
      "Fletamento y operadores de buques: the fleet's commercial operations.",
      ['Chartering Manager', 'Vessel Operator'],
      ['Gerente comercial', 'Sales Manager', 'Operations Manager – Warehouse'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a club's sporting director is one post, not the football department", () => {
  it.each([
    [
      'Kaderplanung: Sportdirektorin, Chefscout und Scouts.',
      ['Sportdirektor', 'Chefscout', 'Scout – Skandinavien', 'Director of Football'],
      ['Cheftrainer', 'Torwarttrainer', 'Profifußballer', 'Co-Trainer'],
    ],
    [
      'Der Sportdirektor und die Scouts.',
      ['Sportdirektor', 'Scout (freelance)'],
      ['Fußballprofi', 'Athletiktrainer', 'Mittelfeldspieler – Fussballprofi'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a club's women's team or youth academy, named as the whole, narrows every job listed to it", () => {
  it.each([
    [
      "Everyone in the women's team: footballers and coaches.",
      ["Football Player – Women's First Team", "Head Coach, Women's Team", 'Goalkeeper Coach – Ladies'],
      ['Professional Footballer', 'Head Coach', 'U17 Coach'],
    ],
    [
      'Die Frauenmannschaft: Fußballspielerinnen und Cheftrainer.',
      ['Fußballspielerin – Frauen', 'Cheftrainerin Frauen'],
      ['Fußballprofi', 'Cheftrainer', 'Cheftrainer U15'],
    ],
    [
      'Equipo femenino: jugadoras y entrenadoras.',
      ['Jugadora – Primer Equipo Femenino', 'Entrenadora del equipo femenino'],
      ['Jugador profesional', 'Entrenador del primer equipo'],
    ],
    [
      'Football academy staff: coaches, physios and the academy coordinator, part-time too.',
      ['U15 Coach', 'Academy Physiotherapist', 'Youth Coach (part-time)'],
      ['First Team Coach', 'First Team Physiotherapist', 'Customer Support Agent', 'Professional Footballer'],
    ],
    [
      'Cantera y fútbol base: entrenadores y fisioterapeutas.',
      ['Entrenador Juvenil B', 'Fisioterapeuta de Cantera', 'Entrenadora Alevín A'],
      ['Primer Entrenador', 'Fisioterapeuta del primer equipo', 'Futbolista profesional'],
    ],
    [
      "Coaching staff of the senior sides (men's and women's team): head coaches and goalkeeper coaches.",
      ["Head Coach – Women's Team", 'Head Coach', 'Goalkeeper Coach'],
      ['Account Manager', 'Professional Footballer'],
    ],
    [
      'Nachwuchs: Auszubildende und Werkstudenten in allen Bereichen.',
      [
        ['Auszubildender Industriekaufmann', 'intern'],
        ['Werkstudentin Marketing', 'intern'],
      ],
      ['Jugendtrainer U17', 'Vertriebsleiter'],
    ],
    [
      'Unser Nachwuchsleistungszentrum: Trainer und Betreuer.',
      ['Trainer U19', 'Jugendtrainer', 'Co-Trainer U17'],
      ['Cheftrainer', 'Co-Trainer Profis', 'Fußballprofi'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
