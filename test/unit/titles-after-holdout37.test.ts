import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 37 (issue 22). Holdout 37's Swiss watch manufacture had watchmakers and
 * watch crafts no reader knew ("Maître horloger" read as a maître d'hôtel, "Horlogère rhabilleuse", "Emboîteur",
 * "Apprenti horloger" as nothing); its eClinical software company had clinical operations in Spanish read as the
 * plant's operations, a clinical data manager read as the data team, a "CMO | Consultant Cardiologist" read as
 * marketing, a bare "Lead" of the support desk read as an individual contributor and a GxP "QA Manager" read as
 * software QA. Generated tables: the same titles at employers and industries in no labelled set.
 */

const SITES = [
  '',
  ' – Manufacture Le Brassus',
  ' | Atelier Glashütte',
  ', Orologeria Ticino',
  ' (Relojoaria do Porto)',
];
const { reads } = titleTables(SITES);

describe('watchmakers and the watch crafts are watchmaking', () => {
  reads(
    'watchmaking',
    {
      fr: [
        'Maître horloger',
        'Horloger',
        'Horlogère rhabilleuse',
        'Horloger rhabilleur',
        'Apprenti horloger',
        'Polisseuse-angleuse',
        'Angleur',
        'Emboîteur',
        'Emboîteuse',
        "Chef d'atelier Grandes Complications",
        'Guillocheur',
        'Formateur horloger',
        'Horloger indépendant',
      ],
      de: ['Uhrmacher', 'Uhrmacherin', 'Uhrmachermeister', 'Lehrling Uhrmacher'],
      en: ['Watchmaker', 'Master Watchmaker', 'Watch Repairer', 'Clockmaker', 'Apprentice Watchmaker'],
      es: ['Relojero', 'Relojera', 'Maestro relojero'],
      pt: ['Relojoeiro', 'Relojoeira'],
      it: ['Orologiaio', 'Orologiaia', 'Maestro orologiaio'],
      nl: ['Horlogemaker', 'Uurwerkmaker', 'Klokkenmaker'],
    },
    ['hospitality', 'marketing'],
  );
  it.each([
    ['Ingénieur horloger', 'engineering'],
    ['Designer horloger', 'design'],
    ['Marketing Manager Horlogerie', 'marketing'],
    ["Opératrice d'assemblage", 'operations'],
  ])('"%s" is no watchmaker: %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  it('a definition naming the crafts keeps the watchmakers, not the engineers, sellers or designers', () => {
    expect(
      kept("Horlogers et métiers d'art horlogers : maîtres horlogers, horlogers, rhabilleurs, emboîteurs.", [
        'Maître horloger',
        'Horlogère rhabilleuse',
        'Emboîteur',
        'Ingénieur R&D mouvements',
        'Designer horloger',
        'Vendeuse boutique',
      ]),
    ).toEqual(['Maître horloger', 'Horlogère rhabilleuse', 'Emboîteur']);
  });
  it('production leadership covers a watch workshop head', () => {
    expect(
      kept('Führungskräfte in Produktion und Operations', [
        "Chef d'atelier Grandes Complications",
        'Horloger',
      ]),
    ).toEqual(["Chef d'atelier Grandes Complications"]);
  });
});

describe('clinical operations and clinical data management are clinical research in every language', () => {
  reads(
    'research',
    {
      en: [
        'Clinical Operations Manager',
        'Clinical Data Manager',
        'Clinical Data Manager II',
        'Clinical Data Coordinator',
      ],
      es: [
        'Especialista en Operaciones Clínicas',
        'Jefa de Operaciones Clínicas',
        'Gestor de datos clínicos',
      ],
      fr: ['Responsable des opérations cliniques', 'Gestionnaire de données cliniques'],
      pt: ['Gestor de Operações Clínicas', 'Especialista em Operações Clínicas'],
      it: ['Specialista Operazioni Cliniche', 'Responsabile Operazioni Cliniche'],
      nl: ['Manager Klinische Operaties'],
      de: ['Leiterin Klinische Operationen', 'Klinisches Datenmanagement'],
    },
    ['operations', 'data'],
  );
  it.each(['Operations Manager', 'Data Manager', 'Especialista en Operaciones'])(
    '"%s" keeps its reading',
    (title) => {
      expect(readTitle(title).functions[0]).not.toBe('research');
    },
  );
});

describe('"CMO" beside a word of medicine is the Chief Medical Officer', () => {
  it.each([
    'CMO | Consultant Cardiologist',
    'CMO @ Trialnest | Consultant Cardiologist',
    'CMO, Medical',
    'Medical Director & CMO',
    'CMO – Médico especialista',
    'CMO (Arzt)',
  ])('"%s" is physicians, C-level', (title) => {
    const r = readTitle(title);
    expect(r.functions[0]).toBe('physicians');
    expect(r.levels).toContain('c_level');
  });
  it.each(['CMO', 'CMO (Chief Marketing Officer)', 'CMO & Head of Growth', 'CMO physicians'])(
    '"%s" stays marketing',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('marketing');
    },
  );
});

describe('a bare "Lead" leads the team its headline or title names', () => {
  it.each([
    'Lead (Technical Support)',
    'Lead – Technical Support',
    'Lead (Customer Support)',
    'Lead: Technical Support',
  ])('"%s" leads support', (title) => {
    const r = readTitle(title);
    expect(r.functions[0]).toBe('support');
    expect(r.levels).not.toEqual(['individual']);
  });
  it('"Lead Engineer" stays a senior individual', () => {
    expect(readTitle('Lead Engineer').levels).toEqual(['individual']);
  });
  it.each(['Lead – Technical Support', 'Lead – Customer Support @ Fjordline Software'])(
    'a current bare "Lead" whose headline is "%s" manages support',
    (headline) => {
      const p = positionsOf(
        bareProfile({ headline, experience: [roleAt('Lead')] }),
        bareCompany({ industry: 'Software Development' }),
      ).find((x) => x.current && x.here !== null);
      expect(p?.functions[0]).toBe('support');
      expect(p?.level).not.toBe('individual');
    },
  );
});

describe("a QA title beside a quality system's words is quality, not software QA", () => {
  const here = (title: string, headline: string | null, about: string | null, industry: string) =>
    positionsOf(
      bareProfile({ headline, about, experience: [roleAt(title)] }),
      bareCompany({ industry }),
    ).find((p) => p.current && p.here !== null)?.functions;
  it.each([
    ['QA Manager', 'Quality Assurance Manager | CSV, GAMP 5', null],
    ['QA Manager', null, 'I run our quality management system and computerised-system validation.'],
    ['QA Lead', 'QA Lead – GxP', null],
    ['Senior QA Specialist', 'QA | ISO 13485 | 21 CFR Part 11', null],
    ['QA Manager', 'Responsable Assurance Qualité – système de management de la qualité', null],
  ])('"%s" (%s / %s) is quality', (title, headline, about) => {
    expect(here(title, headline, about, 'Software Development')?.[0]).toBe('quality');
    expect(here(title, headline, about, 'Biotechnology Research')?.[0]).toBe('quality');
  });
  it.each([
    ['QA Manager', 'QA Manager | Cypress, Playwright', null],
    ['QA Engineer', 'QA Engineer – test automation', 'I write end-to-end tests.'],
    ['Software QA Lead', 'Software QA Lead | GxP', null],
  ])('"%s" (%s) stays software QA', (title, headline, about) => {
    expect(here(title, headline, about, 'Software Development')?.[0]).toBe('engineering');
  });
});

describe('a guard and the site security lead are no information security', () => {
  reads(
    'other',
    {
      fr: [
        'Agente de sécurité',
        'Agentes de sécurité',
        'Responsable sécurité & sûreté',
        'Responsable sûreté et sécurité',
        'Chef sécurité / sûreté des sites',
      ],
    },
    ['security'],
  );
  it.each(['Responsable sécurité informatique', "Responsable sécurité des systèmes d'information"])(
    '"%s" stays information security',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('security');
    },
  );
});
