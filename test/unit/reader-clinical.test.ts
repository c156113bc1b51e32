import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keeps, position, read } from '../fixtures/reading.js';

/**
 * The clinical hierarchy after holdout 7 (issue 22): physicians and nurses are the two professions of
 * clinical care, each with its levels, read the same way from a title and from a definition in seven
 * languages. Generated: every definition × every title of the roster, each title with its profession
 * and tier.
 */

type Profession = 'physician' | 'nurse' | 'other';
type Tier = 'lead' | 'staff';
const ROSTER: readonly [string, Profession, Tier][] = [
  ['Primar, Abteilung für Kardiologie', 'physician', 'lead'],
  ['Chefarzt Chirurgie', 'physician', 'lead'],
  ['Ärztlicher Direktor', 'physician', 'lead'],
  ['Oberärztin, Innere Medizin', 'physician', 'lead'],
  ['Médecin-chef du service de cardiologie', 'physician', 'lead'],
  ['Médico jefe de servicio', 'physician', 'lead'],
  ['Primario di Ortopedia', 'physician', 'lead'],
  ['Chief Physician', 'physician', 'lead'],
  ['Assistenzarzt', 'physician', 'staff'],
  ['Turnusärztin', 'physician', 'staff'],
  ['Fachärztin für Anästhesie', 'physician', 'staff'],
  ['Médecin généraliste', 'physician', 'staff'],
  ['Médico', 'physician', 'staff'],
  ['Huisarts', 'physician', 'staff'],
  ['Occupational Health Physician', 'physician', 'staff'],
  ['Betriebsärztin', 'physician', 'staff'],
  ['Médecin du travail', 'physician', 'staff'],
  ['Pflegedirektorin', 'nurse', 'lead'],
  ['Stationsleitung Unfallchirurgie', 'nurse', 'lead'],
  ['Bereichsleitung Pflege', 'nurse', 'lead'],
  ['Head Nurse', 'nurse', 'lead'],
  ['Directrice des soins', 'nurse', 'lead'],
  ['Cadre de santé', 'nurse', 'lead'],
  ['Caposala', 'nurse', 'lead'],
  ['DGKP', 'nurse', 'staff'],
  ['Registered Nurse', 'nurse', 'staff'],
  ['Infirmière', 'nurse', 'staff'],
  ['Enfermera', 'nurse', 'staff'],
  ['Infermiere', 'nurse', 'staff'],
  ['Verpleegkundige', 'nurse', 'staff'],
  ['Enfermeira', 'nurse', 'staff'],
  ['Occupational Health Nurse (part-time)', 'nurse', 'staff'],
  ['Head of Finance', 'other', 'lead'],
  ['Leiter Haustechnik', 'other', 'lead'],
  ['Study Nurse', 'other', 'staff'],
  ['Software Engineer', 'other', 'staff'],
  ['Recruiter Pflege', 'other', 'staff'],
  ['Health & Safety Manager', 'other', 'lead'],
  ['Medical Affairs Manager', 'other', 'lead'],
];

const DEFINITIONS: readonly [string, (p: Profession, t: Tier) => boolean][] = [
  [
    'Leitende Ärztinnen und Ärzte: Primarärzt:innen (Chefärzte), Oberärzt:innen und die Ärztliche Direktion. Keine Assistenz- oder Turnusärzte und keine Fachärzte ohne Leitungsfunktion.',
    (p, t) => p === 'physician' && t === 'lead',
  ],
  [
    'Pflegemanagement: Pflegedirektion, Bereichs- und Stationsleitungen.',
    (p, t) => p === 'nurse' && t === 'lead',
  ],
  ['Nurses at any level', (p) => p === 'nurse'],
  ['Physicians and surgeons, any level', (p) => p === 'physician'],
  ['Clinical staff: physicians and nurses', (p) => p !== 'other'],
];

describe('the clinical hierarchy', () => {
  for (const [definition, wanted] of DEFINITIONS) {
    it(`"${definition.slice(0, 60)}…" keeps the clinical titles it names at their levels, and no one else`, () => {
      const reading = read(definition);
      const wrong = ROSTER.filter(([title, p, t]) => keeps(reading, position(title)) !== wanted(p, t)).map(
        ([title]) => title,
      );
      expect(wrong).toEqual([]);
    });
  }

  it('reads every clinical title as physicians or nursing, within clinical care', () => {
    for (const [title, profession] of ROSTER) {
      const fns = readTitle(title).functions;
      if (profession === 'physician') expect(fns, title).toContain('physicians');
      if (profession === 'nurse') expect(fns, title).toContain('nursing');
      if (profession === 'other') expect(fns, title).not.toContain('physicians');
    }
  });
});
