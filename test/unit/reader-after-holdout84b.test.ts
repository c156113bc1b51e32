import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 84 and 85 (a rehabilitation clinic, a shoe factory): a therapy named by its
 * discipline asks for its therapists, patient administration is a job of its own, and shipping and drivers belong to
 * logistics. Each table is written in our own words.
 */

describe('a therapy named by its discipline asks for its therapists, not all of clinical care', () => {
  it.each([
    [
      'Our therapy staff: physiotherapy, occupational therapy and speech therapy.',
      ['Physiotherapist', 'Ergotherapeutin', 'Speech and Language Therapist'],
      ['Staff Nurse', 'Consultant Neurologist', 'Ward Manager', 'Dietitian'],
    ],
    [
      'Therapeuten aller Art: Physiotherapie, Ergotherapie, Logopädie, Neuropsychologie.',
      ['Physiotherapeut', 'Ergotherapeut', 'Logopädin', 'Neuropsychologe', 'Leiterin Therapien'],
      ['Oberarzt Kardiologie', 'Pflegefachfrau HF', 'Stationsleiterin', 'Ernährungsberaterin'],
    ],
    [
      'Kinésithérapie et ergothérapie, y compris les stagiaires.',
      ['Kinésithérapeute', 'Ergothérapeute'],
      ['Infirmière', 'Médecin adjoint', 'Aide-soignante'],
    ],
    [
      'Fisioterapia e terapia ocupacional.',
      ['Fisioterapeuta', 'Terapeuta Ocupacional'],
      ['Enfermeira', 'Médico Interno'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('patient administration is a job the title must name', () => {
  it.each([
    [
      'Patient administration: admissions, patient billing and medical coding.',
      ['Head of Patient Administration', 'Clinical Coder', 'Patient Accounts Clerk'],
      ['Accountant', 'Financial Controller', 'CFO', 'Hotel Receptionist'],
    ],
    [
      'Patientenadministration und medizinische Kodierung, auch Kostengutsprachen.',
      ['Sachbearbeiter Patientenaufnahme', 'Medizinische Kodiererin', 'Leiter Patientenadministration'],
      ['Buchhalterin', 'Leiter Finanzen', 'Controller'],
    ],
    [
      'Administration des patients et codage médical.',
      ['Codeuse médicale', 'Responsable administration des patients'],
      ['Comptable', 'Contrôleur de gestion'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('shipping and drivers belong to logistics, not to all of operations', () => {
  it.each([
    [
      'Magazzino e spedizioni, autisti compresi.',
      ['Magazziniere', 'Addetto spedizioni', 'Autista'],
      ['Operaio di produzione', 'Direttore di produzione', 'Manutentore'],
    ],
    [
      'Armazém e expedição; motoristas incluídos.',
      ['Fiel de Armazém', 'Responsável de Expedição', 'Motorista'],
      ['Operadora de Acabamento', 'Planeador de Produção', 'Costureira'],
    ],
    [
      'Warehouse and shipping, drivers included.',
      ['Delivery Driver', 'Warehouse Operative', 'Truck Driver'],
      ['Production Operator', 'Plant Manager', 'Maintenance Technician'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('maintenance and technical services under one heading are the maintenance team, at every level', () => {
  it.each([
    [
      'Manutenção e serviços técnicos: técnicos e responsáveis.',
      ['Técnico de Manutenção', 'Responsável de Manutenção', 'Eletromecânico de Manutenção'],
      [
        'Diretor Financeiro',
        'Responsável de Logística',
        'Chefe de Secção de Corte',
        'Diretora de Recursos Humanos',
      ],
    ],
    [
      'Wartung und technischer Dienst: Techniker und Leitung.',
      ['Leiter Technischer Dienst', 'Wartungstechniker'],
      ['Leiterin Finanzen', 'Leiter Einkauf', 'Pflegefachfrau'],
    ],
    [
      'Mantenimiento y servicios técnicos (edificios, instalaciones): técnicos y responsables.',
      ['Técnico de Mantenimiento', 'Jefe de Mantenimiento'],
      ['Director Financiero', 'Jefe de Almacén', 'Responsable de Compras'],
    ],
    [
      'Maintenance and technical services: technicians and managers.',
      ['Maintenance Technician', 'Maintenance Manager'],
      ['Finance Manager', 'Warehouse Manager', 'HR Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
