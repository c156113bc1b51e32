import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as cs from '../functions/adapters/network/coresignal-mapping.js';
import { MergedNetworkProvider } from '../functions/adapters/network/merged.js';
import * as pdl from '../functions/adapters/network/pdl-mapping.js';
import { toCompany } from '../functions/core/company.js';
import { deriveCompanyFields, deriveProfileFields } from '../functions/core/derive-signals.js';
import type { CallContext, NetworkProvider } from '../functions/core/ports.js';
import type { ProviderCompany, ProviderProfile } from '../functions/core/profile.js';
import * as Api from '../functions/core/result-schemas.js';
import { buildTargetPerson } from '../functions/core/target-person.js';
import { DEFAULT_NETWORK_FILE, loadNetworkDataset } from '../functions/sandbox/network/dataset.js';
import { EmbeddedNetworkProvider } from '../functions/sandbox/network/embedded.js';
import { verifiedEmail } from '../test/fixtures/builders.js';

/**
 * The coverage table of docs/providers.md: every leaf field of the spec's TargetPerson (2.4–2.8) and
 * Company (2.3) against each provider (the embedded dataset, PDL, Coresignal, and the merged
 * configuration below), computed by running each adapter's mapping over its fixtures and building the
 * spec's objects from them, exactly as a job does. `npm run coverage-table` rewrites the table in the
 * docs; a unit test fails when the docs and this computation differ.
 */

const HOST = 'www.linkedin.com';
const NOW = new Date('2026-11-23T00:00:00Z');
const ctx: CallContext = { jobId: 'coverage', stage: 'enrich_profiles', attempt: 0 };
const fixture = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../test/fixtures/${path}`, import.meta.url), 'utf8')) as T;

/** The merged configuration the table shows (CTP_NETWORK_MERGE). */
export const MERGE_SPEC = 'roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl';

/** The parts of a valibot schema a leaf walk reads. */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
}

/** A schema's leaf paths in declaration order: nullables unwrapped, `[]` marking an array of objects. */
function leavesOf(schema: SchemaNode, prefix = ''): string[] {
  if (schema.wrapped) return leavesOf(schema.wrapped, prefix);
  if (schema.entries) {
    return Object.entries(schema.entries).flatMap(([key, entry]) => leavesOf(entry, `${prefix}${key}.`));
  }
  const item = schema.item?.wrapped ?? schema.item;
  if (schema.type === 'array' && item?.entries) return leavesOf(item, `${prefix.slice(0, -1)}[].`);
  return [prefix.slice(0, -1)];
}

/** Every leaf of the spec's Company and TargetPerson, read from the response schemas. */
export const COMPANY_LEAVES = leavesOf(Api.Company as SchemaNode);
export const PERSON_LEAVES = leavesOf(Api.TargetPerson.pipe[0] as SchemaNode);

/** Leaves the service fills for every provider: the email verifier's, not the network's. */
const VERIFIER_LEAVES = new Set<string>(PERSON_LEAVES.filter((leaf) => leaf.startsWith('contact.email.')));

/** A stand-in address, so that the contact block is built as in a job (the verifier fills it there). */
const VERIFIED = verifiedEmail('someone@example.com');

/** Every value at a leaf path, across array elements. */
function valuesAt(value: unknown, path: string): unknown[] {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return [value];
  const array = head.endsWith('[]');
  const key = array ? head.slice(0, -2) : head;
  const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  const items = array ? (Array.isArray(next) ? next : []) : [next];
  return rest.length === 0 ? items : items.flatMap((item) => valuesAt(item, rest.join('.')));
}

const filled = (v: unknown): boolean =>
  v !== null &&
  v !== undefined &&
  !(typeof v === 'string' && v.trim() === '') &&
  !(Array.isArray(v) && v.length === 0);

interface Column {
  company: ReturnType<typeof toCompany>[];
  people: ReturnType<typeof buildTargetPerson>[];
}

function column(companies: ProviderCompany[], profiles: ProviderProfile[]): Column {
  const [home] = companies;
  if (!home) throw new Error('coverage: a column without a company');
  return {
    company: companies.map((c) => toCompany(c, HOST)),
    people: profiles.map((profile) =>
      buildTargetPerson({
        rank: 1,
        verdict: { person_ref: profile.person_ref, keep: true, score: 1, why: 'Coverage table.' },
        profile,
        company: home,
        email: VERIFIED,
        networkHost: HOST,
      }),
    ),
  };
}

/** An in-memory provider over mapped fixture records (no HTTP: the mapping is what is measured). */
function stubProvider(
  company: ProviderCompany,
  profiles: ProviderProfile[],
  byHandle: (ref: string) => ProviderProfile | null,
): NetworkProvider {
  return {
    findCompany: async () => company,
    rosterPage: async () => ({
      people: profiles.map((p) => ({
        person_ref: p.person_ref,
        name: p.name,
        headline: p.headline,
        photo_url: p.photo_url,
      })),
      next: null,
    }),
    enrichProfiles: async (refs) =>
      refs.flatMap((ref) => {
        const found = profiles.find((p) => p.person_ref === ref) ?? byHandle(ref);
        return found ? [{ ...found, person_ref: ref }] : [];
      }),
  };
}

const handleOfProfile = (p: ProviderProfile): string | null =>
  pdl.profileHandleFromUrl(p.network_url?.replace(/^https?:\/\/[^/]+/, 'linkedin.com'));

function pdlColumn(): { company: ProviderCompany; profiles: ProviderProfile[] } {
  const {
    status: _s,
    likelihood: _l,
    ...record
  } = fixture<pdl.PdlCompany & Record<string, unknown>>('pdl/company-enrich-brightline-analytics.json');
  const company = pdl.toProviderCompany(record, { kind: 'slug', slug: 'brightline-analytics' });
  if (!company) throw new Error('coverage: the PDL fixture company does not map');
  const profiles = fixture<pdl.PdlPerson[]>('pdl/person-records.json').flatMap((person) => {
    const ref = pdl.personRefOf(person);
    return ref
      ? [pdl.toProviderProfile(person, ref, { networkHost: HOST, now: NOW, staleAfterMonths: 12 })]
      : [];
  });
  return { company, profiles };
}

function coresignalColumn(): { company: ProviderCompany; profiles: ProviderProfile[] } {
  const [record] = fixture<cs.CoresignalRecord[]>('coresignal/companies.json');
  const company =
    record &&
    cs.toProviderCompany(
      record,
      { kind: 'slug', slug: 'brightline-analytics' },
      fixture<cs.CoresignalRecord[]>('coresignal/company-posts.json'),
      fixture<cs.CoresignalRecord[]>('coresignal/jobs-base.json'),
    );
  if (!company || !record) throw new Error('coverage: the Coresignal fixture company does not map');
  const csId = cs.coresignalCompanyId(record) as number;
  const posts = fixture<cs.CoresignalRecord[]>('coresignal/employee-posts.json');
  const profiles = fixture<cs.CoresignalRecord[]>('coresignal/employees-multi-source.json').map(
    (employee) => {
      const ref = cs.rosterRef(Number(employee.id), csId, company.id);
      const own = posts.filter((p) => p.employee_parent_id === cs.postsKeyOf(employee));
      return deriveProfileFields(cs.toProviderProfile(employee, ref, own, { networkHost: HOST, now: NOW }));
    },
  );
  return { company: deriveCompanyFields(company), profiles };
}

async function embeddedColumn(): Promise<{ companies: ProviderCompany[]; profiles: ProviderProfile[] }> {
  const embedded = new EmbeddedNetworkProvider(loadNetworkDataset(DEFAULT_NETWORK_FILE), {
    networkHost: HOST,
    pageSize: 1000,
    sleep: async () => undefined,
  });
  const dataset = loadNetworkDataset(DEFAULT_NETWORK_FILE);
  const companies: ProviderCompany[] = [];
  const profiles: ProviderProfile[] = [];
  for (const c of dataset.companies) {
    // A company whose simulation scripts faults on the first attempt is read on a later one.
    const call = { ...ctx, attempt: 50 };
    try {
      const company = await embedded.findCompany({ kind: 'id', companyId: c.id }, call);
      if (!company) continue;
      const { people } = await embedded.rosterPage(c.id, null, call);
      companies.push(company);
      profiles.push(
        ...(await embedded.enrichProfiles(
          people.map((p) => p.person_ref),
          call,
        )),
      );
    } catch {
      // A company the dataset makes fail on every attempt has nothing to show.
    }
  }
  return { companies, profiles };
}

async function mergedColumn(): Promise<{ company: ProviderCompany; profiles: ProviderProfile[] }> {
  const p = pdlColumn();
  const c = coresignalColumn();
  const byHandle = (profiles: ProviderProfile[]) => (ref: string) =>
    profiles.find((x) => handleOfProfile(x) === ref) ?? null;
  const pdlProvider = { name: 'pdl', provider: stubProvider(p.company, p.profiles, byHandle(p.profiles)) };
  const csProvider = {
    name: 'coresignal',
    provider: stubProvider(c.company, c.profiles, byHandle(c.profiles)),
  };
  const merged = new MergedNetworkProvider({
    roster: csProvider,
    company: [csProvider, pdlProvider],
    profiles: [csProvider, pdlProvider],
  });
  const company = await merged.findCompany({ kind: 'slug', slug: 'brightline-analytics' }, ctx);
  if (!company) throw new Error('coverage: the merged company is missing');
  const { people } = await merged.rosterPage(company.id, null, ctx);
  return {
    company,
    profiles: await merged.enrichProfiles(
      people.map((x) => x.person_ref),
      ctx,
    ),
  };
}

export interface Coverage {
  columns: string[];
  rows: { leaf: string; cells: string[] }[];
  percent: Record<string, number>;
}

export async function computeCoverage(): Promise<Coverage> {
  const e = await embeddedColumn();
  const p = pdlColumn();
  const c = coresignalColumn();
  const m = await mergedColumn();
  const columns: Record<string, Column> = {
    Embedded: column(e.companies, e.profiles),
    PDL: column([p.company], p.profiles),
    Coresignal: column([c.company], c.profiles),
    Merged: column([m.company], m.profiles),
  };
  const names = Object.keys(columns);
  const rows: Coverage['rows'] = [];
  const counts = Object.fromEntries(names.map((n) => [n, 0]));
  const leaves = [
    ...COMPANY_LEAVES.map((l) => `company.${l}`),
    ...PERSON_LEAVES.map((l) => `target_person.${l}`),
  ];
  for (const leaf of leaves) {
    const cells = names.map((name) => {
      const col = columns[name] as Column;
      const [kind, ...rest] = leaf.split('.');
      const path = rest.join('.');
      const objects: unknown[] = kind === 'company' ? col.company : col.people;
      const ok = objects.some((o) => valuesAt(o, path).some(filled));
      if (ok) counts[name] = (counts[name] ?? 0) + 1;
      if (!ok) return '—';
      return VERIFIER_LEAVES.has(path) ? 'verifier' : '✓';
    });
    rows.push({ leaf, cells });
  }
  const percent = Object.fromEntries(
    names.map((n) => [n, Math.round(((counts[n] ?? 0) / leaves.length) * 1000) / 10]),
  );
  return { columns: names, rows, percent };
}

export const TABLE_START = '<!-- coverage-table:start (generated by npm run coverage-table; do not edit) -->';
export const TABLE_END = '<!-- coverage-table:end -->';

export function renderTable(coverage: Coverage): string {
  const total = coverage.rows.length;
  const header = `| Spec field | ${coverage.columns.join(' | ')} |`;
  const rule = `| --- | ${coverage.columns.map(() => ':---:').join(' | ')} |`;
  const lines = coverage.rows.map((r) => `| \`${r.leaf}\` | ${r.cells.join(' | ')} |`);
  const figure = `| **filled** (of ${total}) | ${coverage.columns.map((c) => `**${coverage.percent[c]}%**`).join(' | ')} |`;
  return [TABLE_START, '', header, rule, ...lines, figure, '', TABLE_END].join('\n');
}

export const DOCS = fileURLToPath(new URL('../docs/providers.md', import.meta.url));

/** The docs with the table replaced by `table`. */
export function withTable(docs: string, table: string): string {
  const start = docs.indexOf(TABLE_START);
  const end = docs.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`docs/providers.md has no ${TABLE_START} … ${TABLE_END} block`);
  return `${docs.slice(0, start)}${table}${docs.slice(end + TABLE_END.length)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const table = renderTable(await computeCoverage());
  writeFileSync(DOCS, withTable(readFileSync(DOCS, 'utf8'), table));
  console.log(`Wrote the coverage table into ${DOCS}`);
}
