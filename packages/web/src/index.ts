/**
 * @packageDocumentation
 * Entry of `@rpj/web`. The app shell arrives with the web issues; until then the package exports nothing.
 */
export {};
