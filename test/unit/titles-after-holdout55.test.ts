import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 55 (issue 22). Holdout 55's Pilsen brewery had Czech and Slovak titles the reader
 * never met (sládek, stáčírna, skladník, průvodkyně, výčepní technika), maltsters and a malt house, a brewery's cellar,
 * and a draught-beer service that its definitions name apart from the plant's maintenance.
 * Generated tables: the same kinds of titles at employers in no labelled set.
 */

const SITES = ['', ' – Pivovar Dolní Lhota', ' | Brauerei Kranzberg', ' @ Birrificio Valtorta'];
const { reads } = titleTables(SITES);

describe('Czech and Slovak brewers: winemaking, as the English brewer is', () => {
  reads('winemaking', {
    cs: ['Sládek', 'Mladší sládek', 'Učeň – obor pivovarník', 'Pivovarnice'],
    sk: ['Sládok', 'Pivovarník'],
  });
  it.each(['Průvodkyně pivovarem', 'Účetní pivovaru', 'Pivovarský konzultant'])(
    '"%s" names the brewery, not a brewer',
    (title) => {
      expect(readTitle(title).functions).not.toContain('winemaking');
    },
  );
});

describe("a brewery's cellar (fermentation and lagering): winemaking's cellar", () => {
  reads('winemaking', {
    cs: ['Sklepmistr', 'Operátor spilky', 'Pracovník ležáckých sklepů'],
    de: ['Mitarbeiter Gärkeller', 'Leiter Lagerkeller'],
  });
});

describe('maltsters and the malt house: malting, their own function', () => {
  reads(
    'malting',
    {
      en: ['Maltster', 'Malt House Supervisor', 'Malting Operator'],
      de: ['Mälzerin', 'Mälzermeister', 'Leiter Mälzerei'],
      fr: ['Malteur', 'Responsable malterie'],
      es: ['Maltero', 'Jefe de maltería'],
      nl: ['Mouter', 'Medewerker mouterij'],
      pt: ['Malteiro'],
      it: ['Maltatore'],
      cs: ['Sladovník', 'Vedoucí sladovny'],
      pl: ['Słodownik'],
    },
    ['winemaking', 'procurement'],
  );
  it('the German trade "Brauer und Mälzer" is a brewer first, a maltster beside it', () => {
    expect(readTitle('Brauerin und Mälzerin').functions).toEqual(['winemaking', 'malting']);
  });
  it.each(['Nákup sladu a chmele', 'Maltese Speaker'])('"%s" makes no malt', (title) => {
    expect(readTitle(title).functions).not.toContain('malting');
  });
});

describe("a brewery's draught-beer service: its own function, neither maintenance nor engineering", () => {
  reads(
    'draught_service',
    {
      en: ['Draught Beer Technician', 'Draft Beer Service Lead'],
      de: ['Schankanlagentechniker', 'Servicetechniker Schanktechnik'],
      fr: ['Technicien tireuses à bière'],
      es: ['Técnico de tiradores de cerveza'],
      nl: ['Monteur tapinstallaties'],
      it: ['Tecnico impianti di spillatura'],
      cs: ['Technik výčepní techniky', 'Vedoucí servisu výčepních zařízení'],
      sk: ['Servisný technik výčapných zariadení', 'Technik čapovacích zariadení'],
    },
    ['facilities', 'engineering', 'hospitality'],
  );
  it('a bare "Výčepní" (the bartender) is no technician', () => {
    expect(readTitle('Výčepní').functions).not.toContain('draught_service');
  });
});

describe('Czech and Slovak plant, warehouse and transport titles: operations', () => {
  reads(
    'operations',
    {
      cs: [
        'Vedoucí stáčírny',
        'Operátorka plnicí linky',
        'Brigádník ve stáčírně',
        'Řidič nákladního vozidla',
        'Řidička VZV',
        'Skladník',
        'Vedoucí skladu',
        'Dispečer dopravy',
      ],
      sk: ['Operátor plniacej linky', 'Skladníčka', 'Vodič – rozvoz'],
    },
    ['winemaking'],
  );
});

describe('Czech and Slovak maintenance: facilities, as "Maintenance Technician" is', () => {
  reads('facilities', { cs: ['Vedoucí údržby', 'Údržbář'], sk: ['Údržbár'] });
});

describe('sales in Czech and Slovak, export in Polish and Norwegian: sales', () => {
  reads('sales', {
    cs: ['Regionální manažer prodeje', 'Ředitelka prodeje'],
    sk: ['Manažér predaja', 'Predajca'],
    pl: ['Kierownik eksportu', 'Specjalistka ds. eksportu'],
    no: ['Eksportsjef'],
  });
  it('a shop ("prodejna") is not sales', () => {
    expect(readTitle('Vedoucí prodejny').functions).not.toContain('sales');
  });
});

describe('tour guides and a visitor centre: the education team that guides visitors', () => {
  reads('education', {
    cs: ['Průvodkyně', 'Průvodce pivovarem', 'Vedoucí návštěvnického centra'],
    sk: ['Sprievodkyňa'],
    it: ['Guida turistica'],
    en: ['Visitor Centre Manager'],
    de: ['Leiterin Besucherzentrum'],
  });
});

describe('a microbiologist in Czech, Slovak and Polish: research', () => {
  reads('research', { cs: ['Mikrobiolog', 'Mikrobioložka'] });
});

describe('a Czech or Slovak foreman ("mistr", "majster") manages, as a foreman does', () => {
  it.each(['Mistr výroby', 'Mistrová směny', 'Majster výroby', 'Mistr stáčírny'])(
    '"%s" is a manager',
    (title) => {
      expect(readTitle(title).level).toBe('manager');
    },
  );
  it.each(['Sklepmistr', 'Mistr stavby', 'Stavební mistr'])(
    '"%s" keeps its level (a cellar master; a site foreman reads as a Polier does)',
    (title) => {
      expect(readTitle(title).level).toBe('individual');
    },
  );
});

describe('a Catalan lawyer: legal, as the Spanish "abogado" is', () => {
  reads('legal', { ca: ['Advocat associat – Mercantil', 'Advocada sènior', 'Advocat en pràctiques'] });
  it.each(['Customer Advocate', 'Patient Advocate'])('"%s" is no lawyer', (title) => {
    expect(readTitle(title).functions).not.toContain('legal');
  });
});

describe("a chief of staff named with the principal after a dash holds none of the principal's rank", () => {
  it.each([
    'Chief of Staff – Managing Partner',
    'Jefa de Gabinete – Socio Director',
    'Executive Assistant – Founder',
  ])('"%s" is no owner nor C-level', (title) => {
    const levels = readTitle(title).levels;
    expect(levels).not.toContain('owner');
    expect(levels).not.toContain('c_level');
  });
  it('a founder who is also chief of staff stays a founder', () => {
    expect(readTitle('Founder – Chief of Staff').levels).toContain('owner');
  });
});
