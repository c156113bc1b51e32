import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interpretPersona, readPersona, UNREADABLE_WARNING } from '../../functions/core/persona-reader.js';
import type { CallContext } from '../../functions/core/ports.js';
import type { ProviderProfile } from '../../functions/core/profile.js';
import { FUNCTIONS, PARENT } from '../../functions/core/vocabulary/functions.js';
import { OfflinePersonaJudge } from '../../functions/sandbox/judge/offline.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';

/**
 * docs/personas.md tells a user how a definition is read and which business functions exist. This file
 * reads the examples and the function list FROM that page and holds them against the code, so the page
 * cannot drift: an example whose reading or outcome changes, or a function value added without its
 * line, fails here.
 */

const DOC = readFileSync(new URL('../../docs/personas.md', import.meta.url), 'utf8');

/** The text of a `## ` section of the page, up to the next `## ` heading. */
function section(heading: string): string {
  const start = DOC.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/personas.md has no section "## ${heading}"`);
  const end = DOC.indexOf('\n## ', start + 1);
  return DOC.slice(start, end < 0 ? undefined : end);
}

const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

// ---------------------------------------------------------------------------------------------
// "How a definition is read": | Definition | Read as | Keeps | Does not keep |
// ---------------------------------------------------------------------------------------------

interface Example {
  definition: string;
  functions: string[];
  levels: string[];
  currentOnly: boolean;
  formerOnly: boolean;
  engagementKinds: string[];
  keepsNobody: boolean;
  warnings: string[];
  keeps: string[];
  dropped: string[];
}

const DEFAULT_ENGAGEMENTS = ['employee', 'founder', 'contractor', 'intern'];

const list = (text: string): string[] => text.split(/,\s*/).map((v) => v.trim());
const titles = (text: string): string[] =>
  text === 'nobody' || text === '—' || text === ''
    ? []
    : text
        .split(/;\s*/)
        .map((t) => t.trim())
        .filter(Boolean);

function parseExample(row: string): Example {
  const [definitionCell = '', readAs = '', keeps = '', dropped = ''] = cells(row);
  const definition = /`([^`]+)`/.exec(definitionCell)?.[1];
  if (!definition) throw new Error(`no definition in backticks: ${row}`);
  const example: Example = {
    definition,
    functions: [],
    levels: [],
    currentOnly: true,
    formerOnly: false,
    engagementKinds: DEFAULT_ENGAGEMENTS,
    keepsNobody: false,
    warnings: [],
    keeps: titles(keeps),
    dropped: titles(dropped),
  };
  for (const part of readAs === '—' ? [] : readAs.replace(/`/g, '').split(/;\s*/)) {
    const [, key = '', value = ''] = /^(\S+(?: only| nobody)?)\s*(.*)$/.exec(part.trim()) ?? [];
    if (key === 'functions') example.functions = list(value);
    else if (key === 'levels') example.levels = list(value);
    else if (key === 'engagement_kinds') example.engagementKinds = list(value);
    else if (key === 'current_only') example.currentOnly = value === 'true';
    else if (key === 'former only') example.formerOnly = true;
    else if (key === 'keeps nobody') example.keepsNobody = true;
    else if (key === 'warning') example.warnings.push(value);
    else throw new Error(`unknown "Read as" part "${part}" in: ${row}`);
  }
  return example;
}

/** Each example with the `###` heading it stands under. */
const EXAMPLES: (Example & { heading: string })[] = [];
{
  let heading = '';
  for (const line of section('How a definition is read').split('\n')) {
    if (line.startsWith('### ')) heading = line.slice(4);
    else if (line.startsWith('| `')) EXAMPLES.push({ ...parseExample(line), heading });
  }
}

const CTX: CallContext = { jobId: 'job_doc', stage: 'verify_candidates', attempt: 0 };
const judge = new OfflinePersonaJudge();

/** A person holding `title` at the company now, or, for "Title (until 2024)", until then. */
function holder(title: string, index: number): ProviderProfile {
  const ended = /^(.*) \(until (\d{4})\)$/.exec(title);
  const own = ended?.[1] ?? title;
  return bareProfile({
    person_ref: `p${index}`,
    headline: own,
    experience: [roleAt(own, ended ? { start: '2019-01', end: `${ended[2]}-06` } : {})],
  });
}

/** The titles the offline judge keeps for `definition`, of those given. */
async function keptOf(definition: string, roster: readonly string[]): Promise<string[]> {
  const profiles = roster.map(holder);
  const { verdicts } = await judge.verify(
    { slug: 'doc-example', name: 'Doc example', definition },
    bareCompany({ employees_count: 500 }),
    profiles,
    CTX,
  );
  return roster.filter((_, i) => verdicts[i]?.keep === true);
}

const sorted = (values: readonly string[]): string[] => [...values].sort();

describe('docs/personas.md "How a definition is read": every example is what the offline reader does', () => {
  it('the page has its examples (a table the parser no longer sees would pass vacuously)', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(30);
    for (const e of EXAMPLES) expect(e.keeps.length + e.dropped.length, e.definition).toBeGreaterThan(0);
  });

  // Rows under "Not read well yet" hold today's wrong reading: when a change to the reader fixes one,
  // move it to the section of its rule with the right reading (this test then tells what it is).
  for (const e of EXAMPLES) {
    it(`${e.heading}: "${e.definition}"`, async () => {
      const interpretation = interpretPersona({ name: 'Doc example', definition: e.definition });
      const reading = readPersona({ name: 'Doc example', definition: e.definition });
      const read = {
        functions: sorted(interpretation.functions),
        levels: sorted(interpretation.levels),
        current_only: interpretation.current_only,
        former_only: reading.formerOnly,
        engagement_kinds: e.keepsNobody ? [] : sorted(interpretation.engagement_kinds),
        keeps_nobody: interpretation.includes.length === 0,
      };
      expect(read).toEqual({
        functions: sorted(e.functions),
        levels: sorted(e.levels),
        current_only: e.currentOnly,
        former_only: e.formerOnly,
        engagement_kinds: e.keepsNobody ? [] : sorted(e.engagementKinds),
        keeps_nobody: e.keepsNobody,
      });
      if (e.formerOnly) expect(interpretation.summary).toContain('former roles at the company only');
      // Warnings: exactly the ones the row names (by a phrase each), none when it names none.
      if (e.keepsNobody) expect(interpretation.warnings[0]?.startsWith(UNREADABLE_WARNING)).toBe(true);
      else if (e.warnings.length === 0) expect(interpretation.warnings).toEqual([]);
      else {
        expect(interpretation.warnings).toHaveLength(e.warnings.length);
        for (const w of e.warnings)
          expect(
            interpretation.warnings.some((x) => x.includes(w)),
            w,
          ).toBe(true);
      }
      const roster = [...e.keeps, ...e.dropped];
      expect(await keptOf(e.definition, roster)).toEqual(e.keeps);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// "Business functions": | `value` | meaning | part of |
// ---------------------------------------------------------------------------------------------

const FUNCTION_ROWS = section('Business functions (`professional.function`)')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const [value = '', meaning = '', partOf = ''] = cells(line);
    return {
      value: value.replace(/`/g, ''),
      meaning,
      partOf: partOf.replace(/`/g, '') || null,
    };
  });

describe('docs/personas.md "Business functions": the documented list is the vocabulary', () => {
  it('lists every value of professional.function once, and no other', () => {
    const documented = FUNCTION_ROWS.map((r) => r.value);
    expect(new Set(documented).size, 'a value listed twice').toBe(documented.length);
    expect(sorted(documented)).toEqual(sorted(FUNCTIONS));
  });

  it('gives each value a meaning', () => {
    for (const r of FUNCTION_ROWS) expect(r.meaning.length, r.value).toBeGreaterThan(10);
  });

  it('names the function each value is part of, as the vocabulary does', () => {
    const documented = Object.fromEntries(FUNCTION_ROWS.map((r) => [r.value, r.partOf]));
    const code = Object.fromEntries(FUNCTIONS.map((f) => [f, PARENT[f] ?? null]));
    expect(documented).toEqual(code);
  });
});

// ---------------------------------------------------------------------------------------------
// The worked example under "Interpretation"
// ---------------------------------------------------------------------------------------------

describe('docs/personas.md "Interpretation": the worked example is what the API returns', () => {
  it('is the offline interpretation of its definition', () => {
    const text = section('Interpretation');
    const definition = /Example, for `"([^"]+)"`:/.exec(text)?.[1];
    const json = /```json\n([\s\S]+?)\n```/.exec(text)?.[1];
    if (!definition || !json) throw new Error('the worked example is missing');
    expect(JSON.parse(json)).toEqual(interpretPersona({ name: 'Sales leaders', definition }));
  });
});
