import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 101–103 (a fuel retailer, a childcare group, a cleaning company): bio-cleaning
 * and the French "agent de service" are cleaning jobs; a range from the head down to the rank and file spans every
 * level; tanker drivers are heavy truck drivers and van or delivery drivers a job of their own, neither the planners
 * of the deliveries nor anyone else in operations. Each table is written in our own words.
 */

describe('bio-cleaning and service agents are cleaning staff', () => {
  it.each([
    [
      'Agents de service et agents de bionettoyage, intérimaires compris.',
      ['Agente de service', 'Agent de bionettoyage', 'Agent de service hospitalier'],
      ['Agent de service client', 'Comptable', 'Chef de secteur'],
    ],
    [
      'Le bionettoyage des cliniques.',
      ['Agente de bionettoyage', 'Agent de nettoyage'],
      ['Infirmière', 'Responsable informatique', 'Directeur des opérations'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a range from the head down to the rank and file is every level', () => {
  it.each([
    [
      "L'équipe de bionettoyage en clinique, du responsable aux agents.",
      ['Responsable bionettoyage', 'Agente de bionettoyage'],
      ['Directeur commercial', 'Responsable paie', 'Chef de secteur'],
    ],
    [
      'Cleaning staff, from the manager down to the staff.',
      ['Cleaning Manager', 'Office Cleaner'],
      ['Finance Manager', 'IT Manager'],
    ],
    [
      'Finanzen, vom Leiter bis zu den Mitarbeitenden.',
      ['Leiter Finanzen', 'Buchhalterin'],
      ['Vertriebsleiter', 'Lagerist'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('tanker and van drivers are drivers, not operations', () => {
  it.each([
    [
      'Tanker, lorry and delivery van drivers, employed or agency.',
      ['Tanker Driver', 'HGV Driver', 'Delivery Driver', 'Van Driver'],
      ['Transport Planner', 'Logistics Director', 'Warehouse Operative', 'Fleet Account Manager'],
    ],
    [
      'Chauffeurs-livreurs et conducteurs de camion-citerne.',
      ['Chauffeur-livreur', 'Conducteur citerne', 'Livreur'],
      ['Planificateur transport', 'Responsable logistique'],
    ],
    [
      'Conductores de cisterna y repartidores.',
      ['Conductor de cisterna', 'Repartidor'],
      ['Planificador de rutas', 'Jefe de almacén'],
    ],
    [
      'Motoristas de cisternas e de distribuição.',
      ['Motorista de cisterna', 'Motorista de distribuição', 'Motorista ADR'],
      ['Planeador de rotas', 'Operador de armazém'],
    ],
    [
      'Tankwagenfahrer und Auslieferungsfahrer.',
      ['Tankwagenfahrer', 'Auslieferungsfahrer'],
      ['Disponent', 'Lagerleiter'],
    ],
    [
      'Bezorgers en tankwagenchauffeurs.',
      ['Pakketbezorger', 'Tankwagenchauffeur', 'Chauffeur maaltijdbezorging'],
      ['Planner', 'Magazijnmedewerker'],
    ],
    [
      'Autisti di autocisterna e autisti consegne.',
      ['Autista di autocisterna', 'Autista consegne'],
      ['Pianificatore trasporti', 'Magazziniere'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('clinical operations is a job the title must name, not all of R&D', () => {
  it.each([
    [
      'Clinical operations: the head of clinical operations, CRAs (also those provided by a CRO) and clinical trial assistants. No physicians.',
      [
        'Head of Clinical Operations',
        'Clinical Research Associate',
        'Senior CRA',
        'Clinical Trial Assistant',
      ],
      ['Senior Scientist, Immunology', 'Postdoc', 'Executive Assistant to the CEO', 'Chief Revenue Officer'],
    ],
    [
      "Opérations cliniques : ARC et assistants d'études cliniques.",
      ['ARC', "Assistante d'études cliniques", 'Clinical Trial Manager'],
      ['Ingénieur de recherche', 'Assistante de direction', 'Technicien de laboratoire'],
    ],
    [
      'Operaciones clínicas: monitores de ensayos clínicos y asistentes de ensayos clínicos.',
      ['Monitor de ensayos clínicos', 'CRA'],
      ['Científica de procesos', 'Asistente de dirección'],
    ],
    [
      'Klinische Studien: Studienkoordinatoren und klinische Monitore.',
      ['Studienkoordinatorin', 'Klinischer Monitor'],
      ['Wissenschaftler Proteinchemie', 'Chemisch-technischer Assistent (CTA)'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('childcare group workers are a job of their own, not pedagogical policy', () => {
  it.each([
    [
      'Pedagogisch medewerkers op de groepen (kinderdagverblijf, BSO), ook invalkrachten. Geen leidinggevenden.',
      ['Pedagogisch medewerker', 'Invalkracht pedagogisch medewerker', 'Senior pedagogisch medewerker'],
      ['Pedagogisch beleidsmedewerker', 'Locatiemanager', 'Planner'],
    ],
    [
      'Pedagogical coaches and policy officers. Not group educators, even senior ones.',
      ['Pedagogisch coach', 'Pedagogisch beleidsmedewerker'],
      ['Pedagogisch medewerker BSO', 'Early Years Educator'],
    ],
    [
      'Educatrices de jeunes enfants et auxiliaires de puériculture.',
      ['Éducatrice de jeunes enfants', 'Auxiliaire de puériculture'],
      ['Directrice de crèche', 'Comptable'],
    ],
    [
      'Educadoras de infância e auxiliares de ação educativa.',
      ['Educadora de infância', 'Auxiliar de ação educativa'],
      ['Diretora pedagógica', 'Rececionista'],
    ],
    [
      'Educatori di asilo nido.',
      ['Educatrice asilo nido', 'Educatore di nido'],
      ['Coordinatrice pedagogica', 'Cuoca'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('finance and insurance named together is the F&I desk, not the finance department', () => {
  it.each([
    [
      'Finance and insurance managers at our dealerships.',
      ['F&I Manager', 'Business Manager F&I', 'Finance & Insurance Manager'],
      ['CFO', 'Accountant', 'Financial Controller'],
    ],
    [
      'Gestores de financiación y seguros.',
      ['Gestor de Financiación y Seguros', 'Gestora F&I'],
      ['Directora Financiera', 'Técnico Contable'],
    ],
    [
      'Responsables financement et assurances (F&I).',
      ['Responsable F&I', 'Responsable financement et assurances'],
      ['Directeur administratif et financier', 'Comptable fournisseurs'],
    ],
    [
      'Berater für Finanzierung und Versicherung.',
      ['Berater Finanzierung und Versicherung', 'F&I Berater'],
      ['Leiter Finanzen', 'Buchhalter'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
