/**
 * Building blocks of the wire codecs: entities whose optional fields may arrive as null, refined strings and
 * numbers with pt-BR failure messages, and the conversion of decode failures into field errors.
 */
import * as t from 'io-ts';
import { MENSAGENS_CARACTERE, MENSAGENS_REGRA, caractereProibido, isValidEmail, parseIsoDate, type ErroCampo } from '@rpj/domain';

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
 * The context a wrapping codec hands to the codec it wraps: an unnamed entry for the inner codec, so that a
 * failure of the inner one is reported against it (a failed `t.string` inside `texto()` says "Informe um texto")
 * while paths stay the same (`pathOf` skips unnamed entries).
 */
function inner(c: t.Context, codec: t.Decoder<unknown, unknown>, u: unknown): t.Context {
  return t.appendContext(c, '', codec, u);
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
      const decoded = codec.validate(u, inner(c, codec, u));
      if (decoded._tag === 'Left') return decoded;
      return accepts(decoded.right) ? decoded : t.failure(u, c, message);
    },
    (a) => codec.encode(a),
  );
}

/**
 * An object codec with a rule across its fields: a decoded value the rule finds wrong fails on the field it names,
 * with its message (an end date before the start fails at `fim`).
 */
export function comRegra<A extends object, O>(codec: t.Type<A, O>, problema: (a: A) => { readonly campo: string; readonly mensagem: string } | undefined): t.Type<A, O> {
  return new t.Type<A, O>(
    codec.name,
    (u): u is A => codec.is(u) && problema(u) === undefined,
    (u, c) => {
      const decoded = codec.validate(u, inner(c, codec, u));
      if (decoded._tag === 'Left') return decoded;
      const erro = problema(decoded.right);
      if (erro === undefined) return decoded;
      const valor: unknown = (decoded.right as Readonly<Record<string, unknown>>)[erro.campo];
      return t.failure(valor, t.appendContext(c, erro.campo, t.unknown, valor), erro.mensagem);
    },
    codec.encode,
  );
}

/** A codec that maps a decoded value (e.g. trimming) and encodes unchanged. */
export function mapDecoded<A, O>(codec: t.Type<A, O>, f: (a: A) => A): t.Type<A, O> {
  return new t.Type<A, O>(
    codec.name,
    codec.is,
    (u, c) => {
      const decoded = codec.validate(u, inner(c, codec, u));
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
 * A text refined so that it holds no character a person cannot have meant to type (control characters,
 * bidirectional controls, lone surrogates: `caractereProibido` of @rpj/domain), each refused with its own message.
 */
export function semCaractereProibido<O>(codec: t.Type<string, O>, nome = codec.name): t.Type<string, O> {
  return new t.Type<string, O>(
    nome,
    (u): u is string => codec.is(u) && caractereProibido(u) === undefined,
    (u, c) => {
      const decoded = codec.validate(u, inner(c, codec, u));
      if (decoded._tag === 'Left') return decoded;
      const proibido = caractereProibido(decoded.right);
      return proibido === undefined ? decoded : t.failure(u, c, MENSAGENS_CARACTERE[proibido]);
    },
    codec.encode,
  );
}

/** The message of a blank required text. */
export const MENSAGEM_PREENCHA = 'Preencha este campo.';

/** Text trimmed on decoding, not blank, at most `max` characters, without forbidden characters. */
export function texto(max: number, nome = 'Texto'): t.Type<string, string> {
  return semCaractereProibido(
    refine(
      refine(mapDecoded(t.string, (s) => s.trim()), (s) => s !== '', MENSAGEM_PREENCHA, nome),
      (s) => Array.from(s).length <= max,
      `Use no máximo ${max} caracteres.`,
      nome,
    ),
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

/** The message of an update without the version it was based on. */
export const MENSAGEM_VERSAO_OBRIGATORIA = 'Informe a versão do registro que você abriu: ela é obrigatória ao alterar um registro.';

/**
 * The body of a save: without `id` it creates; with `id` it updates and must carry the `versao` it loaded
 * (docs/api.md, "Saving"), or it is refused at `versao`.
 */
export function corpoSalvar<A extends { readonly id?: number; readonly versao?: number }>(codec: t.Type<A, unknown>): t.Type<A, unknown> {
  return new t.Type<A, unknown>(
    codec.name,
    (u): u is A => codec.is(u) && (u.id === undefined || u.versao !== undefined),
    (u, c) => {
      // The inner codec sees itself as the last entry of the context, as at the root, so paths stay the same.
      const decoded = codec.validate(u, inner(c, codec, u));
      if (decoded._tag === 'Left' || decoded.right.id === undefined || decoded.right.versao !== undefined) return decoded;
      return t.failure(undefined, t.appendContext(c, 'versao', Inteiro, undefined), MENSAGEM_VERSAO_OBRIGATORIA);
    },
    codec.encode,
  );
}

/** Codec tags of objects and of lists, for saying what was expected. */
const OBJECT_TAGS = new Set(['EntityType', 'InterfaceType', 'ExactType', 'PartialType', 'IntersectionType', 'StrictType']);
const LIST_TAGS = new Set(['ArrayType', 'ReadonlyArrayType']);

/** What a value is, in pt-BR, for a message saying what came instead of what was expected. */
function describeValue(value: unknown): string {
  if (value === null) return 'nulo';
  if (Array.isArray(value)) return 'uma lista';
  switch (typeof value) {
    case 'string':
      return 'um texto';
    case 'number':
      return 'um número';
    case 'boolean':
      return 'verdadeiro ou falso';
    case 'object':
      return 'um objeto';
    default:
      return 'outro tipo de valor';
  }
}

/** Messages used when a codec refuses a value without a message of its own: what was expected, and what came. */
function defaultMessage(type: t.Decoder<unknown, unknown>, value: unknown): string {
  if (value === undefined) return 'Campo obrigatório.';
  const tag = (type as { _tag?: string })._tag ?? '';
  const veio = `veio ${describeValue(value)}`;
  if (type.name === 'number') return `Informe um número (${veio}).`;
  if (type.name === 'string') return `Informe um texto (${veio}).`;
  if (type.name === 'boolean') return `Informe verdadeiro ou falso (${veio}).`;
  if (LIST_TAGS.has(tag)) return `Informe uma lista (${veio}).`;
  if (OBJECT_TAGS.has(tag)) return `Informe um objeto com os campos do registro (${veio}).`;
  return 'Valor inválido.';
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

/** A civil date as yyyy-mm-dd (forms show dd/mm/aaaa), a real day of the calendar. */
export function data(nome = 'Data'): t.Type<string, string> {
  return parsedText(nome, (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) !== undefined ? text : undefined), 'Data inválida: use dd/mm/aaaa.');
}

/** The largest amount of money in cents the services take (within JavaScript's exact integers, with room for sums). */
export const CENTAVOS_MAXIMO = 100_000_000_000_000;

/** An amount of money in integer cents, zero or more. */
export const Centavos = refine(
  t.number,
  (n) => Number.isSafeInteger(n) && n >= 0 && n <= CENTAVOS_MAXIMO,
  'Informe um valor em centavos: um número inteiro, zero ou mais.',
  'Centavos',
);

/** An e-mail address, trimmed. */
export const Email = parsedText(
  'Email',
  (text) => (isValidEmail(text) && text.trim().length <= 254 && caractereProibido(text) === undefined ? text.trim() : undefined),
  MENSAGENS_REGRA.email,
);

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
