import { describe, expect, it } from 'vitest';
import { functionsOf } from '../../functions/core/derive.js';

/**
 * How a title is read after holdout 65 (a funeral-services group and a boarding school). Each rule is held by a
 * generated table: the trade's words in its languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Oberstufe', ' (Teilzeit)', ' | Campus Nord'];

describe('school teachers are teaching (ISCO-08 2330, 2341, 2353)', () => {
  const TEACHERS = [
    'Lehrperson Geschichte',
    'Fachlehrperson Chemie',
    'Lehrerin für Englisch',
    'Lehrer Wirtschaft und Recht',
    'Mathematiklehrerin',
    'Französischlehrer',
    'Teacher of Geography',
    'History teacher',
    'Enseignante de mathématiques',
    'Insegnante di tedesco',
    'Docente di storia',
    'Docent aardrijkskunde',
    'Leraar Duits',
    'Lerares Engels',
    'Leerkracht basisonderwijs',
  ];
  it.each(cross(TEACHERS, PLACES))('"%s" is teaching', (title) => {
    expect(functionsOf(title)).toContain('teaching');
  });
  const NOT_TEACHERS = [
    'Fahrlehrer',
    'Fluglehrerin',
    'Teaching assistant',
    'Assistenzlehrperson',
    'Lehrling Logistik',
    'Ski teacher',
  ];
  it.each(NOT_TEACHERS)('"%s" is no school teacher', (title) => {
    expect(functionsOf(title)).not.toContain('teaching');
  });
});

describe('ski, snowboard and sports instructors are coaching (ISCO-08 3422)', () => {
  const INSTRUCTORS = [
    'Skilehrerin',
    'Snowboardlehrer',
    'Sportlehrerin',
    'Ski instructor',
    'Snowboard coach',
    'PE teacher',
    'Monitrice de ski',
    'Moniteur de snowboard',
    'Maestra di sci',
    'Istruttore di snowboard',
    'Profesora de educación física',
    'Monitor de esquí',
    'Skileraar',
  ];
  it.each(cross(INSTRUCTORS, PLACES))('"%s" is coaching', (title) => {
    expect(functionsOf(title)[0]).toBe('coaching');
  });
  it.each(['Skilehrer', 'Sports teacher'])('"%s" is no school teacher', (title) => {
    expect(functionsOf(title)).not.toContain('teaching');
  });
});
