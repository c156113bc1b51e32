import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 128 (a bell foundry, a pet-food maker): a technical director named in
 * Italian, French or Dutch ("direttore tecnico", "directeurs techniques", "technisch directeur") is the head of the
 * technical side, as "technical director" is in English, not every head of any department; beside fitters the
 * assembly unit is theirs; casters, animal carers and restorers are trades. Each table is written in our own words.
 */

describe('a technical director in Italian, French or Dutch is the head of engineering, not any head', () => {
  it.each([
    [
      'La direzione: CEO, CFO e direttore tecnico.',
      ['Direttore Tecnico', 'CFO', 'CEO'],
      ['Responsabile Acquisti', 'Responsabile Contabilità', 'Hoofd verkoop'],
    ],
    [
      'Les directeurs techniques et le directeur financier.',
      ['Directeur Technique', 'Directeur Financier'],
      ['Responsable Achats', 'Responsable Marketing', 'Chef de rayon'],
    ],
    [
      'Directie: algemeen directeur en technisch directeur.',
      ['Technisch Directeur', 'Algemeen Directeur'],
      ['Hoofd Inkoop', 'Hoofd Marketing'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('beside fitters or installers, the assembly unit is their work, not all of operations', () => {
  it.each([
    [
      'Monteure und Montageteams: alle, die Aufzüge oder Rolltore beim Kunden montieren, einschließlich Teamleiter der Montage.',
      ['Monteur', 'Servicemonteur Aufzüge', 'Obermonteur'],
      ['Produktionsmitarbeiter', 'Werkleiter', 'Schichtleiter Fertigung', 'CNC-Dreher', 'Lagerist'],
    ],
    [
      'Installers on customer sites and the assembly team leads.',
      ['Window Installer', 'Senior Installer'],
      ['Plant Manager', 'Production Operator', 'Shift Supervisor', 'Warehouse Operative'],
    ],
    [
      'Montadores: quienes instalan ascensores o escaleras en obra, y los jefes de equipo de montaje.',
      ['Montador', 'Montadora de ascensores'],
      ['Operario de producción', 'Director de planta', 'Jefe de turno', 'Mozo de almacén'],
    ],
    [
      'Montatori e installatori che montano infissi presso i clienti, e i responsabili del montaggio.',
      ['Installatore', 'Montatore infissi'],
      ['Operaio di produzione', 'Direttore di stabilimento', 'Capoturno', 'Magazziniere'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('metal casters, moulders and coremakers are a trade the title names (ISCO-08 7211)', () => {
  it.each([
    [
      'Gießer, Handformer und Kernmacher der Gießerei, auch Auszubildende.',
      ['Glockengießer', 'Gießer', 'Handformer', 'Kernmacher'],
      ['Gießereileiter', 'Schleifer', 'Instandhaltungsmechaniker', 'Former Sales Manager'],
    ],
    [
      'Bell founders, moulders and the casting crew, apprentices included. Not the finishers or tuners.',
      ['Bell Founder', 'Moulder', 'Core Maker', 'Metal Caster'],
      ['Foundry Manager', 'Finisher', 'Bell Tuner', 'Performer'],
    ],
    [
      'Gieters, vormers en smelters van de gieterij.',
      ['Gieter', 'Leemvormer', 'Smelter / ovenist', 'Productiemedewerker gieterij'],
      ['Hoofd financiën', 'Vormgever', 'Rondleider'],
    ],
    [
      'Fondeurs et mouleurs de la fonderie.',
      ['Fondeur', 'Mouleuse', 'Noyauteur'],
      ['Responsable commercial', 'Polisseur'],
    ],
    [
      'Fundidores y moldeadores, también aprendices.',
      ['Fundidor', 'Moldeadora'],
      ['Jefe de planta', 'Pulidor'],
    ],
    ['Fonditori della fonderia.', ['Fonditore', 'Fonditrice'], ['Formatore', 'Direttore di stabilimento']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('animal care workers are a trade the title names (ISCO-08 5164)', () => {
  it.each([
    [
      'Animal care technicians and kennel staff of our trial centre. Not the vets.',
      ['Animal Care Technician', 'Kennel Assistant', 'Cattery Attendant'],
      ['Veterinarian', 'Animal Nutritionist', 'Plant Manager'],
    ],
    [
      'Tierpfleger und Tierpflegerinnen, auch in Teilzeit.',
      ['Tierpflegerin', 'Tierpfleger'],
      ['Tierarzt', 'Lagerist'],
    ],
    [
      'Dierverzorgers van de kennel en de cattery.',
      ['Dierverzorger', 'Dierverzorgster'],
      ['Dierenarts', 'Operator'],
    ],
    [
      'Les soigneurs animaliers.',
      ['Soigneur animalier', 'Soigneuse animalière'],
      ['Vétérinaire', 'Nutritionniste'],
    ],
    [
      'Cuidadores de animales, jornada parcial incluida.',
      ['Cuidadora de animales'],
      ['Veterinaria', 'Operario de producción'],
    ],
    [
      'Addetti canile e gattile e tecnici di stabulario.',
      ['Addetta canile', 'Addetto gattile', 'Tecnico di stabulario'],
      ['Medico veterinario', 'Operatore estrusore'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('restorers of things are a trade; beside them restoration is their department, not catering', () => {
  it.each([
    [
      "Le service restauration : restaurateurs et restauratrices d'orgues et de tableaux, et le chef du service.",
      ['Restauratrice de tableaux', 'Restaurateur', 'Chef du service restauration'],
      ['Chef de cuisine', 'Responsable de salle', 'Serveur'],
    ],
    [
      'Restauratoren und Restauratorinnen der Werkstatt.',
      ['Restauratorin', 'Restaurator Gemälde'],
      ['Koch', 'Restaurantleiter'],
    ],
    [
      'Conservator-restorers and restorers of clocks, interns included.',
      ['Conservator-Restorer', 'Clock Restorer', 'Restoration Intern'],
      ['Restaurant Manager', 'Chef de Partie'],
    ],
    [
      'Restauradores de pintura y de retablos.',
      ['Restauradora de pintura', 'Restaurador'],
      ['Jefe de cocina', 'Camarero'],
    ],
    [
      'I restauratori e le restauratrici del laboratorio.',
      ['Restauratrice', 'Restauratore di dipinti'],
      ['Ristoratore', 'Cuoco'],
    ],
    [
      'Restauratoren van het atelier, ook stagiairs.',
      ['Restaurator', 'Stagiair restauratie'],
      ['Kok', 'Bedrijfsleider restaurant'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
