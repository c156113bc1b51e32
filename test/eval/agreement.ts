import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { formatReport, score, total } from './evaluate.js';
import { EvalSetError, loadLabelledSet, SET_NAMES, type SetName, toEvalSets } from './sets.js';

/**
 * `npm run eval:agreement -- <set>`: how far a second labeller, who labelled the same set blind (without
 * the first labels, the rules or any judge output), agrees with the set's labels. Printed as `npm run
 * eval` prints a judge, the second labeller in the judge's place: the F1 two careful people reach on the
 * same definitions, which bounds what a judge's F1 on that set can honestly be read against. The second
 * labels are in test/eval/agreement/<set>.json (test/eval/agreement/README.md says who wrote them).
 */
export const AGREEMENT_DIR = join(import.meta.dirname, 'agreement');

const SecondLabels = v.record(v.string(), v.record(v.string(), v.array(v.string())));

export function agreement(name: SetName, dir = AGREEMENT_DIR) {
  const set = loadLabelledSet(name);
  const second = v.parse(SecondLabels, JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')));
  const companies = toEvalSets(set);
  const personas = set.personas.map((persona) => {
    const byCompany = companies.map((company) => {
      const companySlug = company.name.slice(name.length + 1);
      const kept = second[persona.slug]?.[companySlug];
      if (!kept)
        throw new EvalSetError(`${name}.json: no second labels for ${persona.slug} at ${companySlug}`);
      const ids = new Set(company.people.map((p) => p.person_ref));
      const unknown = kept.filter((id) => !ids.has(id));
      if (unknown.length)
        throw new EvalSetError(`${name}.json: unknown person ${unknown.join(', ')} in ${companySlug}`);
      return score(persona.slug, company.people.length, new Set(kept), new Set(company.labels[persona.slug]));
    });
    return total(`${name}/${persona.slug}`, byCompany);
  });
  return { personas, totals: [], overall: total(`${name} (all personas)`, personas) };
}

if (import.meta.main) {
  const name = process.argv[2];
  if (!name || !(SET_NAMES as readonly string[]).includes(name)) {
    console.error(`usage: npm run eval:agreement -- <set>   (one of ${SET_NAMES.join(', ')})`);
    process.exit(2);
  }
  console.log(`\nSet ${name}, second labeller against the set's labels:`);
  console.log(formatReport(agreement(name as SetName), 'second labeller'));
}
