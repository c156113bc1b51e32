import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 115 (a dental group, driving schools): a trade the title must name, in the
 * seven languages: sterilisation staff (ESCO sterile services technician), dental hygienists and dental assistants
 * (ISCO-08 3251, apart from dentists 2261), driving instructors (5165) and vehicle inspectors (3115/3359).
 * Each table is written in our own words.
 */

describe('sterilisation staff are a job the title names', () => {
  it.each([
    [
      'Sterilisation staff, operators and supervisors.',
      ['Sterilisation Technician', 'Supervisor CSSD', 'Técnica de esterilización'],
      ['Finance Manager', 'Clinic Manager', 'Infection Control Nurse', 'HR Director'],
    ],
    [
      'Personal der Zentralsterilisation (AEMP).',
      ['Mitarbeiter Zentralsterilisation', 'Leiterin AEMP'],
      ['Pflegedienstleitung', 'IT-Leiter', 'Hygienefachkraft'],
    ],
    [
      'Medewerkers van de sterilisatie.',
      ['Medewerker sterilisatie', 'Teamleider Sterilisatie'],
      ['Praktijkmanager', 'Tandarts', 'Financieel directeur'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('dental hygienists and dental assistants are apart from dentists and from other assistants', () => {
  it.each([
    [
      'Oral hygienists.',
      ['Dental Hygienist', 'Mondhygiënist', 'Hygiéniste bucco-dentaire', 'Higienista dental'],
      ['Dentist', 'Orthodontist', 'Dental Assistant', 'Infection prevention hygienist nurse'],
    ],
    [
      'Mondhygiënisten en tandartsassistenten.',
      ['Mondhygiënist', 'Tandartsassistente', 'Dental nurse'],
      ['Tandarts', 'Directieassistente', 'Administratief assistent'],
    ],
    [
      'Asistentes dentales.',
      ['Asistente dental', 'Assistante dentaire (orthodontie)', 'Zahnmedizinische Fachangestellte'],
      ['Asistente de dirección', 'Assistente administrativa', 'Odontólogo'],
    ],
    [
      'General dentists. Not dental hygienists and not dental assistants.',
      ['Dentist', 'General Dentist'],
      ['Mondhygiënist', 'Tandartsassistente', 'Dental Hygienist'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('driving instructors and vehicle inspectors are jobs the title names', () => {
  it.each([
    [
      'Driving instructors of every licence category.',
      [
        'Driving Instructor (cars)',
        'Instrutor de Condução de Pesados',
        'Fahrlehrer Klasse C',
        'Profesora de autoescuela',
      ],
      ['School Director', 'Theory Trainer', 'Fleet Mechanic', 'Receptionist'],
    ],
    [
      'Fahrlehrerinnen und Fahrlehrer.',
      ['Fahrlehrerin', 'Rijinstructeur', 'Istruttore di guida'],
      ['Fahrschulleiter', 'Buchhalterin', 'Kfz-Mechaniker'],
    ],
    [
      'Inspectores de ITV en activo.',
      ['Inspector ITV', 'Inspetora Técnica de Veículos', 'Vehicle Inspector'],
      ['Gestor de centro', 'Mecánico', 'Inspector de calidad'],
    ],
    [
      'Vehicle inspectors at our test centres.',
      ['Vehicle Inspector', 'Inspetor de Veículos', 'MOT Tester'],
      ['Quality Inspector', 'Centre Manager', 'Driving Instructor'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a dental specialty and the dental technician are jobs the title names', () => {
  it.each([
    [
      'Only our periodontists and endodontists.',
      ['Parodontoloog', 'Periodontist', 'Endodontiste', 'Odontóloga endodoncista'],
      ['General Dentist', 'Orthodontist', 'Dental Hygienist', 'Assistante dentaire (parodontologie)'],
    ],
    [
      'Kieferorthopäden und Oralchirurgen, keine allgemeinen Zahnärzte.',
      ['Kieferorthopädin', 'Oralchirurg', 'Oral Surgeon', 'Chirurgien buccal'],
      ['Zahnarzt', 'Kindertandarts', 'Zahntechniker'],
    ],
    [
      'Ortodoncistas y cirujanos maxilofaciales. Sin odontopediatras.',
      ['Ortodoncista', 'Orthodontiste', 'Cirujano maxilofacial'],
      ['Odontopediatra', 'Dentista general', 'Higienista dental', 'Assistant, orthodontie'],
    ],
    [
      'Prothésistes dentaires, y compris les apprentis.',
      ['Prothésiste dentaire', 'Tandtechnicus', 'Dental Technician', 'Odontotecnico'],
      ['Assistante dentaire', 'Lab Sales Manager', 'Dentiste'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
