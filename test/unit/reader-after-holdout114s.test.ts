import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 114 (a trade-union confederation and a public library): a vehicle the
 * management rides in names the vehicle, not the managers. Each table is written in our own words.
 */

describe('a vehicle of the management names no manager', () => {
  it.each([
    [
      'Drivers: the delivery van and the director’s car.',
      ['Driver', 'Fahrer Lieferdienst'],
      ['Managing Director', 'Head of Finance', 'Leiterin Verwaltung'],
    ],
    [
      'Chóferes: furgoneta entre almacenes y el coche de la dirección.',
      ['Chófer', 'Conductor de furgoneta'],
      ['Directora General', 'Jefe de Compras', 'Director de Operaciones'],
    ],
    [
      'Fahrerinnen und Fahrer: Transporter und Dienstwagen der Geschäftsführung.',
      ['Fahrer', 'Kraftfahrerin'],
      ['Geschäftsführer', 'Abteilungsleiter Einkauf'],
    ],
    [
      'Chauffeurs : camionnette de livraison et voiture de la direction.',
      ['Chauffeur', 'Chauffeur-livreur'],
      ['Directeur général', 'Responsable des achats'],
    ],
    [
      "Autisti: furgone delle consegne e l'auto della direzione.",
      ['Autista', 'Autista consegne'],
      ['Direttore generale', 'Responsabile acquisti'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
