import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept, read } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * Workplace health, safety and environment (`health_safety`) is a function apart from quality (issue 22).
 * Personas asking for quality did not want the safety officer or the EHS manager (holdouts 9, 13, 16 and 18
 * labelled them apart), while personas asking for HSE or QHSE did. A title or a definition that names both
 * (QHSE, HSEQ, SHEQ, KAM) is both. Generated tables: seven languages × titles × employers in no labelled set
 * (a Brescia steelworks, a Swiss paper mill, a Navarre concrete maker).
 */

const SITES = ['', ' – Acciaierie Valtrompia', ', Papeterie du Chablais SA', ' (Hormigones del Ebro)'];
const { rows, reads } = titleTables(SITES);
const both = titleTables(SITES, { first: false });

const HEALTH_SAFETY: Record<string, string[]> = {
  en: [
    'HSE Manager',
    'EHS Coordinator',
    'Health and Safety Officer',
    'Safety Engineer',
    'Environmental Manager',
  ],
  de: [
    'Fachkraft für Arbeitssicherheit',
    'Leiterin Arbeitssicherheit',
    'Brandschutzbeauftragter',
    'Umweltbeauftragte',
  ],
  fr: ['Responsable HSE', 'Préventeur', 'Animatrice sécurité au travail', 'Responsable Environnement'],
  es: [
    'Técnico de Prevención de Riesgos Laborales',
    'Jefa de Seguridad Laboral',
    'Técnico de Medio Ambiente',
  ],
  pt: [
    'Técnica de Segurança no Trabalho',
    'Técnico de Higiene e Segurança no Trabalho',
    'Técnica de Ambiente',
  ],
  it: ['RSPP', 'Responsabile Sicurezza sul Lavoro', 'Tecnico Ambientale'],
  nl: ['Preventieadviseur', 'Veiligheidskundige', 'Milieucoördinator'],
};
const QUALITY: Record<string, string[]> = {
  en: ['Quality Manager', 'QC Analyst', 'Validation Engineer', 'Food Safety Specialist'],
  de: ['Qualitätsmanagerin', 'Leiter Qualitätssicherung', 'Laborantin Qualitätskontrolle'],
  fr: ['Responsable Qualité', 'Technicienne contrôle qualité'],
  es: ['Responsable de Calidad', 'Técnico de Control de Calidad'],
  pt: ['Gestora da Qualidade', 'Técnico de Qualidade'],
  it: ['Responsabile Qualità', 'Addetto Controllo Qualità'],
  nl: ['Kwaliteitsmanager', 'Medewerker Kwaliteitscontrole'],
};
const QHSE: Record<string, string[]> = {
  en: ['QHSE Manager', 'HSEQ Coordinator', 'SHEQ Advisor'],
  de: ['QHSE-Beauftragter', 'Leiterin HSEQ'],
  fr: ['Responsable QHSE', 'Animatrice QHSE'],
  es: ['Coordinador QHSE', 'Técnica HSEQ'],
  pt: ['Técnico de QHSE', 'Gestora SHEQ'],
  it: ['Responsabile QHSE', 'Addetto HSEQ'],
  nl: ['KAM-coördinator', 'QHSE-manager'],
};
const all = (byLang: Record<string, string[]>) => Object.values(byLang).flat();

describe('titles: health and safety apart from quality', () => {
  reads('health_safety', HEALTH_SAFETY, ['quality']);
  reads('quality', QUALITY, ['health_safety']);
  both.reads('quality', QHSE);
  both.reads('health_safety', QHSE);
  // Site security guards are neither information security nor HSE.
  reads('other', { en: ['Security Guard'], de: ['Objektschutz'], fr: ['Agent de sûreté'] }, [
    'health_safety',
  ]);
  it('generates a row per title and employer', () => {
    expect(rows(HEALTH_SAFETY)).toHaveLength(all(HEALTH_SAFETY).length * SITES.length);
  });
});

describe('definitions: a quality persona keeps no HSE staff, an HSE persona no quality lab', () => {
  const roster = [...all(HEALTH_SAFETY), ...all(QUALITY), ...all(QHSE)];
  it.each([
    'Health and safety people, any level.',
    'HSE and EHS staff, all levels.',
    'Arbeitssicherheit und Umweltschutz, alle Ebenen.',
    'Santé et sécurité au travail, prévention et environnement, tous niveaux.',
    'Seguridad y salud laboral, prevención de riesgos laborales y medio ambiente, cualquier nivel.',
    'Saúde e segurança no trabalho e ambiente, qualquer nível.',
    'Salute e sicurezza sul lavoro e ambiente, qualsiasi livello.',
    'Veiligheid, arbo en milieu, alle niveaus.',
  ])('"%s" keeps the HSE staff and the QHSE titles, no quality-only staff', (definition) => {
    expect(kept(definition, roster)).toEqual([...all(HEALTH_SAFETY), ...all(QHSE)]);
  });
  it.each([
    'Quality management people, any level.',
    'Qualitätsmanagement, alle Ebenen.',
    'Qualité, tous niveaux.',
    'Calidad, cualquier nivel.',
    'Qualidade, qualquer nível.',
    'Qualità, qualsiasi livello.',
    'Kwaliteit, alle niveaus.',
  ])('"%s" keeps the quality staff and the QHSE titles, no HSE-only staff', (definition) => {
    expect(kept(definition, roster)).toEqual([...all(QUALITY), ...all(QHSE)]);
  });
  it.each([
    'QHSE people, any level.',
    'HSEQ and SHEQ staff.',
    'Responsables QHSE, tous niveaux.',
    'KAM-medewerkers, alle niveaus.',
  ])('"%s" (an acronym naming both) keeps quality and HSE staff', (definition) => {
    expect(read(definition).includes.flatMap((c) => c.functions ?? [])).toEqual(
      expect.arrayContaining(['quality', 'health_safety']),
    );
    expect(kept(definition, roster)).toEqual(roster);
  });
  it('an exclusion of health and safety narrows a quality persona to the quality staff', () => {
    expect(kept('Quality managers and engineers, not health and safety.', all(HEALTH_SAFETY))).toEqual([]);
    expect(read('Quality people, not health and safety.').warnings).toEqual([]);
  });
  it('a security definition keeps no HSE staff', () => {
    expect(kept('Cybersecurity: CISO, security engineers, SOC analysts.', all(HEALTH_SAFETY))).toEqual([]);
  });
});

describe('the reading of an HSE title', () => {
  it('"Leiter Arbeitssicherheit & Umweltschutz (HSE)" is health_safety at head level', () => {
    const r = readTitle('Leiter Arbeitssicherheit & Umweltschutz (HSE)');
    expect(r.functions).toEqual(['health_safety']);
    expect(r.level).toBe('head');
  });
});
