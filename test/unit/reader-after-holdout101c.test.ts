import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 101–103 (engagement): a heading that says the people asked for are not
 * our employees ("who work for us but are not our employees", "without being our employees", "senza essere
 * nostro dipendente") or names the outside staff as a whole ("external workforce", "personnel externe") is an
 * engagement's heading; the examples after its colon show what such people do here and do not narrow it (nor
 * keep the own staff of the jobs they name). Each table is written in our own words.
 */

describe('a non-employee heading before a list of examples asks for every outsider', () => {
  it.each([
    [
      'Everyone who works with us but is not our employee: freelance editors, agency staff and workers supplied by outside firms (catering, cleaning, security). Current only.',
      [
        ['Copy Editor', 'contractor'],
        ['Security Officer', 'contractor'],
        ['Cook', 'contractor'],
      ],
      ['Senior Editor', 'Security Guard', 'Head of Finance', ['Marketing Intern', 'intern']],
    ],
    [
      'Persons who work for the company without being our employees: freelancers, consultants, temp staff and staff of service companies on site.',
      [
        ['Data Protection Officer', 'contractor'],
        ['Warehouse Operative', 'contractor'],
      ],
      ['Privacy Officer', 'Warehouse Operator', 'CFO'],
    ],
    [
      'Chi lavora con noi senza essere nostro dipendente: liberi professionisti, consulenti, interinali e personale di cooperative.',
      [
        ['Infermiera', 'contractor'],
        ['Fisioterapista', 'contractor'],
      ],
      ['Infermiera di reparto', 'Fisioterapista senior', 'Direttore Sanitario'],
    ],
    [
      'External workforce: freelancers, interim managers, agency workers and subcontracted drivers. Not board members.',
      [
        ['Interim Regional Manager', 'contractor'],
        ['IT Consultant', 'contractor'],
        ['Tanker Driver', 'contractor'],
      ],
      ['Area Manager', 'Truck Driver', ['Board Member', 'board']],
    ],
    [
      'Personnel externe uniquement : indépendants, intérimaires, consultants et prestataires de nettoyage.',
      [
        ['Agent de propreté', 'contractor'],
        ['Consultant SAP', 'contractor'],
      ],
      ['Agente de limpieza', 'Directeur financier'],
    ],
    [
      'Externes Personal: Freiberufler, Leiharbeitskräfte, Honorarkräfte und Wachleute von Sicherheitsfirmen.',
      [
        ['Sicherheitsmitarbeiter', 'contractor'],
        ['Patentanwalt', 'contractor'],
      ],
      ['Werkschutz', 'Leiter Finanzen'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
