/** The id of this build, written by vite.config.ts (also in /version.json). */
declare const __RPJ_BUILD_ID__: string;

/** Style sheets imported for their side effect (Vite emits them as files). */
declare module '*.css';
