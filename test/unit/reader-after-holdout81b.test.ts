import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 82 (a school group and a data centre operator): a school's psychologists,
 * counsellors and therapists, its teachers' aides and its International Baccalaureate coordinators, a data centre's
 * remote-hands technicians and a security control room are jobs the title must name. Each table is written in our own
 * words, not the set's.
 */

describe('psychologists, counsellors and therapists are jobs the title names', () => {
  it.each([
    [
      'School psychologists and guidance counsellors, employed or self-employed.',
      ['Schulpsychologin', 'Guidance Counsellor', 'Psicólogo Escolar', 'Student Counselor'],
      ['Mathematics Teacher', 'School Nurse', 'Legal Counsel', 'Head of Year 9'],
    ],
    [
      'Psychologues, thérapeutes et conseillers d’orientation qui suivent les élèves.',
      ['Psychologue scolaire', 'Orthophoniste', 'Psychomotricienne thérapeute', 'Conseillère d’orientation'],
      ['Professeur de français', 'Infirmière scolaire', 'Juriste', 'Conseiller commercial'],
    ],
    [
      'Psicólogos, terapeutas y orientadores de los alumnos.',
      ['Psicóloga', 'Terapeuta ocupacional', 'Orientador escolar', 'Logopeda'],
      ['Profesora de Lengua', 'Enfermera', 'Abogado', 'Asesor comercial'],
    ],
    [
      'Psicologi, terapisti e orientatori della scuola.',
      ['Psicologa dell’età evolutiva', 'Logopedista', 'Orientatore'],
      ['Insegnante di matematica', 'Avvocato', 'Consulente di vendita'],
    ],
    [
      'Onze psychologen en therapeuten.',
      ['Schoolpsycholoog', 'Speltherapeut'],
      ['Leerkracht', 'Bedrijfsjurist'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("teachers' aides and school auxiliaries are a job the title names", () => {
  it.each([
    [
      'Teaching assistants and classroom assistants of every school.',
      ['Teaching Assistant – Year 2', 'Classroom Assistant (nursery)', 'Learning Support Assistant'],
      [
        'Executive Assistant to the Head',
        'Administrative Assistant – Fees',
        'Head of Primary',
        'Trainee Teacher',
      ],
    ],
    [
      'Auxiliares de ação educativa e assistentes operacionais, de todas as escolas.',
      ['Auxiliar de Ação Educativa – 1.º ciclo', 'Assistente Operacional'],
      ['Assistente Administrativa', 'Secretária da Direção', 'Diretora Pedagógica', 'Professora Estagiária'],
    ],
    [
      'Auxiliares de educación y técnicos de aula de cualquier colegio.',
      ['Auxiliar de Educación Infantil'],
      ['Asistente de dirección', 'Jefa de estudios'],
    ],
    [
      'Onderwijsassistenten en klassenassistenten.',
      ['Onderwijsassistent groep 3', 'Klassenassistente'],
      ['Directiesecretaresse', 'Leerkracht', 'Stagiair'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('International Baccalaureate programme coordinators are a job the title names', () => {
  it.each([
    [
      'IB coordinators.',
      ['PYP Coordinator', 'IB Diploma Programme Coordinator', 'MYP Coordinator & Science Teacher'],
      ['Coordinator of Primary', 'Exams Coordinator', 'IB Biology Teacher', 'BI Coordinator'],
    ],
    [
      'Coordinadores del Bachillerato Internacional (PEP, PAI y PD).',
      ['Coordinadora PEP', 'Coordinador del Programa del Diploma', 'Coordinador PAI'],
      ['Coordinador de Secundaria', 'Profesor de Historia'],
    ],
    [
      'Coordenadores dos programas IB.',
      ['Coordenadora IB PYP', 'Coordenador do Programa do Diploma IB'],
      ['Coordenador do 1.º Ciclo', 'Professora de Inglês'],
    ],
    [
      'Coordinateurs IB (PP, PEI, PD).',
      ['Coordinatrice PEI', 'Coordinateur du Programme du diplôme'],
      ['Coordinateur pédagogique', 'Professeur de physique'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('remote-hands technicians are a job the title names', () => {
  it.each([
    [
      'Remote-hands and smart-hands technicians, apprentices included.',
      ['Remote Hands Technician', 'Smart Hands Engineer – FRA2', 'Apprentice Smart-Hands Technician'],
      ['Network Engineer', 'Electrical Technician', 'Facilities Manager'],
    ],
    [
      'Techniciens remote hands de nos datacenters.',
      ['Technicien Remote Hands', 'Smart hands technicienne'],
      ['Technicien CVC', 'Ingénieur réseau'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a security control room is physical security', () => {
  it.each([
    [
      'Guards and the security control room staff.',
      ['Security Control Room Operator', 'Security Guard', 'Head of Security Control Room'],
      ['Process Control Room Operator', 'SOC Analyst', 'NOC Operator'],
    ],
    [
      'Vigilantes y responsables de la sala de control de seguridad.',
      [
        'Operadora sala de control de seguridad',
        'Vigilante de seguridad',
        'Jefe de Sala de Control de Seguridad',
      ],
      ['Operador de sala de control de planta', 'Analista SOC'],
    ],
    [
      'Guardie giurate e operatori della sala controllo sicurezza.',
      ['Operatore sala controllo sicurezza', 'Guardia particolare giurata'],
      ['Operatore sala controllo impianto', 'Cybersecurity Analyst'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('audits beside ISO certification are compliance, not finance', () => {
  it.each([
    [
      'Compliance, certification and privacy staff (ISO certifications, audits, GDPR).',
      ['Compliance Officer', 'ISO Audit Lead'],
      ['Financial Controller', 'Accounts Payable Clerk', 'Statutory Auditor'],
    ],
    [
      'Compliance-Team (ISO-Zertifizierungen, Audits, Datenschutz).',
      ['Compliance Manager', 'Datenschutzbeauftragte'],
      ['Bilanzbuchhalterin', 'Leiter Finanzen', 'Wirtschaftsprüfer'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
  it.each([
    [
      'Finance people (accounting, audits, tax).',
      ['Accountant', 'Audit Senior', 'Tax Manager'],
      ['Compliance Officer'],
    ],
  ] as const)('"%s" keeps its finance audits', (definition, keep, drop) =>
    keepsAndDrops(definition, keep, drop),
  );
});

describe('"steuern" beside another verb of leading is no tax', () => {
  it.each([
    [
      'Alle, die den Bau neuer Lagerhallen planen und steuern: Bauprojektleiter und Bauleiter.',
      ['Bauprojektleiter', 'Bauleiterin'],
      ['Steuerberaterin', 'Leiter Steuern', 'CFO'],
    ],
    [
      'Wer den Bau leitet oder steuert: Bauleiter und Bauprojektleiter.',
      ['Bauleiter', 'Bauprojektleiterin'],
      ['Steuerfachangestellte'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
  it.each([['Finanzen und Steuern.', ['Leiter Steuern', 'Buchhalterin'], ['Bauleiter']]] as const)(
    '"%s" still asks for tax',
    (definition, keep, drop) => keepsAndDrops(definition, keep, drop),
  );
});

describe('staff or subcontracted after the people is any engagement', () => {
  it.each([
    [
      'Vigilantes, de plantilla o subcontratados.',
      ['Vigilante de seguridad', ['Vigilante', 'contractor']],
      ['Operador de planta', 'Jefe de operaciones'],
    ],
    [
      'Security guards, staff or outsourced.',
      ['Security Guard', ['Security Guard (night)', 'contractor']],
      ['Operations Manager', 'Plant Operator'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a Portuguese admissions team is admissions', () => {
  it.each([
    [
      'A equipa de admissões e a direção comercial.',
      ['Técnica de Admissões', 'Head of Admissions', 'Diretor Comercial'],
      ['Professora de Inglês', 'Contabilista'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a data centre's critical facilities are its power and cooling trades", () => {
  it.each([
    [
      'Engineers and technicians of the critical facilities – electrical, mechanical, cooling – at any level.',
      [
        'Critical Facilities Lead',
        'Electrical Shift Technician',
        'HVAC Engineer',
        'Refrigeration Technician',
      ],
      ['NOC Engineer', 'Network Engineer', 'Software Engineer', 'Facilities Coordinator (offices)'],
    ],
    [
      'Ingénieurs et techniciens des installations critiques du datacenter.',
      ['Technicien CVC', 'Électricien de maintenance', 'Ingénieur électricité – UPS'],
      ['Ingénieur réseau', 'Technicien NOC', 'Ingénieur commercial'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
