import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../functions/shared/config.js';

const base = { CTP_MODE: 'local' };

describe('network provider settings', () => {
  it('accepts Coresignal with its key, base URL and posts per person', () => {
    const config = loadConfig({
      ...base,
      CTP_NETWORK_PROVIDER: 'coresignal',
      CTP_CORESIGNAL_API_KEY: 'k',
      CTP_CORESIGNAL_BASE_URL: 'http://127.0.0.1:9',
      CTP_CORESIGNAL_POSTS_PER_PERSON: '0',
    });
    expect(config).toMatchObject({ CTP_NETWORK_PROVIDER: 'coresignal', CTP_CORESIGNAL_POSTS_PER_PERSON: 0 });
    expect(loadConfig(base).CTP_CORESIGNAL_POSTS_PER_PERSON).toBe(3);
  });

  it('requires a merge configuration for the merged provider and refuses an unreadable one', () => {
    expect(() => loadConfig({ ...base, CTP_NETWORK_PROVIDER: 'merged' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, CTP_NETWORK_PROVIDER: 'merged', CTP_NETWORK_MERGE: 'everything from everyone' }),
    ).toThrow(/CTP_NETWORK_MERGE/);
    const config = loadConfig({
      ...base,
      CTP_NETWORK_PROVIDER: 'merged',
      CTP_NETWORK_MERGE: 'roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl',
    });
    expect(config.CTP_NETWORK_MERGE).toBe('roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl');
  });
});
