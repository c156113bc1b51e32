import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 47 (issue 22). Holdout 47's trade-fair stand builder with an event technology
 * department and its clinical-genomics lab had titles the reader placed wrongly: a "Lichttechniker", "AV-technicus" or
 * "Tecnico audio/video" read as no function and "Veranstaltungstechnik" as marketing (its "Veranstaltung"), a
 * "Bioinformaticus" or "Head of Bioinformatics" as nothing, a "Clinical Scientist" as R&D and a "Genetic Counsellor" as
 * legal counsel. Generated tables: the same kinds of titles (ISCO-08 3521 and 3435's stage technicians, ESCO's
 * "lighting technician", "sound technician", "bioinformatics scientist", "clinical scientist", "genetic counsellor")
 * at employers in no labelled set.
 */

const SITES = ['', ' – Bühnenwerk Leipzig', ' | Salle Garance Lyon', ' @ Teatro Mirador Sevilla'];
const { reads } = titleTables(SITES);

describe('lighting, sound, AV and stage technicians are event technology (ISCO-08 3521, 3435)', () => {
  reads(
    'event_technology',
    {
      de: [
        'Lichttechnikerin',
        'Tontechniker',
        'Veranstaltungstechniker',
        'Fachkraft für Veranstaltungstechnik',
        'Meisterin für Veranstaltungstechnik',
        'AV-Techniker',
        'Bühnentechniker',
        'Beleuchterin',
        'Tonmeister',
      ],
      en: [
        'Lighting Technician',
        'Sound Technician',
        'AV Technician',
        'Stagehand',
        'FOH Engineer',
        'Event Technician',
      ],
      fr: ['Technicien son', 'Technicienne lumière', 'Régisseur lumière', 'Technicien audiovisuel'],
      es: ['Técnico de sonido', 'Técnica de iluminación', 'Técnico audiovisual', 'Ingeniero de sonido'],
      pt: ['Técnico de som', 'Técnica de iluminação'],
      it: ['Tecnico luci', 'Tecnico del suono', 'Fonico', 'Tecnica audio video'],
      nl: ['Geluidstechnicus', 'Lichttechnicus', 'Podiumtechnicus', 'AV-technicus'],
    },
    ['marketing'],
  );
  it.each([
    ['Eventmanagerin', 'marketing'],
    ['Event Marketing Manager', 'marketing'],
    ['Vertriebler AV-Vermietung', 'sales'],
  ])('"%s" plans or sells events, it runs no rig: %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  it('a definition asking for event technicians keeps them, not the marketing staff', () => {
    expect(
      kept('Veranstaltungstechnik: Licht- und Tontechniker:innen.', [
        'Tontechnikerin',
        'Lichttechniker',
        'Leiter Marketing',
        'Social Media Manager',
      ]),
    ).toEqual(['Tontechnikerin', 'Lichttechniker']);
  });
});

describe('bioinformaticians are research; clinical scientists and genetic counsellors clinical care', () => {
  reads('research', {
    en: ['Bioinformatician', 'Head of Bioinformatics', 'Computational Biologist', 'Bioinformatics Scientist'],
    de: ['Bioinformatikerin', 'Leiter Bioinformatik'],
    nl: ['Bioinformaticus', 'Bioinformatici'],
    fr: ['Bioinformaticienne'],
    es: ['Bioinformático', 'Bioinformática'],
    it: ['Bioinformatico'],
  });
  reads(
    'clinical',
    {
      en: ['Clinical Scientist', 'Principal Clinical Scientist', 'Genetic Counsellor', 'Genetic Counselor'],
      de: ['Genetische Beraterin'],
      fr: ['Conseillère en génétique'],
      es: ['Asesora genética'],
      it: ['Consulente genetico'],
      nl: ['Klinisch moleculair bioloog'],
    },
    ['research', 'legal'],
  );
  reads('physicians', {
    en: ['Clinical Geneticist', 'Consultant Clinical Geneticist'],
    nl: ['Klinisch geneticus'],
    de: ['Humangenetikerin'],
    fr: ['Généticienne clinicienne'],
  });
  it.each([
    ['Bioinformatics Software Engineer', 'engineering'],
    ['Legal Counsel', 'legal'],
  ])('"%s" stays %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});
