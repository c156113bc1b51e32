import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 62 (issue 22). Holdout 62 had a Madrid development NGO (street and major-donor
 * fundraisers, legacies, institutional grants and their accounting) and a Cologne film and TV production company (a
 * production accountant). Generated tables: the same kinds of titles at employers in no labelled set.
 */

const SITES = ['', ' – Asociación Puente Solidario', ' | Stiftung Lichtblick', ' @ Onlus Mani Aperte'];
const { rows, reads } = titleTables(SITES);

describe("a non-profit's fundraisers are fundraising, not finance: street, major donors, legacies, grants", () => {
  reads(
    'fundraising',
    {
      es: [
        'Captadora de fondos en calle',
        'Captador de socios puerta a puerta',
        'Coordinadora de Captación F2F',
        'Jefe de Captación de Fondos',
        'Gestora de Grandes Donantes',
        'Técnico de Legados y Herencias',
        'Coordinadora de Financiación Institucional',
        'Técnico de subvenciones',
      ],
      en: [
        'Street Fundraiser',
        'Face-to-face Fundraising Team Leader',
        'Major Gifts Officer',
        'Legacy Giving Manager',
        'Institutional Funding Coordinator',
        'Grant Writer',
        'Donor Relations Officer',
      ],
      fr: ['Chargé de collecte de fonds', 'Responsable mécénat', 'Chargée de relations donateurs'],
      it: ['Responsabile raccolta fondi', 'Addetto grandi donatori', 'Responsabile lasciti testamentari'],
      pt: ['Técnica de captação de recursos', 'Gestor de grandes doadores'],
      de: ['Referent Fundraising', 'Referentin Großspenderbetreuung'],
      nl: ['Fondsenwerver'],
    },
    ['finance', 'talent_acquisition', 'sales'],
  );
  it.each(['Captación de talento', 'Técnica de captación de talento', 'Captador de clientes'])(
    '"%s" is no fundraising',
    (title) => {
      expect(readTitle(title).functions).not.toContain('fundraising');
    },
  );
  it.each(['Legacy Systems Engineer', 'Contable', 'Controller'])('"%s" is no fundraising', (title) => {
    expect(readTitle(title).functions).not.toContain('fundraising');
  });
});

describe('the accounting of a grant once won (justificación económica, grants compliance) is finance', () => {
  reads(
    'finance',
    {
      es: ['Técnico de Justificación de Subvenciones', 'Responsable de justificación económica de proyectos'],
      en: ['Grants Compliance Officer', 'Grant Accounting Specialist'],
      de: ['Sachbearbeiterin Fördermittelabrechnung'],
    },
    ['fundraising', 'compliance'],
  );
});

describe('a bookkeeping compound names finance whatever trade it opens with (Filmbuchhaltung)', () => {
  reads('finance', { de: ['Filmbuchhaltung', 'Baubuchhaltung', 'Projektbuchhaltung'] });
});

describe('"socios" a job recruits or serves are the members of a non-profit, not a partnership held', () => {
  it.each(
    rows({
      es: ['Captadora de socios', 'Atención a socios y donantes', 'Gestor de socios'],
      pt: ['Técnica de captação de novos sócios'],
    }),
  )('%s: "%s" is no owner', (_lang, title) => {
    const { levels, engagement } = readTitle(title);
    expect(levels).not.toContain('owner');
    expect(engagement).not.toBe('founder');
  });
  it.each(['Socio director', 'Socia fundadora', 'Socio de la firma'])('"%s" still is an owner', (title) => {
    expect(readTitle(title).levels).toContain('owner');
  });
});

describe("a foundation's patronato (patronat, conselho de curadores) is its board: its patronos hold board seats", () => {
  it.each(
    rows({
      es: [
        'Patrono',
        'Patrona de la Fundación',
        'Presidente del Patronato',
        'Patrono en representación de una empresa',
      ],
      ca: ['Patró del Patronat', 'Presidenta del Patronat'],
      pt: ['Membro do Conselho de Curadores', 'Curadora da Fundação'],
    }),
  )('%s: "%s" is a board seat', (_lang, title) => {
    expect(readTitle(title).engagement).toBe('board');
  });
  it.each(['Patrón de pesca', 'Curadora de arte contemporáneo'])('"%s" is no board seat', (title) => {
    expect(readTitle(title).engagement).not.toBe('board');
  });
});

describe('a country director in Spanish, Portuguese, French or Italian runs a country office as a country director does', () => {
  it.each(
    rows({
      es: ['Directora País', 'Director de País Guatemala'],
      pt: ['Diretor de País', 'Diretora de País Angola'],
      fr: ['Directrice pays Niger'],
      it: ['Direttore paese Etiopia'],
    }),
  )('%s: "%s" is C-level like "Country Director"', (_lang, title) => {
    expect(readTitle(title).levels).toEqual(readTitle('Country Director').levels);
  });
});

describe('film and TV post-production: picture editors in the montage sense, the re-recording mix, VFX and the head of post', () => {
  reads(
    'post_production',
    {
      de: ['Cutterin', 'Editor (Schnitt)', 'Mischtonmeister', 'Leiterin Postproduktion', 'Schnittassistent'],
      en: ['Video Editor', 'Film Editor', 'Re-recording Mixer', 'VFX Compositor', 'Head of Post-Production'],
      fr: ['Chef monteur', 'Monteuse vidéo', 'Superviseur VFX'],
      es: ['Montadora de vídeo', 'Coordinador de postproducción'],
      it: ['Montatore video', 'Montaggista'],
      nl: ['Beeldmonteur', 'Video editor'],
    },
    ['journalism', 'operations'],
  );
  it.each([
    'Redakteur',
    'Chefredakteurin',
    'Managing Editor',
    'Monteur',
    'Montageleiter',
    'Leiter Poststelle',
  ])('"%s" is no post-production', (title) => {
    expect(readTitle(title).functions).not.toContain('post_production');
  });
});

describe("a non-profit's policy advocacy is communications, and a production's rights clearance is in-house legal", () => {
  reads('communications', {
    en: ['Advocacy Officer', 'Policy Advocacy Manager'],
    es: ['Técnica de incidencia política', 'Responsable de Incidencia Política'],
    fr: ['Chargé de plaidoyer'],
  });
  reads('legal', {
    en: ['Rights Clearance Manager', 'Music Clearance Coordinator'],
    de: ['Referentin Rechteklärung'],
    fr: ['Chargée de clearance des droits'],
  });
  it.each(['Customer Advocacy Manager', 'Técnico de incidencias'])('"%s" is no communications', (title) => {
    expect(readTitle(title).functions).not.toContain('communications');
  });
});

describe("a film or TV production's camera department: directors of photography, camera operators and assistants", () => {
  reads('camera', {
    de: ['Kameramann', 'Kamerafrau', 'Kameraassistentin', 'Bildgestalter'],
    en: ['Camera Operator', 'Director of Photography', 'Focus Puller', 'Steadicam Operator'],
    fr: ['Cadreuse', 'Chef opérateur', 'Directrice de la photographie'],
    es: ['Operador de cámara', 'Directora de fotografía'],
    it: ['Operatore di ripresa', 'Direttore della fotografia'],
    nl: ['Cameraman', 'Camera-assistent'],
  });
  it.each(['CCTV Camera Operator', 'Surveillance Camera Operator'])('"%s" is no film camera', (title) => {
    expect(readTitle(title).functions).not.toContain('camera');
  });
});
