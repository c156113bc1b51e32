import { describe, expect, it } from 'vitest';
import { judgeRoles } from '../../functions/core/role-match.js';
import { readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { read } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 50 (issue 22). Holdout 50's Prague building contractor and Pisa technical university
 * had titles the reader never met: Czech and Slovak titles (site managers, boards, HR, purchasing, health and safety,
 * lawyers, branches) read as nothing, an estimator or quantity surveyor as nothing, a professor, a lecturer, a post-doc
 * and a PhD student as nothing or as the subject they teach, a rector as no rank.
 * Generated tables: the same kinds of titles (ESCO's Czech and Slovak occupation labels; ISCO-08 1323 construction
 * managers, 2263 health and safety, 2611 lawyers, 3323 buyers, 231 university teachers, 2131/2310 research staff; O*NET
 * 13-1051 cost estimators) at employers in no labelled set.
 */

const SITES = ['', ' – Stavby Morava a.s.', ' | Pozemní stavby Zlín', ' @ Politecnico del Garda'];
const { reads } = titleTables(SITES);

describe('Czech and Slovak titles name their department after the job noun', () => {
  reads('construction', {
    cs: [
      'Stavbyvedoucí',
      'Hlavní stavbyvedoucí',
      'Stavbyvedoucí – inženýrské stavby',
      'Mistr stavby',
      'Přípravář staveb',
    ],
    sk: ['Stavbyvedúci', 'Hlavný stavbyvedúci', 'Majster stavby'],
  });
  reads('health_safety', {
    cs: ['Technik BOZP', 'Koordinátorka BOZP', 'Specialista bezpečnosti a ochrany zdraví při práci'],
    sk: ['Bezpečnostný technik BOZP'],
  });
  reads('quality', { cs: ['Manažerka kvality', 'Technik kvality'], sk: ['Manažér kvality'] });
  reads('people', {
    cs: ['Personální ředitel', 'Personalistka', 'Specialistka lidských zdrojů'],
    sk: ['Personálna riaditeľka', 'Špecialista ľudských zdrojov'],
  });
  reads('legal', { cs: ['Podnikový právník', 'Právnička'], sk: ['Podnikový právnik'] });
  reads('procurement', {
    cs: ['Nákupčí', 'Ředitelka nákupu', 'Vedoucí zásobování'],
    sk: ['Nákupca', 'Riaditeľ nákupu'],
  });
  reads('sales', { cs: ['Obchodní ředitelka', 'Obchodník'], sk: ['Obchodný riaditeľ'] });
  reads('finance', { cs: ['Finanční ředitel', 'Ekonomka'], sk: ['Finančný riaditeľ'] });
  reads('hardware_engineering', { cs: ['Statik', 'Statička'] });
  reads('general_management', {
    cs: ['Jednatel', 'Generální ředitelka'],
    sk: ['Konateľ', 'Generálny riaditeľ'],
  });
  reads('retail', {
    cs: ['Ředitel pobočky Olomouc', 'Ředitelka odštěpného závodu Plzeň'],
    sk: ['Riaditeľka pobočky Košice'],
  });
});

describe('Czech and Slovak levels: ředitel heads, vedoucí heads or runs a shift, a site manager manages', () => {
  it.each([
    'Ředitelka nákupu',
    'Riaditeľ nákupu',
    'Vedoucí BOZP',
    'Vedoucí oddělení kvality',
    'Personální ředitel',
  ])('"%s" is a head', (title) => expect(readTitle(title).levels[0]).toBe('head'));
  it.each(['Vedoucí směny', 'Vedúci zmeny', 'Stavbyvedoucí', 'Stavbyvedúci', 'Manažerka kvality'])(
    '"%s" is a manager',
    (title) => expect(readTitle(title).levels[0]).toBe('manager'),
  );
  it.each(['Jednatel', 'Jednatelka', 'Konateľ', 'Generální ředitel', 'Generálna riaditeľka'])(
    '"%s" is c_level',
    (title) => expect(readTitle(title).levels[0]).toBe('c_level'),
  );
  it.each(['Ředitel pobočky Olomouc', 'Riaditeľka pobočky Košice'])(
    '"%s" runs one branch: a manager',
    (title) => expect(readTitle(title).levels).toEqual(['manager']),
  );
  it.each(['Asistentka generálního ředitele', 'Asistent stavbyvedoucího', 'Sekretářka jednatele'])(
    '"%s" works for the principal and takes none of its rank or function',
    (title) => {
      const read = readTitle(title);
      expect(read.levels).toEqual(['individual']);
      expect(read.functions).not.toContain('general_management');
      expect(read.functions).not.toContain('construction');
    },
  );
  it.each(['Mistr stavby', 'Majster stavby'])(
    '"%s" is a foreman under the site manager, no manager',
    (title) => expect(readTitle(title).levels).toEqual(['individual']),
  );
});

describe('Czech and Slovak boards and founders', () => {
  it.each([
    'Člen dozorčí rady',
    'Předsedkyně dozorčí rady',
    'Místopředseda představenstva',
    'Členka predstavenstva',
    'Predseda dozornej rady',
    'Akcionář',
  ])('"%s" is a board seat', (title) => expect(readTitle(title).engagement).toBe('board'));
  it.each(['Zakladatel', 'Spoluzakladatelka', 'Zakladateľ a majiteľ', 'Majitelka'])(
    '"%s" founded or owns it',
    (title) => expect(readTitle(title).levels[0]).toBe('owner'),
  );
  it.each(['Spoluzakladatelka, členka dozorčí rady'])('"%s" is a founder first', (title) =>
    expect(readTitle(title).engagement).toBe('founder'),
  );
});

describe('cost estimators and quantity surveyors price the works: estimating (O*NET 13-1051)', () => {
  reads(
    'estimating',
    {
      en: ['Cost Estimator', 'Senior Estimator', 'Quantity Surveyor', 'Head of Estimating', 'Cost Planner'],
      de: ['Kalkulator Hochbau', 'Baukalkulatorin', 'Leiter Kalkulation'],
      fr: ['Métreur', 'Économiste de la construction', 'Estimatrice'],
      es: ['Técnico de presupuestos', 'Presupuestadora'],
      it: ['Computista', 'Preventivista edile'],
      nl: ['Bouwcalculator', 'Calculator utiliteitsbouw'],
      pt: ['Orçamentista'],
      cs: ['Rozpočtářka', 'Vedoucí kalkulací'],
    },
    ['operations', 'finance', 'construction'],
  );
  it.each(['Leiter QS', 'QS-Prüfer', 'Estimation de la demande'])('"%s" is no estimator', (title) =>
    expect(readTitle(title).functions).not.toContain('estimating'),
  );
});

describe('university and higher education teachers: teaching (ISCO-08 231)', () => {
  reads('teaching', {
    en: ['Associate Professor of Hydraulics', 'Senior Lecturer', 'Visiting Professor', 'Adjunct Professor'],
    it: ['Professoressa Ordinaria di Chimica', 'Docente a contratto di Diritto', 'Professore Straordinario'],
    de: ['Professorin für Statik', 'Hochschullehrer', 'Privatdozentin'],
    fr: ['Maîtresse de conférences', 'Professeur des universités'],
    es: ['Profesora Titular', 'Catedrático de Física'],
    pt: ['Professora Auxiliar', 'Professor Associado'],
    nl: ['Hoogleraar Bouwkunde', 'Universitair docent'],
  });
  it.each(['Rettore', 'Rettrice', 'Rector', 'Rektorin', 'Recteur', 'Reitora'])(
    '"%s" leads the university: c_level',
    (title) => expect(readTitle(title).levels[0]).toBe('c_level'),
  );
  it.each(['Prorettore alla Didattica', 'Prorektor für Forschung'])('"%s" is no rector', (title) =>
    expect(readTitle(title).levels).not.toContain('c_level'),
  );
});

describe('doctoral and postdoctoral researchers are research (ISCO-08 2131, 2310)', () => {
  reads('research', {
    en: ['Postdoc', 'Postdoctoral Researcher', 'PhD Candidate', 'Doctoral Student', 'Research Fellow'],
    it: ['Assegnista di ricerca', 'Dottorando in Fisica', 'Ricercatore RTD-A'],
    de: ['Doktorandin', 'Wissenschaftlicher Mitarbeiter'],
    fr: ['Doctorante', 'Post-doctorant'],
    es: ['Doctoranda'],
    pt: ['Doutorando'],
    nl: ['Promovendus'],
  });
});

describe("a profile's Czech and Slovak words tie its holder to the owning family", () => {
  const company = bareCompany({ name: 'Stavby Morava a.s.', industry: 'Construction' });
  const family = read(
    'Founders and owners, and members of the owning family who sit on the board or work in the business.',
  );
  const kept = (title: string, about: string) =>
    judgeRoles(
      'Family',
      family,
      bareProfile({ about, experience: [roleAt(title, { company: 'Stavby Morava a.s.' })] }),
      company,
    ).keep;
  it.each([
    ['Členka dozorčí rady', 'Rodinná akcionářka; v dozorčí radě zastupuji rodinu.'],
    ['Obchodní ředitel', 'Syn zakladatele, ve firmě od roku 2010.'],
    ['Člen predstavenstva', 'Rodinný podnik vedieme už dve generácie.'],
  ])('"%s" with "%s" is kept', (title, about) => expect(kept(title, about)).toBe(true));
  it.each([['Obchodní ředitel', 'Ve firmě od roku 2010, předtím u konkurence.']])(
    '"%s" with "%s" is not',
    (title, about) => expect(kept(title, about)).toBe(false),
  );
});

describe('Czech and Slovak apprentices and trainees, and Italian student collaborators, are interns', () => {
  it.each([
    'Učeň – zedník',
    'Učnice – malířka',
    'Učnica – murárka',
    'Stážistka – rozpočty',
    'Stážista BOZP',
    'Studente collaboratore – biblioteca',
    'Studentessa collaboratrice part-time',
    'Studente part-time – segreteria',
  ])('"%s" is an intern', (title) => expect(readTitle(title).engagement).toBe('intern'));
  it.each(['Studente di dottorato', 'Studente'])('"%s" is no intern by these words', (title) =>
    expect(readTitle(title).engagement).not.toBe('intern'),
  );
});
