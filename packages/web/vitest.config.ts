import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// View-model tests run in Node with no DOM; component tests opt into happy-dom with a file comment. Tests that
// need Node's own modules (a real HTTP server) live in test/, which has Node's types; src/ has the browser's only.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'node',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
    },
    ssr: { resolve: { conditions: ['@rpj/source'] } },
  }),
);
