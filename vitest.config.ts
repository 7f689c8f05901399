import { defineConfig } from 'vitest/config';

// One run for the whole workspace: every package with tests is a project, plus the tooling checks.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'tooling/vitest.config.ts'],
  },
});
