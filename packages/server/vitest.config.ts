import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Generous: two test files share the machine's cores, and the heaviest tests (a thousand concurrent intakes, a
    // server process started and restarted) take 20–25 s on two cores then.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A deprecation is a failure here: node-postgres's "client.query() when the client is already executing a query"
    // (statements queued on a busy connection — a transaction's — refused by pg 9; pg 8 says so when a third one
    // queues) fails the test that does it.
    execArgv: ['--throw-deprecation'],
  },
  ssr: { resolve: { conditions: ['@rpj/source'] } },
});
