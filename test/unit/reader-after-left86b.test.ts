import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the leftovers of holdouts 84, 62, 77, 58 and 80 (development data): a sentence that
 * files a job under another department "not this one" drops the job and keeps this department; a level of the
 * heading's own function listed under a heading that names a part of it is that team's leadership. Each table is
 * written in our own words.
 */

describe('"X belongs to HR, not finance" drops X and keeps finance', () => {
  it.each([
    [
      'The whole finance team: accountants, controllers, treasury. Payroll belongs to HR, not finance.',
      ['Accountant', 'Financial Controller', 'Treasury Analyst', 'CFO'],
      ['Payroll Specialist', 'HR Generalist'],
    ],
    [
      'Tout le service financier, stagiaires compris. La paie relève des RH, pas de la finance.',
      ['Comptable', 'Contrôleur de gestion', 'Directeur Financier', 'Stagiaire Finance'],
      ['Gestionnaire de paie'],
    ],
    [
      'Das gesamte Finanzteam. Die Lohnbuchhaltung gehört zur Personalabteilung, nicht zum Finanzbereich.',
      ['Buchhalterin', 'Controller', 'Leiter Finanzen'],
      ['Lohnbuchhalterin'],
    ],
    [
      'Todo el equipo de finanzas. Las nóminas pertenecen a RRHH, no a finanzas.',
      ['Contable', 'Directora Financiera', 'Tesorero'],
      ['Técnico de Nóminas'],
    ],
    [
      "Tutto il team amministrazione e finanza. Le paghe rientrano nelle risorse umane, non nell'amministrazione.",
      ['Contabile', 'Responsabile Tesoreria'],
      ['Addetta paghe'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the leadership listed under a heading that names a part of a function', () => {
  it.each([
    [
      'Technical fleet management at a ship owner: the CTO, heads of technical, technical managers and superintendents.',
      ['Chief Technical Officer', 'Head of Technical', 'Technical Manager – Tankers'],
      ['Sales Manager', 'HR Manager'],
    ],
    [
      'Gestion technique du parc : le directeur technique, les responsables techniques.',
      ['Directeur Technique', 'Responsable Technique – flotte régionale'],
      ['Responsable Commercial', 'Directeur Financier'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('project and programme officers in their languages, beside the managers of projects', () => {
  it.each([
    [
      'Everyone who runs our aid projects: project managers, project officers and programme interns. Not finance.',
      [
        'Project Officer – Kenya',
        'Técnica de Proyectos',
        'Chargé de projets – Sahel',
        'Gestor de Proyectos',
        'Project Manager',
      ],
      ['Accountant', 'HR Officer', 'Driver'],
    ],
    [
      'Les équipes projets : chargés de projets et responsables de programmes. Pas la logistique.',
      ['Chargée de projets eau', 'Responsable de Programas – Perú', 'Programme Officer'],
      ['Logisticien', 'Comptable'],
    ],
    [
      'Técnicos de proyectos y gestores de programas de cooperación, de cualquier nivel.',
      ['Técnico de proyecto – salud', 'Gestora de Programa – Mozambique', 'Project Officer'],
      ['Técnica de RRHH', 'Contable', 'Conductor'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"including managing directors who sit on the board" asks for no executives of their own', () => {
  it.each([
    [
      'Members of our supervisory and advisory boards, including the chair and managing directors who themselves sit on the board. Not managing directors without a seat.',
      [
        ['Supervisory Board Member', 'board'],
        ['Chair of the Advisory Board', 'board'],
        ['Non-Executive Director', 'board'],
      ],
      ['Managing Director', 'Executive Assistant'],
    ],
    [
      'Mitglieder von Beirat und Aufsichtsrat – inklusive Geschäftsführer, die selbst im Gremium sitzen. Nicht: Geschäftsführer ohne Gremiensitz.',
      [
        ['Mitglied des Beirats', 'board'],
        ['Aufsichtsratsvorsitzender', 'board'],
        ['Beiratsmitglied', 'board'],
      ],
      ['Geschäftsführerin', 'Assistenz der Geschäftsführung'],
    ],
    [
      "Les membres du conseil d'administration, y compris les dirigeants qui siègent au conseil.",
      ["Membre du conseil d'administration", "Présidente du conseil d'administration"],
      ['Directeur Général Délégué', 'Directeur Financier'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the head of a region in the Nordic languages (regionchef, regionschef, regionsjef, aluejohtaja)', () => {
  it.each([
    [
      'Our regional managers, current only.',
      ['Regionchef Stockholm', 'Regionsjef Vest', 'Aluejohtaja – Etelä-Suomi', 'Regionschef Jylland'],
      ['Sjuksköterska', 'Ekonomichef'],
    ],
    [
      'Regionalleiter und Regionaldirektoren.',
      ['Regionchef Väst', 'Regionsjef Nord', 'Regionaldirektorin Süd'],
      ['Ekonomichef', 'Leiter Finanzen'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
