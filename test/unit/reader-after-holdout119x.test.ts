import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 119 (a ski school and a mountain guides' company): a sport said with an
 * instructor's job narrows it to that sport's instructors, mountain guides are instructors of their own trade, and
 * instructors or guides "in training" are only the ones whose title says so. Each table is written in our own words.
 */

describe('a sport said with the instructors narrows them to it', () => {
  it.each([
    [
      'Snowboard teachers of the school, seasonal ones too.',
      ['Snowboard Instructor', 'Monitor de snowboard', 'Snowboardlehrerin'],
      ['Ski Instructor', 'Moniteur de ski alpin', 'Skilehrer', 'Maestro di sci'],
    ],
    [
      'Nos moniteurs de ski.',
      ['Moniteur de ski', 'Maestra di sci', 'Skilehrerin', 'Instructor de esquí'],
      ['Monitrice de snowboard', 'Snowboardlehrer', 'Tennis Coach'],
    ],
    [
      'Skilehrer und Snowboardlehrer der Schule.',
      ['Skilehrer', 'Snowboardlehrerin', 'Ski Instructor'],
      ['Tennis Coach', 'Swimming Instructor'],
    ],
    [
      'Ski and sports instructors of every kind.',
      ['Ski Instructor', 'Snowboard Instructor', 'Tennis Coach'],
      ['Accountant'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('mountain guides are a trade of their own', () => {
  it.each([
    [
      'Our mountain guides, employed or freelance.',
      ['Mountain Guide', 'Guide de haute montagne', 'Guida alpina', 'Bergführerin', 'Guía de alta montaña'],
      ['Ski Instructor', 'Moniteur de snowboard', 'Tour Guide Coordinator', 'Travel Agent'],
    ],
    [
      'Unsere Bergführerinnen und Bergführer.',
      ['Bergführer', 'IFMGA Mountain Guide', 'Guide de haute montagne'],
      ['Skilehrer', 'Snowboardlehrerin', 'Reiseleiter'],
    ],
    [
      'Certified mountain guides who work with us; not the aspirant guides.',
      ['Mountain Guide (IFMGA)', 'Guida alpina', 'Guide de haute montagne'],
      ['Aspirant guide', 'Aspirant guide de haute montagne', 'Ski Instructor'],
    ],
    [
      'Guías de montaña en activo.',
      ['Guía de alta montaña', 'Guide de haute montagne', 'Accompagnatrice en moyenne montagne'],
      ['Instructor de esquí', 'Recepcionista'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('instructors and guides in training are the ones whose title says so', () => {
  it.each([
    [
      'Aspirant guides and trainee ski instructors.',
      ['Aspirant guide', 'Aspirant guide de haute montagne', ['Trainee Ski Instructor', 'intern']],
      ['Mountain Guide', 'Ski Instructor', 'Ski Instructor, mentor of trainees'],
    ],
    [
      'Les monitrices et moniteurs stagiaires.',
      [
        ['Moniteur stagiaire snowboard', 'intern'],
        ['Monitrice stagiaire (ski alpin)', 'intern'],
      ],
      ['Moniteur de ski', 'Monitrice de ski – tutrice des stagiaires', 'Stagiaire marketing'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('technical sales support is pre-sales, not everyone in engineering', () => {
  it.each([
    [
      'Sales engineers and other technical sales support; no account managers.',
      ['Sales Engineer', 'Presales Consultant', 'Ingénieur avant-vente'],
      ['Payload Engineer', 'Software Engineer', 'Key Account Manager'],
    ],
    [
      'Technische Vertriebsunterstützung und Solution Architects.',
      ['Presales Engineer', 'Solution Architect'],
      ['Ground Segment Engineer', 'Systemingenieur', 'Vertriebsleiter'],
    ],
    [
      'Tout le support technico-commercial.',
      ['Ingénieur avant-vente', 'Pre-Sales Manager'],
      ['Ingénieur RF', 'Responsable commercial'],
    ],
    [
      'Solution architects en technische verkoopondersteuning.',
      ['Solution Architect', 'Presales Engineer'],
      ['Flight Dynamics Engineer', 'Accountmanager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the booking office and the welcome desk are reception', () => {
  it.each([
    [
      "Lo staff dell'accoglienza e dell'ufficio prenotazioni.",
      ['Receptionist', "Hôtesse d'accueil", 'Reservations agent', 'Addetta alle prenotazioni'],
      ['Facility Manager', 'Security Guard', 'Sales Manager'],
    ],
    [
      "L'équipe du bureau de réservation et de l'accueil.",
      ['Réceptionniste', 'Agente de reservas', 'Booking agent'],
      ['Agent de maintenance', 'Responsable boutique'],
    ],
    [
      'Booking office and front desk staff, seasonal too.',
      ['Front Desk Agent', 'Recepcionista', 'Booking clerk'],
      ['Caretaker', 'Account Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
