import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How a title is read after holdout 74 (a thermal spa and a public aquarium). Hungarian titles are read through
 * their words as Czech ones are; a spa's masseurs, bath attendants and lifeguards and an aquarium's divers are
 * jobs the title must name; a curador is a collection's curator unless the title names a foundation's board.
 * Each table is written in our own words, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACE = ['', ' – Gyógyfürdő Kft.', ' (Debrecen)', ' | teljes munkaidő'];

describe('Hungarian titles read through their words', () => {
  it.each(cross(['Vezérigazgató', 'Vezérigazgató-helyettes', 'Ügyvezető igazgató', 'Ügyvezető'], PLACE))(
    '"%s" runs the company',
    (title) => {
      expect(readTitle(title).functions).toContain('general_management');
      expect(readTitle(title).level).toBe('c_level');
    },
  );
  it.each([
    ['Gazdasági igazgató', 'finance', 'head'],
    ['Pénzügyi igazgató', 'finance', 'head'],
    ['Főkönyvelő', 'finance', 'head'],
    ['Könyvelő', 'finance', 'individual'],
    ['Kontroller', 'finance', 'individual'],
    ['Informatikai vezető', 'it', 'head'],
    ['Rendszergazda', 'it', 'individual'],
    ['Informatikus', 'it', 'individual'],
    ['Jogtanácsos', 'legal', 'individual'],
    ['Ügyvéd', 'legal', 'individual'],
    ['Jogász', 'legal', 'individual'],
    ['Ápolási igazgató', 'nursing', 'head'],
    ['Főnővér', 'nursing', 'head'],
    ['Szakápoló', 'nursing', 'individual'],
    ['Ápoló, belgyógyászat', 'nursing', 'individual'],
    ['Főorvos', 'physicians', 'manager'],
    ['Szakorvos', 'physicians', 'individual'],
    ['Reumatológus szakorvos', 'physicians', 'individual'],
    ['Rezidens orvos', 'physicians', 'individual'],
    ['Háziorvos', 'physicians', 'individual'],
    ['Gyógytornász', 'clinical', 'individual'],
    ['Szállodaigazgató', 'hospitality', 'head'],
    ['Konyhafőnök', 'hospitality', 'head'],
    ['Szakács', 'hospitality', 'individual'],
    ['Pincér', 'hospitality', 'individual'],
    ['Értékesítési igazgató', 'sales', 'head'],
    ['Kereskedelmi igazgató', 'sales', 'head'],
    ['Üzemeltetési igazgató', 'operations', 'head'],
  ])('"%s" reads as %s at %s', (title, fn, level) => {
    const reading = readTitle(title);
    expect(reading.functions).toContain(fn);
    expect(reading.level).toBe(level);
  });
  it.each(['A felügyelőbizottság elnöke', 'Felügyelőbizottsági tag', 'Felügyelőbizottság tagja'])(
    '"%s" is a (supervisory) board seat',
    (title) => {
      expect(readTitle(title).engagement).toBe('board');
    },
  );
  // The igazgatóság of a Zrt with a felügyelőbizottság is its management body, read as a Vorstand is: a seat on it is
  // a top executive's (reader-after-holdout74b.test.ts), not a non-executive board seat.
  it.each(['Az igazgatóság elnöke', 'Igazgatósági tag'])('"%s" is a seat on the executive board', (title) => {
    expect(readTitle(title).level).toBe('c_level');
  });
  it.each(['Biztonsági őr', 'Vagyonőr'])('"%s" is a guard, not information security', (title) => {
    expect(readTitle(title).functions).not.toContain('security');
  });
});

describe('a spa’s trades are jobs the title names', () => {
  it.each([
    [
      'Masseurs and massage therapists, medical or wellness, at any level.',
      [
        'Masseur',
        'Masseurin',
        'Masajista',
        'Massaggiatore sportivo',
        'Gyógymasszőr',
        'Wellness masszőr',
        'Massage Therapist',
      ],
      ['Physiotherapist', 'Gyógytornász', 'Nurse', 'Bath Attendant', 'Receptionist'],
    ],
    [
      'Kinésithérapeutes et masseurs du centre thermal.',
      ['Kinésithérapeute', 'Physiotherapeutin', 'Gyógytornász', 'Masseur', 'Gyógymasszőr'],
      ['Infirmière', 'Médecin rhumatologue', 'Szakorvos', 'Vétérinaire'],
    ],
    [
      'Rettungsschwimmer und Bademeister im Thermalbad.',
      [
        'Rettungsschwimmer',
        'Lifeguard',
        'Úszómester',
        'Vízimentő',
        'Badewärter',
        'Fürdőmester',
        'Socorrista',
      ],
      ['Security Guard', 'Masseur', 'Diver', 'Rezeptionistin'],
    ],
    [
      'Lifeguards and pool staff: nadadores-salvadores, bagnini, maîtres-nageurs.',
      ['Nadador-salvador', 'Bagnino', 'Maître-nageur sauveteur', 'Pool Lifeguard', 'Vízimentő'],
      ['Bath Attendant', 'Fürdőmester', 'Guard', 'Vigilante'],
    ],
    [
      'Bath attendants of the thermal baths, seasonal included.',
      ['Bath Attendant', 'Fürdőmester', 'Badbediende', 'Spa Attendant'],
      ['Lifeguard', 'Úszómester', 'Masseur', 'Cleaner'],
    ],
  ] as [string, string[], string[]][])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});

describe('an aquarium’s divers and curators', () => {
  it.each([
    [
      'Divers who clean and feed the tanks, staff or contracted.',
      ['Diver', 'Commercial Diver', 'Buzo profesional', 'Mergulhador', 'Berufstaucher', 'Plongeur', 'Búvár'],
      ['Aquarist', 'Underwater Photographer', 'Veterinarian', 'Curator of Fish'],
    ],
    [
      'Curators of the living collection (reptiles, corals, birds), including the head curator.',
      ['Curator of Reptiles', 'Head Curator', 'Curadora de Aves', 'Curador-Chefe', 'Kuratorin Aquarium'],
      ['Membro do Conselho de Curadores', 'Curador (Conselho de Curadores)', 'Aquarist', 'Content Curator'],
    ],
    [
      'Collection curators, the head curator included. Trustees of the foundation (conselho de curadores) are not collection curators.',
      ['Curator of Reptiles', 'Head Curator', 'Curadora de Aves'],
      ['Membro do Conselho de Curadores', 'Marine Biologist', 'Researcher', 'PhD Fellow', 'Limnologist'],
    ],
    [
      'Equipa veterinária: médicos veterinários e internos de veterinária.',
      ['Médica Veterinária', 'Veterinarian', 'Tierärztin'],
      ['Médico Fisiatra', 'Fisioterapeuta', 'Szakorvos', 'Physician'],
    ],
  ] as [string, string[], string[]][])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});

describe('an aquarium’s and a lake’s science, education and water systems', () => {
  it.each([
    ['Limnologist', 'research'],
    ['Hydrobiologist – reservoir monitoring', 'research'],
    ['Limnológus', 'research'],
    ['PhD Fellow (coral reefs)', 'research'],
    ['Bolseiro de Doutoramento', 'research'],
    ['Bolsista de Doutorado', 'research'],
    ['Diretor de Investigação e Conservação', 'research'],
    ['Curadora de Répteis', 'research'],
    ['Coordenador do Serviço Educativo', 'education'],
    ['Monitor de Programas Escolares', 'education'],
    ['Responsável de LSS', 'life_support'],
    ['Head of LSS', 'life_support'],
    ['Técnico de LSS', 'life_support'],
  ])('"%s" reads as %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  it.each(['LSS Black Belt', 'Inspetora de Investigação Criminal', 'Curador (Conselho de Curadores)'])(
    '"%s" is none of them',
    (title) => {
      expect(readTitle(title).functions).not.toContain('life_support');
      expect(readTitle(title).functions).not.toContain('research');
    },
  );
});

describe('who runs the company and their deputy', () => {
  it.each([
    'Deputy Managing Director & Head of Finance',
    'Stellvertretender Geschäftsführer und Leiter Technik',
    'Stellvertretende Geschäftsführerin / Prokuristin',
    'Factor at Ardnish Estate',
    'Estate Factor',
    'Factor – Strathdearn Estates',
  ])('"%s" is c_level', (title) => {
    expect(readTitle(title).levels).toContain('c_level');
  });
  it.each(['Assistant Factor', 'Deputy Factor (seconded)', 'Factoring Analyst', 'Deputy Head of Finance'])(
    '"%s" is not c_level',
    (title) => {
      expect(readTitle(title).levels).not.toContain('c_level');
    },
  );
  it.each(['Assistant Factor'])('"%s" is no assistant', (title) => {
    expect(readTitle(title).level).not.toBe('individual');
  });
});

describe('a hotel’s front office manager runs its reception', () => {
  it.each(['Front Office Manager', 'Front Office Manager – Hotel am See', 'Front-Office-Managerin'])(
    '"%s" manages in hospitality',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('hospitality');
      expect(readTitle(title).level).toBe('manager');
    },
  );
  it.each(['Office Manager', 'Box Office Manager'])('"%s" is no hotel manager', (title) => {
    expect(readTitle(title).functions).not.toContain('hospitality');
  });
});

describe('safety of people and premises with civil protection is physical security', () => {
  it.each([
    'Chefe de Segurança e Proteção Civil',
    'Responsable sécurité et protection civile',
    'Responsabile protezione civile',
    'Civil Protection Officer',
  ])('"%s" is no information security', (title) => {
    expect(readTitle(title).functions).not.toContain('security');
  });
  it.each(['Chefe de Segurança Informática', 'Information Security Officer'])(
    '"%s" stays information security',
    (title) => {
      expect(readTitle(title).functions).toContain('security');
    },
  );
});

describe('a member of an executive committee is an executive', () => {
  it.each([
    'Vogal da Comissão Executiva',
    'Presidente da Comissão Executiva',
    'Diretora Comercial e Vogal da Comissão Executiva',
    'Vocal de la Comisión Ejecutiva',
  ])('"%s" is c_level', (title) => {
    expect(readTitle(title).levels).toContain('c_level');
  });
  it.each(['Secretária da Comissão Executiva', 'Assistente da Comissão Executiva'])(
    '"%s" is not',
    (title) => {
      expect(readTitle(title).levels).not.toContain('c_level');
    },
  );
});

describe('more Hungarian areas', () => {
  it.each([
    ['Beszerzési vezető', 'procurement'],
    ['Minőségügyi vezető', 'quality'],
    ['Online marketing menedzser', 'marketing'],
    ['Gyakornok, gyógytorna', 'clinical'],
    ['Ingegnere LSS', 'life_support'],
    ['Osztályvezető, pénzügy', 'finance'],
    ['Ápoló – belgyógyászati osztály', 'nursing'],
  ])('"%s" reads as %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});
