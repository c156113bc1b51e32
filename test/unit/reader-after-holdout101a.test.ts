import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 101–103 (management, heads and assistants): heads of departments whose
 * examples name the departments they lead; the management as a body, excluded beside the heads a persona keeps;
 * the managers of a location or a station; support staff "de apoyo (administrativo) a la dirección". Each table is
 * written in our own words.
 */

describe('heads of departments, with the departments as examples', () => {
  it.each([
    [
      'Chefs de département (achats, juridique, formation).',
      ['Directeur Juridique', 'Responsable Achats', 'Head of Legal'],
      ['Formateur', 'Juriste', 'Acheteur', 'Développeur'],
    ],
    [
      'Department heads (legal, procurement, training).',
      ['Head of Legal', 'Procurement Director'],
      ['Trainer', 'Legal Counsel', 'Buyer'],
    ],
    [
      'Cheffes de division et directeurs de département (finances, informatique).',
      ['Directrice Financière', 'Responsable Informatique'],
      ['Comptable', 'Technicien Informatique'],
    ],
    [
      'Afdelingshoofden (financiën, ICT, inkoop).',
      ['Hoofd Financiën', 'Hoofd ICT', 'Hoofd Inkoop'],
      ['Boekhouder', 'Inkoper', 'Systeembeheerder'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the management as a body, excluded beside heads, is the top of the company', () => {
  it.each([
    [
      'Abteilungsleitungen (Finanzen, IT, Einkauf), nicht die Direktion.',
      ['Leiterin Finanzen', 'Head of IT', 'Leiter Einkauf'],
      ['Geschäftsführer', 'CEO', 'Buchhalterin'],
    ],
    [
      'Heads of department, not the direction.',
      ['Head of Finance', 'Director of Marketing'],
      ['Chief Executive Officer', 'Accountant'],
    ],
    [
      'Capi dipartimento (amministrazione, acquisti), non la direzione.',
      ['Responsabile Amministrazione', 'Responsabile Acquisti'],
      ['Amministratore Delegato', 'Impiegata amministrativa'],
    ],
    [
      'Jefes de departamento, no la dirección.',
      ['Jefe de Compras', 'Directora de Recursos Humanos'],
      ['Consejero Delegado', 'Técnico de Compras'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the managers of a location or a station', () => {
  it.each([
    [
      'Locatiemanagers en adjunct-locatiemanagers.',
      ['Locatiemanager', 'Adjunct-locatiemanager', 'Locatieleider'],
      ['Pedagogisch medewerker', 'Regiomanager', 'Manager Financiën'],
    ],
    [
      'Gerentes de posto e subgerentes de posto.',
      ['Gerente de Posto', 'Subgerente de Posto'],
      ['Operador de Posto', 'Diretora de Marketing', 'Gestor de Zona'],
    ],
    [
      'Gerentes de estación de servicio.',
      ['Gerente de Estación de Servicio'],
      ['Expendedor', 'Director Financiero'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('support staff to the management: whom they support is not whom the persona asks for', () => {
  it.each([
    [
      'Asistentes de dirección y personal de apoyo administrativo a la dirección.',
      ['Asistente de Dirección', 'Secretaria de Dirección'],
      ['Director Financiero', 'Consejero Delegado', 'Jefe de Taller'],
    ],
    [
      'Secretárias, assistentes de direção, equipa de apoio administrativo à direção.',
      ['Secretária de Direção', 'Assistente de Direção'],
      ['Diretora Financeira', 'Diretor Geral', 'Chefe de Oficina'],
    ],
    [
      'Personal de apoyo a la gerencia, asistentes incluidos.',
      ['Asistente de Gerencia'],
      ['Gerente', 'Jefe de Ventas'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"including those who no longer run it" widens to them, it does not ask for people who left', () => {
  it.each([
    [
      'Founders, including founders who no longer run the business day to day.',
      ['Co-Founder & Chief Scientific Officer', 'Founder'],
      ['Chief Financial Officer', 'Head of Sales'],
    ],
    [
      'Gründer und Mitgründer, auch solche, die das Unternehmen nicht mehr operativ leiten.',
      ['Mitgründerin & CSO', 'Gründer'],
      ['Leiterin Finanzen', 'Laborleiter'],
    ],
    [
      'Fondateurs et cofondateurs, y compris ceux qui ne dirigent plus la société au quotidien.',
      ['Cofondateur et Président du conseil scientifique', 'Fondatrice'],
      ['Directeur Financier', 'Responsable RH'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
