import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 86–91 (fixer c: a printing works, a contact centre, a utility). Each table is
 * written in our own words.
 */

describe("a printing works' prepress, pressroom and finishing are read apart", () => {
  it.each([
    [
      'Prepress: the prepress manager, CTP operators and colour management. Not marketing designers.',
      ['Prepress Manager', 'Operatore prestampa', 'Colour management specialist'],
      ['Offset Press Operator', 'Buchbinder', 'Marketing Designer', 'Plant Manager'],
    ],
    [
      'Druckvorstufe: alle Mitarbeitenden, auch die Leitung.',
      ['Leiter Druckvorstufe', 'Mitarbeiterin Druckvorstufe'],
      ['Offsetdrucker', 'Buchbinderin', 'Werkleiter'],
    ],
    [
      'Les conducteurs offset et leurs aides. Pas le façonnage ni le prépresse.',
      ['Conducteur offset', 'Bogenoffsetdrucker'],
      ['Opérateur prépresse', 'Relieur', 'Responsable de production'],
    ],
    [
      'Encuadernación y troquelado: operarios y jefes de taller. No la impresión.',
      ['Encuadernador', 'Operario troqueladora', 'Jefe de encuadernación'],
      ['Impresor offset', 'Técnico de preimpresión'],
    ],
    [
      'Legatoria e cartotecnica: operai e capireparto. Non la stampa né la prestampa.',
      ['Addetto legatoria', 'Capo reparto legatoria', 'Operatore fustellatrice'],
      ['Macchinista offset', 'Addetto prestampa', 'Ufficio stampa'],
    ],
    [
      'Marketing at any level. Not prepress designers who prepare customer files.',
      ['Marketing Manager', 'Social Media Specialist'],
      ['Grafico prestampa', 'Prepress Operator'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a Romance staff noun with two adjectives joined by "and" is two kinds of that staff, never the second function whole', () => {
  it.each([
    [
      'Assistants administratifs et commerciaux. Pas la direction.',
      ['Assistante administrative', 'Assistant commercial', 'Assistante commerciale export'],
      ['Directeur commercial', 'Key Account Manager', 'Ingénieur commercial'],
    ],
    [
      'Asistentes administrativos y comerciales.',
      ['Asistente administrativa', 'Asistente comercial'],
      ['Director comercial', 'Ejecutivo de cuentas'],
    ],
    [
      'Assistenti amministrativi e commerciali, anche part-time.',
      ['Assistente amministrativa', 'Assistente commerciale'],
      ['Direttore commerciale', 'Area Manager Vendite'],
    ],
    [
      'Técnicos administrativos y comerciales.',
      ['Técnico comercial'],
      ['Director comercial', 'Jefe de ventas'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a grade word before the customers' desk names a contact-centre agent, not an assistant", () => {
  it.each([
    [
      'Assistants: executive assistants, office assistants and sales assistants.',
      ['Executive Assistant', 'Office Assistant', 'Sales Assistant'],
      [
        'Assistente de Apoio ao Cliente',
        'Assistente de Contact Center',
        'Assistente clienti',
        'Assistente de atendimento',
      ],
    ],
    [
      'Assistentes de direção e assistentes administrativos.',
      ['Assistente de direção', 'Assistente administrativa'],
      ['Assistente de Call Center', 'Assistente de suporte ao cliente'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
