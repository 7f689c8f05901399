import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for the whole workspace: every package with tests is a project, plus the tooling checks.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'tooling/vitest.config.ts'],
    // Two files at once even on two cores. A server test file's server and database (PGlite) run in its worker,
    // mostly on one core; vitest's default, one worker fewer than the machine's cores, ran one file at a time there
    // and left a core idle. On this project's two-core machine, `vitest run` went from 995 s to 652 s, and the server's
    // files on PostgreSQL (scripts/test-postgres.mjs) from 604 s to 359 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
