/**
 * @packageDocumentation
 * Public entry of `@rpj/sdk`. The clients, the wire contract (`@rpj/sdk/contract`) and the HTTP core arrive
 * with the SDK issues; until then the package exports nothing.
 */
export {};
