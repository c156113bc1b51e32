import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 104 (a patent and trade mark firm): lawyers (ISCO-08 2611) are a job of the
 * legal function. A patent or trade mark attorney (2619) is admitted to another register and is no lawyer unless
 * the title also names a lawyer; paralegals are none. Each table is written in our own words.
 */

describe('lawyers are not patent or trade mark attorneys', () => {
  it.each([
    [
      'All our lawyers, at any seniority.',
      ['Lawyer', 'Legal Counsel', 'Rechtsanwalt und Patentanwalt', 'Head of Legal'],
      ['Patent Attorney', 'European Patent Attorney', 'Trade Mark Attorney', 'Patentanwaltskandidat'],
    ],
    [
      'Unsere Rechtsanwältinnen und Rechtsanwälte.',
      ['Rechtsanwältin', 'Fachanwalt für IT-Recht', 'Syndikusrechtsanwalt'],
      ['Patentanwältin', 'Patentanwaltsfachangestellte', 'Markenanwalt'],
    ],
    [
      'Les avocats et juristes du cabinet.',
      ['Avocate associée', 'Juriste droit social'],
      ['Conseil en brevets', 'Ingénieur brevets'],
    ],
    [
      'Abogados del despacho.',
      ['Abogada Senior', 'Asesor Jurídico'],
      ['Agente de Patentes', 'Agente de Marcas'],
    ],
    [
      'Advocaten en bedrijfsjuristen.',
      ['Advocaat', 'Bedrijfsjurist'],
      ['Octrooigemachtigde', 'Merkengemachtigde (trademark)'],
    ],
    [
      'Tutti gli avvocati.',
      ['Avvocato', 'Responsabile Ufficio Legale'],
      ['Consulente in brevetti', 'Mandatario brevetti'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('patent attorneys are a job the title names', () => {
  it.each([
    [
      'Qualified patent attorneys, partners included. No trainees, no patent engineers.',
      ['Patent Attorney', 'Partner, European Patent Attorney', 'Rechtsanwalt und Patentanwalt'],
      ['Trainee Patent Attorney', 'Patent Engineer', 'Patentanwaltsfachangestellte', 'Legal Counsel'],
    ],
    [
      'Alle Patentanwältinnen und Patentanwälte. Keine Patentanwaltskandidaten.',
      ['Patentanwältin', 'Partner | Patentanwalt'],
      ['Patentanwaltskandidat', 'Patentanwaltsfachangestellte – Fristen', 'Rechtsanwältin', 'Paralegal'],
    ],
    [
      'I consulenti in brevetti dello studio.',
      ['Consulente in brevetti', 'Conseil en brevets'],
      ['Avvocato', 'Assistente legale'],
    ],
    [
      'Agentes de patentes y agentes oficiales.',
      ['Agente de Patentes', 'Patent Attorney'],
      ['Abogada', 'Asistente jurídica'],
    ],
    [
      'Octrooigemachtigden en Europese octrooigemachtigden.',
      ['Octrooigemachtigde', 'Senior Octrooigemachtigde'],
      ['Advocaat', 'Juridisch medewerker'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"X counts only if also admitted as Y": the title must name both', () => {
  it.each([
    [
      'Our lawyers. A patent attorney counts only if also admitted as a lawyer.',
      ['Lawyer', 'Lawyer and Patent Attorney'],
      ['Patent Attorney', 'European Patent Attorney'],
    ],
    [
      'Unsere Juristen. Ein Patentanwalt zählt nur, wenn er auch als Rechtsanwalt zugelassen ist.',
      ['Rechtsanwältin', 'Rechtsanwalt und Patentanwalt'],
      ['Patentanwalt', 'Patentanwältin, European Patent Attorney'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the litigation of a right is the practice, not the right', () => {
  it.each([
    [
      'Lawyers and patent attorneys who handle patent litigation (infringement, nullity).',
      [
        'Patent Attorney – Infringement Actions',
        'Lawyer, Patent Litigation',
        'Rechtsanwalt (Patentstreitsachen)',
      ],
      ['Patent Attorney', 'Lawyer – Trademarks', 'Patent Attorney – Prosecution'],
    ],
    [
      'Avocats du contentieux des brevets.',
      ['Avocate – Contentieux brevets', 'Avocat – contrefaçon'],
      ['Avocat – Marques', 'Avocate – Droit social'],
    ],
    [
      'Abogados que llevan litigios de marcas.',
      ['Abogada – Litigios', 'Abogado, contencioso marcario'],
      ['Abogado – Registro de marcas'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"whether partner, employed or of counsel" names no one of its own', () => {
  it.each([
    [
      'Patent attorneys working here, whether partner, employed or of counsel.',
      ['Patent Attorney', 'Partner, Patent Attorney'],
      ['Paralegal', 'Legal Secretary', 'Trademark Paralegal'],
    ],
    [
      'Alle Patentanwälte – egal ob Partner oder angestellt.',
      ['Patentanwältin', 'Partner | Patentanwalt'],
      ['Rechtsanwaltsfachangestellte', 'Paralegal'],
    ],
    [
      'Los agentes de patentes, ya sean socios o empleados.',
      ['Agente de Patentes', 'Socia, Agente de Patentes'],
      ['Asistente jurídica', 'Paralegal'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
