import { describe, expect, it } from 'vitest';
import { functionsOf } from '../../functions/core/derive.js';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 64 (a Warsaw general contractor and a Vienna care operator). Each rule is held
 * by a generated table: the trade's words in its languages × places and terms written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – osiedle Bemowo', ' (B2B)'];

describe('Polish and Ukrainian building-site titles are construction', () => {
  const SITE = [
    'Kierownik budowy',
    'Kierowniczka budowy',
    'Kierownik robót drogowych',
    'Kierownik robót instalacyjnych',
    'Kierownik Robót',
    'Inżynier budowy',
    'Inżynierka budowy',
    'Praktykantka na budowie',
    'Zbrojarz',
    'Cieśla szalunkowy',
    'Betoniarz',
    'Murarz',
    'Brygadzista',
    'Арматурник',
    'Монтажник опалубки',
    'Бетоняр',
    'Бригадир',
  ];
  it.each(cross(SITE, PLACES))('"%s" works in construction', (title) => {
    expect(functionsOf(title)[0]).toBe('construction');
  });
  it.each(['Brygadzista produkcji', 'Brygadzistka pakowania'])(
    '"%s" leads a factory line (operations)',
    (title) => {
      expect(functionsOf(title)[0]).toBe('operations');
    },
  );
  it.each(cross(['Kierownik budowy', 'Kierowniczka robót mostowych'], PLACES))('"%s" manages', (title) => {
    expect(readTitle(title).level).toBe('manager');
  });
});

describe('earth-moving and lifting plant operators are operations', () => {
  const PLANT = [
    'Operator koparki',
    'Operatorka żurawia wieżowego',
    'Operator ładowarki',
    'Dźwigowy',
    'Оператор екскаватора',
    'Кранівник',
  ];
  it.each(cross(PLANT, PLACES))('"%s" works in operations', (title) => {
    expect(functionsOf(title)[0]).toBe('operations');
  });
});

describe('Polish estimators, tenders, office administration and COO words', () => {
  it.each(
    cross(
      ['Kosztorysant', 'Kosztorysantka', 'Starszy kosztorysant', 'Kierownik Działu Kosztorysowania'],
      PLACES,
    ),
  )('"%s" is estimating', (title) => {
    expect(functionsOf(title)[0]).toBe('estimating');
  });
  it.each(
    cross(['Specjalistka ds. przetargów', 'Kierownik Działu Przetargów', 'Koordynator przetargów'], PLACES),
  )('"%s" is bid management', (title) => {
    expect(functionsOf(title)[0]).toBe('bid_management');
  });
  it.each(cross(['Kierownik Administracji', 'Specjalista ds. administracji biura'], PLACES))(
    '"%s" runs the office (facilities)',
    (title) => {
      expect(functionsOf(title)[0]).toBe('facilities');
    },
  );
  it('"Administracja sprzedaży" stays sales', () => {
    expect(functionsOf('Administracja sprzedaży')[0]).toBe('sales');
  });
  it.each(['Wiceprezes Zarządu ds. Operacyjnych', 'Dyrektor operacyjny', 'Dyrektorka Operacyjna'])(
    '"%s" is operations',
    (title) => {
      expect(functionsOf(title)[0]).toBe('operations');
    },
  );
});

describe("a care home's leaders, its ward and its school", () => {
  const CARE_PLACES = ['', ' – Haus Döbling', ' (Teilzeit)'];
  it.each(cross(['Wohnbereichsleitung', 'Wohnbereichsleiterin', 'Wohngruppenleiter'], CARE_PLACES))(
    '"%s" manages a ward in nursing',
    (title) => {
      const reading = readTitle(title);
      expect(reading.functions[0]).toBe('nursing');
      expect(reading.level).toBe('manager');
    },
  );
  it.each(cross(['Hausleitung', 'Hausleiterin', 'Heimleiter', 'Pflegeheimleitung'], CARE_PLACES))(
    '"%s" heads a care home',
    (title) => {
      const reading = readTitle(title);
      expect(reading.functions[0]).toBe('nursing');
      expect(reading.level).toBe('head');
    },
  );
  it.each(cross(['Praxisanleiterin', 'Praxisanleiter Pflege'], CARE_PLACES))(
    '"%s" instructs (education), leading no one',
    (title) => {
      const reading = readTitle(title);
      expect(reading.functions[0]).toBe('education');
      expect(reading.level).toBe('individual');
    },
  );
  it.each(cross(['Leitung Pflegeakademie', 'Direktorin der Pflegeschule'], CARE_PLACES))(
    '"%s" heads nursing education',
    (title) => {
      const reading = readTitle(title);
      expect(reading.functions[0]).toBe('education');
      expect(reading.level).toBe('head');
    },
  );
  it.each(cross(['Hygienefachkraft', 'Hygienebeauftragte', 'QM-Beauftragter', 'QM-Berater'], CARE_PLACES))(
    '"%s" is quality',
    (title) => {
      expect(functionsOf(title)[0]).toBe('quality');
    },
  );
  it.each(cross(['Leitung Hauswirtschaft', 'Hauswirtschafterin'], CARE_PLACES))(
    '"%s" is housekeeping (hospitality), not facility management',
    (title) => {
      expect(functionsOf(title)[0]).toBe('hospitality');
    },
  );
});

describe('a Kuratorium is a supervisory board', () => {
  const SEATS = [
    'Vorsitzende des Kuratoriums',
    'Mitglied des Kuratoriums',
    'Kuratoriumsmitglied',
    'Stellvertretender Vorsitzender des Kuratoriums',
  ];
  it.each(cross(SEATS, ['', ' (ehrenamtlich)']))('"%s" sits on the board', (title) => {
    expect(readTitle(title).engagement).toBe('board');
  });
  it('a Polish school board ("Kuratorium Oświaty") employs its staff', () => {
    expect(readTitle('Wizytatorka, Kuratorium Oświaty').engagement).toBe('employee');
  });
});

describe('the Austrian PFA is a nursing grade, the Ukrainian foreman a manager', () => {
  it.each(cross(['Pflegefachassistent (PFA)', 'Pflegefachassistentin, PFA'], ['', ' – Haus Liesing']))(
    '"%s" is employed (PFA is Pflegefachassistenz here, not the Romanian self-employed PFA)',
    (title) => {
      expect(readTitle(title).engagement).toBe('employee');
    },
  );
  it.each(['Contabil (PFA)', 'Consultant IT – PFA'])('"%s" is still a contractor', (title) => {
    expect(readTitle(title).engagement).toBe('contractor');
  });
  it.each(cross(['Бригадир', 'Бригадир арматурників', 'Бригадир бетонщиків'], ['', ' (агенція)']))(
    '"%s" manages a crew',
    (title) => {
      expect(readTitle(title).level).toBe('manager');
    },
  );
});

describe('office administration is the office and its services (facilities)', () => {
  it.each(
    cross(
      ['Administration', 'Office Administrator', 'Büroverwaltung', 'Leitung Administration'],
      ['', ' – Zentrale'],
    ),
  )('"%s" is facilities', (title) => {
    expect(functionsOf(title)[0]).toBe('facilities');
  });
  it.each([
    ['Sales Administration', 'sales'],
    ['Personaladministration', 'people'],
    ['IT-Admin', 'it'],
  ])('"%s" stays %s', (title, fn) => {
    expect(functionsOf(title)[0]).toBe(fn);
  });
});
