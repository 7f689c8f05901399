/**
 * Building blocks of the wire codecs: entities whose optional fields may arrive as null, refined strings and
 * numbers with pt-BR failure messages, and the conversion of decode failures into field errors.
 */
import * as t from 'io-ts';
import type { ErroCampo } from '@rpj/domain';

/** Removes the null-valued keys of a plain object (the wire's "absent"), leaving anything else untouched. */
function withoutNulls(u: unknown): unknown {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return u;
  return Object.fromEntries(Object.entries(u).filter(([, v]) => v !== null));
}

/** Type of an entity codec with required and optional properties. */
export type EntityOf<R extends t.Props, O extends t.Props> = t.TypeOf<t.TypeC<R>> & t.TypeOf<t.PartialC<O>>;

/**
 * An object codec with required and optional properties. Optional properties may be absent or null on the wire
 * (Spring sends null) and are absent after decoding (our types use `undefined`, never `null`). Unknown
 * properties are dropped, so a body cannot smuggle fields the contract does not name.
 */
export function entity<R extends t.Props, O extends t.Props>(
  name: string,
  required: R,
  optional: O,
): t.Type<EntityOf<R, O>, unknown> {
  return new EntityType<EntityOf<R, O>>(name, t.intersection([t.exact(t.type(required)), t.exact(t.partial(optional))]));
}

/**
 * The codec {@link entity} builds: nulls dropped, then the inner intersection, then an optional mapping of the
 * decoded value. Its tag lets {@link pathOf} skip the member keys of the inner intersection.
 */
export class EntityType<I, A = I> extends t.Type<A, unknown> {
  readonly _tag = 'EntityType' as const;

  constructor(name: string, inner: t.Type<I, unknown>, map: (decoded: I) => A = (d) => d as unknown as A) {
    super(
      name,
      (u): u is A => inner.is(u),
      (u, c) => {
        const decoded = inner.validate(withoutNulls(u), c);
        return decoded._tag === 'Left' ? decoded : t.success(map(decoded.right));
      },
      (a) => inner.encode(a as unknown as I),
    );
  }
}

/**
 * A refinement of a codec with a pt-BR message for values it refuses.
 *
 * @example
 * ```ts
 * const Positivo = refine(t.number, (n) => Number.isInteger(n) && n > 0, 'Informe um número inteiro positivo.');
 * ```
 */
export function refine<A, O>(
  codec: t.Type<A, O>,
  accepts: (a: A) => boolean,
  message: string,
  name = `${codec.name} (refinado)`,
): t.Type<A, O> {
  return new t.Type<A, O>(
    name,
    (u): u is A => codec.is(u) && accepts(u),
    (u, c) => {
      const decoded = codec.validate(u, c);
      if (decoded._tag === 'Left') return decoded;
      return accepts(decoded.right) ? decoded : t.failure(u, c, message);
    },
    (a) => codec.encode(a),
  );
}

/** A codec that maps a decoded value (e.g. trimming) and encodes unchanged. */
export function mapDecoded<A, O>(codec: t.Type<A, O>, f: (a: A) => A): t.Type<A, O> {
  return new t.Type<A, O>(
    codec.name,
    codec.is,
    (u, c) => {
      const decoded = codec.validate(u, c);
      return decoded._tag === 'Left' ? decoded : t.success(f(decoded.right));
    },
    codec.encode,
  );
}

/** The largest id and integer the services store (PostgreSQL's `integer`). */
export const INTEIRO_MAXIMO = 2_147_483_647;

/** An id: a positive integer up to {@link INTEIRO_MAXIMO}. */
export const Id = refine(
  t.number,
  (n) => Number.isInteger(n) && n > 0 && n <= INTEIRO_MAXIMO,
  'Informe um identificador inteiro positivo.',
  'Id',
);

/** A non-negative integer (versions, counts) up to {@link INTEIRO_MAXIMO}. */
export const Inteiro = refine(
  t.number,
  (n) => Number.isInteger(n) && n >= 0 && n <= INTEIRO_MAXIMO,
  'Informe um número inteiro.',
  'Inteiro',
);

/**
 * True when a text holds a control character (NUL among them), which has no place in a field a person types;
 * tab, line feed and carriage return are allowed.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/** Message of a text with control characters. */
export const MENSAGEM_CARACTERE_CONTROLE = 'Remova os caracteres especiais invisíveis deste campo.';

/** Text trimmed on decoding, not blank, at most `max` characters, without control characters. */
export function texto(max: number, nome = 'Texto'): t.Type<string, string> {
  return refine(
    refine(
      mapDecoded(t.string, (s) => s.trim()),
      (s) => s !== '' && Array.from(s).length <= max,
      `Preencha este campo com até ${max} caracteres.`,
      nome,
    ),
    (s) => !hasControlCharacter(s),
    MENSAGEM_CARACTERE_CONTROLE,
    nome,
  );
}

/** A string from a fixed list (`t.keyof` with a pt-BR message). */
export function oneOf<const K extends string>(values: readonly K[], nome: string): t.Type<K, K> {
  return refine(
    t.string,
    (s) => (values as readonly string[]).includes(s),
    `Valor inválido: use um destes: ${values.join(', ')}.`,
    nome,
  ) as unknown as t.Type<K, K>;
}

/** Messages used when a codec refuses a value without a message of its own, by the codec that refused it. */
function defaultMessage(type: t.Decoder<unknown, unknown>, value: unknown): string {
  if (value === undefined) return 'Campo obrigatório.';
  switch (type.name) {
    case 'number':
      return 'Informe um número.';
    case 'string':
      return 'Informe um texto.';
    case 'boolean':
      return 'Informe verdadeiro ou falso.';
    default:
      return 'Valor inválido.';
  }
}

/** Codecs whose children are keyed by member index, not by field. */
const MEMBER_KEYS_OF = new Set(['IntersectionType', 'UnionType', 'EntityType']);

/**
 * The path of a decode failure, e.g. `content.3.cpf` or `groups.0.grupoUsuario.nome`. Keys that io-ts adds for
 * the members of intersections and unions are left out; an empty path (the whole value) is ''.
 */
export function pathOf(error: t.ValidationError): string {
  const keys: string[] = [];
  let parent: t.Decoder<unknown, unknown> | undefined;
  for (const entry of error.context) {
    const parentTag = (parent as { _tag?: string } | undefined)?._tag;
    if (entry.key !== '' && !MEMBER_KEYS_OF.has(parentTag ?? '')) keys.push(entry.key);
    parent = entry.type;
  }
  return keys.join('.');
}

/**
 * Decode failures as field errors in pt-BR, one per field (the first failure of each), in the order found.
 *
 * @example
 * ```ts
 * const r = UsuarioSalvarCodec.decode(body);
 * if (r._tag === 'Left') fieldErrors(r.left); // [{ campo: 'cpf', mensagem: 'CPF inválido: confira os dígitos.' }]
 * ```
 */
export function fieldErrors(errors: t.Errors): readonly ErroCampo[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const campo = pathOf(error);
    if (byField.has(campo)) continue;
    const last = error.context[error.context.length - 1];
    byField.set(campo, error.message ?? (last ? defaultMessage(last.type, error.value) : 'Valor inválido.'));
  }
  return [...byField].map(([campo, mensagem]) => ({ campo, mensagem }));
}

/**
 * Text read by a parser: the decoded value is what the parser returns (e.g. a CPF without its mask), and text
 * the parser refuses fails with the message.
 */
export function parsedText(nome: string, parse: (text: string) => string | undefined, message: string): t.Type<string, string> {
  return new t.Type<string, string>(
    nome,
    (u): u is string => typeof u === 'string' && parse(u) === u,
    (u, c) => {
      if (u === undefined) return t.failure(u, c); // missing: the default 'Campo obrigatório.'
      if (typeof u !== 'string') return t.failure(u, c, message);
      const parsed = parse(u);
      return parsed === undefined ? t.failure(u, c, message) : t.success(parsed);
    },
    t.identity,
  );
}

/** An id given as a number or as the digits of a path or query parameter. */
export const IdParametro: t.Type<number, number> = new t.Type<number, number>(
  'Id',
  Id.is,
  (u, c) => (typeof u === 'string' && /^\d{1,16}$/.test(u) ? Id.validate(Number(u), c) : Id.validate(u, c)),
  t.identity,
);

/** A flag given as a boolean or as 'true'/'false' in a query string. */
export const Booleano: t.Type<boolean, boolean> = new t.Type<boolean, boolean>(
  'Booleano',
  t.boolean.is,
  (u, c) => {
    if (typeof u === 'boolean') return t.success(u);
    if (u === 'true' || u === 'false') return t.success(u === 'true');
    return t.failure(u, c, 'Valor inválido: use true ou false.');
  },
  t.identity,
);
