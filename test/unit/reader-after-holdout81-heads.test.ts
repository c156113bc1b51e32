import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 80–82 (levels and heads): a seniority before a list of functions is
 * the seniority of every function in it, even past an item the lexicon does not read; the leader of a team
 * is a manager-level title in every language, not a head; "mandos" are the leaders of what they name. Each
 * table is written in our own words.
 */

describe('the head of a list of functions heads each of them, past an unread item', () => {
  it.each([
    [
      'Department heads, for example the head of HR, IT, finance, tariffs, sales or legal.',
      ['Head of IT', 'Directrice financière', 'Leiter Vertrieb'],
      ['IT Support Technician', 'Accountant', 'Sales Representative', 'Legal Counsel'],
    ],
    [
      'Leiter von Personal, Einkauf, Zollabwicklung, Vertrieb oder IT.',
      ['Leiterin Einkauf', 'Head of Sales', 'IT-Leiter'],
      ['Einkäufer', 'Vertriebsmitarbeiter', 'Systemadministrator'],
    ],
    [
      'Directeurs des achats, du juridique, des douanes, de la communication ou des finances.',
      ['Directeur des achats', 'Directrice juridique', 'Directeur financier'],
      ['Acheteur', 'Juriste', 'Chargée de communication', 'Comptable'],
    ],
    [
      'Jefes de compras, aduanas, ventas o finanzas.',
      ['Jefe de compras', 'Head of Sales', 'Jefa de finanzas'],
      ['Comprador', 'Vendedor', 'Contable'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the leader of a team is a manager, not a head', () => {
  it.each([
    [
      'Warehouse team leaders.',
      ['Teamleiter Lager', 'Teamleider magazijn'],
      ['Warehouse Operative', 'Head of Sales'],
    ],
    [
      'Chefes de equipa de logística.',
      ['Chefe de equipa logística', 'Teamleiter Logistik'],
      ['Directeur commercial', 'Comptable'],
    ],
    [
      'Jefes de equipo de almacén.',
      ['Jefe de equipo almacén', 'Teamleiter Lager'],
      ['Director comercial', 'Contable'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"mandos" are the leaders of what they name', () => {
  it.each([
    [
      'Mandos de logística.',
      ['Jefe de almacén', 'Director de logística', 'Responsable de logística'],
      ['Carretillero', 'Mozo de almacén', 'Director financiero'],
    ],
    [
      'Mandos de producción y logística.',
      ['Jefe de producción', 'Responsable de logística'],
      ['Operario de producción', 'Carretillero', 'Jefa de ventas'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('an executive or management assistant serves the management, not the function of its neighbours', () => {
  it.each([
    [
      'Executive and sales assistants.',
      ['Executive Assistant to the CEO', 'Sales Assistant', 'Assistentin der Geschäftsführung'],
      ['Sales Manager', 'Chief Executive Officer'],
    ],
    [
      'Executive, personal and sales assistants.',
      ['Personal Assistant to the Chairman', 'Sales Assistant', 'Executive Assistant'],
      ['Sales Director', 'Chairman'],
    ],
    [
      'Sales assistants and executive assistants.',
      ['Assistant to the Managing Director', 'Sales Assistant'],
      ['Account Executive', 'Managing Director'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
