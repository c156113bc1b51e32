import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 76, the older sets' leftovers (holdouts 73–75). Each table is written in our
 * own words.
 */

/**
 * A heading made only of kinds of engagement (freelancers, contractors, the self-employed), a colon and three or
 * more examples: the examples show what such people do here, they do not narrow the heading. A contracted guard
 * or an outside IT consultant is as much asked for as the kinds listed; an employee of the listed trades is not.
 */
describe('a heading of engagement kinds is not narrowed by its examples', () => {
  it.each([
    [
      'Freelancers and outside contractors who work for us today: freelance copywriters, photographers, voice actors, consultants. Not employees, not board members.',
      [
        ['Security Guard', 'contractor'],
        ['IT Consultant', 'contractor'],
        ['Photographer', 'contractor'],
      ],
      ['Copywriter', 'Board Member', 'Office Manager'],
    ],
    [
      'Freie Mitarbeiter und externe Dienstleister, die für uns arbeiten: Lektoren, Übersetzer, Fotografen, Berater.',
      [
        ['Wachmann', 'contractor'],
        ['SAP-Berater', 'contractor'],
        ['Fotograf', 'contractor'],
      ],
      ['Lektorin', 'Buchhalterin', 'Leiterin Marketing'],
    ],
    [
      'Freelances et prestataires externes qui travaillent pour nous : traducteurs, graphistes, photographes, consultants.',
      [
        ['Agent de sécurité', 'contractor'],
        ['Consultant SAP', 'contractor'],
        ['Graphiste', 'contractor'],
      ],
      ['Traductrice', 'Comptable', 'Directeur commercial'],
    ],
    [
      'Autónomos y contratistas externos: traductores, ilustradores, fotógrafos, consultores.',
      [
        ['Vigilante de seguridad', 'contractor'],
        ['Abogado externo', 'contractor'],
        ['Ilustrador', 'contractor'],
      ],
      ['Traductora', 'Contable', 'Jefe de ventas'],
    ],
    [
      "Zzp'ers en ingehuurde krachten die nu voor ons werken: vertalers, fotografen, illustratoren.",
      [
        ['Beveiliger', 'contractor'],
        ['Fotograaf', 'contractor'],
      ],
      ['Vertaler', 'Boekhouder', 'Hoofd verkoop'],
    ],
    [
      'Collaboratori esterni e liberi professionisti: traduttori, illustratori, fotografi, consulenti.',
      [
        ['Guardia giurata', 'contractor'],
        ['Fotografo', 'contractor'],
      ],
      ['Traduttrice', 'Contabile', 'Direttore vendite'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/** "Only" after the colon narrows: the heading's kinds in those jobs alone. */
describe('a list of engagement examples that says "only" still narrows', () => {
  it.each([
    [
      'Freelancers and contractors: translators, illustrators and photographers only.',
      [
        ['Translator', 'contractor'],
        ['Illustrator', 'contractor'],
      ],
      [
        ['Security Guard', 'contractor'],
        ['IT Consultant', 'contractor'],
      ],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/**
 * Key accounts said in the Romance languages and Dutch, and a publisher's trade reps (Verlagsvertreter, ISCO-08
 * 3322 commercial sales representatives), are sellers; a "responsable grands comptes" is a key account manager who
 * sells, not the head of a department.
 */
describe('key accounts and trade reps are sales; a key account holder is no head', () => {
  it.each([
    ['Responsable grands comptes Benelux', 'individual'],
    ['Chargée de grands comptes', 'individual'],
    ['Responsabile grandi clienti Nord Italia', 'individual'],
    ['Gestora de grandes contas', 'individual'],
    ['Gerente de grandes cuentas', 'individual'],
    ['Verlagsvertreter Nord', 'individual'],
    ['Verlagsvertreterin Schweiz', 'individual'],
    ['Directeur grands comptes', 'head'],
  ])('%s', (title, level) => {
    const read = readTitle(title);
    expect(read.functions).toContain('sales');
    expect(read.levels).toContain(level);
    if (level === 'individual') expect(read.levels).not.toContain('head');
  });
});

describe('sales leaders exclude the key account holders; the sales team keeps them', () => {
  it.each([
    [
      'Heads of sales and regional sales directors, not key account managers.',
      ['Head of Sales', 'Regional Sales Director'],
      ['Responsable grands comptes France', 'Gerente de grandes cuentas'],
    ],
    [
      'Alle im Vertrieb an den Handel, auch freie Verlagsvertreter.',
      [
        'Verlagsvertreterin Bayern',
        ['Verlagsvertreter Österreich', 'contractor'],
        'Responsable grands comptes',
      ],
      ['Lektorin', 'Buchhalter'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/**
 * A maintenance word alone before a colon ("Manutenção em terra:", "Instandhaltung:") names the maintenance team,
 * "on shore" saying only where; a plant's electromechanics (ISCO-08 7412) and refrigeration technicians (7127) in the
 * list are maintenance trades, never everyone in operations.
 */
describe('maintenance by itself, its electromechanics and refrigeration technicians', () => {
  it.each([
    [
      'Manutenção em terra: chefe de manutenção, eletromecânicos, técnicos de frio.',
      ['Chefe de Manutenção', 'Eletromecânica de Manutenção', 'Técnico de Frio Industrial'],
      ['Operária de Linha', 'Chefe de Turno', 'Diretora de Produção', 'Responsável de Logística'],
    ],
    [
      'Maintenance on shore: maintenance manager, electromechanics and refrigeration technicians.',
      ['Maintenance Manager', 'Electromechanic', 'Refrigeration Technician'],
      ['Production Line Operator', 'Shift Supervisor', 'Warehouse Lead'],
    ],
    [
      'Mantenimiento: jefe de mantenimiento, electromecánicos y frigoristas.',
      ['Jefe de Mantenimiento', 'Electromecánico', 'Frigorista'],
      ['Operario de Producción', 'Jefe de Turno', 'Jefe de Almacén'],
    ],
    [
      'Manutenzione: elettromeccanici e tecnici del freddo.',
      ['Elettromeccanico', 'Tecnico del freddo'],
      ['Operaio di linea', 'Capoturno'],
    ],
    [
      'Onderhoud: elektromonteurs en koeltechnici.',
      ['Elektromonteur', 'Koeltechnicus'],
      ['Productiemedewerker', 'Ploegleider productie'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/** A publisher's audiobook team: a job the title must name (Hörbuch, audiobook, livre audio, audiolibro …). */
describe('an audiobook team is the titles that name audiobooks', () => {
  it.each([
    [
      'Das Hörbuch-Team, freie Sprecherinnen eingeschlossen.',
      ['Programmleiterin Hörbuch', ['Hörbuchsprecherin', 'contractor']],
      ['Lektor Sachbuch', 'Leiterin Presse', ['Übersetzerin', 'contractor']],
    ],
    ['Our audiobook team.', ['Audiobook Producer', 'Head of Audiobooks'], ['Editor', 'Marketing Manager']],
    ["L'équipe livres audio.", ['Responsable livres audio'], ['Éditrice', 'Attachée de presse']],
    ['El equipo de audiolibros.', ['Productora de audiolibros'], ['Editora', 'Jefe de prensa']],
    ['Il team audiolibri.', ['Responsabile audiolibri'], ['Redattrice', 'Ufficio stampa']],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/** Who organises trade fairs and events: a job the title must name (events, fairs), not all of marketing. */
describe('trade fair and event organisers are the titles that name events or fairs', () => {
  it.each([
    [
      'Who organises our trade fairs and events, at any level.',
      ['Event Manager', 'Trade Show Coordinator'],
      ['Marketing Director', 'Social Media Manager', 'Sales Manager'],
    ],
    [
      'Chi organizza le fiere e gli eventi, a qualsiasi livello.',
      ['Responsabile Eventi', 'Coordinatrice fiere'],
      ['Direttore Marketing', 'Social Media Manager'],
    ],
    [
      'Wer unsere Messen und Messeauftritte organisiert.',
      ['Eventmanagerin', 'Messekoordinator'],
      ['Marketingleiterin', 'Pressereferent'],
    ],
    [
      'Quem organiza as feiras internacionais e eventos.',
      ['Gestora de Eventos', 'Coordenador de Feiras'],
      ['Diretora de Marketing', 'Técnico de Comunicação'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/**
 * A publisher's rights and licensing: foreign, subsidiary and film rights; beside them, "licensing" and "licence
 * sales" are the rights sold, neither a brand's licensing nor the sales team.
 */
describe("a publisher's rights are a job the title names; licence sales beside them are rights", () => {
  it.each([
    [
      'Rights and licensing: foreign rights, film and subsidiary rights, licence sales.',
      ['Foreign Rights Manager', 'Subsidiary Rights Assistant', 'Head of Rights and Licensing'],
      ['Sales Director', 'Key Account Manager', 'Brand Manager'],
    ],
    [
      'Lizenzen und Rechte: Auslandsrechte, Nebenrechte, Lizenzverkauf.',
      ['Leiterin Lizenzen & Rechte', 'Referent Nebenrechte'],
      ['Vertriebsleiter', 'Verlagsvertreterin'],
    ],
    [
      'Droits étrangers et droits dérivés, cessions de droits.',
      ['Responsable des droits étrangers', 'Chargée de cessions de droits'],
      ['Directeur commercial', 'Responsable grands comptes'],
    ],
    [
      'Derechos internacionales y de traducción.',
      ['Responsable de derechos internacionales'],
      ['Director comercial', 'Jefe de ventas'],
    ],
    [
      'Diritti esteri e diritti audiovisivi.',
      ['Responsabile diritti esteri'],
      ['Direttore vendite', 'Agente di commercio'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/** A publisher's book production: Herstellung, Hersteller:innen, Satz, typesetters; a job the title must name. */
describe('book production is the titles that name it, not all of operations or design', () => {
  it.each([
    [
      'Buchherstellung: Herstellungsleitung, Hersteller und Satz.',
      ['Herstellungsleiterin', 'Hersteller Sachbuch', 'Setzerin'],
      ['Leiter Logistik', 'Grafikdesignerin', 'Lagerist'],
    ],
    [
      'Book production: production editors and typesetters.',
      ['Typesetter', 'Book Production Manager'],
      ['Warehouse Manager', 'Cover Designer'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/** "Life-support engineering" is an aquarium's LSS, never customer support. */
describe('life-support engineering is the life-support systems, not customer support', () => {
  it.each([
    [
      'Life-support engineering and the managers who head it.',
      ['LSS Technician', 'Life Support Systems Manager'],
      ['Customer Support Agent', 'Visitor Services Supervisor'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/** Royalty accounting (Honorarabrechnung, royalties, Tantiemen) is finance (ISCO-08 4311). */
describe('royalty accounting is finance', () => {
  it.each([
    'Sachbearbeiter Honorarabrechnung',
    'Royalties Manager',
    'Royalty Accountant',
    'Tantiemenabrechnung',
  ])('%s', (title) => expect(readTitle(title).functions).toContain('finance'));
});

/**
 * A plural head noun with two adjectives joined by "and", in the Romance order, is two kinds of that head: the
 * financial directors are directors, not everyone in finance.
 */
describe('heads with two adjectives are two kinds of head', () => {
  it.each([
    [
      'Direttori amministrativi e finanziari.',
      ['Direttore Finanziario', 'Direttore Amministrativo'],
      ['Contabile', 'Addetta alla contabilità'],
    ],
    [
      'Directores comerciales y financieros.',
      ['Director Financiero', 'Director Comercial'],
      ['Contable', 'Comercial de zona'],
    ],
    [
      'Directeurs commerciaux et financiers.',
      ['Directeur financier', 'Directrice commerciale'],
      ['Comptable', 'Commercial terrain'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
