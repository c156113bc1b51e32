import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 121 (an auction house, a prison operator). Each rule is held by a generated table:
 * jobs in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const SITES = ['', ' – Ala Norte', ' (turnos de noite)', ' | Standort Süd'];

describe('a security control room, electronic security and prison guards are physical security, not information security', () => {
  it.each(
    cross(
      [
        'Operadora da Central de Segurança',
        'Coordenador da Central de Segurança e Videovigilância',
        'Operador de Central de Seguridad',
        'Addetto centrale di sicurezza',
        'Mitarbeiter Sicherheitszentrale',
        'Técnico de Segurança Eletrónica',
        'Técnica de sistemas de seguridad electrónica',
        'Technicien sécurité électronique',
        'Responsável de Segurança e Vigilância',
        'Guarda Prisional',
        'Guarda Prisional Principal',
        'Chefe da Guarda Prisional',
        'Comissária Prisional',
        'Surveillant pénitentiaire',
        'Surveillante brigadier',
        'Funcionaria de Instituciones Penitenciarias',
        'Justizvollzugsbeamtin',
        'Agente di custodia',
        'Correctional Officer',
        'Prison Officer',
      ],
      SITES,
    ),
  )('%s', (title) => {
    const read = readTitle(title);
    expect(read.functions).toContain('other');
    expect(read.functions).not.toContain('security');
  });

  it.each(
    cross(
      [
        'Information Security Officer',
        'Responsável de Cibersegurança',
        'Analista de seguridad informática',
        'Security Analyst (SOC)',
      ],
      SITES,
    ),
  )('%s stays information security', (title) => {
    expect(readTitle(title).functions).toContain('security');
  });
});

describe('a religious assistant is clergy (ISCO-08 2636)', () => {
  it.each(
    cross(
      [
        'Assistente religioso',
        'Assistente religiosa católica',
        'Assistant religieux',
        'Asistente espiritual',
        'Assistente spirituale',
        'Anstaltsseelsorger',
        'Gefängnisseelsorgerin',
        'Geestelijk verzorger',
      ],
      ['', ' (voluntário)', ' – Unidade Prisional', ' | bénévole'],
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toContain('clergy');
  });
});
