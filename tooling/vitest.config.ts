import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.ts'],
    // ESLint with type information is slow to warm up on these 2-core machines.
    testTimeout: 60_000,
  },
});
