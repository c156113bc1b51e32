import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 110 (a water utility, a steel fabricator): the president or chair of the staff's
 * elected works council chairs that council, not the company, so the title is no executive's. Generated table.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' (CCOO)', ' – planta de Cartagena', ' | Werk Linz'];

describe('the chair of the works council is no executive', () => {
  it.each(
    cross(
      [
        'Presidenta del Comité de Empresa',
        'Presidente del comité de empresa',
        'Técnico de mantenimiento | Presidente del Comité de Empresa',
        'Presidente della RSU',
      ],
      PLACES,
    ),
  )('%s', (title) => {
    const read = readTitle(title);
    expect(read.levels).not.toContain('c_level');
  });
});
