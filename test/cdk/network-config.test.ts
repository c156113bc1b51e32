import { describe, expect, it } from 'vitest';
import { parseStageConfig } from '../../lib/config.js';

describe('the stage configuration of the network provider', () => {
  it('passes Coresignal and a merge configuration to the functions', () => {
    expect(parseStageConfig({ 'ctp:networkProvider': 'coresignal' }).settings).toMatchObject({
      CTP_NETWORK_PROVIDER: 'coresignal',
    });
    const merge = 'roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl';
    expect(
      parseStageConfig({ 'ctp:networkProvider': 'merged', 'ctp:networkMerge': merge }).settings,
    ).toMatchObject({ CTP_NETWORK_PROVIDER: 'merged', CTP_NETWORK_MERGE: merge });
    expect(parseStageConfig({}).settings).not.toHaveProperty('CTP_NETWORK_MERGE');
  });

  it('refuses merged without a merge configuration', () => {
    expect(() => parseStageConfig({ 'ctp:networkProvider': 'merged' })).toThrow(
      /ctp:networkMerge is required/,
    );
  });
});
