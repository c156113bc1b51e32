import { describe, expect, it } from 'vitest';
import { kept, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 48 (issue 22). Generated tables: definitions in several languages,
 * bare titles of no labelled set.
 */

/**
 * Field technicians, installers and fitters (ISCO-08 7422, 7413; ESCO "kitchen unit installer") are a job the
 * title must name, in any language: not anyone in operations, not a network engineer.
 */
describe('field technicians, installers and fitters are a job of their own', () => {
  const definitions = [
    'Field technicians, installers and fitters, any level.',
    'Técnicos de campo e instaladores de fibra ótica.',
    'Técnicos de campo, instaladores y montadores de muebles.',
    'Monteure, Installateure und Servicetechniker im Außendienst.',
    "Techniciens d'intervention, installateurs et poseurs.",
    'Tecnici in campo, installatori e montatori.',
    'Monteurs en installateurs in de buitendienst.',
  ];
  const roster = [
    'Glasfasermonteur',
    'Installateur Sanitär',
    'Técnico de Campo',
    'Técnica de Instalação de Fibra',
    'Field Service Technician',
    ['Cable Splicer', 'contractor'],
    'Montador de muebles',
    'Network Engineer',
    'Logistics Coordinator',
    'Operations Manager',
    'Monteur vidéo',
    'Store Manager',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster as never);
    expect(keeps.length).toBeGreaterThanOrEqual(5);
    for (const other of [
      'Network Engineer',
      'Logistics Coordinator',
      'Operations Manager',
      'Monteur vidéo',
      'Store Manager',
    ])
      expect(keeps).not.toContain(other);
  });
});

/**
 * "Network engineers" in the seven languages ("ingegneri di rete", "engenheiros de rede", "ingénieurs réseau",
 * "Netzwerkingenieure") is read as the English words are; an exclusion of them meets a title in any language.
 * A verb of wanting after the negation ("não quero", "no quiero", "non voglio") is no word the title must hold.
 */
describe('network engineers are excluded in any language', () => {
  const definitions = [
    "Tutto l'IT interno, esclusi gli ingegneri di rete.",
    'Toda a equipa de IT. Não quero engenheiros de rede.',
    'Todo el equipo de IT. No quiero ingenieros de redes.',
    "Toute l'équipe IT, pas d'ingénieurs réseau.",
    'Das gesamte IT-Team, keine Netzwerkingenieure.',
    'The whole IT team, no network engineers.',
  ];
  const roster = [
    'IT Manager',
    'Helpdesk Analyst',
    'System Administrator',
    'Network Engineer',
    'Senior Network Engineer (contract)',
    'Engenheiro de Redes',
    'Ingeniera de Redes',
    'Netzwerkingenieurin',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster as never);
    expect(keeps).toEqual(expect.arrayContaining(['IT Manager', 'System Administrator']));
    for (const other of [
      'Network Engineer',
      'Senior Network Engineer (contract)',
      'Engenheiro de Redes',
      'Ingeniera de Redes',
      'Netzwerkingenieurin',
    ])
      expect(keeps).not.toContain(other);
  });
});

/**
 * Sales advisors of a shop or a showroom (ISCO-08 5223) and kitchen planners are jobs: "advisors" after a sales
 * word is no advisor engagement, and the list's function is not theirs.
 */
describe('sales advisors and kitchen planners are jobs, not advisors', () => {
  const definitions = [
    'Showroom people: sales advisors and kitchen planners.',
    'Retail team: shop assistants, sales advisors and kitchen planners, store managers.',
    'Asesores de venta y diseñadores de cocinas.',
    'Conseillers de vente et cuisinistes.',
    'Consulenti di vendita e progettisti di cucine.',
  ];
  const roster = [
    'Sales Advisor',
    'Consulente di vendita',
    'Asesora de ventas',
    'Conseillère de vente',
    'Kitchen Designer',
    'Küchenplanerin',
    'Senior Advisor to the CEO',
    ['Strategic Advisor', 'advisor'],
    'Product Owner Online-Küchenplaner',
    'Production Planner',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster as never);
    expect(keeps.length).toBeGreaterThanOrEqual(3);
    for (const other of [
      'Senior Advisor to the CEO',
      'Strategic Advisor',
      'Product Owner Online-Küchenplaner',
      'Production Planner',
    ])
      expect(keeps).not.toContain(other);
    expect(read(definition).engagements).not.toContain('advisor');
  });
});

/** Field sales asked for in the seven languages ("comerciales de campo", "commerciaux terrain") are sales reps. */
describe('field sales representatives in seven languages', () => {
  const definitions = [
    'Comerciales de campo.',
    'Commerciaux terrain.',
    'Comerciais de terreno.',
    'Venditori sul campo.',
    'Außendienstmitarbeiter.',
    'Buitendienstverkopers.',
    'Field sales reps.',
  ];
  const roster = [
    'Sales Representative',
    'Außendienst Vertrieb',
    'Head of Sales',
    'Sales Director DACH',
    'Vertriebsleiter',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster as never);
    expect(keeps).toContain('Sales Representative');
    for (const other of ['Head of Sales', 'Sales Director DACH', 'Vertriebsleiter'])
      expect(keeps).not.toContain(other);
  });
});
