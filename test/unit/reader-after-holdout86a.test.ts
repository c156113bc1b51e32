import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 86 and 90 (a supermarket chain, a social cooperative and an ad agency):
 * a definition that is no criteria keeps nobody. Each table is written in our own words.
 */

const everyone = [
  'Head of Planning',
  'Production Planner',
  'Operations Manager',
  'Capo reparto logistica',
  'Marketing Manager',
  'Talent Acquisition Partner',
  'Responsable Achats',
  'Vertriebsleiter',
  'Software Engineer',
];

describe("the writer's own verb names no function", () => {
  it.each([
    ["I'm planning a barbecue."],
    ['Hi! I am planning a wedding. Thanks!'],
    ['We are marketing our flat.'],
    ["We're designing a kitchen."],
    ['Hello! We are hiring a plumber. Cheers!'],
    ['Hallo! Wir verkaufen Möbel.'],
    ['Ich plane ein Picknick.'],
    ['Nous recrutons une nounou.'],
    ['Estamos planificando una fiesta de cumpleaños.'],
    ['Sto pianificando una gita in montagna.'],
    ['Estou planejando uma viagem à praia.'],
  ])('"%s" keeps nobody', (definition) => keepsAndDrops(definition, [], everyone));
});

describe("after the writer's own verb, the people it names are still read", () => {
  it.each([
    [
      'We are hiring software engineers.',
      ['Software Engineer'],
      ['Talent Acquisition Partner', 'Head of Planning'],
    ],
    ['Nous recrutons des ingénieurs logiciel.', ['Software Engineer'], ['Talent Acquisition Partner']],
    ["I'm marketing a tool to heads of planning.", ['Head of Planning'], ['Marketing Manager']],
    ['Nos commerciaux, tous niveaux.', ['Sales Manager', 'Commerciale terrain'], ['Marketing Manager']],
    ['EU sales managers.', ['Sales Manager'], ['Marketing Manager', 'Production Planner']],
  ])('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a lone function among chat is no confident reading', () => {
  it.each([
    ['Hey! Can you tell me a good restaurant near the office? Our planning team goes out on Friday. Thanks!'],
    ['Kannst du mir einen Witz erzählen? Unser Marketing-Team braucht Aufmunterung.'],
    ['Could you tell me a story? Marketing.'],
    ['Puedes darme una receta? Compras.'],
  ])('"%s" keeps nobody', (definition) => keepsAndDrops(definition, [], everyone));

  it.each([
    ['Everyone in planning.', ['Head of Planning', 'Production Planner'], ['Marketing Manager']],
    ['Could you find everyone in marketing?', ['Marketing Manager'], ['Head of Planning']],
  ])('"%s" is still read', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('art directors are a designer job, not a level of director', () => {
  it.each([
    [
      'Art directors and copywriters, any seniority. Not the creative directors.',
      ['Art Director', 'Senior Art Director', 'Directora de arte', 'Copywriter'],
      ['Creative Director', 'Account Director', 'Finance Director'],
    ],
    [
      'Directores de arte, también juniors y becarios.',
      ['Director de Arte', 'Diretora de arte', 'Junior Art Director'],
      ['Director Financiero', 'Creative Director', 'Graphic Designer'],
    ],
    [
      'Diretores de arte e redatores publicitários, exceto diretores criativos.',
      ['Diretor de Arte', 'Art Director'],
      ['Creative Director', 'Diretor Comercial'],
    ],
  ])('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('an assistant accountant is a junior of the profession, not an assistant', () => {
  const juniors = [
    'Assistant Accountant',
    'Senior Assistant Accountant – Audit',
    'Assistent-accountant samenstelpraktijk',
    'Assistent accountant controle',
    'Assistant Controller',
    'Assistant Auditor',
  ];
  it.each([
    [
      'Office support: executive and management assistants, secretaries and receptionists.',
      ['Managementassistente', 'Executive Assistant', 'Secretaresse directie', 'Assistente di direzione'],
    ],
    [
      'Assistenten und Sekretariat, alle Abteilungen.',
      ['Bestuursassistent', 'Büroassistentin', 'Sekretärin'],
    ],
    ['Les assistantes de direction.', ['Assistante de direction', 'Executive Assistant']],
  ])('"%s"', (definition, keep) => keepsAndDrops(definition, keep, juniors));
});

describe('internal auditors are a job of their own, named with the "internal"', () => {
  it.each([
    [
      'Internal auditors, juniors to seniors.',
      ['Internal Auditor', 'Senior Internal Auditor', 'Auditora interna sénior'],
      ['Audit Senior', 'Quality Auditor', 'Financial Controller'],
    ],
    [
      'Interne Revisoren, alle Ebenen.',
      ['Interner Revisor', 'Interne Revisorin', 'Internal Auditor'],
      ['Wirtschaftsprüfer', 'Controller'],
    ],
    [
      'Auditeurs internes et auditeurs financiers.',
      ['Auditrice interne', 'Auditeur financier', 'Revisore interno'],
      ['Contrôleur de gestion', 'Auditeur qualité ISO'],
    ],
    [
      'Auditores internos, auditores de TI y auditores de cuentas.',
      ['Auditor interno', 'Auditora de TI', 'Auditor de cuentas'],
      ['Técnico de calidad', 'Contable'],
    ],
  ])('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a shop floor's jobs and counters are named by the title", () => {
  const managers = [
    'Store Manager',
    'Filialleiterin',
    'Encargado de tienda',
    'Jefe de Zona Norte',
    'Directeur de magasin',
  ];
  it.each([
    [
      'Butchers and fishmongers in our stores, counter staff included.',
      ['Butcher', 'Fishmonger – Market Street', 'Metzgerin', 'Poissonnier', 'Oficial de carnicería'],
      [...managers, 'Baker', 'Cashier'],
    ],
    [
      'Le personnel de la boucherie et de la poissonnerie.',
      ['Boucher', 'Employée poissonnerie', 'Slager', 'Macellaio'],
      [...managers, 'Boulanger', 'Caissière'],
    ],
    [
      'Cashiers and shelf stockers, temps included.',
      ['Cashier', 'Kassiererin', 'Caissière', 'Reponedor', 'Vakkenvuller', 'Operadora de caixa'],
      [...managers, 'Butcher', 'Warehouse Operative'],
    ],
    [
      'Kassierer und Regalauffüller, auch Aushilfen.',
      ['Kassiererin', 'Regalauffüller', 'Cajera'],
      [...managers, 'Fleischer'],
    ],
    [
      'Cajeros, reponedores y pescaderos. No los encargados.',
      ['Cajera', 'Reponedora', 'Pescadero', 'Cajera-reponedora'],
      [...managers, 'Panadero'],
    ],
  ])('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
