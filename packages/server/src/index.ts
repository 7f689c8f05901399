/**
 * @packageDocumentation
 * Entry of `@rpj/server`. The services arrive with the server issues; until then the package exports nothing.
 */
export {};
