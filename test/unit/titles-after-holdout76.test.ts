import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How a title is read after holdout 76 (a medical laboratory, a fund administrator): fund administration is work of
 * its own, apart from the company's own finance; a laboratory's specialists, analysts, blood collectors, couriers and
 * infection-prevention staff are jobs their titles name, in the seven languages. Written in our own words.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const FUNDS = ['', ' – UCITS and AIF', ' (Lisboa)', ' | Strassen'];

describe('fund accounting, NAV and transfer agency are fund administration, not finance', () => {
  it.each(
    cross(
      [
        'Fund Accountant',
        'Junior Fund Accountant',
        'Fund Accounting Supervisor',
        'Director Fund Administration',
        'NAV Analyst',
        'NAV Control Officer',
        'Transfer Agent',
        'Transfer Agency Analyst',
        'TA Team Leader',
        'Responsable Transfer Agency',
        'Comptable fonds',
        'Comptable de fonds senior',
        'Contable de fondos',
        'Contabilista de fundos',
        'Contabile dei fondi',
        'Fondsbuchhalterin',
        'Fondsadministrateur',
        'Agente de transferencias',
      ],
      FUNDS,
    ),
  )('"%s" administers client funds', (title) => {
    expect(readTitle(title).functions[0]).toBe('fund_administration');
  });
  it.each(['Group Accountant', 'Financial Controller', 'Comptable général', 'Tax Manager', 'Boekhouder'])(
    '"%s" keeps the company’s own books',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('finance');
    },
  );
  it.each(['Fund Manager', 'Portfolio Manager'])('"%s" still invests', (title) => {
    expect(readTitle(title).functions[0]).toBe('investment');
  });
});

describe('a fund administrator’s definitions read fund administration and depositary oversight apart', () => {
  it.each([
    [
      'Fund accounting and transfer agency, all levels. Not the depositary team.',
      ['Fund Accountant', 'Transfer Agency Analyst', 'Head of NAV Control', 'Comptable de fonds'],
      ['Depositary Officer', 'Financial Controller', 'Group Accountant', 'Fund Manager'],
    ],
    [
      'The company’s own finance: controllers and accountants. Fund accountants working on client funds are out.',
      ['Financial Controller', 'Group Accountant', 'Boekhouder'],
      ['Fund Accountant', 'Contabilista de fundos', 'TA Officer'],
    ],
    [
      'Depositary oversight staff, managers included.',
      [
        'Depositary Officer',
        'Head of Depositary Control',
        'Verwahrstellen-Analyst',
        'Contrôleur dépositaire',
      ],
      ['Fund Accountant', 'Financial Controller', 'Risk Analyst'],
    ],
    [
      'Verwahrstellenkontrolle, alle Ebenen.',
      ['Depositary Oversight Associate', 'Referentin Verwahrstelle'],
      ['Fondsbuchhalterin', 'Controllerin'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a medical laboratory’s specialists, analysts and collectors are jobs of their own', () => {
  it.each([
    [
      'Clinical chemists, trainees included. No analysts.',
      ['Clinical Biochemist', 'Klinisch chemicus', 'Bioquímica clínica', 'Klinische Chemikerin'],
      ['Analist klinische chemie', 'Pathologist', 'Arts-microbioloog', 'Laboratory Buyer', 'Hoofdanalist'],
    ],
    [
      'Pathologists and clinical microbiologists who sign the reports.',
      ['Patholoog', 'Pathologist', 'Medical Microbiologist', 'Microbióloga clínica', 'Arts-microbioloog'],
      ['Analist pathologie', 'Microbiology Technician', 'Klinisch chemicus', 'General Practitioner'],
    ],
    [
      'Laboratory analysts at the bench, head analysts included. No phlebotomy, no equipment technicians.',
      ['Analist', 'Hoofdanalist', 'MTLA', 'Medical Laboratory Scientist', 'Técnico de Análises Clínicas'],
      ['KYC Analyst', 'Data-analist', 'Credit Risk Analyst', 'Phlebotomist', 'Equipment Technician'],
    ],
    [
      'Medizinisch-technische Laborassistentinnen und Analisten.',
      ['MTLA Mikrobiologie', 'Analist hematologie', 'Teamleider laboratorium'],
      ['Business Analyst', 'Inkoper laboratoriumartikelen', 'Medisch technicus'],
    ],
    [
      'Blood collection staff at the draw sites and our sample couriers.',
      ['Phlebotomist', 'Medewerker bloedafname', 'Teamleider prikpost', 'Courier', 'Monsterkoerier'],
      ['Analist', 'Klinisch chemicus', 'Customer Service Agent'],
    ],
    [
      'Extracción de sangre y transporte de muestras.',
      ['Extraccionista', 'Flebotomista', 'Coordinador transporte de muestras'],
      ['Técnico de laboratorio', 'Recepcionista'],
    ],
    [
      'Die Mikrobiologie mit ihren Hygienefachkräften.',
      ['Mikrobiologin', 'MTLA Mikrobiologie', 'Hygienefachkraft'],
      ['Klinische Chemikerin', 'Pathologe', 'Analist hematologie'],
    ],
    [
      'Infection prevention nurses and hospital hygienists.',
      ['Infection Prevention Nurse', 'Deskundige infectiepreventie', 'Infirmière hygiéniste'],
      ['Staff Nurse', 'Microbiologist', 'Security Officer'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('specialists in training are a job of their own, kept or left out apart from the specialists', () => {
  it.each([
    [
      'Pathologists and clinical chemists. Not specialists in training.',
      ['Patholoog', 'Clinical Biochemist'],
      ['Klinisch chemicus in opleiding', 'AIOS pathologie', 'Pathologist in training'],
    ],
    [
      'Patólogos y bioquímicos clínicos, sin los especialistas en formación.',
      ['Patóloga', 'Bioquímico clínico'],
      ['Patólogo en formación', 'KCIO'],
    ],
    [
      'Biologistes médicaux, sauf les spécialistes en formation.',
      ['Biologiste médicale'],
      ['Biologiste médical en formation'],
    ],
    [
      'Pathologen und Fachärzte in Weiterbildung.',
      ['Pathologe', 'Assistenzärztin in Weiterbildung Pathologie'],
      ['MTLA', 'Laborleiterin Einkauf'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
