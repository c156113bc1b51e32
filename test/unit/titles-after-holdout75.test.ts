import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How a title is read after holdout 75 (a book publisher, a fishing and canning group).
 * Each rule is held by a generated table: trades in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const HOUSE = ['', ' – Romane und Lyrik', ' (Kinderbuch)', ' | Hamburg', ', freelance'];

describe('a book publisher’s editors, programme heads and publishing director are editorial (ISCO-08 2641/2642)', () => {
  it.each(
    cross(
      [
        'Lektor',
        'Lektorin',
        'Cheflektorin',
        'Verlagslektor',
        'Freier Lektor',
        'Junior Lektorin Ratgeber',
        'Leitung Lektorat',
        'Programmleiterin',
        'Programmleitung Hardcover',
        'Verlagsleiter',
        'Acquisitions Editor',
        'Commissioning Editor',
        'Senior Commissioning Editor',
        'Editora de mesa',
        'Editor de mesa editorial',
        'Redattrice editoriale',
        'Redattore editoriale',
        'Éditrice littéraire',
        'Éditeur de livres',
      ],
      HOUSE,
    ),
  )('"%s" edits books', (title) => {
    expect(readTitle(title).functions[0]).toBe('editorial');
  });
  it.each(['News Editor', 'Chefredakteurin', 'Redattore', 'Editor', 'Video Editor'])(
    '"%s" stays where it was: a newsroom or a cutting room, not a publisher’s list',
    (title) => {
      expect(readTitle(title).functions).not.toContain('editorial');
    },
  );
});

describe('translators in every language are translation (ISCO-08 2643)', () => {
  it.each(
    cross(
      [
        'Translator',
        'Literary Translator',
        'Technical translator',
        'Übersetzerin',
        'Literarischer Übersetzer',
        'Fachübersetzerin',
        'Dolmetscherin',
        'Traducteur',
        'Traductrice littéraire',
        'Traductor literario',
        'Traductora',
        'Tradutora',
        'Tradutor literário',
        'Traduttore',
        'Traduttrice letteraria',
        'Vertaler',
        'Literair vertaalster',
      ],
      [' (Englisch → Deutsch)', ' – japonais', '', ' | selbstständig'],
    ),
  )('"%s" translates', (title) => {
    expect(readTitle(title).functions[0]).toBe('translation');
  });
  it.each(['Machine Translation Engineer', 'Interpreter of data', 'Language teacher'])(
    '"%s" is not a translator',
    (title) => {
      expect(readTitle(title).functions).not.toContain('translation');
    },
  );
});

describe('definitions name editors and translators with the same words', () => {
  it('a definition of editors keeps the house’s editors, freelance ones too, and drops translators', () => {
    keepsAndDrops(
      'Das Lektorat: Lektorinnen und Lektoren, auch freie; keine Übersetzer.',
      ['Lektorin Sachbuch', 'Freier Lektor', 'Programmleiter Belletristik'],
      ['Übersetzerin', 'Literary Translator', 'Marketing Manager'],
    );
  });
  it('a definition of translators keeps them in any language and drops the editors', () => {
    keepsAndDrops(
      'Literary translators who work for us, on staff or freelance.',
      ['Traductora', 'Literarischer Übersetzer', 'Vertaler'],
      ['Lektor', 'Key Account Manager'],
    );
    keepsAndDrops(
      'Traductrices et traducteurs, salariés ou indépendants.',
      ['Tradutora', 'Literary Translator', 'Übersetzerin'],
      ['Éditrice littéraire', 'Vendeuse'],
    );
  });
});

describe('a fishing fleet’s crews are seafaring (ISCO-08 6222, 6223, 3151, 3152)', () => {
  it.each(
    cross(
      [
        'Fisherman',
        'Fishermen',
        'Pescador',
        'Pescadora',
        'Aprendiz de pescador',
        'Marinheiro pescador',
        'Pêcheur',
        'Pescatore',
        'Patrão de pesca',
        'Patrón de pesca',
        'Mestre costeiro',
        'Mestre de pesca',
        'Maquinista prático de 2.ª classe',
        'Motorista marítimo',
      ],
      ['', ' – arrastão de Peniche', ' (cerco)', ' | atuneiro Ondarroa'],
    ),
  )('"%s" fishes at sea', (title) => {
    expect(readTitle(title).functions[0]).toBe('seafaring');
  });
  it.each(['Fischer Holding GmbH', 'Ana Fischer – Buchhaltung', 'Visser Logistics'])(
    '"%s" is a surname, not a fisherman',
    (title) => {
      expect(readTitle(title).functions).not.toContain('seafaring');
    },
  );
  it('a definition of the people at sea keeps fishermen and skippers, apprentices too', () => {
    keepsAndDrops(
      'Crews at sea: fishermen, skippers and deckhands of the trawlers, apprentices included. Not the office.',
      ['Pescador', 'Patrão de pesca', 'Aprendiz de pescador'],
      ['Contabilista', 'Técnica de Recursos Humanos'],
    );
  });
});
