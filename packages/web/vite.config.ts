/**
 * The web app's build. Workspace packages are read from source (the `@rpj/source` condition). Every build gets
 * an id, compiled into the app and written to `version.json`, so a running tab can tell that a newer build is
 * being served and offer a reload (spec §1).
 */
import { randomUUID } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';

const buildId = process.env['RPJ_BUILD_ID'] ?? `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;

/** Writes the build id next to index.html. */
function versionFile(): Plugin {
  return {
    name: 'rpj-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  resolve: { conditions: ['@rpj/source', ...defaultClientConditions] },
  define: { __RPJ_BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The CSP allows no inline script or style: everything ships as files.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 900,
  },
});
