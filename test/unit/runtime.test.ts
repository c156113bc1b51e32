import { describe, expect, it } from 'vitest';

describe('the test runtime', () => {
  it('runs on Node 24, the same major as the Lambda runtime', () => {
    // If the node@24 devDependency's install script were blocked, npm would silently fall back to the
    // machine's Node; this catches that.
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
