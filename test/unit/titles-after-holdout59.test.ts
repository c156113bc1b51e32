import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 59 (issue 22). Holdout 59 had a family-controlled drug maker (drug safety, medical
 * affairs, formulation and analytical R&D, a field force) and a facility-services company (cleaning, guarding, a
 * remote-monitoring centre, a bid team, works-council members). Generated tables: the same kinds of titles at
 * employers in no labelled set.
 */

const SITES = ['', ' – Laboratoires Vauclair', ' | Rheinau Holding GmbH', ' @ Olmedo Hermanos S.L.'];
const { reads } = titleTables(SITES);

describe('pharmacovigilance is its own function, neither R&D nor medical affairs', () => {
  reads(
    'pharmacovigilance',
    {
      en: ['Drug Safety Associate', 'Pharmacovigilance Officer', 'EU QPPV', 'Head of Drug Safety'],
      it: ['Specialista di Farmacovigilanza', 'Responsabile Farmacovigilanza'],
      es: ['Técnico de Farmacovigilancia', 'Responsable de Seguridad del Medicamento'],
      pt: ['Técnico de Farmacovigilância'],
      de: ['Referentin Arzneimittelsicherheit', 'Leiter Pharmakovigilanz'],
      fr: ['Chargée de pharmacovigilance'],
    },
    ['research', 'medical_affairs'],
  );
});

describe('medical science liaisons and medical advisors are medical affairs, not R&D', () => {
  reads(
    'medical_affairs',
    {
      en: ['Medical Science Liaison', 'Senior MSL Oncology', 'Medical Advisor', 'Regional Medical Advisor'],
      de: ['Medizinisch-wissenschaftliche Referentin'],
      fr: ['Responsable Affaires Médicales', 'Liaison scientifique régionale'],
      it: ['Responsabile Affari Medici'],
    },
    ['research', 'pharmacovigilance'],
  );
  it.each(['Medical Device Sales Representative', 'Medical Records Clerk'])(
    '"%s" is no medical affairs',
    (title) => {
      expect(readTitle(title).functions).not.toContain('medical_affairs');
    },
  );
  const here = (title: string, industry: string) =>
    positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany({ industry })).find(
      (p) => p.current && p.here !== null,
    )?.functions[0];
  it.each(['Medical Director', 'Direttrice Medica', 'Directeur médical', 'Director Médico'])(
    'a "%s" at a drug maker heads medical affairs, at a hospital is a physician',
    (title) => {
      for (const industry of ['Pharmaceutical Manufacturing', 'Biotechnology Research'])
        expect(here(title, industry)).toBe('medical_affairs');
      expect(here(title, 'Hospitals and Health Care')).not.toBe('medical_affairs');
    },
  );
  it("a specialty named beside the medical director stays the holder's", () => {
    const read = positionsOf(
      bareProfile({ experience: [roleAt('Medical Director (Clinical Geneticist)')] }),
      bareCompany({ industry: 'Biotechnology Research' }),
    ).find((p) => p.current && p.here !== null)?.functions;
    expect(read).toEqual(['medical_affairs', 'physicians']);
  });
});

describe('formulation and analytical development stay R&D', () => {
  reads(
    'research',
    {
      en: ['Formulation Scientist', 'Analytical Development Lead'],
      it: ['Responsabile Sviluppo Analitico'],
      es: ['Técnico de Formulación'],
    },
    ['pharmacovigilance', 'medical_affairs'],
  );
});

describe('bid and tender management is its own function, not sales nor estimating nor purchasing', () => {
  reads(
    'bid_management',
    {
      fr: ["Chargé d'appels d'offres", "Responsable des appels d'offres", 'Responsable AO'],
      en: ['Bid Manager', 'Bid Writer', 'Tender Manager', 'Proposal Manager', 'Head of Bids'],
      de: ['Angebotsmanagerin', 'Angebotsleiter', 'Ausschreibungsmanager'],
      es: ['Gestora de licitaciones', 'Técnico de licitaciones'],
      it: ['Addetta Ufficio Gare', 'Responsabile Gare e Appalti'],
      nl: ['Tendermanager', 'Tendercoördinator'],
    },
    ['sales', 'estimating', 'procurement'],
  );
  it.each(['Acheteur public', 'Key Account Manager', 'Cost Estimator'])('"%s" is no bid manager', (title) => {
    expect(readTitle(title).functions).not.toContain('bid_management');
  });
});

describe('a works-council seat or a union mandate in a title is works_council', () => {
  reads('works_council', {
    fr: [
      'Secrétaire du CSE',
      'Élue titulaire du CSE',
      'Membre suppléant du CSE',
      'Trésorière du CSE',
      'Délégué syndical',
    ],
    es: ['Delegado sindical', 'Delegada sindical'],
    it: ['Delegata RSU', 'Rappresentante sindacale'],
    en: ['Shop Steward', 'Union Representative'],
    de: ['Betriebsratsvorsitzender'],
  });
  it.each(['Responsable RSE', 'CSE Engineer'])('"%s" is no works council', (title) => {
    expect(readTitle(title).functions).not.toContain('works_council');
  });
});

describe('cleaning staff and window cleaners in the Romance languages are facilities', () => {
  reads('facilities', {
    pt: ['Agente de limpeza', 'Encarregada de limpeza', 'Limpador de vidros'],
    fr: ["Agent d'entretien", "Cheffe d'équipe nettoyage", 'Laveur de vitres'],
    es: ['Auxiliar de limpieza', 'Limpiacristales'],
    de: ['Fensterputzer'],
    nl: ['Glazenwasser'],
  });
  it('"Limpieza de datos" is no cleaning', () => {
    expect(readTitle('Limpieza de datos').functions).not.toContain('facilities');
  });
});

describe('market access (pricing and reimbursement) is pricing: revenue_management', () => {
  reads('revenue_management', {
    fr: ['Responsable Accès au Marché', 'Chargée prix et remboursement'],
    en: ['Market Access Manager', 'Head of Market Access'],
    es: ['Gerente de Acceso al Mercado'],
    it: ['Responsabile Accesso al Mercato'],
    de: ['Leiterin Marktzugang'],
  });
});

describe('remote-monitoring operators and dog handlers are physical security (other), not production', () => {
  reads(
    'other',
    {
      fr: ['Opératrice de télésurveillance', 'Opérateur vidéosurveillance', 'Maître-chien'],
      es: ['Operador de CCTV', 'Guía canino'],
      en: ['CCTV Operator', 'Alarm Receiving Centre Operator', 'Dog Handler'],
      it: ['Operatore di videosorveglianza'],
    },
    ['operations', 'hospitality'],
  );
  reads(
    'other',
    { fr: ['Agent SSIAP 1', "Chef d'équipe sécurité incendie (SSIAP 2)", 'Agente de sécurité incendie'] },
    ['health_safety'],
  );
  it('an SSIAP trainer ("Formateur SSIAP") trains guards and is none', () => {
    expect(readTitle('Formateur SSIAP').functions).not.toContain('other');
  });
  it('a plant\'s "Responsable sécurité incendie" stays HSE', () => {
    expect(readTitle('Responsable sécurité incendie').functions[0]).toBe('health_safety');
  });
});

describe('QSE (qualité, sécurité, environnement) names quality and HSE', () => {
  it.each(['Animatrice QSE', 'Responsable QSE', 'Technicien QSE (alternance)'])('"%s"', (title) => {
    expect(readTitle(title).functions).toEqual(expect.arrayContaining(['quality', 'health_safety']));
  });
});

describe('a multi-technical maintenance technician maintains buildings: facilities', () => {
  reads('facilities', {
    fr: ['Technicien multitechnique', 'Technicienne multi-technique', 'Agent multitechnique'],
  });
});

describe('"über CSO": a field rep placed by a contract sales organisation, not a chief', () => {
  it.each(['Pharmareferent (über CSO)', 'Visitador médico vía CSO', 'Field Rep through a CSO'])(
    '"%s"',
    (title) => {
      expect(readTitle(title).level).not.toBe('c_level');
    },
  );
  it('"Sales Director (CSO)" is still the sales chief\'s title', () => {
    expect(readTitle('Sales Director (CSO)').functions[0]).toBe('sales');
  });
});
