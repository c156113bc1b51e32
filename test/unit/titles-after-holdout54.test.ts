import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { readFunctions } from '../../functions/core/vocabulary/functions.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 54 (issue 22). Holdout 54's zoo and aquarium and fashion house had titles the
 * reader never met: keepers and head keepers (ISCO-08 5164), an aquarium's life-support-system technicians, a fashion
 * atelier's pattern makers, premières d'atelier and seamstresses (7531-7533), embroiderers (7533), leather-goods
 * artisans (7535, 7536), e-commerce and brand licensing.
 * Generated tables: the same kinds of titles at employers in no labelled set.
 */

const SITES = ['', ' – Tierpark Nordheide', ' | Maison Belcourt', ' @ Oceanario do Sul'];
const { reads } = titleTables(SITES);

describe("a zoo's and an aquarium's keepers: animal care, neither vets nor bookkeepers", () => {
  reads(
    'animal_care',
    {
      en: ['Zookeeper', 'Senior Keeper Primates', 'Head Keeper Birds', 'Aquarist'],
      de: ['Tierpflegerin Raubtiere', 'Revierleiter Tierpflege', 'Zootierpfleger'],
      fr: ['Soigneuse animalière', 'Soigneur animalier fauves', 'Aquariste'],
      es: ['Cuidadora de animales', 'Acuarista'],
      nl: ['Dierenverzorgster vogels', 'Hoofdverzorger primaten', 'Dierenverzorg(st)er'],
      pt: ['Tratadora de animais', 'Tratador'],
      it: ['Guardiano dello zoo', 'Acquariologa'],
    },
    ['clinical', 'finance'],
  );
  it.each(['Bookkeeper', 'Goalkeeper Coach', 'Dierenarts', 'Verzorgende IG'])(
    '"%s" is no keeper',
    (title) => {
      expect(readTitle(title).functions).not.toContain('animal_care');
    },
  );
});

describe("an aquarium's life-support systems: their own function, not IT nor facilities", () => {
  reads(
    'life_support',
    {
      en: ['Life Support Systems Technician', 'LSS Operator', 'Aquarium Life Support Supervisor'],
      de: ['Techniker Lebenserhaltungssysteme', 'LSS-Mitarbeiter'],
      fr: ['Technicien systèmes de support de vie'],
      es: ['Técnica de sistemas de soporte vital', 'Técnico LSS'],
      nl: ['Medewerker levensondersteunende systemen', 'LSS-technicus'],
      pt: ['Técnico de sistemas de suporte de vida'],
      it: ['Tecnico sistemi di supporto vitale'],
    },
    ['it', 'facilities'],
  );
  it.each(['Lean Six Sigma Black Belt (LSS)', 'Basic Life Support Instructor Nurse'])(
    '"%s" keeps no aquarium',
    (title) => {
      expect(readTitle(title).functions[0]).not.toBe('life_support');
    },
  );
});

describe("a fashion house's atelier: tailoring, embroidery and leather goods, each a craft of its own", () => {
  reads(
    'tailoring',
    {
      en: ['Pattern Maker', 'Seamstress', 'Dressmaker'],
      de: ['Schnittmacherin', 'Schnitttechnikerin', 'Maßschneiderin'],
      fr: ['Modéliste', "Seconde d'atelier tailleur", 'Petite main flou', 'Retoucheuse', 'Patronnière'],
      es: ['Patronista', 'Sastre', 'Modelista'],
      nl: ['Patroontekenaar', 'Kleermaker'],
      pt: ['Modelista', 'Alfaiate'],
      it: ['Modellista', 'Sarta'],
    },
    ['embroidery', 'leather_goods', 'stage_workshops'],
  );
  reads(
    'embroidery',
    {
      en: ['Embroiderer'],
      de: ['Stickerin'],
      fr: ['Brodeur', "Brodeuse d'art"],
      es: ['Bordadora'],
      nl: ['Borduurster'],
      pt: ['Bordadeira'],
      it: ['Ricamatrice'],
    },
    ['tailoring', 'leather_goods'],
  );
  reads(
    'leather_goods',
    {
      en: ['Leather Goods Artisan', 'Leather Craftsman'],
      de: ['Feintäschnerin', 'Sattler'],
      fr: ['Maroquinière', 'Sellier-maroquinier', 'Piqueuse'],
      es: ['Marroquinera'],
      nl: ['Tassenmaker'],
      it: ['Pellettiera', 'Responsabile pelletteria'],
    },
    ['tailoring', 'embroidery'],
  );
  it.each(['Tailor-made Solutions Architect', 'Costumière', 'Gewandmeisterin'])(
    '"%s" is no fashion atelier',
    (title) => {
      expect(readTitle(title).functions).not.toContain('tailoring');
    },
  );
});

describe('e-commerce and brand licensing', () => {
  reads(
    'ecommerce',
    {
      en: ['E-commerce Manager', 'Head of Digital Commerce', 'Webshop Coordinator'],
      de: ['Managerin Onlinehandel', 'Werkstudent E-Commerce', 'Leiter Online-Shop'],
      fr: ['Chargée e-commerce', 'Responsable commerce en ligne'],
      es: ['Responsable de comercio electrónico'],
      nl: ['Webwinkelbeheerder'],
      it: ['Responsabile commercio elettronico'],
    },
    ['engineering'],
  );
  it.each(['Senior Frontend Developer – E-commerce', 'UX Designer E-commerce'])(
    '"%s" is first its own job',
    (title) => {
      expect(readTitle(title).functions[0]).not.toBe('ecommerce');
    },
  );
  reads('licensing', {
    en: ['Licensing Manager', 'Head of Brand Licensing', 'License Coordinator'],
    fr: ['Directrice des licences', 'Chargée de licences'],
    es: ['Gerente de licencias'],
    it: ['Responsabile licenze'],
  });
  it.each(['Responsable licences logiciels', 'B1 Licensed Aircraft Engineer'])(
    '"%s" is no brand licensing',
    (title) => {
      expect(readTitle(title).functions).not.toContain('licensing');
    },
  );
  it.each([
    ['zookeepers', 'animal_care'],
    ['aquarium keepers', 'animal_care'],
    ['Techniker für Lebenserhaltungssysteme', 'life_support'],
    ['modélistes', 'tailoring'],
    ['petites mains', 'tailoring'],
    ['brodeurs', 'embroidery'],
    ['leather goods', 'leather_goods'],
    ['Onlinehandel', 'ecommerce'],
    ['licensing people', 'licensing'],
    ['brand licences', 'licensing'],
  ] as const)('a definition\'s "%s" reads as %s', (phrase, fn) => {
    const text = phrase
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    expect(readFunctions(text, text).functions[0]).toBe(fn);
  });
});

describe("a zoo's curators, conservation scientists and breeding-programme coordinators are research", () => {
  reads('research', {
    en: ['Curator of Birds', 'Conservation Biologist', 'EEP Coordinator', 'Studbook Keeper'],
    de: ['Kuratorin Säugetiere', 'Koordinator Zuchtprogramm'],
    fr: ['Conservatrice des collections', "Chargée de programme d'élevage"],
    nl: ['Curator Vogels', 'Coördinator fokprogramma'],
    it: ['Curatrice', 'Stagista di ricerca', 'Ricercatrice'],
  });
  it.each(['Content Curator', 'Ricerca e selezione del personale'])('"%s" is no research', (title) => {
    expect(readTitle(title).functions).not.toContain('research');
  });
});

describe("a zoo's educators and guides, a fashion house's stylistes, a catering's events", () => {
  reads('education', {
    en: ['Zoo Educator', 'Tour Guide'],
    de: ['Zoopädagogin'],
    fr: ['Éducatrice', 'Guide-conférencier'],
    es: ['Educadora ambiental'],
    nl: ['Educatief medewerker', 'Rondleider', 'Medewerker Educatie'],
    it: ['Educatrice museale'],
  });
  it.each(['Style Guide Editor', 'Hair Stylist'])('"%s" is no educator nor designer', (title) => {
    const functions = readTitle(title).functions;
    expect(functions).not.toContain('education');
    expect(functions).not.toContain('design');
  });
  reads('design', {
    fr: ['Styliste maille', 'Assistante stylisme'],
    it: ['Stilista donna'],
    en: ['Womenswear Stylist'],
  });
  reads('hospitality', {
    en: ['Events & Catering Coordinator', 'Banquet & Events Manager'],
    fr: ['Serveuse événements'],
    pt: ['Empregado de mesa (eventos)'],
    nl: ['Sous-chef evenementen'],
  });
  it('a bare "Events Manager" stays marketing', () => {
    expect(readTitle('Events Manager').functions[0]).toBe('marketing');
  });
  it.each(['Chef de produit maroquinerie', 'Product Manager Leather Goods'])(
    '"%s" is product first',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('product');
    },
  );
});

describe('the Dutch "verantwoordelijke" leads what it names, as "responsable" does', () => {
  it.each([
    ['Verantwoordelijke winkel', 'manager'],
    ['Verantwoordelijke aankoop', 'head'],
  ] as const)('"%s" holds %s', (title, level) => {
    expect(readTitle(title).levels).toContain(level);
  });
});

describe('a Belgian "jobstudent" works a student job', () => {
  it.each(['Jobstudent kassa', 'Jobstudente onthaal', 'Jobstudenten zomer'])('"%s" is an intern', (title) => {
    expect(readTitle(title).engagement).toBe('intern');
  });
});
