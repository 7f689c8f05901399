/**
 * @packageDocumentation
 * `@rpj/web`: the RPJ back-office in the browser. It is an application, built by Vite from `index.html` and
 * `src/main.tsx`; what it exports here is what other tools may reuse: the shape of its runtime configuration.
 */
export { parseAppConfig } from './app/app-config.ts';
export type { AppConfig, LeituraConfiguracao } from './app/app-config.ts';
