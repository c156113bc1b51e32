import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import * as Result from '../../functions/core/result-schemas.js';
import {
  buildDatasetJsonSchema,
  renderDatasetJsonSchema,
} from '../../functions/sandbox/network/dataset-json-schema.js';

const SCHEMA_FILE = new URL('../../docs/network-data.schema.json', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(buildDatasetJsonSchema());
}

describe('the dataset’s JSON Schema', () => {
  it('is committed exactly as the valibot schemas generate it', () => {
    if (readFileSync(SCHEMA_FILE, 'utf8') !== renderDatasetJsonSchema()) {
      expect.fail(
        'docs/network-data.schema.json is out of date with functions/sandbox/network/dataset.ts: run `npm run dataset-schema`.',
      );
    }
  });

  it('accepts the shipped sample and the minimal test file', () => {
    const validate = validator();
    for (const file of ['../../data/sample-network.json', '../fixtures/network-minimal.json']) {
      expect(validate(read(file)), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    }
  });

  it('refuses what the loader refuses: an unknown field, a fault for an unknown stage', () => {
    const validate = validator();
    const base = read('../fixtures/network-minimal.json');
    expect(validate({ ...base, extra: 1 })).toBe(false);
    const company = { ...base.companies[0], simulate: { faults: { scan_teem: ['rate_limited'] } } };
    expect(validate({ ...base, companies: [company] })).toBe(false);
    const known = { ...base.companies[0], simulate: { faults: { scan_team: ['rate_limited'] } } };
    expect(validate({ ...base, companies: [known] })).toBe(true);
  });

  it('keeps the descriptions editors show', () => {
    const schema = buildDatasetJsonSchema() as { title: string; $defs: Record<string, any> };
    expect(schema.title).toBe('Embedded network dataset');
    expect(schema.$defs.emailConfig.properties.pattern.description).toMatch(/at least one placeholder/);
    expect(schema.$defs.company.description).toMatch(/spec's Company fields/);
  });

  it('takes every part it shares with a result from core’s result schemas, field for field', () => {
    const { $defs } = buildDatasetJsonSchema() as { $defs: Record<string, { properties: object }> };
    const shared = {
      companyPost: Result.CompanyPost,
      personLocation: Result.PersonLocation,
      flags: Result.Flags,
      certification: Result.Certification,
      interests: Result.Interests,
      interestGroup: Result.InterestGroup,
      interestNewsletter: Result.InterestNewsletter,
      featuredItem: Result.FeaturedItem,
      bioLink: Result.BioLink,
      experienceItem: Result.ExperienceItem,
      educationItem: Result.EducationItem,
      signals: Result.Signals,
      recommendation: Result.Recommendation,
      recentPost: Result.RecentPost,
      engagement: Result.Engagement,
      article: Result.Article,
      meta: Result.Meta,
    } as const;
    for (const [name, result] of Object.entries(shared)) {
      expect(Object.keys($defs[name]?.properties ?? {}), name).toEqual(Object.keys(result.entries));
    }
    // The service resolves the country name from the code; a file gives only the code.
    expect(Object.keys($defs.companyLocation?.properties ?? {})).toEqual(
      Object.keys(Result.CompanyLocation.entries).filter((key) => key !== 'country'),
    );
  });
});
