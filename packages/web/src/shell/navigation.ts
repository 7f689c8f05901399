/**
 * In-app navigation as a service: the SDK's navigation events, the user store and the guard go through it.
 * The router exists only after the container (its loaders resolve services), so it is attached late.
 */

/** Going somewhere in the app. */
export interface Navigation {
  /** Goes to an app path; `replace` leaves no history entry (redirects). */
  navigate(path: string, options?: { readonly replace?: boolean }): void;
}

/** The router's side: react-router's `router.navigate`. */
export type NavigateFn = (path: string, options: { readonly replace: boolean }) => unknown;

/** A navigation that waits for the router; calls before it is attached are kept and run in order. */
export class RouterNavigation implements Navigation {
  #navigate: NavigateFn | undefined;
  readonly #pending: [string, boolean][] = [];

  attach(navigate: NavigateFn): void {
    this.#navigate = navigate;
    for (const [path, replace] of this.#pending.splice(0)) void navigate(path, { replace });
  }

  navigate(path: string, options?: { readonly replace?: boolean }): void {
    const replace = options?.replace ?? false;
    if (this.#navigate === undefined) this.#pending.push([path, replace]);
    else void this.#navigate(path, { replace });
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'shell:RouterNavigation': RouterNavigation;
    'shell:Navigation': Navigation;
  }
}
