import { describe, expect, it } from 'vitest';
import { kept, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 47 (issue 22). Generated tables: definitions in several languages,
 * bare titles of no labelled set.
 */

/**
 * Event and stage technology (ISCO-08 3521; ESCO lighting, sound and audio-visual technicians, riggers) is a
 * job the title must name: "Veranstaltungs-" (events) does not make it marketing, nor "Rigger" operations.
 */
describe('event technicians are a job of their own', () => {
  const definitions = [
    'Bühnen- und Veranstaltungstechnik: Licht- und Tontechniker, Rigger, alle Stufen.',
    'Lighting, sound and AV technicians and riggers, freelancers included.',
    'Techniciens son et lumière et techniciens audiovisuels, freelances compris.',
    'Técnicos de sonido e iluminación, de cualquier nivel.',
    'Tecnici audio e luci e fonici, anche freelance.',
    'Licht- en geluidstechnici en AV-technici.',
  ];
  const roster = [
    ['Lichttechnikerin', 'contractor'],
    'Tontechniker',
    'Fachkraft für Veranstaltungstechnik',
    'Sound Engineer',
    'Technicien lumière',
    'Tecnico luci',
    'Geluidstechnicus',
    'Event Marketing Manager',
    'Veranstaltungskauffrau',
    'Lagerhelfer',
    'Projektleiter Events',
    'Tischler',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster as never);
    expect(keeps.length).toBeGreaterThanOrEqual(4);
    for (const other of [
      'Event Marketing Manager',
      'Veranstaltungskauffrau',
      'Lagerhelfer',
      'Projektleiter Events',
      'Tischler',
    ])
      expect(keeps).not.toContain(other);
  });
});

/** Bioinformaticians and computational biologists: the title names the job, at any seniority, in any language. */
describe('bioinformaticians are a job of their own', () => {
  const definitions = [
    'Computational biologists and bioinformaticians of every level.',
    'Bioinformatiker:innen und Computational Biologists, alle Ebenen.',
    'Bioinformaticiens et biologistes computationnels.',
    'Bioinformáticos de cualquier nivel.',
  ];
  const roster = [
    'Director of Bioinformatics',
    'Bioinformatikerin',
    'Bioinformaticien',
    'Computational Biologist',
    'Research Scientist',
    'Clinical Scientist',
    'Data Engineer',
  ];
  it.each(definitions)('%s', (definition) => {
    expect(kept(definition, roster)).toEqual([
      'Director of Bioinformatics',
      'Bioinformatikerin',
      'Bioinformaticien',
      'Computational Biologist',
    ]);
  });
});

/** The heads of laboratories, said in one word or two, and the heads of branches or sites. */
describe('heads of a lab and of a branch are jobs the title names', () => {
  it.each([
    'Laborleiter:innen an allen Standorten, keine Laboranten.',
    'Lab managers and laboratory directors, not lab technicians.',
    'Responsables de laboratoire et directeurs de laboratoire.',
  ])('%s', (definition) => {
    const keeps = kept(definition, [
      'Laborleiterin',
      'Head of Lab',
      'Responsable de laboratoire',
      'Lab Technician',
    ]);
    expect(keeps).toContain('Laborleiterin');
    expect(keeps).not.toContain('Lab Technician');
  });
  it.each([
    'Branch managers and site heads in every country.',
    'Directores de sucursal y responsables de delegación.',
    "Directeurs d'agence et responsables de succursale.",
    'Niederlassungsleiter und Filialleiterinnen.',
  ])('%s', (definition) => {
    const keeps = kept(definition, [
      "Directrice d'agence Lyon",
      'Director de sucursal Valencia',
      'Niederlassungsleiterin Hamburg',
      'Branch Manager',
      'Warehouse Operative',
      'Projektleiter',
    ]);
    expect(keeps).toEqual(
      expect.arrayContaining(["Directrice d'agence Lyon", 'Niederlassungsleiterin Hamburg']),
    );
    expect(keeps).not.toContain('Warehouse Operative');
    expect(keeps).not.toContain('Projektleiter');
  });
});

/** Time words: "people who used to do this job" adds former staff; "whether or not they run it" does not. */
describe('what puts a role in the past', () => {
  it.each([
    'Data engineers, including people who used to do this job here.',
    'Recruiters at any level, including anyone who used to have this role with us.',
  ])('%s', (definition) => {
    expect(read(definition).currentOnly).toBe(false);
  });
  it.each([
    'Founders and family owners whether or not they run the business.',
    'Owners, whether they manage the company or not. Not former founders.',
    'Shareholders and founders, regardless of whether they run it.',
  ])('%s', (definition) => {
    const reading = read(definition);
    expect(reading.currentOnly).toBe(true);
  });
  it('with "still" the role may have ended', () => {
    expect(read('Founders, whether or not they still run the company.').currentOnly).toBe(false);
  });
});
