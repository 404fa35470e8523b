import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { previewTokenProblem } from '../../src/server/cms/preview.ts';

describe('preview token in production', () => {
  it('refuses the demo default, an empty and a short token only when NODE_ENV is production', () => {
    expect(previewTokenProblem({ NODE_ENV: 'production' })).toMatch(/PREVIEW_TOKEN/);
    expect(previewTokenProblem({ NODE_ENV: 'production', PREVIEW_TOKEN: 'preview-demo' })).toMatch(/default/);
    expect(previewTokenProblem({ NODE_ENV: 'production', PREVIEW_TOKEN: 'short-secret' })).toMatch(/16/);
    expect(
      previewTokenProblem({ NODE_ENV: 'production', PREVIEW_TOKEN: 'a1b2c3d4e5f6a7b8c9d0' }),
    ).toBeUndefined();
    expect(previewTokenProblem({})).toBeUndefined();
  });

  it('makes `npm start` (scripts/start.mjs) exit before building or serving anything', () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', PREVIEW_TOKEN: '', PORT: '4504', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to start in production: PREVIEW_TOKEN is the public demo default');
    expect(run.stdout).not.toContain('building');
  });
});
