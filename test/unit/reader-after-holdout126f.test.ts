import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 126 (a chimney-sweep group, a polling institute): the trades of a sweep's
 * company and the jobs of a market research institute are jobs the title must name; a word and its other gender
 * joined by "and" are one kind of person. Each table is written in our own words.
 */

describe("a chimney-sweep company's trades are jobs the title names", () => {
  it.each([
    [
      'Alle Schornsteinfeger: Meister, Gesellen und Lehrlinge. Keine Energieberater.',
      ['Schornsteinfegermeisterin', 'Bezirksschornsteinfeger Kehrbezirk 7', 'Kaminkehrergeselle'],
      ['Energieberaterin', 'Reinigungskraft', 'Disponent'],
    ],
    [
      'Chimney sweeps, apprentices included.',
      ['Chimney Sweep', 'Ramoneur', 'Schoorsteenveger'],
      ['Energy Consultant', 'Office Manager', 'Fleet Manager'],
    ],
    [
      'Nos ramoneurs et ramoneuses, sauf les conseillers en énergie.',
      ['Ramoneuse', 'Chimney Sweep (Apprentice)'],
      ['Conseiller en énergie', 'Comptable'],
    ],
    [
      'Energieberater und Energieberaterinnen, auch die Leitung der Energieberatung.',
      ['Gebäudeenergieberaterin', 'Leiter Energieberatung', 'Energy Consultant'],
      ['Schornsteinfegergeselle', 'Messtechnikerin Emissionen'],
    ],
    [
      'Energy assessors and energy consultants, freelancers included.',
      ['Energy Assessor', 'Energieberater', 'Consultor energético'],
      ['Chimney Sweep', 'Sales Consultant'],
    ],
    [
      'Messtechniker für Emissionsmessung, nicht die Kalibrierung.',
      ['Messtechnikerin Abgasmessung', 'Emission Measurement Technician'],
      ['Techniker Kalibrierung', 'Schornsteinfegermeister'],
    ],
    [
      'Lüftungsreinigung: die Reiniger der Abluftanlagen und ihr Teamleiter.',
      ['Lüftungsreinigerin', 'Teamleiter Lüftungsreinigung', 'Duct Cleaning Technician'],
      ['Energieberater', 'Buchhalterin'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a research institute's jobs are jobs the title names", () => {
  it.each([
    [
      "Chargés et chargées d'études, juniors compris.",
      ["Chargée d'études marketing", 'Research Executive', "Chargé d'études senior"],
      ["Directrice d'études", 'Assistante de direction', 'Data Scientist'],
    ],
    [
      "Directeurs et directrices d'études, et les directeurs de pôle. Pas les chargés d'études.",
      ["Directrice d'études", 'Directeur du pôle Santé', "Directeur adjoint d'études"],
      ["Chargée d'études", 'Directeur financier', 'Responsable RH'],
    ],
    [
      'Telephone interviewers of our CATI centre and their supervisors. Not the field interviewers.',
      ['Enquêtrice CATI', 'Supervisor CATI', 'Telephone Interviewer'],
      ['Field Interviewer', 'Enquêteur terrain', 'Programmeur questionnaires CATI'],
    ],
    [
      'Encuestadores de campo, no los encuestadores telefónicos.',
      ['Encuestadora de campo', 'Enquêtrice face-à-face', 'Field Interviewer'],
      ['Encuestador telefónico', 'Moderadora cualitativa', 'Freelance Developer'],
    ],
    [
      'Moderatori qualitativi di focus group, anche freelance.',
      ['Moderatrice qualitativa', 'Focus Group Moderator', 'Moderador cualitativo'],
      ['Quality Manager', 'Community Moderator'],
    ],
    [
      'Tratamiento de datos y programación de cuestionarios.',
      ['Survey Programmer', 'Chef de projet traitement de données', 'Scripteuse'],
      ['Statisticien', 'Data Scientist', 'Responsable qualité'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a sentence ends at its dot, a legal form does not', () => {
  it.each([
    [
      'All apprentices in any trade or office job. Not interns and not working students.',
      [
        ['Azubi Elektroniker', 'intern'],
        ['Apprentie coiffeuse', 'intern'],
        ['Aprendiz de cocina', 'intern'],
      ],
      [['Praktikantin Marketing', 'intern'], ['Werkstudent Controlling', 'intern'], 'Office Manager'],
    ],
    [
      'Every apprentice of any office or workshop. No interns.',
      [
        ['Auszubildender Kaufmann für Büromanagement', 'intern'],
        ['Apprendista meccanico', 'intern'],
      ],
      [['Summer Intern', 'intern'], ['Stagiaire RH', 'intern'], 'Head of Workshop'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
