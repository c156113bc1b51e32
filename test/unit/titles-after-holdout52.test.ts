import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 52 (issue 22). Holdout 52's football club and specialty-chemicals maker had titles
 * the reader never met: a club's coaches, players, scouts and match analysts read as nothing (or a head coach as general
 * management), a physio or a nutritionist named in a definition as nothing.
 * Generated tables: the same kinds of titles (ISCO-08 3421 athletes, 3422 sports coaches, 2264 physiotherapists, 2265 dieticians) at employers in no labelled set.
 */

const SITES = ['', ' – Sporting Vale do Sado', ' | FC Alpenrhein', ' @ Polychem Nord'];
const { reads } = titleTables(SITES);
const { reads: readsAlso } = titleTables(SITES, { first: false });

describe("a club's coaches: a sport's coach in every language, not a business coach", () => {
  reads('coaching', {
    en: [
      'Assistant Coach – First Team',
      'Goalkeeping Coach',
      'Strength & Conditioning Coach',
      'Head Coach U23',
    ],
    de: ['Co-Trainer', 'Cheftrainerin', 'Torwarttrainer', 'Athletiktrainer'],
    fr: ['Entraîneur adjoint', 'Entraîneuse des gardiennes', 'Préparatrice physique'],
    es: ['Entrenadora de porteros', 'Segundo entrenador', 'Preparador físico'],
    nl: ['Hoofdtrainer', 'Keeperstrainer', 'Assistent-trainer'],
    pt: ['Treinador Adjunto', 'Treinadora de guarda-redes'],
    it: [
      'Allenatore in seconda',
      'Preparatore atletico',
      'Preparatore dei portieri',
      'Collaboratore tecnico',
    ],
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

describe('a works council, stadium security, sponsorship, and a club shop', () => {
  reads('works_council', {
    en: ['Works Council Chair', 'Employee Representative, Works Council'],
    de: ['Betriebsrätin', 'Stellvertretender Betriebsratsvorsitzender', 'Gesamtbetriebsrat'],
    fr: ['Élue du comité social et économique', "Secrétaire du comité d'entreprise"],
    es: ['Presidente del comité de empresa'],
    nl: ['Voorzitter ondernemingsraad'],
    pt: ['Membro da Comissão de Trabalhadores'],
  });
  reads('other', {
    en: ['Stadium Security Officer', 'Match Day Steward', 'Stadium Security Coordinator'],
    de: ['Leiter Ordnerdienst', 'Sicherheit im Stadion'],
    es: ['Jefe de Seguridad del Estadio'],
    pt: ['Responsável de Segurança do Estádio'],
  });
  it.each(['Security Manager', 'Security Engineer', 'Flight Steward'])(
    '"%s" is no stadium security',
    (title) => {
      expect(readTitle(title).functions).not.toContain('other');
    },
  );
  readsAlso('partnerships', {
    en: ['Sponsorship Manager', 'Head of Sponsorship'],
    es: ['Responsable de Patrocinio'],
    it: ['Responsabile Sponsorizzazioni'],
    pt: ['Gestora de Patrocínios'],
  });
  reads('retail', {
    en: ['Club Shop Assistant', 'Fan Shop Manager'],
    es: ['Dependienta Tienda Oficial'],
    pt: ['Operadora Loja Oficial'],
  });
});
