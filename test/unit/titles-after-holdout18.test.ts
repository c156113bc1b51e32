import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 18 (issue 22). Holdout 18 (a Finnish industrial-IoT platform, a
 * Portuguese cork group) missed its head of R&D written "Responsável de I&D" (Portuguese for R&D) and read
 * "Hardware R&D Engineer" as hardware engineering only; it read "Head of Hardware Operations" as hardware
 * engineering, not operations; it read nothing in "Operadora de Linha de Embalagem" (a packing line
 * operator) nor in "Responsável de Instalações" (the facilities head). Generated tables: titles in seven
 * languages at employers in no labelled set.
 */

const SITES = ['', ' – Nordlicht Sensorik GmbH', ', Cortiças do Sado SA', ' (Vetreria Lagunare)'];
const { reads } = titleTables(SITES);
const either = titleTables(SITES, { first: false });

describe("R&D's abbreviation in every language names research", () => {
  reads('research', {
    en: ['Head of R&D', 'R&D Manager'],
    de: ['Leiterin F&E', 'Leiter F&E Sensorik'],
    fr: ['Responsable R&D', 'Directrice R&D'],
    es: ['Jefe de I+D', 'Responsable de I+D+i'],
    nl: ['Hoofd O&O', 'Manager O&O'],
    pt: ['Responsável de I&D – Materiais', 'Diretora de I&D', 'Investigadora I&D', 'Gerente de P&D'],
    it: ['Responsabile R&S', 'Direttore R&S'],
  });
});

describe('R&D named beside a discipline keeps research as a second function, the discipline first', () => {
  const TITLES = {
    en: ['Hardware R&D Engineer', 'Process Engineer R&D'],
    de: ['Elektrotechnik-Ingenieurin F&E'],
    fr: ['Ingénieur mécanique R&D'],
    es: ['Ingeniera mecánica I+D'],
    nl: ['Werktuigbouwkundig ingenieur O&O'],
    pt: ['Engenheiro mecânico I&D'],
    it: ['Ingegnere meccanico R&S'],
  };
  reads('hardware_engineering', TITLES);
  either.reads('research', TITLES);
  it('a discipline without R&D stays one function', () => {
    for (const title of ['Hardware Engineer', 'Ingénieur mécanique', 'Engenheiro mecânico'])
      expect(readTitle(title).functions).toEqual(['hardware_engineering']);
  });
});

describe('the operations of hardware (its production, supply, logistics) are operations', () => {
  reads(
    'operations',
    {
      en: ['Head of Hardware Operations', 'Hardware Operations Manager', 'Hardware Production Lead'],
      de: ['Leiterin Hardware-Produktion', 'Leiter Hardware Operations'],
      fr: ['Responsable des opérations hardware', 'Directeur production hardware'],
      es: ['Jefe de Operaciones de Hardware'],
      nl: ['Hoofd hardware productie'],
      pt: ['Diretora de Operações de Hardware'],
      it: ['Responsabile produzione hardware'],
    },
    [],
  );
  it('hardware engineers stay hardware engineering', () => {
    for (const title of [
      'Hardware Engineer',
      'Head of Hardware',
      'Ingeniero de hardware',
      'Hardware Design Engineer',
    ])
      expect(readTitle(title).functions[0]).toBe('hardware_engineering');
  });
  it('operations leadership keeps the head of hardware operations, not the hardware engineer', () => {
    expect(
      kept('COO, operations directors, heads of operations, plant/production directors', [
        'Head of Hardware Operations',
        'Hardware Engineer',
        'Head of Hardware',
      ]),
    ).toEqual(['Head of Hardware Operations']);
  });
});

describe('line and production operators work in operations (ISCO 8183, 8189)', () => {
  reads('operations', {
    en: ['Line Operator', 'Production Operator'],
    de: ['Linienführerin', 'Linienbediener'],
    fr: ['Opératrice de ligne', 'Conducteur de ligne', 'Opérateur de production'],
    es: ['Operador de línea de envasado', 'Operadora de producción'],
    nl: ['Lijnoperator', 'Productieoperator'],
    pt: ['Operadora de Linha de Embalagem', 'Operador de Produção', 'Operador de Embalagem'],
    it: ['Operatrice di linea', 'Operatore di produzione'],
  });
});

describe('the heads of instalações and instalaciones are facilities (ISCO 1219)', () => {
  reads('facilities', {
    en: ['Facilities Manager'],
    de: ['Leiterin Facility Management'],
    fr: ['Responsable des services généraux'],
    es: ['Jefe de Instalaciones', 'Responsable de Instalaciones', 'Directora de instalaciones'],
    nl: ['Facilitair manager'],
    pt: ['Responsável de Instalações', 'Diretora de Instalações', 'Gestor de Instalações'],
    it: ['Responsabile servizi generali'],
  });
  it('an installer of electrical installations is no facilities head', () => {
    for (const title of ['Técnico de Instalações Elétricas', 'Instalador'])
      expect(readTitle(title).functions).not.toContain('facilities');
  });
  it('facility managers keep the responsável de instalações', () => {
    expect(
      kept('Facility/office managers, instalações. Not security guards.', [
        'Responsável de Instalações',
        'Técnico de Instalações Elétricas',
      ]),
    ).toEqual(['Responsável de Instalações']);
  });
});
