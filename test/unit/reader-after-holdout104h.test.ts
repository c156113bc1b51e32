import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 104–106 (third short round, h): a German compound in -kandidat names a profession's trainees, not the profession; and a patent attorney's trainee or assistant
 * compound names no practice of the firm, so the trainees listed beside it are not narrowed to patent work.
 * Each table is written in our own words.
 */

describe('a profession’s candidates are its trainees, not the profession', () => {
  it.each([
    [
      'Alle in Ausbildung: Azubis, Praktikantinnen und Notariatskandidaten.',
      [
        ['Notariatskandidatin', 'intern'],
        ['Praktikantin Vertrieb', 'intern'],
        ['Auszubildender Industriekaufmann', 'intern'],
      ],
      ['Notar', 'Rechtsanwältin', 'Steuerberater', 'Leiter Vertrieb'],
    ],
    [
      'Unsere Lehrlinge und Richteramtskandidaten, keine Ausbilder.',
      [
        ['Richteramtskandidatin', 'intern'],
        ['Lehrling Bürokaufmann', 'intern'],
      ],
      ['Richter', 'Partnerin, Rechtsanwältin', 'Office Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a patent attorney’s trainee compound names no practice the others must share', () => {
  it.each([
    [
      'Alle Auszubildenden, Werkstudierenden und Patentanwaltskandidatinnen.',
      [
        ['Werkstudentin Buchhaltung', 'intern'],
        ['Werkstudent Marketing', 'intern'],
        ['Elektrikerlehrling', 'intern'],
        ['Patentanwaltskandidat', 'intern'],
      ],
      ['Patentanwalt', 'Leiterin Marketing'],
    ],
    [
      'Praktikanten, Lehrlinge und Patentanwaltsfachangestellte in Ausbildung.',
      [
        ['Praktikant Personal', 'intern'],
        ['Lehrling Mechatronik', 'intern'],
        ['Kfz-Mechatroniker-Lehrling', 'intern'],
      ],
      ['Patentanwältin', 'Personalreferentin'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('an -ologist or -onomist is named by its root in every language', () => {
  it.each([
    [
      'Agronomists and field advisers.',
      ['Agronom', 'Agronome régional', 'Ingeniero Agrónomo', 'Agronomo di campo'],
      ['Accountant', 'Sales Manager'],
    ],
    ['Our biologists.', ['Biologe', 'Bióloga marina', 'Bioloog'], ['Biomedical Engineer', 'Accountant']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a term the reader cannot read, glossed in the user’s words, is what a title names in them', () => {
  it.each([
    [
      'The raw-stock office (dział surowców) and buyers.',
      ['Kierownik Działu Surowców', 'Specjalista działu surowca', ['Buyer', 'employee']],
      ['Kierownik Działu Kadr', 'Księgowa', 'Kierownik Surowców Wtórnych'],
    ],
    [
      'Der Innendienst-Pool (oficina técnica), keine Vertriebsleitung.',
      ['Responsable de Oficina Técnica', 'Técnico de la oficina técnica'],
      ['Jefe de Ventas', 'Recepcionista'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('people let in only if they also meet the rest add nobody of their own', () => {
  it.each([
    [
      'Supervisory board members, the chair included. Executives only count if they also sit on that board.',
      [
        ['Member of the Supervisory Board', 'board'],
        ['Chair of the Supervisory Board', 'board'],
      ],
      ['Chief Executive Officer', 'Chief Financial Officer'],
    ],
    [
      'Mitglieder des Aufsichtsrats. Vorstände zählen nur, wenn sie auch dort einen Sitz haben.',
      [
        ['Mitglied des Aufsichtsrats', 'board'],
        ['Aufsichtsratsvorsitzender', 'board'],
      ],
      ['Vorstandsvorsitzender', 'Finanzvorstand'],
    ],
    [
      'Miembros del consejo de vigilancia. Los directivos solo cuentan si también tienen un asiento.',
      [['Miembro del Consejo de Vigilancia', 'board']],
      ['Director General', 'Directora Financiera'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
