import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 104–106 (a process plant). Each table is written in our own words.
 */

describe('a laboratory named with its plant is the laboratory, not production', () => {
  it.each([
    [
      'Quality: QA managers and the laboratory staff of the plant.',
      ['Quality Manager', 'Head of Quality'],
      ['Production Worker', 'Kierownik produkcji', 'Plant Manager'],
    ],
    [
      "Qualité : responsables qualité et personnel du laboratoire de l'usine.",
      ['Responsable qualité', 'Quality Manager'],
      ['Ouvrier de production', 'Kierownik produkcji', 'Production Worker'],
    ],
    [
      'Calidad: responsables de calidad y personal del laboratorio de planta.',
      ['Responsable de calidad'],
      ['Operario de producción', 'Pracownik produkcji'],
    ],
    [
      'Qualità: responsabili qualità e personale del laboratorio dello stabilimento.',
      ['Responsabile qualità'],
      ['Operaio di produzione', 'Production Worker'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a Polish plant's director is a plant manager", () => {
  it.each([
    [
      'Production leadership: heads of production and plant managers.',
      ['Dyrektor Fabryki', 'Dyrektorka Zakładu', 'Head of Production'],
      ['Kierownik Sprzedaży', 'Kierownik Działu Kadr'],
    ],
    [
      'Direção de produção: responsáveis de produção e diretores de fábrica.',
      ['Dyrektor Zakładu', 'Diretor de Produção'],
      ['Kierownik Sprzedaży'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a shift master or shift leader is a shift leader in Polish and Danish', () => {
  it.each([
    [
      'Production operators at every station; not the shift leaders.',
      ['Operator stacji filtracji', 'Production Operator'],
      ['Mistrz zmiany', 'Mistrz Zmiany – produkcja', 'Kierownik zmiany', 'Skiftleder', 'Holdleder, pakkeri'],
    ],
    [
      'Produktionsmitarbeiter, keine Schichtleiter.',
      ['Produktionsmitarbeiter'],
      ['Mistrz zmiany', 'Skiftleder'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a Polish plant's maintenance (utrzymanie ruchu, UR) is maintenance", () => {
  it.each([
    [
      'Maintenance: mechanics and their managers.',
      ['Mechanik UR – walcownia', 'Mechanik utrzymania ruchu'],
      ['Kierownik sprzedaży', 'Księgowa'],
    ],
    [
      'Instandhaltung: Mechaniker und Elektriker mit ihrer Leitung.',
      ['Mechanik utrzymania ruchu', 'Kierowniczka Działu UR', 'Automatyk (PLC)', 'Industriemechaniker'],
      ['Kierownik sprzedaży'],
    ],
    [
      'Mantenimiento: mecánicos y su jefatura.',
      ['Mechanik UR', 'Brygadzista UR', 'Mecánico de mantenimiento'],
      ['Kierownik sprzedaży'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
