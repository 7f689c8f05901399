/** Build of the e2e browser harness (sessao.html) into dist/__e2e/, after the app's own build. */
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__e2e/',
  resolve: { conditions: ['@rpj/source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('../../dist/__e2e', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: { input: fileURLToPath(new URL('sessao.html', import.meta.url)) },
  },
});
