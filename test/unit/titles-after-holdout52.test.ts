import { describe, expect, it } from 'vitest';
import type { ProviderProfile } from '../../functions/core/profile.js';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 52 (issue 22). Holdout 52's football club and specialty-chemicals maker had titles
 * the reader never met: a club's coaches, players, scouts and match analysts read as nothing (or a head coach as general
 * management), a physio or a nutritionist named in a definition as nothing, lab chemists and Chemielaboranten as
 * nothing or as R&D.
 * Generated tables: the same kinds of titles (ISCO-08 3421 athletes, 3422 sports coaches, 2113 chemists, 3111 chemical
 * science technicians, 2264 physiotherapists, 2265 dieticians) at employers in no labelled set.
 */

const SITES = ['', ' – Sporting Vale do Sado', ' | FC Alpenrhein', ' @ Polychem Nord'];
const { reads } = titleTables(SITES);
const { reads: readsAlso } = titleTables(SITES, { first: false });

describe("a club's coaches: a sport's coach in every language, not a business coach", () => {
  reads('coaching', {
    en: ['Assistant Coach – First Team', 'Goalkeeping Coach', 'Strength & Conditioning Coach', 'Head Coach U23'],
    de: ['Co-Trainer', 'Cheftrainerin', 'Torwarttrainer', 'Athletiktrainer'],
    fr: ['Entraîneur adjoint', 'Entraîneuse des gardiennes', 'Préparatrice physique'],
    es: ['Entrenadora de porteros', 'Segundo entrenador', 'Preparador físico'],
    nl: ['Hoofdtrainer', 'Keeperstrainer', 'Assistent-trainer'],
    pt: ['Treinador Adjunto', 'Treinadora de guarda-redes'],
    it: ['Allenatore in seconda', 'Preparatore atletico', 'Preparatore dei portieri', 'Collaboratore tecnico'],
  });
  it.each(['Agile Coach', 'Sales Trainer', 'Business Coach', 'Career Coach', 'Trainer'])(
    '"%s" is no sports coach',
    (title) => {
      expect(readTitle(title).functions).not.toContain('coaching');
    },
  );
});

describe("a club's players, scouts, match analysts and football department", () => {
  reads('athletes', {
    en: ['Professional Footballer', 'Football Player'],
    de: ['Fußballspielerin', 'Fußballprofi'],
    fr: ['Footballeuse professionnelle'],
    es: ['Futbolista profesional', 'Jugadora'],
    nl: ['Voetbalster', 'Profvoetballer'],
    pt: ['Jogador de futebol', 'Futebolista'],
    it: ['Calciatrice', 'Giocatore'],
  });
  reads('scouting', {
    en: ['Chief Scout', 'Regional Scout – Benelux', 'Head of Scouting'],
    de: ['Spielerbeobachter'],
    es: ['Ojeadora'],
    pt: ['Olheiro'],
    it: ['Osservatore'],
  });
  reads('match_analysis', {
    en: ['Performance Analyst', 'Video Analyst', 'Opposition Analyst'],
    de: ['Spielanalyst', 'Videoanalystin'],
    fr: ['Analyste vidéo'],
    es: ['Analista de vídeo'],
    nl: ['Videoanalist', 'Wedstrijdanalist'],
    pt: ['Analista de desempenho'],
  });
  reads('sports', {
    en: ['Director of Football', 'Sporting Director'],
    de: ['Sportdirektor'],
    fr: ['Directeur sportif'],
    es: ['Director Deportivo'],
    pt: ['Diretora Desportiva', 'Coordenador da Academia'],
    it: ['Direttore sportivo'],
  });
});

describe("a physio and a nutritionist are clinical staff, as a definition's short words name them", () => {
  reads('clinical', {
    en: ['Physio', 'Sports Nutritionist', 'Lead Physio – Academy'],
    de: ['Ernährungsberaterin', 'Sporternährungswissenschaftler'],
    fr: ['Nutritionniste du sport'],
    nl: ['Voedingsdeskundige'],
  });
});

describe("a laboratory's chemists and technicians (ISCO-08 2113, 3111)", () => {
  reads('laboratory', {
    en: ['Lab Technician', 'Analytical Chemist', 'Laboratory Manager', 'Formulation Chemist'],
    de: ['Chemielaborant', 'Biologielaborantin', 'Analytikchemikerin', 'Chemisch-technische Assistentin'],
    fr: ['Technicien de laboratoire', 'Chimiste', 'Responsable du laboratoire'],
    es: ['Técnica de laboratorio', 'Químico analista', 'Jefa de laboratorio'],
    nl: ['Laborant', 'Laboratoriumanalist', 'Labmedewerker'],
    pt: ['Técnica de laboratório'],
    it: ['Tecnico di laboratorio', 'Chimico analista', 'Responsabile del laboratorio'],
  });
  readsAlso('laboratory', { en: ['Head of R&D Lab'], fr: ['Chimiste R&D'] });
  it.each(['Chemikant', 'Chemikantin (Wechselschicht)', 'Innovation Lab Manager', 'Dispensing Chemist'])(
    '"%s" works in no laboratory',
    (title) => {
      expect(readTitle(title).functions).not.toContain('laboratory');
    },
  );
});

/** The current position here of a profile at a company of `industry`. */
const here = (profile: Partial<ProviderProfile>, industry: string) =>
  positionsOf(bareProfile(profile), bareCompany({ industry })).find((p) => p.current && p.here !== null);

describe("a maker's bare lab title is its quality lab as well as a laboratory", () => {
  it.each(['Leiter Labor', 'Lab Manager', 'Responsable du laboratoire', 'Laborleiterin'])('"%s"', (title) => {
    expect(here({ experience: [roleAt(title)] }, 'Food and Beverage Manufacturing')?.functions).toEqual([
      'quality',
      'laboratory',
    ]);
  });
  it('a named science stays the laboratory alone', () => {
    expect(here({ experience: [roleAt('Laborchemikerin')] }, 'Chemical Manufacturing')?.functions).toEqual([
      'laboratory',
    ]);
  });
});
