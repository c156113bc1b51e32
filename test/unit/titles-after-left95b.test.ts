import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after the leftovers of holdouts 87 to 94 (trades and functions). Each rule is held by a
 * generated table: words in their languages × places written here, not the sets' titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Basel', ' (Teilzeit)', ' | Betrieb & Infrastruktur'];

describe('the German "Informatiker" is the company’s IT, as "informaticien" and "informaticus" are', () => {
  it.each(
    cross(
      [
        'Informatiker',
        'Informatikerin',
        'Informatiker EFZ',
        'Informatikerin EFZ Betriebsinformatik',
        'Lernende Informatikerin EFZ',
        'Wirtschaftsinformatiker',
        'Senior Informatiker',
        'Informaticien',
        'Informaticus',
      ],
      PLACES,
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toContain('it');
  });
  it.each(['Bioinformatiker', 'Bioinformatikerin'])('%s stays research', (title) => {
    expect(readTitle(title).functions).not.toContain('it');
  });
});

describe('a traffic head and a transport "exploitant" are transport operations (ISCO-08 4323)', () => {
  it.each(
    cross(
      [
        'Chef de trafic',
        'Cheffe de trafic',
        'Chefs de trafic',
        'Exploitant transport',
        'Exploitante transports',
      ],
      ['', ' – agence de Lyon', ' (national)', ' | messagerie'],
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toContain('operations');
  });
});

describe('security technology (alarms, video, access control) is electrical engineering work, not information security', () => {
  it.each(
    cross(
      [
        'Sicherheitstechniker',
        'Leiterin Sicherheitstechnik',
        'Projektleiter Sicherheitstechnik',
        'Technicien de service systèmes de sécurité',
        'Installateur alarmes',
        'Security Systems Technician',
        'Alarm Installer',
        'Técnico de sistemas de seguridad',
        'Tecnico impianti di sicurezza',
        'Beveiligingsmonteur',
      ],
      ['', ' – Region Ost', ' (Einbruch, Video, Zutritt)', ' | Service'],
    ),
  )('%s', (title) => {
    const read = readTitle(title);
    expect(read.functions).toContain('hardware_engineering');
    expect(read.functions).not.toContain('security');
  });
  it.each([
    'IT-Sicherheitstechniker',
    'Information Security Officer',
    'Técnico de sistemas de seguridad informática',
  ])('%s stays information security', (title) => {
    expect(readTitle(title).functions).toContain('security');
  });
});

describe('guards named by the staff word "Mitarbeitende" or by reception security are guards', () => {
  it.each(
    cross(
      [
        'Sicherheitsmitarbeitende',
        'Sicherheitsmitarbeitender',
        'Security-Mitarbeitende',
        'Security Mitarbeiterin',
        'Empfangssicherheit',
      ],
      ['', ' – Objekt Bern', ' (Teilzeit)', ' | Nachtdienst'],
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toEqual(['other']);
  });
});

describe('an audit against a food-safety or hygiene standard is quality’s, a financial audit stays finance', () => {
  it.each(
    cross(
      [
        'IFS Auditor',
        'Auditrice IFS',
        'BRCGS Auditor',
        'Food Safety Auditor',
        'HACCP-Auditorin',
        'Auditor de seguridad alimentaria',
        'Auditore sicurezza alimentare',
      ],
      ['', ' – Werk Süd', ' (freelance)', ' | Kühlkette'],
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toContain('quality');
  });
  it.each(['Financial Auditor', 'Auditeur financier', 'Wirtschaftsprüferin'])('%s stays finance', (title) => {
    expect(readTitle(title).functions).toContain('finance');
  });
});
