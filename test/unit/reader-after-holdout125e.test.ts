import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 125 (a bicycle maker, a blood service): the executive committee by its Swiss and
 * Austrian German names, and the supervisor of a trade's line, who heads that trade rather than production at
 * large. Each table is written in our own words.
 */

describe('the Exekutivkomitee and Direktionskomitee are the executive committee', () => {
  it.each([
    [
      'Die Mitglieder des Exekutivkomitees, keine Assistenz.',
      [
        'Leiter Vertrieb · Mitglied der Geschäftsleitung',
        'CFO',
        'Directrice RH — membre du comité de direction',
      ],
      ['Assistentin der Geschäftsleitung', 'Leiter Vertrieb', 'Teamleiter Einkauf'],
    ],
    [
      'Generaldirektorin und Direktionskomitee.',
      ['CEO', 'Directeur technique · lid directiecomité', 'Diretora de Marketing · Comissão Executiva'],
      ['Directeur technique', 'Diretora de Marketing', 'Sachbearbeiterin Buchhaltung'],
    ],
    [
      'Executive committee members only.',
      ['Head of Legal, lid directiecomité', 'Directora Financiera | Comisión Ejecutiva'],
      ['Head of Legal', 'Asistente de la Comisión Ejecutiva'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the supervisor of a trade’s line heads that trade, not production', () => {
  it.each([
    [
      'Soldadores e o chefe de linha da soldadura.',
      ['Soldador MIG', 'Chefe de Equipa de Soldadura'],
      ['Diretor de Produção', 'Chefe de Linha — Montagem', 'Responsável de Armazém'],
    ],
    [
      'Soudeurs, y compris les chefs de ligne de la soudure.',
      ['Soudeur TIG', 'Chef d’équipe soudure'],
      ['Directeur d’usine', 'Chef de ligne assemblage', 'Responsable logistique'],
    ],
    [
      'Soldadores y el jefe de línea de soldadura.',
      ['Soldadora', 'Jefe de Soldadura'],
      ['Director de Planta', 'Jefe de Línea de Montaje', 'Jefe de Almacén'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
