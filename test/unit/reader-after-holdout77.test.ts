import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 77, 78 and 79 (a watch manufacture, a wind-service contractor, a yacht
 * yard, a ski company, a ferry line, a bakery chain): kinds of engagement (seasonal and summer staff, agency
 * temps, franchisees, outside advisers) and governing bodies, read from the structure of the definition. Each
 * table is written in our own words.
 */

describe('seasonal and summer staff are an employment type, whatever the job', () => {
  it.each([
    [
      'Summer and seasonal staff, nobody else.',
      ['Lifeguard (seasonal)', 'Matruusi (kesätyö)', 'Styrman, sommarsäsong', 'Kellnerin (Saison)'],
      ['Lifeguard', 'Matruusi', 'Styrman', 'Kellnerin'],
    ],
    [
      'Seasonal or summer workers only.',
      ['Vendeuse saisonnière', 'Camarero de temporada', 'Bagnino stagionale'],
      ['Vendeuse', 'Camarero', 'Bagnino'],
    ],
    [
      'Sommeraushilfen und Saisonkräfte.',
      ['Servicekraft (Sommeraushilfe)', 'Liftwart (Saison)'],
      ['Servicekraft', 'Liftwart'],
    ],
    [
      'Kesätyöntekijät.',
      ['Asiakaspalvelija (kesätyö)', 'Stuertti, kesäkausi'],
      ['Asiakaspalvelija', 'Stuertti'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('seasonal workers heading a list: the list shows what they do, it keeps no permanent holder of those jobs', () => {
  it.each([
    [
      'Seasonal staff who come only for the summer: lifeguards, ice-cream sellers and car park attendants.',
      ['Lifeguard (seasonal)', 'Lifeguard – summer season'],
      ['Lifeguard', 'Head Lifeguard'],
    ],
    [
      'Saisonkräfte für den Winter: Liftwarte, Skilehrer und Kassierer.',
      ['Liftwart (Saisonkraft)', 'Skilehrer (Saison)'],
      ['Liftwart', 'Skilehrer'],
    ],
    [
      'Saisonniers de l’été : maîtres-nageurs et serveurs.',
      ['Maître-nageur saisonnier', 'Serveur (saison)'],
      ['Maître-nageur', 'Serveur'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('seasonal workers at the end of a range of ranks are that function’s, not anyone seasonal', () => {
  it.each([
    [
      'Die Küche unserer Hotels, von der Leitung bis zu Lehrlingen und Saisonkräften.',
      ['Küchenchef', 'Koch (Saison)'],
      ['Liftwart (Saison)', 'Kassierin (Saison)', 'Skilehrer (Saison)'],
    ],
    [
      'Our kitchen teams, from the head chef to apprentices and seasonal staff.',
      ['Head Chef', 'Cook (seasonal)'],
      ['Lifeguard (seasonal)', 'Cashier (seasonal)'],
    ],
    [
      'La cuisine, du chef aux apprentis et saisonniers.',
      ['Chef de cuisine', 'Cuisinier saisonnier'],
      ['Moniteur de ski saisonnier', 'Vendeuse saisonnière'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('two kinds before one plural noun: each kind is a kind of that noun', () => {
  it.each([
    [
      'Executive and personal assistants to the board.',
      ['Executive Assistant to the CEO', 'Personal Assistant'],
      ['Chief Executive Officer', 'Managing Director', 'Chief Financial Officer'],
    ],
    [
      'Personal, executive and administrative assistants.',
      ['Personal Assistant', 'Executive Assistant'],
      ['CEO', 'Vice President Sales'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('agency temps asked for are none of the freelancers an exclusion drops', () => {
  it.each([
    [
      'Temporary agency workers who work with us now. Not freelancers.',
      [
        ['Warehouse Operative (agency)', 'contractor'],
        ['Cariste intérimaire', 'contractor'],
      ],
      [['Freelance Designer', 'contractor'], 'Warehouse Operative'],
    ],
    [
      'Trabajadores de ETT. Sin autónomos.',
      [
        ['Mozo de almacén (ETT)', 'contractor'],
        ['Carretillero – trabajador cedido', 'contractor'],
      ],
      [['Diseñador autónomo', 'contractor'], 'Mozo de almacén'],
    ],
    [
      'Leiharbeiter und Zeitarbeitskräfte, keine Freelancer.',
      [
        ['Lagerhelfer (Leiharbeit)', 'contractor'],
        ['Monteur – Zeitarbeit', 'contractor'],
      ],
      [['Freelancer Grafikdesign', 'contractor'], 'Lagerhelfer'],
    ],
    [
      'Trabalhadores temporários (interim), não os freelancers.',
      [
        ['Able Seaman (crewing agency)', 'contractor'],
        ['Motorman – Acme Crew Management', 'contractor'],
      ],
      [['Freelance Marine Surveyor', 'contractor'], 'Able Seaman'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('franchisees are independent owners under the brand, a job the title names', () => {
  it.each([
    [
      'Our franchisees – owners of their own shops who trade under our name.',
      [
        ['Franchisee, Leeds store', 'contractor'],
        ['Franchisée – gérante', 'contractor'],
      ],
      ['Founder & CEO', 'Head of Franchise Development', 'Store Manager'],
    ],
    [
      'Franchisenehmer und Franquiciados.',
      [
        ['Franchisenehmer Filiale Graz', 'contractor'],
        ['Franquiciado tienda Valencia', 'contractor'],
      ],
      ['Leiter Franchise-Netzwerk', 'Gründer und Geschäftsführer'],
    ],
    [
      'Nos franchisés.',
      [['Franchisé (gérant-propriétaire), boutique de Nantes', 'contractor']],
      ['Directeur du développement franchise', 'Animatrice réseau franchise', 'Président fondateur'],
    ],
    [
      'Freelancers and outside consultants who work with us, not franchisees.',
      [
        ['Freelance Graphic Designer', 'contractor'],
        ['Consultant', 'contractor'],
      ],
      [
        ['Franchisee, Leeds store', 'contractor'],
        ['Franqueado, loja do Porto', 'contractor'],
      ],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a general director in the Romance languages is the top executive, not every director', () => {
  it.each([
    [
      'Il vertice: amministratore delegato e direttori generali.',
      ['Direttore Generale', 'Amministratore Delegato'],
      ['Direttore di Produzione', 'Direttore Tecnico', 'Responsabile Acquisti'],
    ],
    [
      'Diretores-gerais e CEO apenas.',
      ['Diretor-Geral', 'CEO'],
      ['Diretor de Produção', 'Diretor Comercial', 'Head of Engineering'],
    ],
    [
      'Directrices generales y consejeros delegados.',
      ['Directora General', 'Consejero Delegado'],
      ['Directora de Operaciones', 'Director Técnico'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"the X is management, not the board" says X is no board seat; it excludes no board', () => {
  it.each([
    [
      'Members of the supervisory board. The German Vorstand is the executive, not the board, here.',
      [
        ['Mitglied des Aufsichtsrats', 'board'],
        ['Aufsichtsratsvorsitzende', 'board'],
      ],
      ['Vorstandsvorsitzender', 'Head of IT', 'Finance Director'],
    ],
    [
      "Membres du conseil d'administration. Le comité exécutif est la direction, pas le conseil.",
      [["Membre du conseil d'administration", 'board']],
      ['Directeur financier', 'Responsable RH'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('employee-elected board members are the seats the employees elect, not every board member', () => {
  it.each([
    [
      'Medarbejdervalgte bestyrelsesmedlemmer.',
      [
        ['Bestyrelsesmedlem (medarbejdervalgt)', 'board'],
        ['Medarbejdervalgt bestyrelsesmedlem', 'board'],
      ],
      [['Bestyrelsesformand', 'board'], ['Bestyrelsesmedlem', 'board'], 'Lagermedarbejder'],
    ],
    [
      'Employee-elected board members only.',
      [['Board Member (employee-elected)', 'board']],
      [['Chair of the Board', 'board'], ['Non-Executive Director', 'board'], 'Warehouse Operative'],
    ],
    [
      'Ansattevalgte styremedlemmer.',
      [['Styremedlem (ansattevalgt)', 'board']],
      [
        ['Styreleder', 'board'],
        ['Styremedlem', 'board'],
      ],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
