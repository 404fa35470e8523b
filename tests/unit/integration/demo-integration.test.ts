import { describe, expect, it } from 'vitest';
import { DEMO_INTEGRATION, demoIntegrationProblem } from '../../../src/server/integration/demo.ts';

describe('demoIntegrationProblem', () => {
  it('refuses production while the demo integration is active, and only then', () => {
    expect(demoIntegrationProblem({ NODE_ENV: 'production' }, true)).toContain(DEMO_INTEGRATION.accessKey);
    expect(demoIntegrationProblem({ NODE_ENV: 'production' }, true)).toMatch(/revoke/);
    expect(demoIntegrationProblem({ NODE_ENV: 'production' }, false)).toBeUndefined();
    expect(demoIntegrationProblem({ NODE_ENV: 'development' }, true)).toBeUndefined();
    expect(demoIntegrationProblem({}, true)).toBeUndefined();
    // npm start's default NODE_ENV is not the operator's: only a declared production refuses.
    const served = { NODE_ENV: 'production', B2B_DECLARED_NODE_ENV: '' };
    expect(demoIntegrationProblem(served, true)).toBeUndefined();
    expect(demoIntegrationProblem({ ...served, B2B_DECLARED_NODE_ENV: 'production' }, true)).toBeDefined();
  });
});
