import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 28 (issue 22). Holdout 28 (a Bratislava warehouse-software company, a
 * Montpellier cosmetics maker) had a "Solutions Engineer" read as a software developer and a "Parfumeuse"
 * read as no function at all. Generated tables: titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Almacenes Duero SL', ', Lagertechnik Vöcklabruck GmbH', ' (Fragranze del Garda)'];
const { reads } = titleTables(SITES);

describe('solutions and pre-sales engineers and consultants sell, they do not develop software', () => {
  reads(
    'sales',
    {
      en: [
        'Solutions Engineer',
        'Senior Solutions Engineer DACH',
        'Solution Consultant',
        'Presales Engineer',
      ],
      de: ['Solution Engineer', 'Presales-Berater', 'Solutions-Ingenieurin'],
      fr: ['Ingénieur avant-vente', 'Consultante avant-vente', 'Ingénieure solutions'],
      es: ['Ingeniero de soluciones', 'Consultora preventa', 'Ingeniera de preventa'],
      nl: ['Presales Consultant', 'Oplossingsconsultant'],
      pt: ['Engenheiro de soluções', 'Consultora de pré-vendas', 'Engenheira de pré-vendas'],
      it: ['Ingegnere prevendita', 'Consulente prevendita', 'Responsabile prevendita'],
    },
    ['engineering'],
  );
  it('software engineers, architects and sales engineers keep their functions', () => {
    const fn = (title: string) => readTitle(title).functions[0];
    expect(fn('Software Engineer')).toBe('engineering');
    expect(fn('Backend Developer')).toBe('engineering');
    expect(fn('Solution Architect')).toBe('engineering');
    expect(fn('Sales Engineer')).toBe('sales');
  });
  it('a software-developers definition keeps the developers, not the solutions engineer', () => {
    const definition =
      'Software developers and engineers, any seniority — backend, frontend, mobile. No engineering managers.';
    expect(
      kept(definition, [
        'Backend Developer',
        'Solutions Engineer',
        'Ingeniero de soluciones',
        'Frontend Engineer',
      ]),
    ).toEqual(['Backend Developer', 'Frontend Engineer']);
  });
  it('a pre-sales definition keeps the solutions engineer and not the backend developer', () => {
    const definition = 'Pre-sales: solution engineers and solution consultants.';
    expect(kept(definition, ['Solutions Engineer', 'Solution Consultant', 'Backend Developer'])).toEqual([
      'Solutions Engineer',
      'Solution Consultant',
    ]);
  });
});

describe('implementation consultants are customer success in every language', () => {
  reads('customer_success', {
    en: ['Implementation Consultant', 'Implementation Project Manager'],
    de: ['Implementierungsberater', 'Implementierungsberaterin ERP'],
    fr: ['Consultant implémentation', 'Consultante implémentation'],
    es: ['Consultor de implementación', 'Consultora de implantación'],
    nl: ['Implementatieconsultant', 'Implementatiespecialist'],
    pt: ['Consultora de implantação', 'Consultor de implementação'],
    it: ['Consulente implementazione', "Consulente per l'implementazione"],
  });
});

describe('perfumers compose fragrances: research and development (ESCO perfumer, ISCO-08 2113)', () => {
  reads(
    'research',
    {
      en: ['Perfumer', 'Senior Perfumer', 'Junior Perfumer – Fine Fragrance'],
      de: ['Parfümeurin', 'Parfümeur'],
      fr: ['Parfumeuse', 'Parfumeur', 'Parfumeuse junior'],
      es: ['Perfumista', 'Perfumadora'],
      nl: ['Parfumeur', 'Parfumeuse'],
      pt: ['Perfumista', 'Perfumista sénior'],
      it: ['Profumiere', 'Profumiera'],
    },
    ['sales', 'retail'],
  );
  it('a perfumery shop assistant sells', () => {
    expect(readTitle('Perfumery Sales Assistant').functions).not.toContain('research');
    expect(readTitle('Parfumerie Verkäuferin').functions).not.toContain('research');
  });
});
