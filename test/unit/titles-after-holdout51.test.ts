import { describe } from 'vitest';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 51 (issue 22). Holdout 51's regional newspaper and broadcaster and its regional airline
 * had titles the reader never met: a newsroom's reporters, editors and editors-in-chief, radio and TV presenters and
 * programme producers, an airport's ground handling, an airline's operations control centre, Latvian aircraft
 * technicians, airport security screeners, Dutch payroll, printers.
 * Generated tables: the same kinds of titles (ISCO-08 2642 journalists, 2656 announcers, 2654 producers, 9621 and 4221
 * ground handling, 3154 flight dispatchers, 5414 screeners, 4313 payroll clerks, 7322 printers) at employers in no set.
 */

const SITES = ['', ' – Noordkust Media', ' | Aeroporto del Garda', ' @ Alpenland Verlag'];
const { reads } = titleTables(SITES);

describe('a newsroom: journalists, editors, correspondents and editors-in-chief', () => {
  reads(
    'journalism',
    {
      en: [
        'Journalist',
        'Senior Reporter',
        'Foreign Correspondent',
        'Editor-in-Chief',
        'Managing Editor',
        'Night Desk Sub-Editor',
      ],
      nl: [
        'Hoofdredacteur',
        'Adjunct-hoofdredacteur',
        'Eindredacteur',
        'Verslaggeefster',
        'Webredacteur',
        'Stagiair sportredactie',
      ],
      de: ['Chefredakteurin', 'Redakteur Politik', 'Korrespondentin', 'Leiterin der Lokalredaktion'],
      fr: ['Rédactrice en chef', 'Journaliste', 'Correspondante à Lisbonne'],
      es: ['Periodista', 'Corresponsal en Bruselas', 'Redactora jefa'],
      pt: ['Jornalista', 'Redator principal'],
      it: ['Caporedattore', 'Giornalista', 'Corrispondente da Berlino'],
    },
    ['marketing', 'privacy'],
  );
  reads('marketing', { en: ['Content Editor', 'Copywriter'], es: ['Redactor publicitario'] }, ['journalism']);
});

describe('radio and TV presenters and programme producers', () => {
  reads('broadcasting', {
    en: ['Radio Presenter', 'Newsreader', 'TV Producer'],
    nl: ['Presentator', 'Programmaproducer'],
    de: ['Radiomoderatorin', 'Fernsehproduzent'],
    fr: ['Présentatrice', 'Productrice télé'],
    es: ['Presentadora', 'Locutor'],
    it: ['Conduttrice', 'Produttore televisivo'],
  });
});

describe("an airline's ground handling and operations control", () => {
  reads('ground_handling', {
    en: ['Ramp Agent', 'Check-in Agent', 'Ground Handling Supervisor', 'Head of Ground Operations'],
    de: ['Mitarbeiter Bodenabfertigung'],
    nl: ['Medewerker grondafhandeling'],
    lv: ['Virszemes apkalpošanas aģente'],
  });
  reads('operations_control', {
    en: ['OCC Controller', 'Flight Dispatcher', 'Operations Control Manager'],
  });
  reads('aircraft_maintenance', { lv: ['Aviācijas tehniķis', 'Gaisa kuģu mehāniķis'] });
});

describe('guards, payroll, sales compounds and printers', () => {
  reads('other', { en: ['Airport Security Screener', 'AVSEC Officer'], de: ['Luftsicherheitsassistentin'] }, [
    'security',
  ]);
  reads('finance', { nl: ['Salarisadministrateur', 'Medewerker loonadministratie'] }, ['people']);
  reads('sales', { nl: ['Teamleider Mediaverkoop', 'Medewerker advertentieverkoop'] });
  // Since holdout 88 a printing works' pressroom is a function of its own (printing, under operations).
  reads('printing', {
    nl: ['Drukker', 'Leerling drukker', 'Offsetdrukker'],
    de: ['Drucker', 'Medientechnologe Druck'],
    en: ['Press Operator', 'Web Printer'],
  });
  reads('operations', { it: ['Stampatore'] });
});
