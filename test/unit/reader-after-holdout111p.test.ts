import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 111 (a funeral-services group): the funeral trades (ISCO-08 5163 undertakers
 * and embalmers) are one function, and each of its jobs is one the title must name: funeral directors, funeral
 * assistants and bearers, embalmers and the mortuary, the crematorium, grief support and ceremony. Our own words.
 */

describe('the funeral trades: each job is one the title names', () => {
  it.each([
    [
      'Funeral directors, freelancers too. No funeral assistants or bearers.',
      ['Funeral Director', 'Uitvaartleider', 'Bestatterin', 'Directeur funéraire'],
      ['Funeral Assistant', 'Pallbearer', 'Embalmer', 'Crematorium Technician', 'Sales Manager'],
    ],
    [
      'Uitvaartleiders en uitvaartleidsters, ook in opleiding. Geen dragers.',
      ['Uitvaartleider', 'Uitvaartleidster in opleiding', 'Funeral Director'],
      ['Drager', 'Uitvaartassistent', 'Thanatopracteur', 'Financieel Directeur'],
    ],
    [
      'Sargträger und Bestattungshelfer, auch Aushilfen.',
      ['Sargträger', 'Bestattungshelfer', 'Pallbearer'],
      ['Bestatter', 'Einbalsamierer', 'Lagerist'],
    ],
    [
      'Pallbearers and hearse drivers.',
      ['Pallbearer', 'Hearse Driver', 'Chauffeur rouwauto'],
      ['Funeral Director', 'Fleet Manager', 'Truck Driver'],
    ],
    [
      'Embalmers and mortuary staff, interns included.',
      ['Embalmer', 'Thanatopractrice', 'Head of Mortuary', 'Tanatopractor'],
      ['Funeral Director', 'Bearer', 'Crematorium Operator', 'Nurse'],
    ],
    [
      'Thanatopracteurs et agents de soins aux défunts.',
      ['Thanatopracteur', 'Embalmer', 'Einbalsamierer'],
      ['Porteur funéraire', 'Conseiller funéraire', 'Comptable'],
    ],
    [
      'Crematorium staff and cremation technicians.',
      ['Crematorium Manager', 'Cremation Technician', 'Krematoriumsmitarbeiter'],
      ['Funeral Director', 'Embalmer', 'Catering Manager'],
    ],
    [
      'Grief counsellors, aftercare consultants and funeral celebrants.',
      ['Grief Counsellor', 'Funeral Celebrant', 'Trauerbegleiterin'],
      ['Funeral Director', 'Embalmer', 'Pallbearer', 'HR Advisor'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a fab’s process areas, failure analysis, metrology and MES are jobs the title names', () => {
  it.each([
    [
      'Process engineers, any level, and the heads of the process areas: lithography, dry etch, CMP.',
      ['Process Engineer Diffusion', 'Head of Lithography', 'Leiter CMP', 'Etch Process Engineer'],
      ['Equipment Engineer', 'Fab Operator', 'Program Manager'],
    ],
    [
      'Failure analysis and metrology engineers.',
      ['Failure Analysis Engineer', 'Metrologie-Ingenieur', 'Ingénieure métrologie'],
      ['Process Engineer', 'Equipment Engineer', 'Software Engineer'],
    ],
    [
      'Factory automation and MES engineers and managers.',
      ['MES Engineer', 'Head of Factory Automation', 'Leiter Automatisierung'],
      ['Operator', 'Shift Leader Production', 'Plant Manager'],
    ],
    [
      'Equipment engineers and maintenance technicians for the tools. Not process engineers.',
      ['Equipment Engineer', 'Senior Equipment Engineer Etch'],
      ['Process Engineer', 'Software Engineer', 'Design Engineer'],
    ],
    [
      'Alle verpleegkundigen. Teamleiders vallen er niet onder.',
      ['Verpleegkundige', 'Senior verpleegkundige'],
      ['Teamleider verpleegkunde'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a building’s automation is not the factory’s', () => {
  it.each([
    [
      'Building automation (KNX, BACnet): programmers and project leads. Not industrial automation.',
      ['Projektleiterin Gebäudeautomation', 'Techniker Gebäudeautomation (KNX-Programmierung)'],
      ['Automation Engineer PLC'],
    ],
    [
      'Automatización de edificios: técnicos y programadores. No la automatización industrial.',
      ['Técnico de automatización de edificios', 'Programador KNX'],
      ['Ingeniero de automatización industrial', 'Responsable MES'],
    ],
  ])('%s', keepsAndDrops);
});
