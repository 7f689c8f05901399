/** Build of the stack's floor page (pilha.tsx) into dist/__pilha/, by `pnpm bench` after the app's own build. */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__pilha/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/__pilha', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 900,
    // The app's core chunk carries V8's compile hint (vite.config.ts); so does this page's one chunk.
    rolldownOptions: { output: { postBanner: '//# allFunctionsCalledOnLoad' } },
  },
});
