import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 27 (issue 22). Holdout 27 (a Valencia edtech platform, a family-owned
 * Austrian rail-vehicle maker) had a "Design Engineer – Bogies" read as a UX designer and a
 * "Berechnungsingenieurin" (stress and FEM calculations) read as a software developer. Generated tables:
 * titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Hidráulicas del Turia SL', ', Kranbau Linz GmbH', ' (Officine Ferroviarie Brianza)'];
const { reads } = titleTables(SITES);

describe('design and calculation engineers of machines and vehicles are hardware engineering', () => {
  reads(
    'hardware_engineering',
    {
      en: ['Design Engineer – Bogies', 'Design Engineer', 'Stress Engineer', 'Calculation Engineer (FEM)'],
      de: [
        'Berechnungsingenieurin',
        'Berechnungsingenieur FEM',
        'Werkstudent Berechnung',
        'Ingenieur Fahrzeugtechnik',
      ],
      fr: ['Ingénieur calcul', 'Ingénieure calcul de structures', 'Design Engineer bogies'],
      es: ['Ingeniero de cálculo', 'Ingeniera de cálculo estructural', 'Design Engineer carrocerías'],
      nl: ['Berekeningsingenieur', 'Design Engineer draaistellen'],
      pt: ['Engenheiro de cálculo', 'Engenheira de cálculo estrutural'],
      it: ['Ingegnere di calcolo', 'Ingegnere calcolo strutturale', 'Design Engineer carrelli'],
    },
    ['design', 'engineering'],
  );
  it('UX and front-end design engineers stay design, software engineers engineering', () => {
    const fn = (title: string) => readTitle(title).functions[0];
    expect(fn('UX Design Engineer')).toBe('design');
    expect(fn('UI Design Engineer')).toBe('design');
    expect(fn('Product Designer')).toBe('design');
    expect(fn('Software Engineer')).toBe('engineering');
    expect(fn('Backend Developer')).toBe('engineering');
    // A simulation engineer stays where R&D definitions read "simulation" (holdout 9).
    expect(fn('Simulation Engineer')).toBe('engineering');
  });
});

describe('homologation and type approval of a vehicle or product is regulatory affairs', () => {
  reads(
    'regulatory_affairs',
    {
      en: ['Homologation Engineer', 'Type Approval Engineer', 'Homologation Manager'],
      de: ['Homologationsingenieur', 'Zulassungsingenieurin', 'Leiterin Typgenehmigung'],
      fr: ['Ingénieure homologation', 'Responsable homologation'],
      es: ['Ingeniero de homologación', 'Técnica de homologación'],
      nl: ['Homologatie-ingenieur', 'Specialist typegoedkeuring'],
      pt: ['Engenheiro de homologação', 'Técnica de homologação'],
      it: ['Ingegnere omologazione', 'Responsabile omologazione'],
    },
    ['engineering', 'design'],
  );
  it("a supplier's approval is not regulatory affairs", () => {
    expect(readTitle('Técnico de homologación de proveedores').functions).not.toContain('regulatory_affairs');
    expect(readTitle('Responsable homologation fournisseurs').functions).not.toContain('regulatory_affairs');
  });
});

describe('instructional design, curriculum and didactic content are education, not design or marketing', () => {
  reads(
    'education',
    {
      en: [
        'Instructional Designer',
        'Learning Designer',
        'Curriculum Lead',
        'Content Lead – Curriculum Maths',
      ],
      de: ['Didaktikerin', 'Leiterin Didaktik', 'Lehrplanentwickler', 'Content Manager, Didaktik'],
      fr: ['Concepteur pédagogique', 'Ingénieure pédagogique', 'Responsable pédagogique'],
      es: ['Diseñadora instruccional', 'Autora de contenidos didácticos', 'Responsable de currículo'],
      nl: ['Onderwijskundige', 'Curriculumontwikkelaar', 'Didactisch ontwerper'],
      pt: ['Designer instrucional', 'Coordenadora pedagógica', 'Autor de conteúdos didáticos'],
      it: ['Progettista didattico', 'Responsabile didattica', 'Instructional Designer e-learning'],
    },
    ['design', 'marketing'],
  );
  it('UX, product and content-marketing titles and staff training keep their functions', () => {
    const fn = (title: string) => readTitle(title).functions[0];
    expect(fn('Product Designer')).toBe('design');
    expect(fn('UX Designer')).toBe('design');
    expect(fn('Content Marketing Manager')).toBe('marketing');
    expect(fn('Content Manager – Brand')).toBe('marketing');
    expect(fn('Learning & Development Manager')).toBe('people');
  });
});

describe('a shift or works Meister supervises the people of the shop floor', () => {
  const levelOf = (title: string) => readTitle(title).level;
  it.each([
    'Schichtmeister Rohbau',
    'Schichtmeisterin Endmontage',
    'Werkmeister Lackiererei',
    'Fertigungsmeisterin',
    'Produktionsmeister Gießerei',
    'Montagemeister',
    'Hallenmeister Instandhaltung',
    'Betriebsmeister Kraftwerk',
  ])('"%s" manages', (title) => {
    expect(levelOf(title)).toBe('manager');
  });
  it('a welder, a fitter and a production manager keep their levels', () => {
    expect(levelOf('Schweißer')).toBe('individual');
    expect(levelOf('Monteur Endmontage')).toBe('individual');
    expect(levelOf('Fertigungsleiter Endmontage')).toBe('head');
  });
});
