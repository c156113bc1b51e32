import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { covers } from '../../functions/core/vocabulary/functions.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 21 (issue 22). Holdout 21 (a Cluj outsourced-software house, an Italian
 * eyewear maker with its own shops) had a "Head of Digital & IT Development" read as internal IT, a security
 * officer at reception read as information security and facilities, an "Area Manager Retail" read as sales and
 * a "Manutentore impianti e fabbricati" read as nothing. Generated tables: titles in seven languages at
 * employers in no labelled set.
 */

const SITES = ['', ' – Molinos del Ebro SA', ', Zeeland Havenlogistiek BV', ' (Vetreria Murano Nord)'];
const { reads } = titleTables(SITES);

describe('IT, digital and application development is software engineering, not internal IT', () => {
  reads(
    'engineering',
    {
      en: ['Head of Digital & IT Development', 'IT Development Manager', 'Application Development Lead'],
      de: ['Leiter IT Development', 'Teamleiterin Digital Development'],
      fr: ['Responsable IT Development', 'Directeur Web Development'],
      es: ['Jefe de IT Development', 'Responsable de Digital Development'],
      nl: ['Manager IT Development', 'Teamleider Web Development'],
      pt: ['Diretor de IT Development', 'Gestora de Digital Development'],
      it: ['Responsabile Sviluppo IT', 'Head of Digital Development', 'Responsabile sviluppo applicazioni'],
    },
    ['it'],
  );
  it('IT managers, business development and digital marketing keep their functions', () => {
    const fn = (title: string) => readTitle(title).functions[0];
    expect(fn('IT Manager')).toBe('it');
    expect(fn('Responsabile Sistemi Informativi')).toBe('it');
    expect(fn('Business Development Manager')).toBe('sales');
    expect(fn('Digital Marketing Manager')).toBe('marketing');
  });
});

describe('a security officer posted at a reception, a gate or access control is a guard', () => {
  reads(
    'other',
    {
      en: [
        'Security Officer (reception & access control)',
        'Security Officer at the front desk',
        'Security Officer at the main gate',
      ],
      de: ['Security Officer Empfang', 'Security Officer Zutrittskontrolle'],
      fr: ['Security Officer accueil', 'Agent de sécurité (contrôle d’accès)'],
      es: ['Security Officer recepción', 'Agente de seguridad control de accesos'],
      nl: ['Security Officer receptie', 'Beveiligingsmedewerker toegangscontrole'],
      pt: ['Security Officer receção', 'Agente de segurança controlo de acessos'],
      it: ['Security Officer reception', 'Addetto sicurezza controllo accessi'],
    },
    ['security', 'facilities'],
  );
  it('information security officers stay security, receptionists facilities', () => {
    const fn = (title: string) => readTitle(title).functions[0];
    expect(fn('Information Security Officer')).toBe('security');
    expect(fn('IT Security Officer (access control)')).toBe('security');
    expect(fn('Security Officer')).toBe('security');
    expect(fn('Receptionist')).toBe('facilities');
  });
});

describe("an area manager of the company's stores is retail, not sales", () => {
  reads(
    'retail',
    {
      en: ['Area Manager Retail', 'Retail Area Manager', 'Regional Manager Retail'],
      de: ['Bezirksleiter Filialen', 'Regionalleiterin Filialen'],
      fr: ['Directeur régional magasins', 'Responsable de secteur magasins'],
      es: ['Jefe de zona retail', 'Jefa de zona tiendas'],
      nl: ['Regiomanager winkels', 'Area Manager winkels'],
      pt: ['Gestor de zona lojas', 'Area Manager lojas'],
      it: ['Responsabile di zona negozi', 'Area Manager negozi'],
    },
    ['sales'],
  );
  it('area sales managers stay sales', () => {
    expect(readTitle('Area Sales Manager').functions[0]).toBe('sales');
    expect(readTitle('Area Manager').functions[0]).toBe('sales');
  });
});

describe('building maintenance is facilities, in Italian too', () => {
  reads('facilities', {
    en: ['Building Maintenance Technician'],
    de: ['Haustechniker'],
    fr: ['Agent de maintenance des bâtiments'],
    es: ['Técnico de mantenimiento de edificios'],
    nl: ['Medewerker gebouwonderhoud'],
    pt: ['Técnico de manutenção predial'],
    it: ['Manutentore impianti e fabbricati', 'Addetto manutenzione fabbricati', 'Manutentrice fabbricati'],
  });
});

describe("a service desk or help desk for the company's clients is customer support, not internal IT", () => {
  reads(
    'support',
    {
      en: ['Client Service Desk Agent', 'Customer Help Desk Lead', 'Service Desk Analyst for our customers'],
      de: ['Kunden-Helpdesk Mitarbeiterin', 'Kundenservice Desk Teamleiter'],
      fr: ['Technicien Service Desk clients (N1)', 'Agent Helpdesk clients'],
      es: ['Técnico de Service Desk para clientes', 'Agente Helpdesk clientes'],
      nl: ['Medewerker klanten helpdesk', 'Helpdesk klanten'],
      pt: ['Técnico de Service Desk para clientes', 'Operador Helpdesk clientes'],
      it: ['Operatore Service Desk clienti', 'Tecnico helpdesk per i clienti'],
    },
    ['it'],
  );
  it('an IT service desk for the staff stays IT', () => {
    for (const title of [
      'IT Service Desk Technician',
      'Mitarbeiterin IT Service Desk',
      'Service Desk Agent (L1)',
    ])
      expect(readTitle(title).functions[0]).toBe('it');
  });
});

describe('regulatory affairs is a part of compliance of its own', () => {
  reads(
    'regulatory_affairs',
    {
      en: ['Regulatory Affairs Specialist', 'Regulatory Affairs Manager (MDR)', 'Head of Regulatory Affairs'],
      de: ['Zulassungsmanagerin', 'Referent Regulatory Affairs'],
      fr: ['Responsable affaires réglementaires', 'Chargée des affaires réglementaires'],
      es: ['Técnico de asuntos regulatorios', 'Directora de Asuntos Regulatorios'],
      nl: ['Specialist Registratiezaken', 'Medewerker regulatorische zaken'],
      pt: ['Especialista em assuntos regulamentares', 'Gestora de Assuntos Regulamentares'],
      it: ['Specialista affari regolatori', 'Responsabile affari regolatori'],
    },
    ['quality'],
  );
  it('compliance covers it; asking for regulatory affairs does not ask for compliance officers', () => {
    expect(covers('compliance', 'regulatory_affairs')).toBe(true);
    expect(covers('regulatory_affairs', 'compliance')).toBe(false);
    expect(readTitle('Compliance Officer').functions).toEqual(['compliance']);
    expect(readTitle('Regulatory Compliance Manager').functions[0]).toBe('compliance');
  });
});

describe('the area an advisor advises on, after a comma, is no operating role', () => {
  const titles: Record<string, readonly string[]> = {
    en: ['Advisor, Growth', 'Strategic Advisor, Marketing', 'Board Advisor, Product'],
    de: ['Strategischer Berater, Vertrieb', 'Beirat, Digitalisierung'],
    fr: ['Conseiller stratégique, Marketing', 'Membre du comité consultatif, Ventes'],
    es: ['Asesor del consejo, Ventas', 'Miembro del consejo asesor, Marketing'],
    nl: ['Lid raad van advies, Marketing', 'Adviseur van de raad, Verkoop'],
    pt: ['Membro do conselho consultivo, Vendas', 'Membro do conselho consultivo, Marketing'],
    it: ['Membro del comitato consultivo, Marketing', 'Consulente del consiglio, Vendite'],
  };
  it.each(titleTables(SITES).rows(titles))('%s: "%s" is an advisor', (_lang, title) => {
    expect(readTitle(title).engagement).toBe('advisor');
  });
  it('a job with a comma stays a job', () => {
    expect(readTitle('Financial Advisor, Retail').engagement).toBe('employee');
    expect(readTitle('Account Manager, Growth').engagement).toBe('employee');
  });
});
