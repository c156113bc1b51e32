import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 32 (issue 22). Generated tables: definitions in seven
 * languages, at companies and industries in no labelled set.
 */

const company = (name: string, industry: string): ProviderCompany => ({ ...EVAL_COMPANY, name, industry });

/**
 * Holdout 32's "Engenharia de processo cerâmico e I&D de pastas e vidrados – engenheiros, investigadores,
 * responsáveis" kept a software company's developers and missed the process engineer: ceramics and
 * glazes were no physical product's domain, so "engenheiros" read as software engineers.
 */
describe('the process engineering and R&D of a physical product asks for its engineers, not developers', () => {
  const definitions: [string, string][] = [
    [
      'pt',
      'Engenharia de processo cerâmico e I&D de pastas e vidrados – engenheiros, investigadores, responsáveis.',
    ],
    ['en', 'Glass process engineering and R&D of glazes – engineers, researchers and heads.'],
    ['es', 'Ingeniería de procesos cerámicos e I+D de esmaltes – ingenieros, investigadores y responsables.'],
    ['fr', 'Ingénierie des procédés céramiques et R&D des émaux – ingénieurs, chercheurs et responsables.'],
    ['it', 'Ingegneria di processo ceramica e R&D degli smalti – ingegneri, ricercatori e responsabili.'],
    ['de', 'Verfahrenstechnik Keramik und F&E Glasuren – Ingenieure, Forscher und Leiter.'],
    ['nl', 'Procestechniek keramiek en R&D van glazuren – ingenieurs, onderzoekers en leidinggevenden.'],
    ['en-food', 'Food process engineering and R&D – engineers, researchers and heads.'],
  ];
  const person = (at: ProviderCompany) => personAt(at, 'Full-time');
  const roster = (at: ProviderCompany) => ({
    process: person(at)('p', 'P Q', 'Process Engineer', [['Process Engineer', 'here', '2020-01', null]]),
    materials: person(at)('m', 'M N', 'Materials Engineer', [
      ['Materials Engineer', 'here', '2020-01', null],
    ]),
    backend: person(at)('b', 'B C', 'Senior Backend Engineer', [
      ['Senior Backend Engineer', 'here', '2020-01', null],
    ]),
    fullstack: person(at)('f', 'F G', 'Desarrollador Full Stack', [
      ['Desarrollador Full Stack', 'here', '2020-01', null],
    ]),
    sales: person(at)('s', 'S T', 'Sales Manager', [['Sales Manager', 'here', '2020-01', null]]),
  });
  const maker = company('Faianças do Lis', 'Glass, Ceramics and Concrete Manufacturing');
  const software = company('Gridwise', 'Software Development');
  it.each(definitions)('%s: "%s" keeps the process and materials engineers of a manufacturer', (_l, d) => {
    expect(keptIn(d, maker, roster(maker))).toEqual(['materials', 'process']);
  });
  it.each(definitions)('%s: "%s" keeps none of a software company\'s developers', (_l, d) => {
    const found = keptIn(d, software, roster(software));
    expect(found).not.toContain('backend');
    expect(found).not.toContain('fullstack');
  });
});

/**
 * Holdout 26's "Textile R&D … Engineers and heads" does not name engineering as a field: a process
 * engineer in production is no R&D engineer there (kept apart from the rule above).
 */
describe('R&D of a physical product that names engineers but not engineering keeps its R&D engineers only', () => {
  const definitions = [
    'Textile R&D and product development – new fabrics, finishing chemistry. Engineers and heads.',
    'Food R&D and product development – engineers and heads.',
    'Glass R&D – engineers, researchers and heads.',
  ];
  it.each(definitions)('"%s"', (d) => {
    expect(kept(d, ['R&D Engineer', 'Process Engineer', 'Sales Manager'])).toEqual(['R&D Engineer']);
  });
});

/**
 * Holdout 32's "the heads/directors/VPs of sales, marketing and customer success" missed the Head of
 * Marketing and the Director of Customer Success: the functions after the slashed levels took only the
 * last level (VPs).
 */
describe('slashed levels before a list of functions apply to each function', () => {
  const definitions: [string, string][] = [
    ['en', 'Revenue leaders — the heads/directors/VPs of sales, marketing and customer success.'],
    ['en-or', 'Heads/VPs of sales, marketing or customer success.'],
    ['en-short', 'Directors/VPs of sales, marketing and customer success.'],
  ];
  const leaders = [
    'Head of Marketing',
    'Marketing Director',
    'Directora de Customer Success',
    'Head of Customer Success',
    'VP Sales',
  ];
  const others = [
    'Marketing Manager',
    'Customer Success Manager',
    'Head of Customer Support',
    'Software Engineer',
  ];
  it.each(definitions)('%s: "%s" keeps the heads and directors of each function', (_l, d) => {
    expect(kept(d, [...leaders, ...others]).filter((t) => t !== 'VP Sales')).toEqual(
      leaders.filter((t) => t !== 'VP Sales'),
    );
  });
});

/**
 * Holdout 32's "compliance and regulatory people (REMIT, MiFID II, GDPR, ISO 27001 / DORA)" kept the CISO
 * and the security engineers, and "Infosec people — CISO, security engineers, SOC analysts, GRC & ISO
 * 27001 folks" kept the regulatory compliance officers.
 */
describe('compliance beside information security', () => {
  const compliance: [string, string][] = [
    [
      'en',
      'Compliance and regulatory people (REMIT, MiFID II, GDPR, ISO 27001 / DORA), any level — but not lawyers.',
    ],
    ['en-plain', 'Compliance people (GDPR, ISO 27001, SOC 2).'],
    ['de', 'Compliance-Team (DSGVO, ISO 27001, DORA), alle Ebenen.'],
  ];
  const infosec: [string, string][] = [
    [
      'en',
      'Infosec people, any seniority — CISO, security engineers, SOC / cyber analysts, GRC & ISO 27001 folks.',
    ],
    ['en-short', 'Security engineers, security analysts and GRC.'],
  ];
  const security = ['Chief Information Security Officer', 'Security Engineer', 'SOC Analyst'];
  const officers = ['Compliance Officer', 'Head of Regulatory Compliance'];
  it.each(compliance)('%s: "%s" keeps compliance officers, not the security team', (_l, d) => {
    expect(kept(d, [...security, ...officers, 'Legal Counsel'])).toEqual(officers);
  });
  it.each(infosec)(
    '%s: "%s" keeps the security team and GRC, not regulatory compliance officers',
    (_l, d) => {
      const found = kept(d, [...security, ...officers, 'GRC Analyst', 'Security Guard']);
      expect(found).toEqual(expect.arrayContaining(['Security Engineer', 'GRC Analyst']));
      for (const t of [...officers, 'Security Guard']) expect(found).not.toContain(t);
    },
  );
});

/**
 * Holdout 32 missed "Estagiário" whose headline reads "Estagiário de Engenharia Cerâmica" at Cerâmica
 * Vouga: the headline's added words were taken for the company's name, because the company is named
 * after its product.
 */
describe("an intern's headline naming the product's engineering serves, though the company is named after it", () => {
  const definitions: [string, string][] = [
    [
      'pt',
      'Engenharia de processo cerâmico e I&D de pastas e vidrados – engenheiros, investigadores, responsáveis; estagiários incluídos.',
    ],
    [
      'en',
      'Ceramic process engineering and R&D of bodies and glazes – engineers, researchers, heads; interns included.',
    ],
    [
      'es',
      'Ingeniería de procesos cerámicos e I+D de pastas y esmaltes – ingenieros, investigadores, responsables; becarios incluidos.',
    ],
  ];
  const cases: [string, string, string][] = [
    ['Cerâmica do Lis', 'Estagiário', 'Estagiário de Engenharia Cerâmica'],
    ['Ceramic Works Ltd', 'Intern', 'Intern – Ceramic Engineering'],
    ['Cerámica del Sur', 'Becario', 'Becario de Ingeniería Cerámica'],
  ];
  for (const [name, title, headline] of cases) {
    const at = company(name, 'Glass, Ceramics and Concrete Manufacturing');
    const person = personAt(at, 'Internship');
    const roster = {
      intern: person('i', 'I J', headline, [[title, 'here', '2025-10', null, 'Internship']]),
      hrIntern: person('h', 'H K', `${title} Recursos Humanos`, [
        [title, 'here', '2025-10', null, 'Internship'],
      ]),
    };
    it.each(definitions)(`%s at ${name}: "%s" keeps the engineering intern`, (_l, d) => {
      expect(keptIn(d, at, roster)).toEqual(['intern']);
    });
  }
});
