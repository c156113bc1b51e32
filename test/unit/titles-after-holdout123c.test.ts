import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 123 (a fragrance house, a pharmacy group): social security beside payroll is no
 * security, and the Catalan "en pràctiques" and "becari" are interns. Generated tables in our own words.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Sede central', ' (Lleida)', ' | Grupo Farmaplus'];

describe('social security is the payroll’s, no security', () => {
  it.each(
    cross(
      [
        'Técnico de Nóminas y Seguridad Social',
        'Técnica de nóminas y seguridad social',
        'Gestionnaire paie et sécurité sociale',
        'Payroll & Social Security Specialist',
        'Addetta paghe e sicurezza sociale',
        'Técnico de salários e segurança social',
      ],
      PLACES,
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).not.toContain('security');
  });
  it.each(cross(['Jefe de Seguridad', 'Responsable sécurité informatique', 'Security Engineer'], PLACES))(
    '%s',
    (title) => {
      expect(readTitle(title).functions).toContain('security');
    },
  );
});

describe('the Catalan intern is an intern', () => {
  it.each(
    cross(
      [
        'Estudiant en pràctiques',
        'Estudiant en pràctiques tutelades',
        'Alumna en pràctiques (FCT)',
        'Becari de comunicació',
        'Becària de recursos humans',
      ],
      PLACES,
    ),
  )('%s', (title) => {
    expect(readTitle(title).engagement).toBe('intern');
  });
});
