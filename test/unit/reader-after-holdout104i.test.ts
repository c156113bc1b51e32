import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 106 (a ship manager and a translation agency): students on placement
 * ("étudiants en stage", "élèves en formation", "estudiantes en prácticas", "estudantes em estágio") are interns,
 * so a list of them keeps interns even when an including bracket follows it. Each table is in our own words.
 */

describe('students on placement are interns', () => {
  it.each([
    [
      'Apprentis, étudiants en stage et élèves en formation (y compris les élèves ingénieurs). Pas les CDI.',
      [
        ['Stagiaire comptable', 'intern'],
        ['Apprenti mécanicien', 'intern'],
        ['Engineering Intern', 'intern'],
      ],
      ['Comptable', 'Ingénieur mécanique', 'Directeur financier'],
    ],
    [
      'Estudiantes en prácticas y becarios (incluidos los del almacén).',
      [
        ['Becario de logística', 'intern'],
        ['Estudiante en prácticas – Marketing', 'intern'],
      ],
      ['Jefe de almacén', 'Responsable de marketing'],
    ],
    [
      'Estagiários e estudantes em estágio, de qualquer área.',
      [
        ['Estagiária de recursos humanos', 'intern'],
        ['Finance Intern', 'intern'],
      ],
      ['Diretor de recursos humanos', 'Contabilista'],
    ],
    [
      'Étudiants et stagiaires de toutes les équipes.',
      [
        ['Stagiaire marketing', 'intern'],
        ['Alternant développeur', 'intern'],
      ],
      ['Chef de produit', 'Développeur senior'],
    ],
  ] as const)('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});
