import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * A definition said as a request to the assistant. Asking for people ("Could you find the pilots?", "Give me every
 * pilot", "Show me the pilots") reads as the people asked for: the request's own words (find, show, give, me, you,
 * please, looking, need; suchen, finden, mir, Sie; trouvez-moi, je cherche; busco, encuéntrame; cerco, trovami; ik
 * zoek, vinden; procuro, encontre) are no unread part of it. Asking for a thing that is not people ("Please write a poem about
 * our engineers", "Tell me a joke about pilots") keeps nobody, whether or not it says "you". Generated: phrasings ×
 * a roster of pilots and others.
 */
const ROSTER: readonly RosterEntry[] = [
  'Chief Pilot',
  'Software Engineer',
  'Head of Finance',
  'Cabin Crew Manager',
];

describe('a request for people reads as the people asked for', () => {
  for (const definition of [
    'Could you find the pilots?',
    'Can you find me the pilots and the chief pilot?',
    'Give me every pilot.',
    'Show me the pilots.',
    'Please find all pilots.',
    "I'm looking for pilots.",
    // The same requests in the other six languages the README claims.
    'Können Sie mir die Piloten finden?',
    'Ich suche die Piloten.',
    'Wir suchen Piloten.',
    'Trouvez-moi les pilotes de ligne.',
    'Je cherche les pilotes de ligne.',
    'Busco a los pilotos.',
    'Cerco i piloti.',
    'Kun je de piloten vinden?',
    'Ik zoek piloten.',
    'Procuro pilotos.',
  ])
    it(`"${definition}" keeps the chief pilot`, () =>
      expect(kept(definition, ROSTER)).toEqual(['Chief Pilot']));
});

describe('a request for a thing that is not people keeps nobody', () => {
  for (const definition of [
    'Please write a poem about our engineers.',
    'Write me a short poem about pilots.',
    'Tell me a joke about pilots.',
    'Hey, tell me a funny story about our finance team.',
    'Could you tell me a joke about pilots?',
    'Kannst du mir einen Witz über Piloten erzählen?',
    'Raconte-moi une blague sur les pilotes.',
    'Cuéntame un chiste sobre pilotos.',
    'Raccontami una barzelletta sui piloti.',
    'Vertel me een grap over piloten.',
    'Conta-me uma piada sobre pilotos.',
  ])
    it(`"${definition}" keeps nobody`, () => expect(kept(definition, ROSTER)).toEqual([]));
});
