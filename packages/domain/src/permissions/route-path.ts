/**
 * Path patterns of the route table, in react-router's notation (`/usuario/cadastro/:id?`), matched without a
 * router: static segments compare case-insensitively (as react-router does), parameters must match the pattern
 * of their name, so `/usuario/cadastro/abc` is not a route at all (spec §8: a route whose validation fails is
 * not found).
 */

/** Route parameters the product uses (spec §2), each with what it accepts. */
export const PADRAO_PARAMETRO = {
  /** Ids are positive integers. */
  id: /^[1-9]\d{0,15}$/,
  /** Protocol numbers are digits. */
  protocolo: /^\d{1,20}$/,
  /** A seal lookup key: letters, digits and hyphens (the courts' seal codes differ in shape). */
  seloConsulta: /^[0-9A-Za-z-]{1,64}$/,
} as const;

/** Name of a route parameter. */
export type NomeParametro = keyof typeof PADRAO_PARAMETRO;

/** Parameters extracted from a path; an optional parameter that is absent is not a key. */
export type ParametrosRota = Readonly<Partial<Record<NomeParametro, string>>>;

interface Segmento {
  readonly literal?: string;
  readonly parametro?: NomeParametro;
  readonly opcional: boolean;
}

function isNomeParametro(nome: string): nome is NomeParametro {
  return Object.hasOwn(PADRAO_PARAMETRO, nome);
}

function segmentos(caminho: string): string[] {
  return caminho.split('/').filter((s) => s !== '');
}

/**
 * Parses a route pattern. Throws on a parameter the product does not know: the route table is code, so this
 * is a programming error caught by the route table's tests.
 */
export function parsePattern(pattern: string): readonly Segmento[] {
  return segmentos(pattern).map((s) => {
    if (!s.startsWith(':')) return { literal: s.toLowerCase(), opcional: false };
    const opcional = s.endsWith('?');
    const nome = s.slice(1, opcional ? -1 : undefined);
    if (!isNomeParametro(nome)) throw new Error(`Unknown route parameter ":${nome}" in ${pattern}`);
    return { parametro: nome, opcional };
  });
}

/**
 * Matches a pathname (no query, no hash) against a pattern.
 *
 * @returns the parameters when the path matches and every parameter is valid, otherwise `undefined`.
 * @example
 * ```ts
 * matchPath('/usuario/cadastro/:id?', '/usuario/cadastro/42'); // { id: '42' }
 * matchPath('/usuario/cadastro/:id?', '/usuario/cadastro/x');  // undefined
 * ```
 */
export function matchPath(pattern: string, pathname: string): ParametrosRota | undefined {
  const esperado = parsePattern(pattern);
  let partes: string[];
  try {
    partes = segmentos(pathname).map((p) => decodeURIComponent(p));
  } catch {
    return undefined; // malformed percent-encoding is no route
  }
  if (partes.length > esperado.length) return undefined;
  const parametros: Partial<Record<NomeParametro, string>> = {};
  for (const [i, segmento] of esperado.entries()) {
    const parte = partes[i];
    if (parte === undefined) {
      if (!segmento.opcional) return undefined;
      continue;
    }
    if (segmento.literal !== undefined) {
      if (parte.toLowerCase() !== segmento.literal) return undefined;
    } else if (segmento.parametro !== undefined) {
      if (!PADRAO_PARAMETRO[segmento.parametro].test(parte)) return undefined;
      parametros[segmento.parametro] = parte;
    }
  }
  return parametros;
}
