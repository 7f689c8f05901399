/**
 * security.md #12 — "bad input gets a clear error, never a crash" — by property-based fuzzing (fast-check) of every
 * write endpoint of the contract, and of the lists' query strings:
 *
 * (a) zero 5xx: whatever arrives, the answer is 2xx/400/401/403/404/409 (413/415 where the body is too large or
 *     not JSON), a JSON body in the standard envelope; a refusal says why (an `ERRO`/`ALERTA` with a message, or a
 *     409 `CONFIRMACAO` asking about a field) and a 400 names its fields (`erros`, each with a message);
 * (b) zero partial writes: a refused request (any non-2xx) leaves the tables exactly as they were, audit included.
 *
 * Generators mix arbitrary JSON, objects with the right keys and wrong values, valid bodies with one field
 * mutated, arbitrary path ids and query strings, malformed JSON and wrong content types. Requests go as `admin`, so
 * the input rules are what is exercised, and once as `caixa`, who may write nothing: its 403s must not write either.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGO_ATOS, PERMISSAO, REGRA_GO } from '@rpj/domain';
import { chaveDbeDemo } from '../src/dbe/dbe.demo.ts';
import { hojeEmBrasilia } from '../src/processos/processos.service.ts';
import { startTestServer, type RespostaJson, type TestServer } from './harness.ts';

let server: TestServer;

/** Ids of the fixture, read once the server is up. */
interface Fixture {
  readonly adminId: number;
  readonly grupoAdministrador: number;
  readonly grupoUser: number;
  /** A user only the fuzzer edits (near-valid updates). */
  readonly usuarioAlvo: number;
  /** A group without users only the fuzzer edits. */
  readonly grupoAlvo: number;
  /** A permission only the fuzzer edits, held by ADMINISTRADOR. */
  readonly permissaoAlvo: number;
  /** An entity only the fuzzer edits. */
  readonly empresaAlvo: number;
}
let fixture: Fixture;

beforeAll(async () => {
  server = await startTestServer();
  const admin = server.sdk('admin');
  const { dados: eu } = await admin.usuarios.recuperaDadosPorLogin();
  const { dados: grupos } = await admin.gruposUsuario.todos();
  const grupo = (nome: string): number => {
    const id = grupos.find((g) => g.nome === nome)?.id;
    if (id === undefined) throw new Error(`seed without group ${nome}`);
    return id;
  };
  const { dados: alvo } = await admin.usuarios.salvar({ cpf: cpf(918_273_645), nome: 'Alvo do Fuzzing', login: 'fuzz.alvo', ativo: true, grupoIds: [grupo('USER')] });
  const { dados: grupoAlvo } = await admin.gruposUsuario.salvar({ nome: 'FUZZ ALVO', descricao: 'Editado pelo teste de fuzzing', permissoes: [PERMISSAO.VISUALIZAR_FERIADOS] });
  const permissao = await server.database.db.execute<{ id: number }>(sql`SELECT id FROM permissao WHERE nome = ${PERMISSAO.VISUALIZAR_FERIADOS}`);
  const { dados: empresaAlvo } = await admin.empresas.salvar({
    denominacao: 'Associação Alvo do Fuzzing',
    naturezaJuridica: '3999',
    situacao: 'ATIVA',
    migrada: true,
    numeroRegistro: 1,
    livro: 'FZ',
    objeto: 'Editada pelo teste de fuzzing.',
    endereco: { uf: 'GO' },
  });
  fixture = {
    adminId: eu.id,
    grupoAdministrador: grupo('ADMINISTRADOR'),
    grupoUser: grupo('USER'),
    usuarioAlvo: alvo.id,
    grupoAlvo: grupoAlvo.id,
    permissaoAlvo: permissao.rows[0]?.id ?? 0,
    empresaAlvo: empresaAlvo.id,
  };
  // Each caller's first request links its token's subject to its user (an audited write, security.md #14): made
  // here, so the snapshots around the fuzzed requests compare only what those requests did.
  await server.sdk('caixa').usuarios.recuperaDadosPorLogin();
}, 60_000);
afterAll(async () => {
  await server.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Oracle: the answer's shape, and the database before and after a refusal.
// ---------------------------------------------------------------------------------------------------------------

/** What the fuzzer sends. */
interface Pedido {
  readonly method: string;
  readonly path: string;
  readonly login?: string;
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  /** The service asked (the registration service when absent). */
  readonly servico?: 'cadastro' | 'consulta' | 'selo';
}

/**
 * Every table a write of this service touches, and the audit trail's size: each one's rows (or the columns a write
 * sets) folded by the database into a digest, one query for all (the seals' stock alone is thousands of rows, read
 * before every request: through JSON it was most of this file's time). A table that changed is named by its key.
 */
const TABELAS: readonly (readonly [string, string])[] = [
  ['usuario', 'SELECT * FROM usuario'],
  ['usuario_grupo', 'SELECT * FROM usuario_grupo'],
  ['grupo_usuario', 'SELECT * FROM grupo_usuario'],
  ['grupo_permissao', 'SELECT * FROM grupo_permissao'],
  ['permissao', 'SELECT * FROM permissao'],
  ['empresa', 'SELECT * FROM empresa'],
  ['empresa_averbacao', 'SELECT * FROM empresa_averbacao'],
  ['empresa_historico_oculto', 'SELECT * FROM empresa_historico_oculto'],
  ['pessoa', 'SELECT * FROM pessoa'],
  ['empresa_socio', 'SELECT * FROM empresa_socio'],
  ['qualificacao_socio', 'SELECT * FROM qualificacao_socio'],
  ['fundamento_legal', 'SELECT * FROM fundamento_legal'],
  ['responsavel', 'SELECT * FROM responsavel'],
  ['certidao', 'SELECT * FROM certidao'],
  ['relatorio_visao', 'SELECT * FROM relatorio_visao'],
  ['feriado', 'SELECT * FROM feriado'],
  ['grupo_distribuicao', 'SELECT * FROM grupo_distribuicao'],
  ['grupo_distribuicao_membro', 'SELECT * FROM grupo_distribuicao_membro'],
  ['grupo_distribuicao_ausencia', 'SELECT * FROM grupo_distribuicao_ausencia'],
  ['servico', 'SELECT * FROM servico'],
  ['cotacao', 'SELECT id, numero, total_centavos, dados FROM cotacao'],
  ['regra_cobranca', 'SELECT * FROM regra_cobranca'],
  ['tipo_ato', 'SELECT * FROM tipo_ato'],
  ['caixa', 'SELECT * FROM caixa'],
  ['recibo', 'SELECT id, numero, cancelado_em FROM recibo'],
  ['caixa_movimento', 'SELECT * FROM caixa_movimento'],
  ['contador', 'SELECT * FROM contador'],
  ['deposito', 'SELECT * FROM deposito'],
  ['processo', 'SELECT * FROM processo'],
  ['processo_historico', 'SELECT * FROM processo_historico'],
  ['exame', 'SELECT * FROM exame'],
  ['exigencia', 'SELECT * FROM exigencia'],
  ['exame_envio', 'SELECT * FROM exame_envio'],
  ['analise', 'SELECT * FROM analise'],
  ['conferencia', 'SELECT * FROM conferencia'],
  ['conferencia_marca', 'SELECT * FROM conferencia_marca'],
  ['livro', 'SELECT * FROM livro'],
  ['registro', 'SELECT * FROM registro'],
  ['dbe_conferencia', 'SELECT * FROM dbe_conferencia'],
  // A batch's seals are written PENDENTE by the import task after the answer: only what requests write is compared.
  ['selo', "SELECT * FROM selo WHERE situacao <> 'PENDENTE'"],
  ['selo_lote', 'SELECT id, origem, arquivo, criado_por FROM selo_lote'],
  ['selo_modelo', 'SELECT * FROM selo_modelo'],
  // A kept file's pages are written by the OCR task after the answer: only what requests write is compared.
  ['digitalizacao', 'SELECT id, arquivo, nome, tipo, tamanho, paginas, sha256, protocolo, criado_por, removido_em, motivo_remocao FROM digitalizacao'],
  ['digitalizacao_envio', 'SELECT * FROM digitalizacao_envio'],
  ['digitalizacao_envio_parte', 'SELECT * FROM digitalizacao_envio_parte'],
  ['arquivo', 'SELECT chave, sha256 FROM arquivo'],
  ['auditoria', 'SELECT count(*)::int AS auditoria FROM auditoria'],
];
const SNAPSHOT = sql.raw(`SELECT ${TABELAS.map(([nome, consulta]) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM (${consulta}) t) AS "${nome}"`).join(', ')}`);

async function snapshot(): Promise<Record<string, unknown>> {
  return (await server.database.db.execute(SNAPSHOT)).rows[0] ?? {};
}

let daEntrada: { readonly servicoId: number; readonly tipoAto: string } | undefined;

/**
 * Intake's own kind of act (the catalogue's constitution under another code) and its own fixed-fee service, made once
 * here: what a valid intake is never depends on what earlier cases of this file wrote.
 */
async function servicoDaEntrada(): Promise<{ readonly servicoId: number; readonly tipoAto: string }> {
  if (daEntrada !== undefined) return daEntrada;
  const constituicao = CATALOGO_ATOS.find((a) => a.codigo === 'REGISTRO_CONSTITUICAO');
  if (constituicao === undefined) throw new Error('the catalogue has no constitution');
  const { dados: ato } = await server.sdk('admin').atos.salvar({ ...constituicao, codigo: 'FUZZ_ENTRADA' });
  const vigencias = [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 5_000 } }] as const;
  const { dados: servico } = await server.sdk('admin').servicos.salvar({ codigo: '7901', descricao: 'Registro do fuzzing', tipoAto: ato.codigo, selo: true, ativo: true, vigencias });
  daEntrada = { servicoId: servico.id, tipoAto: ato.codigo };
  return daEntrada;
}

/**
 * A case's own record, made from its valid body, and the near-miss ids of its updates: that record's, or one no
 * other record of the table has. The valid body must be accepted (a case whose valid body is refused sends nothing
 * near a valid one), and a near-valid body that carries a real id and version rewrites only the case's own record,
 * never the seed's, which later cases rely on (a kind of act renamed takes its services along).
 */
async function registroDoCaso(path: string, tabela: string, valido: Record<string, unknown>): Promise<fc.Arbitrary<unknown>> {
  const { status, body } = await server.request('POST', path, { login: 'admin', body: valido });
  expect(status, `${path}: the case's valid body ${JSON.stringify(body.erros ?? body.mensagens)}`).toBe(200);
  const proprio = (body.dados as { readonly id: number }).id;
  const outros = (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM ${sql.identifier(tabela)} WHERE id <> ${proprio}`)).rows.map((r) => r.id);
  return fc.oneof(fc.constant(proprio), idLike.filter((id) => typeof id !== 'number' || !outros.includes(id)));
}

/**
 * Sends a case's valid body as it is, checked as any request is, and asserts it was accepted: the near-valid bodies
 * made from it are one change away from a success, and a valid body that drifts out of date fails here, loudly.
 */
async function aceitoComoEsta(pedido: Pedido): Promise<void> {
  const status = await send(pedido);
  expect(status, `${pedido.method} ${pedido.path}: the case's valid body was refused`).toBe(200);
}

const TIPOS = ['OK', 'INFO', 'ALERTA', 'ERRO', 'CONFIRMACAO'];
// 422: found but unreadable (a DBE whose record the comparison cannot trust).
const RECUSAS = [400, 401, 403, 404, 409, 422];

/** JSON.stringify, typed as it behaves: undefined for undefined, a function or a symbol. */
const toJson = (value: unknown): string | undefined => JSON.stringify(value);

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : toJson(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

/** Checks (a) on one answer; throws with the request and the answer when it fails. */
function checkAnswer(pedido: Pedido, status: number, body: RespostaJson, headers: Headers, alsoAllowed: readonly number[]): void {
  const problems: string[] = [];
  const ok = status >= 200 && status < 300;
  if (!ok && !RECUSAS.includes(status) && !alsoAllowed.includes(status)) problems.push(`status ${status}`);
  if (!(headers.get('content-type') ?? '').startsWith('application/json')) problems.push(`content-type ${headers.get('content-type') ?? 'none'}`);
  const mensagens: unknown = (body as { mensagens?: unknown }).mensagens;
  if (!Array.isArray(mensagens) || !mensagens.every((m) => typeof m === 'string')) problems.push('mensagens is not a string[]');
  const tipo: unknown = (body as { tipoResposta?: unknown }).tipoResposta;
  if (typeof tipo !== 'string' || !TIPOS.includes(tipo)) problems.push('tipoResposta missing or unknown');
  if (!ok) {
    // A 409 may ask a question instead (a name like another's: "keep it?"), which names its field like any refusal.
    const pergunta = status === 409 && tipo === 'CONFIRMACAO' && Array.isArray(body.erros) && body.erros.length > 0;
    if (tipo !== 'ERRO' && tipo !== 'ALERTA' && !pergunta) problems.push(`a refusal typed ${preview(tipo)}`);
    if (!Array.isArray(mensagens) || typeof mensagens[0] !== 'string' || mensagens[0].trim() === '') problems.push('a refusal without a message');
  }
  if (status === 400) {
    const erros: unknown = body.erros;
    const valid =
      Array.isArray(erros) &&
      erros.length > 0 &&
      erros.every((e: unknown) => {
        const { campo, mensagem } = (e ?? {}) as { campo?: unknown; mensagem?: unknown };
        return typeof campo === 'string' && typeof mensagem === 'string' && mensagem.trim() !== '';
      });
    if (!valid) problems.push('a 400 without field errors (erros: {campo, mensagem}[])');
  }
  if (problems.length > 0) {
    const sent = pedido.rawBody !== undefined ? `raw ${preview(pedido.rawBody)}` : pedido.body !== undefined ? preview(pedido.body) : '(no body)';
    throw new Error(
      `${problems.join('; ')}\n  request: ${pedido.method} ${preview(pedido.path)} as ${pedido.login ?? 'anonymous'} ${preview(pedido.headers ?? {})} ${sent}\n  answer: ${status} ${preview(body)}`,
    );
  }
}

/**
 * Sends a request and checks (a) on its answer and (b) when it is refused: the tables are the same after it.
 * `alwaysUnchanged` also checks successful answers (reads, which never write).
 */
async function send(pedido: Pedido, options: { readonly alsoAllowed?: readonly number[]; readonly alwaysUnchanged?: boolean } = {}): Promise<number> {
  const before = await snapshot();
  const { status, body, headers } = await server.request(pedido.method, pedido.path, {
    ...(pedido.login === undefined ? {} : { login: pedido.login }),
    ...(pedido.body === undefined ? {} : { body: pedido.body }),
    ...(pedido.rawBody === undefined ? {} : { rawBody: pedido.rawBody }),
    ...(pedido.headers === undefined ? {} : { headers: pedido.headers }),
    ...(pedido.servico === undefined ? {} : { servico: pedido.servico }),
  });
  checkAnswer(pedido, status, body, headers, options.alsoAllowed ?? []);
  if (options.alwaysUnchanged === true || status < 200 || status >= 300) {
    expect(await snapshot(), `${pedido.method} ${preview(pedido.path)} answered ${status} and changed the database`).toEqual(before);
  }
  return status;
}

// ---------------------------------------------------------------------------------------------------------------
// Generators.
// ---------------------------------------------------------------------------------------------------------------

/** A valid CPF (eleven digits) from nine base digits: mod-11 check digits (domain-rcpj.md §4.2). */
function cpf(base: number): string {
  const nine = String(base).padStart(9, '0');
  const dv = (digits: string, first: number): number => {
    const r = Array.from(digits).reduce((acc, d, i) => acc + Number(d) * (first - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(nine, 10);
  return `${nine}${d1}${dv(`${nine}${d1}`, 11)}`;
}

const mask = (c: string): string => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const INT4_MAX = 2_147_483_647;

const validCpf = fc.integer({ min: 100_000_000, max: 999_999_999 }).map(cpf);
const validLogin = fc.stringMatching(/^[a-z][a-z0-9._-]{5,14}$/).map((s) => `fz${s}`.slice(0, 40));

/** Numbers a field should refuse (or at least survive): negatives, fractions, huge, beyond PostgreSQL's integer. */
const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and ±Infinity travel as null
  fc.constantFrom(0, -0, -1, 0.5, 1.5, -2.5, 1e21, 1e308, -1e308, 5e-324, INT4_MAX, INT4_MAX + 1, -INT4_MAX - 2, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 64),
);

/** More than 10 000 characters. */
const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 10_001, max: 16_000 }), fc.constantFrom('a', 'A', 'É', '😀', '\u0000', ' ', '9', '.', '%'))
  .map(([n, c]) => c.repeat(n));

/** Strings with unicode (lone surrogates, NUL, RTL marks…), injection-looking text and huge ones. */
const weirdString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '', ' ', '\t\n', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e', '\ufeff', 'null', 'undefined', 'true', '0', '-1',
      '1e3', '01', "' OR 1=1 --", '%', '_', '\\', '%_\\', '<script>alert(1)</script>', '${x}', 'ＡＤＭＩＮ', 'İı', 'e\u0301', '🚀'.repeat(50),
    ),
  },
  { weight: 1, arbitrary: hugeString },
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null));
const strangeKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', ''), fc.string({ maxLength: 8 }));

/** Any value at all: scalars, arrays, objects with '__proto__' keys, nested JSON. */
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(strangeKey, scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Id-shaped values: near the valid range, at PostgreSQL's and JavaScript's limits, and anything else. */
const idLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -3, max: 90 }),
  fc.constantFrom(0, -1, 1.5, INT4_MAX, INT4_MAX + 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, '1', '0x1'),
  weirdValue,
);

/** Objects with the contract's keys (any subset) holding any values, plus strange extra keys. */
function shaped(keys: readonly string[], field: (key: string) => fc.Arbitrary<unknown> = () => weirdValue): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(keys.map((k) => [k, field(k)]));
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(strangeKey, weirdValue, { maxKeys: 2 }))
    .map(([body, extra]) => ({ ...extra, ...body }));
}

/** One change to a valid body: a field removed, set to a near miss or to anything, or an unknown field added. */
type Mutacao = { readonly campo: string; readonly remover: true } | { readonly campo: string; readonly valor: unknown };

function mutacao(nearMisses: Readonly<Record<string, fc.Arbitrary<unknown>>>): fc.Arbitrary<Mutacao> {
  const campos = Object.keys(nearMisses);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...campos).map((campo): Mutacao => ({ campo, remover: true })) },
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...campos)
        .chain((campo) => fc.oneof(nearMisses[campo] ?? weirdValue, weirdValue).map((valor): Mutacao => ({ campo, valor }))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'removido', 'senhaHash', 'primeiroAcesso', 'permissoes', 'groups', 'extra'), weirdValue)
        .map(([campo, valor]): Mutacao => ({ campo, valor })),
    },
  );
}

function aplicar(base: Readonly<Record<string, unknown>>, m: Mutacao): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base };
  if ('remover' in m) {
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the mutated field is data
    delete body[m.campo];
  } else {
    // defineProperty, so '__proto__' becomes a key of the JSON and not the object's prototype
    Object.defineProperty(body, m.campo, { value: m.valor, enumerable: true, configurable: true, writable: true });
  }
  return body;
}

/** Path segments for `{id}`: arbitrary text (encoded), numbers at the limits, and raw percent-encoding junk. */
/**
 * Weird strings a query string can carry: at most `maximo` code points (so the address stays under Node's 16 KiB of
 * headers), a lone surrogate — which no URL can encode — made a replacement character.
 */
function textoDeEndereco(maximo: number): fc.Arbitrary<string> {
  return weirdString.map((x) => Array.from(x).slice(0, maximo).join('').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

const idSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: -2, max: 60 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('0', '-1', '1e3', '1.0', '01', '+1', ' 1', '0x10', 'NaN', 'Infinity', 'null', '[]', '{}', '1,2', '1;2',
      String(INT4_MAX), String(INT4_MAX + 1), String(Number.MAX_SAFE_INTEGER), String(Number.MAX_SAFE_INTEGER + 2), '9'.repeat(17)).map(encodeURIComponent),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^\d{10,40}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{101,200}$/) }, // longer than Fastify's maxParamLength
  { weight: 3, arbitrary: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 })).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%00', '%2e%2e', '..%2F..%2Fgrupo-usuario%2F1', '1%2F2', '%25') },
);

/** Raw bodies that are not JSON, or JSON no parser should trust. */
function malformed(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.tuple(valid, fc.nat()).map(([s, n]) => s.slice(0, n % Math.max(1, s.length))),
    fc.tuple(valid, fc.constantFrom('}', ',', 'x', '\u0000', ' //', '\n{}')).map(([s, tail]) => s + tail),
    valid.map((s) => `\ufeff${s}`),
    valid.map((s) => s.replaceAll('"', "'")),
    fc.constantFrom(
      '{', '}', '[', '{"a":}', '{"cpf":"1",}', 'NaN', 'Infinity', '-', '01', '1e999', '{"grupoIds":[1e999]}', '{"versao":-0}', 'undefined', 'nul',
      '"', '""', 'null', 'true', '[]', '{"a":"\\ud800"}', '{"nome":"\\u0000"}', '{"a":1,"a":2}', '{"__proto__":{"isAdmin":true}}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`, `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Valid bodies of each write endpoint, and their near misses.
// ---------------------------------------------------------------------------------------------------------------

const usuarioNovo = fc
  .record({ cpf: validCpf, masked: fc.boolean(), nome: fc.constantFrom('Pessoa Fuzz', 'Ana Lúcia Çé'), login: validLogin, email: fc.option(fc.constant('fuzz@cartorio.example'), { nil: undefined }) })
  .map(({ cpf: c, masked, nome, login, email }) => ({ cpf: masked ? mask(c) : c, nome, login, ...(email === undefined ? {} : { email }), ativo: true, grupoIds: [] as number[] }));

function usuarioNearMisses(): Record<string, fc.Arbitrary<unknown>> {
  return {
    id: idLike.filter((id) => id !== fixture.adminId), // the fuzzer must not rename the user it signs in as
    versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 5 })),
    cpf: fc.oneof(
      validCpf.map((c) => `${c.slice(0, 10)}${String((Number(c[10]) + 1) % 10)}`), // wrong check digit
      validCpf.map(mask),
      fc.stringMatching(/^\d{9,13}$/),
      fc.constantFrom('000.000.000-00', '111.111.111-11', '529.982.247-2', '529.982.247-250', '529982247 25', ' 529.982.247-25 ', '529-982-247.25', '5299822472a',
        '39053344705', '390.533.447-05', '27365910895'), // admin's and caixa's: 409
    ),
    nome: fc.oneof(fc.constantFrom('', '   ', 'a'.repeat(120), 'a'.repeat(121), '😀'.repeat(120), '😀'.repeat(121), ' a ', 'a\u0000b'), hugeString, weirdString),
    login: fc.oneof(
      validLogin,
      fc.constantFrom('ab', 'a'.repeat(40), 'a'.repeat(41), '.abc', '_abc', 'ABC', 'ab c', 'abç', ' abc ', 'admin', 'caixa', 'fuzz.alvo', 'a\u0000bc'),
    ),
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('', 'a', 'a@', '@b.com', 'a@b', 'a b@c.com', `${'x'.repeat(250)}@a.com`, 'a@b.c\u0000')),
    ativo: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0, [], {})),
    grupoIds: fc.oneof(
      fc.array(idLike, { maxLength: 4 }),
      fc.constantFrom([0], [-1], [1.5], [INT4_MAX + 1], [Number.MAX_SAFE_INTEGER], [999_999], ['1'], [null], {}, 'x', 1),
      fc.constant(null).map(() => [fixture.grupoUser, fixture.grupoUser]),
      fc.constant(null).map(() => [fixture.grupoUser, 999_999]),
    ),
  };
}

const buscaValida = fc.record(
  { nome: fc.constantFrom('a', 'vinicius', 'Fuzz'), cpf: fc.constantFrom('158.296', '3', '390533'), login: fc.constantFrom('ad', 'fz'), ativo: fc.boolean() },
  { requiredKeys: [] },
);

function buscaNearMisses(): Record<string, fc.Arbitrary<unknown>> {
  return {
    nome: fc.oneof(fc.constantFrom('', ' ', '%', '_', '\\', 'a'.repeat(121), 'a\u0000b', '\ud800'), hugeString, weirdString),
    cpf: fc.oneof(fc.constantFrom('', '.', '-', '1'.repeat(14), '1'.repeat(15), '1 2', 'a', '\u0000', '%', '1%'), weirdString),
    login: fc.oneof(fc.constantFrom('', '%', '_', '\\', 'a'.repeat(41), 'A\u0000'), weirdString),
    grupoId: idLike,
    ativo: fc.oneof(fc.constantFrom('true', 'false', 'TRUE', 1, 0, null), weirdValue),
  };
}

const grupoNovo = fc
  .record({ sufixo: fc.stringMatching(/^[A-Z0-9]{3,10}$/), descricao: fc.option(fc.constantFrom('Grupo do fuzzing', 'Descrição com acentuação'), { nil: undefined }), permissoes: fc.subarray(Object.values(PERMISSAO).filter((p) => p !== 'NULL'), { maxLength: 5 }) })
  .map(({ sufixo, descricao, permissoes }) => ({ nome: `FZ ${sufixo}`, ...(descricao === undefined ? {} : { descricao }), permissoes }));

/** A valid new entity: a migrated one with its registration, or not. */
const empresaNova = fc
  .record({ sufixo: fc.stringMatching(/^[A-Z]{4,10}$/), migrada: fc.boolean(), numero: fc.integer({ min: 1, max: 1_000_000 }), cnpj: fc.constantFrom(undefined, '11.444.777/0001-61', '12ABC34501DE35') })
  .map(({ sufixo, migrada, numero, cnpj }) => ({
    denominacao: `Associação Fuzz ${sufixo}`,
    naturezaJuridica: '3999',
    situacao: 'ATIVA',
    migrada,
    objeto: 'Finalidade do fuzzing.',
    endereco: { cep: '74120-020', municipio: 'Goiânia', uf: 'GO' },
    nomeSemelhanteConfirmado: true,
    ...(migrada ? { numeroRegistro: numero, livro: 'FZ', folha: '1', dataRegistro: '2020-01-02' } : {}),
    ...(cnpj === undefined ? {} : { cnpj }),
  }));

function empresaNearMisses(): Record<string, fc.Arbitrary<unknown>> {
  const data = fc.oneof(fc.constantFrom('2020-02-30', '2020-13-01', '20-01-01', '01/02/2020', '2020-1-1', '0000-00-00', '9999-12-31', ''), weirdString);
  return {
    id: idLike,
    versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 5 })),
    denominacao: fc.oneof(fc.constantFrom('', '   ', 'A', 'x'.repeat(200), 'x'.repeat(201), 'a\u0000b', 'Associação\u202eFuzz'), hugeString, weirdString),
    nomeFantasia: fc.oneof(fc.constantFrom('', 'x'.repeat(121)), weirdString),
    cnpj: fc.oneof(fc.constantFrom('11.444.777/0001-62', '00000000000000', '12ABC34501DE3X', '12abc34501de35', '1', ''), weirdString),
    naturezaJuridica: fc.oneof(fc.constantFrom('2143', '2313', '2240', '399-9', 3999, ''), weirdString),
    situacao: fc.oneof(fc.constantFrom('ativa', 'BAIXADA', ''), weirdString),
    migrada: fc.oneof(fc.constantFrom('true', 1, null), weirdValue),
    numeroRegistro: fc.oneof(weirdNumber, fc.constantFrom(0, -1, 2_147_483_648, '12')),
    livro: fc.oneof(fc.constantFrom('', 'x'.repeat(11), 'a-1'), weirdString),
    folha: fc.oneof(fc.constantFrom('', 'x'.repeat(11)), weirdString),
    dataRegistro: data,
    dataConstituicao: data,
    duracaoAte: data,
    capitalCentavos: fc.oneof(weirdNumber, fc.constantFrom(-1, 0.5, 1e16, '100', 100_00)),
    objeto: fc.oneof(fc.constantFrom('', 'x'.repeat(2001)), hugeString, weirdString),
    endereco: fc.oneof(fc.constantFrom({ cep: '7412' }, { uf: 'XX' }, { cep: 74120020 }, { municipio: 'x'.repeat(61) }, [], 'Rua 1', {}), weirdValue),
    email: fc.oneof(fc.constantFrom('x', 'a@b', 'a@b.c'.repeat(60)), weirdString),
    telefone: fc.oneof(fc.constantFrom('3333-4444', '(02) 3333-4444', '62 3333 444a', '629999988887'), weirdString),
    nomeSemelhanteConfirmado: fc.oneof(fc.constantFrom('true', 1, null), weirdValue),
    socios: fc.oneof(
      fc.constantFrom<unknown>(
        [{ ...SOCIO_VALIDO, pessoa: { documento: '529.982.247-24', nome: 'Ana' } }],
        [{ ...SOCIO_VALIDO, saida: '2020-01-01' }],
        [SOCIO_VALIDO, { ...SOCIO_VALIDO, qualificacao: '10' }],
        [{ ...SOCIO_VALIDO, participacao: 5000 }],
        [{ ...SOCIO_VALIDO, participacao: 10_001 }],
        [{ ...SOCIO_VALIDO, qualificacao: '27' }],
        [{ ...SOCIO_VALIDO, qualificacao: 16 }],
        [{ ...SOCIO_VALIDO, id: 999_999 }],
        [{ ...SOCIO_VALIDO, id: 2_147_483_648 }],
        [{ ...SOCIO_VALIDO, pessoa: null }],
        [{ ...SOCIO_VALIDO, entrada: '2024-02-30' }],
        [{ ...SOCIO_VALIDO, representanteLegal: 'sim' }],
        Array.from({ length: 301 }, () => SOCIO_VALIDO),
        {},
        'Ana',
      ),
      fc.array(weirdValue, { maxLength: 3 }),
      weirdValue,
    ),
  };
}

/** A valid member of a board. */
const SOCIO_VALIDO = { pessoa: { documento: '529.982.247-25', nome: 'Ana Paula Souza Mendes' }, qualificacao: '16', entrada: '2024-03-01', representanteLegal: true };

/** The entity only the fuzzer updates, as it is now. */
async function empresaAlvo(): Promise<Record<string, unknown>> {
  return (await server.sdk('admin').empresas.obter(fixture.empresaAlvo)).dados as unknown as Record<string, unknown>;
}

function grupoNearMisses(): Record<string, fc.Arbitrary<unknown>> {
  return {
    id: idLike,
    versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 5 })),
    nome: fc.oneof(
      fc.constantFrom('A', 'ab', 'Ab', 'A'.repeat(60), 'A'.repeat(61), ' AB', 'AB ', 'A-B', 'ÁB', 'A\u0000B', 'ADMINISTRADOR', 'USER', 'FUZZ ALVO', '__'),
      weirdString,
    ),
    descricao: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(255), 'x'.repeat(256), 'a\u0000b'), hugeString, weirdString),
    permissoes: fc.oneof(
      fc.constantFrom(['NULL'], ['XYZ'], [PERMISSAO.CRIAR_USUARIOS, 'x'], PERMISSAO.CRIAR_USUARIOS, [1], [null], {}, [PERMISSAO.CRIAR_USUARIOS, PERMISSAO.CRIAR_USUARIOS], [PERMISSAO.CRIAR_USUARIOS.toLowerCase()]),
      fc.array(weirdString, { maxLength: 3 }),
    ),
  };
}

function permissaoNearMisses(): Record<string, fc.Arbitrary<unknown>> {
  return {
    id: idLike,
    versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 5 })),
    rotulo: fc.oneof(fc.constantFrom('', '   ', 'r'.repeat(80), 'r'.repeat(81), 'a\u0000b', 'Rótulo 😀'), hugeString, weirdString),
    descricao: fc.oneof(fc.constantFrom('', 'x'.repeat(255), 'x'.repeat(256), '\u0000'), hugeString, weirdString),
    grupoIds: fc.oneof(
      fc.array(idLike, { maxLength: 4 }),
      fc.constantFrom([], [0], [INT4_MAX + 1], [Number.MAX_SAFE_INTEGER], ['1'], [null], {}, 'x'),
      fc.constant(null).map(() => [fixture.grupoAdministrador, 999_999]),
      fc.constant(null).map(() => [fixture.grupoAdministrador, fixture.grupoAdministrador]),
      fc.constant(null).map(() => [fixture.grupoUser]), // dropping ADMINISTRADOR: 409
    ),
  };
}

/** The live state of the user, group and permission the near-valid updates start from. */
async function usuarioAlvo(): Promise<Record<string, unknown>> {
  const { rows } = await server.database.db.execute<{ versao: number; cpf: string; nome: string; login: string; ativo: boolean; grupos: number[] | null }>(sql`
    SELECT versao, cpf, nome, login, ativo, (SELECT array_agg(grupo_id) FROM usuario_grupo WHERE usuario_id = u.id) AS grupos
      FROM usuario u WHERE id = ${fixture.usuarioAlvo}`);
  const row = rows[0];
  return { id: fixture.usuarioAlvo, versao: row?.versao ?? 0, cpf: row?.cpf ?? cpf(918_273_645), nome: row?.nome ?? 'Alvo', login: row?.login ?? 'fuzz.alvo', ativo: row?.ativo ?? true, grupoIds: row?.grupos ?? [] };
}

async function grupoAlvo(): Promise<Record<string, unknown>> {
  const { rows } = await server.database.db.execute<{ versao: number; nome: string }>(sql`SELECT versao, nome FROM grupo_usuario WHERE id = ${fixture.grupoAlvo}`);
  return { id: fixture.grupoAlvo, versao: rows[0]?.versao ?? 0, nome: rows[0]?.nome ?? 'FUZZ ALVO', descricao: 'Editado', permissoes: [PERMISSAO.VISUALIZAR_FERIADOS] };
}

async function permissaoAlvo(): Promise<Record<string, unknown>> {
  const { rows } = await server.database.db.execute<{ versao: number; rotulo: string; grupos: number[] | null }>(sql`
    SELECT versao, rotulo, (SELECT array_agg(grupo_id) FROM grupo_permissao WHERE permissao_id = p.id) AS grupos FROM permissao p WHERE id = ${fixture.permissaoAlvo}`);
  return { id: fixture.permissaoAlvo, versao: rows[0]?.versao ?? 0, rotulo: rows[0]?.rotulo ?? 'Feriados', grupoIds: rows[0]?.grupos ?? [fixture.grupoAdministrador] };
}

const USUARIO_KEYS = ['id', 'versao', 'cpf', 'nome', 'login', 'email', 'ativo', 'grupoIds'];
const EMPRESA_KEYS = ['id', 'versao', 'denominacao', 'nomeFantasia', 'cnpj', 'naturezaJuridica', 'situacao', 'migrada', 'numeroRegistro', 'livro', 'folha', 'dataRegistro',
  'dataConstituicao', 'duracaoAte', 'capitalCentavos', 'objeto', 'endereco', 'email', 'telefone', 'nomeSemelhanteConfirmado', 'socios'];
const BUSCA_KEYS = ['nome', 'cpf', 'login', 'grupoId', 'ativo'];
const GRUPO_KEYS = ['id', 'versao', 'nome', 'descricao', 'permissoes'];
const PERMISSAO_KEYS = ['id', 'versao', 'rotulo', 'descricao', 'grupoIds'];

/** The write endpoints with a body. */
const COM_CORPO = [
  { method: 'POST', path: '/usuario' },
  { method: 'POST', path: '/usuario/buscar' },
  { method: 'POST', path: '/grupo-usuario' },
  { method: 'POST', path: '/permissao' },
  { method: 'POST', path: '/empresa' },
  { method: 'POST', path: '/qualificacao-socio' },
  { method: 'POST', path: '/fundamento-legal' },
  { method: 'POST', path: '/responsavel' },
  { method: 'POST', path: '/certidao' },
  { method: 'POST', path: '/verificacao-certidao' },
  { method: 'POST', path: '/relatorio/visao' },
  { method: 'POST', path: '/feriado' },
  { method: 'POST', path: '/grupo-distribuicao' },
  { method: 'POST', path: '/servico' },
  { method: 'POST', path: '/ato' },
  { method: 'POST', path: '/servico/regra' },
] as const;

/** The write endpoints of `{id}`. */
const DE_ID = [
  { method: 'DELETE', path: '/usuario/' },
  { method: 'POST', path: '/usuario/restaurar/' },
  { method: 'POST', path: '/usuario/resetar-senha/' },
  { method: 'DELETE', path: '/grupo-usuario/' },
  { method: 'DELETE', path: '/empresa/' },
  { method: 'DELETE', path: '/qualificacao-socio/' },
  { method: 'DELETE', path: '/fundamento-legal/' },
  { method: 'DELETE', path: '/responsavel/' },
  { method: 'DELETE', path: '/feriado/' },
  { method: 'DELETE', path: '/grupo-distribuicao/' },
  { method: 'DELETE', path: '/servico/' },
  { method: 'DELETE', path: '/ato/' },
] as const;

/** Arbitrary JSON values of every kind, `fc.anything()` included (as its JSON text). */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3, withNullPrototype: true }).map((v) => {
    try {
      const text = toJson(v);
      return text === undefined ? null : (JSON.parse(text) as unknown);
    } catch {
      return null; // BigInt and cycles have no JSON
    }
  }),
  weirdValue,
);

/** A query string for a list: random pagination, filters, repeated and unknown keys; encoded, or raw junk. */
const queryString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom('page', 'size', 'sort', 'ativo', 'grupoId', 'login', 'nome', 'area', 'busca', 'cpf', 'protocolo', 'apresentante', 'situacao', 'vencidos', 'responsavelId', 'de', '__proto__', 'constructor', 'x'),
          fc.oneof(
            fc.constantFrom('0', '1', '-1', '1e3', '0.5', '100', '101', '999999999', '1000000000', '', 'nome,asc', 'nome,desc', 'login,DESC', 'ativo,asc', 'rotulo,asc', 'prazo,desc', 'EM_EXAME', '2026-02-30',
              'area,desc', 'nome,asc,x', ',', 'nome,', 'id,asc', 'true', 'false', 'TRUE', String(INT4_MAX + 1), String(Number.MAX_SAFE_INTEGER), 'USUARIOS', 'PERMISSOES', 'XYZ',
              '\u0000', 'a\u0000b', '%', '_', '\\'),
            fc.stringMatching(/^\d{10,30}$/),
            fc.string({ unit: 'binary', maxLength: 30 }),
            fc.string({ unit: 'grapheme', maxLength: 30 }),
          ),
        ),
        { maxLength: 6 },
      )
      .map((pairs) => new URLSearchParams(pairs).toString()),
  },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', 'page=%', '&&&', '=', '==1', 'page[]=1', 'sort[a]=b', 'page=1&page=2', 'sort=nome&sort=asc', 'size=%FF', 'ativo=%00', 'a'.repeat(2000)) },
);

// ---------------------------------------------------------------------------------------------------------------
// Properties.
// ---------------------------------------------------------------------------------------------------------------

const RUNS = { numRuns: 100 };

describe('fuzzing the write endpoints (security.md #12): zero 5xx, zero partial writes', () => {
  // First, while the seed's groups are intact: `caixa` holds no permission of users, groups or permissions.
  it('a user without permissions gets 403 from every write endpoint, whatever the input, and nothing is written', async () => {
    const pedido = fc.oneof(
      fc.tuple(fc.constantFrom(...COM_CORPO), fc.oneof(anyJson, shaped(USUARIO_KEYS), usuarioNovo)).map(([e, body]): Pedido => ({ ...e, login: 'caixa', body })),
      fc.tuple(fc.constantFrom(...DE_ID), idSegment).map(([e, id]): Pedido => ({ method: e.method, path: e.path + id, login: 'caixa' })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        const status = await send(p);
        expect([400, 403, 404], `${p.method} ${p.path} as caixa`).toContain(status); // 400: an address that does not parse
      }),
      { numRuns: 80 },
    );
  });

  describe('POST /usuario', () => {
    it('arbitrary JSON', async () => {
      await fc.assert(fc.asyncProperty(anyJson, async (body) => { await send({ method: 'POST', path: '/usuario', login: 'admin', body }); }), RUNS);
    });

    it('the right keys with wrong types and values', async () => {
      await fc.assert(fc.asyncProperty(shaped(USUARIO_KEYS), async (body) => { await send({ method: 'POST', path: '/usuario', login: 'admin', body }); }), RUNS);
    });

    it('a valid new user with one field mutated', async () => {
      await fc.assert(
        fc.asyncProperty(usuarioNovo, mutacao(usuarioNearMisses()), async (base, m) => {
          await send({ method: 'POST', path: '/usuario', login: 'admin', body: aplicar(base, m) });
        }),
        { numRuns: 150 },
      );
    });

    it('a valid update with one field mutated', async () => {
      await fc.assert(
        fc.asyncProperty(mutacao(usuarioNearMisses()), async (m) => {
          await send({ method: 'POST', path: '/usuario', login: 'admin', body: aplicar(await usuarioAlvo(), m) });
        }),
        RUNS,
      );
    });
  });

  it('POST /usuario/buscar: arbitrary, mis-typed and near-valid filters, with arbitrary pagination', async () => {
    const body = fc.oneof(anyJson, shaped(BUSCA_KEYS), fc.tuple(buscaValida, mutacao(buscaNearMisses())).map(([b, m]) => aplicar(b, m)));
    await fc.assert(
      fc.asyncProperty(body, fc.option(queryString, { nil: undefined }), async (b, q) => {
        await send({ method: 'POST', path: q === undefined ? '/usuario/buscar' : `/usuario/buscar?${q}`, login: 'admin', body: b }, { alwaysUnchanged: true });
      }),
      { numRuns: 120 },
    );
  });

  it('DELETE /usuario/{id}, POST /usuario/restaurar/{id}, POST /usuario/resetar-senha/{id}, DELETE /grupo-usuario/{id}: arbitrary ids', async () => {
    const corpo = fc.oneof(
      fc.constant<Pick<Pedido, 'body' | 'rawBody'>>({}),
      anyJson.map((body): Pick<Pedido, 'body' | 'rawBody'> => ({ body })),
      malformed(fc.constant('{}')).map((rawBody): Pick<Pedido, 'body' | 'rawBody'> => ({ rawBody })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...DE_ID), idSegment, corpo, async (e, id, c) => {
        await send({ method: e.method, path: e.path + id, login: 'admin', ...c });
      }),
      { numRuns: 150 },
    );
  });

  describe('POST /grupo-usuario', () => {
    it('arbitrary JSON and the right keys with wrong values', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyJson, shaped(GRUPO_KEYS)), async (body) => { await send({ method: 'POST', path: '/grupo-usuario', login: 'admin', body }); }),
        RUNS,
      );
    });

    it('a valid new group or update with one field mutated', async () => {
      await fc.assert(
        fc.asyncProperty(grupoNovo, fc.boolean(), mutacao(grupoNearMisses()), async (novo, update, m) => {
          await send({ method: 'POST', path: '/grupo-usuario', login: 'admin', body: aplicar(update ? await grupoAlvo() : novo, m) });
        }),
        { numRuns: 120 },
      );
    });
  });

  describe('POST /empresa', () => {
    it('arbitrary JSON and the right keys with wrong values', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyJson, shaped(EMPRESA_KEYS)), async (body) => { await send({ method: 'POST', path: '/empresa', login: 'admin', body }); }),
        RUNS,
      );
    });

    it('a valid new entity or update with one field mutated', async () => {
      await fc.assert(
        fc.asyncProperty(empresaNova, fc.boolean(), mutacao(empresaNearMisses()), async (nova, update, m) => {
          await send({ method: 'POST', path: '/empresa', login: 'admin', body: aplicar(update ? await empresaAlvo() : nova, m) });
        }),
        { numRuns: 150 },
      );
    });
  });

  it('POST /empresa/{id}/averbacoes: arbitrary, mis-typed and near-valid amendments; POST /empresa/historico/{id}/ocultar: arbitrary ids and reasons', async () => {
    const valida = { data: '2020-05-05', tipo: 'OUTRA', descricao: 'Averbação do fuzzing.', protocolo: '1.234' };
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      numero: fc.oneof(weirdNumber, fc.constantFrom(0, -1, 1, 2_147_483_648, '3')),
      data: fc.oneof(fc.constantFrom('2020-02-30', '1900-01-01', '05/05/2020', ''), weirdString),
      tipo: fc.oneof(fc.constantFrom('outra', 'FUSAO', ''), weirdString),
      descricao: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(2001), 'a\u0000b'), hugeString, weirdString),
      protocolo: fc.oneof(fc.constantFrom('', 'x'.repeat(21)), weirdString),
    };
    const pedido = fc.oneof(
      fc.oneof(anyJson, shaped(Object.keys(valida)), mutacao(nearMisses).map((m) => aplicar(valida, m))).map((body): Pedido => ({ method: 'POST', path: `/empresa/${String(fixture.empresaAlvo)}/averbacoes`, login: 'admin', body })),
      fc.tuple(idSegment, fc.oneof(anyJson, shaped(['motivo']))).map(([id, body]): Pedido => ({ method: 'POST', path: `/empresa/historico/${id}/ocultar`, login: 'admin', body })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p);
      }),
      { numRuns: 150 },
    );
  });

  it('POST /qualificacao-socio: arbitrary, mis-typed and near-valid qualifications', async () => {
    const valida = { codigo: '95', nome: 'Qualificação do fuzzing' };
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      id: idLike,
      versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 3 })),
      codigo: fc.oneof(fc.constantFrom('', '1', '123', 'AB', '16', 16, '00'), weirdString),
      nome: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(121), 'PRESIDENTE', 'a\u0000b'), hugeString, weirdString),
    };
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shaped(Object.keys(valida)), mutacao(nearMisses).map((m) => aplicar(valida, m))), async (body) => {
        await send({ method: 'POST', path: '/qualificacao-socio', login: 'admin', body });
      }),
      { numRuns: 120 },
    );
  });

  it('POST /fundamento-legal: arbitrary, mis-typed and near-valid legal grounds', async () => {
    const valido = { nome: 'Fundamento do fuzzing', texto: 'Apresente o documento.\nSegunda linha.' };
    const id = await registroDoCaso('/fundamento-legal', 'fundamento_legal', { ...valido, nome: 'Fundamento do fuzzing (próprio)' });
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      id,
      versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 3 })),
      nome: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(121), 'CODIGO CIVIL, ART. 54', 'a\u0000b'), hugeString, weirdString),
      texto: fc.oneof(fc.constantFrom('', ' \n ', 'x'.repeat(1000), 'x'.repeat(1001), 'a\u202eb', 'a\u0000b', 'linha\r\nlinha'), hugeString, weirdString),
    };
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))), async (body) => {
        await send({ method: 'POST', path: '/fundamento-legal', login: 'admin', body });
      }),
      { numRuns: 100 },
    );
  });

  it('POST /responsavel: arbitrary, mis-typed and near-valid signatories', async () => {
    const valido = { nome: 'Responsável do fuzzing', cargo: 'ESCREVENTE', inicio: '2026-02-01', fim: '2026-06-30' };
    const id = await registroDoCaso('/responsavel', 'responsavel', { ...valido, nome: 'Responsável do fuzzing (próprio)' });
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      id,
      versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 3 })),
      nome: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(121), 'a\u0000b'), hugeString, weirdString),
      cargo: fc.oneof(fc.constantFrom('oficial', 'PRESIDENTE', ''), weirdString),
      inicio: fc.oneof(fc.constantFrom('2026-02-30', '01/02/2026', '0000-01-01', '9999-12-31', ''), weirdString),
      fim: fc.oneof(fc.constantFrom('2026-01-31', '2026-02-01', '2026-13-01', null), weirdString),
    };
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))), async (body) => {
        await send({ method: 'POST', path: '/responsavel', login: 'admin', body });
      }),
      { numRuns: 100 },
    );
  });

  it('POST /feriado: arbitrary, mis-typed and near-valid holidays; GET /feriado/calendario: arbitrary years', async () => {
    const valido = { data: '2035-06-13', nome: 'Feriado do fuzzing', abrangencia: 'MUNICIPAL', tipo: 'FERIADO', fundamento: 'Lei' };
    const id = await registroDoCaso('/feriado', 'feriado', { ...valido, data: '2035-06-14' });
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      id,
      versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 3 })),
      data: fc.oneof(fc.constantFrom('2035-02-29', '1989-12-31', '2101-01-01', '13/06/2035', '2035-04-21', ''), weirdString),
      nome: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(121), 'a\u0000b'), hugeString, weirdString),
      abrangencia: fc.oneof(fc.constantFrom('nacional', 'NACIONAL', 'MUNDIAL', ''), weirdString),
      tipo: fc.oneof(fc.constantFrom('feriado', 'RECESSO', ''), weirdString),
      fundamento: fc.oneof(fc.constantFrom('', 'x'.repeat(201)), weirdString),
    };
    const pedido = fc.oneof(
      fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))).map((body): Pedido => ({ method: 'POST', path: '/feriado', login: 'admin', body })),
      // Years as a query string carries them (short: a URL of a hundred thousand characters is the HTTP server's 431).
      fc.oneof(fc.constantFrom('2026', '1989', '2101', '26', 'abcd', '', '2026.5', '-2026', '２０２６'), fc.string({ maxLength: 12 })).map((ano): Pedido => ({ method: 'GET', path: `/feriado/calendario?ano=${encodeURIComponent(ano)}`, login: 'admin' })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p, p.method === 'GET' ? { alwaysUnchanged: true } : {});
      }),
      { numRuns: 120 },
    );
  });

  it('POST /grupo-distribuicao: arbitrary, mis-typed and near-valid groups', async () => {
    const valido = { nome: 'Grupo do fuzzing', ativo: true, tiposAto: ['Registro de estatuto'], membros: [{ usuarioId: fixture.adminId, ausencias: [{ de: '2035-01-01', ate: '2035-01-10' }] }] };
    const id = await registroDoCaso('/grupo-distribuicao', 'grupo_distribuicao', { ...valido, nome: 'Grupo do fuzzing (próprio)' });
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      id,
      versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 3 })),
      nome: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(81), 'Exame de títulos'), hugeString, weirdString),
      ativo: fc.oneof(fc.constantFrom('true', 1, null), weirdValue),
      tiposAto: fc.oneof(fc.constantFrom([], [''], ['a', 'A '], Array.from({ length: 51 }, (_, i) => `t${String(i)}`), 'x', [1]), weirdValue),
      membros: fc.oneof(
        fc.constantFrom<unknown>(
          [],
          [{ usuarioId: 999_999, ausencias: [] }],
          [{ usuarioId: 2_147_483_648, ausencias: [] }],
          [{ usuarioId: fixture.adminId, ausencias: [] }, { usuarioId: fixture.adminId, ausencias: [] }],
          [{ usuarioId: fixture.adminId, ausencias: [{ de: '2035-01-10', ate: '2035-01-01' }] }],
          [{ usuarioId: fixture.adminId, ausencias: [{ de: '2035-02-30', ate: '2035-03-01' }] }],
          [{ usuarioId: fixture.adminId }],
          [{ usuarioId: fixture.usuarioAlvo, ausencias: [] }],
        ),
        weirdValue,
      ),
    };
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))), async (body) => {
        await send({ method: 'POST', path: '/grupo-distribuicao', login: 'admin', body });
      }),
      { numRuns: 120 },
    );
  });

  it('POST /servico and POST /cotacao: arbitrary, mis-typed and near-valid services and quotes', async () => {
    const valido = { codigo: '7001', descricao: 'Serviço do fuzzing', tipoAto: 'CERTIDAO_BREVE_RELATO', selo: true, ativo: true, vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 3450 } }] };
    const id = await registroDoCaso('/servico', 'servico', { ...valido, codigo: '7002' });
    const vigencias = fc.constantFrom<unknown>(
      [],
      [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: -1 } }],
      [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 1e16 } }],
      [{ de: '2026-01-01', valores: { tipo: 'FAIXAS', faixas: [] } }],
      [{ de: '2026-01-01', valores: { tipo: 'FAIXAS', faixas: [{ emolumentoCentavos: 1 }, { ateCentavos: 5, emolumentoCentavos: 2 }] } }],
      [{ de: '2026-01-01', valores: { tipo: 'OUTRO' } }],
      [{ de: '2026-01-01', ate: '2025-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 1 } }],
      [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 1 } }, { de: '2026-06-01', valores: { tipo: 'FIXO', emolumentoCentavos: 2 } }],
      [{ de: '2026-02-30', valores: null }],
    );
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      id,
      versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 3 })),
      codigo: fc.oneof(fc.constantFrom('', 'x'.repeat(11), '101'), weirdString),
      descricao: fc.oneof(fc.constantFrom('', 'x'.repeat(201)), hugeString, weirdString),
      tipoAto: fc.oneof(fc.constantFrom('', 'INEXISTENTE'), weirdString),
      selo: weirdValue,
      vigencias: fc.oneof(vigencias, weirdValue),
    };
    const isencao = fc.oneof(fc.record({ hipotese: fc.oneof(fc.constantFrom('LEI', 'ORDEM_JUDICIAL', 'POBREZA', 'OUTRA', ''), weirdString), fundamento: fc.oneof(fc.constantFrom('', 'Lei', 'x'.repeat(201)), weirdString) }, { requiredKeys: [] }), weirdValue);
    const item = fc.record({ servicoId: fc.oneof(idLike, fc.constantFrom(1, 2, 3)), quantidade: fc.oneof(fc.constantFrom(0, 1, 999, 1000, 1.5, -1), weirdNumber), valorDeclaradoCentavos: fc.oneof(fc.constantFrom(undefined, 0, -1, 1e15, 0.5), weirdNumber), isencao }, { requiredKeys: ['servicoId', 'quantidade'] });
    const cotacao = fc.record({ dataReferencia: fc.oneof(fc.constantFrom('2026-03-10', '2020-01-01', '2026-02-30', ''), weirdString), itens: fc.oneof(fc.array(item, { maxLength: 4 }), weirdValue), cliente: fc.oneof(fc.constant(undefined), weirdString) }, { requiredKeys: ['dataReferencia', 'itens'] });
    // A valid quote, accepted as it is, and that quote with one field changed: near-valid quotes reach the pricing.
    const { servicoId } = await servicoDaEntrada();
    const cotacaoValida = { dataReferencia: '2026-03-10', itens: [{ servicoId, quantidade: 1 }], cliente: 'Maria Souza' };
    await aceitoComoEsta({ method: 'POST', path: '/cotacao', login: 'admin', body: cotacaoValida });
    const cotacaoNearMisses: Record<string, fc.Arbitrary<unknown>> = {
      dataReferencia: fc.oneof(fc.constantFrom('2020-01-01', '2026-02-30', '', '2026-3-10'), weirdString),
      itens: fc.oneof(fc.array(item, { maxLength: 4 }), fc.constantFrom<unknown>([], [{ servicoId, quantidade: 1000 }], [{ servicoId, quantidade: 1, isencao: { hipotese: 'LEI', fundamento: 'Lei 1.234/2020' } }])),
      cliente: fc.oneof(fc.constantFrom('', 'x'.repeat(121)), weirdString),
    };
    const pedido = fc.oneof(
      fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))).map((body): Pedido => ({ method: 'POST', path: '/servico', login: 'admin', body })),
      fc.oneof(anyJson, shaped(['dataReferencia', 'itens', 'cliente']), cotacao, { weight: 3, arbitrary: mutacao(cotacaoNearMisses).map((m) => aplicar(cotacaoValida, m)) }).map((body): Pedido => ({ method: 'POST', path: '/cotacao', login: 'admin', body })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p);
      }),
      { numRuns: 150 },
    );
  });

  it('POST /ato: arbitrary, mis-typed and near-valid kinds of act', async () => {
    const valido = { codigo: 'FUZZ_ATO', nome: 'Tipo do fuzzing', especie: 'CERTIDAO', documentos: [{ nome: 'Pedido' }], exame: ['x'], conferencia: ['y'], prazoDiasUteis: 5, fundamentoPrazo: 'Lei', prazoExigenciaDiasUteis: 20 };
    const id = await registroDoCaso('/ato', 'tipo_ato', { ...valido, codigo: 'FUZZ_ATO_PROPRIO' });
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      id,
      versao: fc.oneof(weirdNumber, fc.integer({ min: 0, max: 3 })),
      codigo: fc.oneof(fc.constantFrom('', 'x', 'A'.repeat(41), 'REGISTRO_CONSTITUICAO', 'MATRICULA_IMPRENSA'), weirdString),
      nome: fc.oneof(fc.constantFrom('', 'x'.repeat(201)), hugeString, weirdString),
      especie: fc.oneof(fc.constantFrom('REGISTRO', 'MATRICULA', 'OUTRA', ''), weirdString),
      livro: fc.oneof(fc.constantFrom('A', 'B', 'C', ''), weirdValue),
      documentos: fc.oneof(fc.constantFrom<unknown>([], [{ nome: '' }], [{ nome: 'a' }, { nome: 'A' }], [{ nome: 'a', naturezas: ['9999'] }], [{ nome: 'a', naturezas: 'x' }]), weirdValue),
      exame: fc.oneof(fc.constantFrom<unknown>([], [''], ['x'.repeat(301)]), weirdValue),
      prazoDiasUteis: fc.oneof(fc.constantFrom(0, 1, 365, 366, -1, 1.5), weirdNumber),
    };
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))), async (body) => {
        await send({ method: 'POST', path: '/ato', login: 'admin', body });
      }),
      { numRuns: 150 },
    );
  });

  it('POST /caixa/{id}/pagamento, /movimento, /deposito and POST /deposito/{id}/…: arbitrary, mis-typed and near-valid payments, movements, deposits and settlements', async () => {
    const { dados: caixa } = await server.sdk('admin').caixas.abrir(0).catch(async () => ({ dados: (await server.sdk('admin').caixas.meu()).dados.caixa ?? { id: 0 } }));
    const parcela = fc.record({ metodo: fc.oneof(fc.constantFrom('DINHEIRO', 'PIX', 'CHEQUE', ''), weirdString), valorCentavos: fc.oneof(fc.constantFrom(0, 1, -1, 1e15, 0.5, 4_813), weirdNumber) }, { requiredKeys: [] });
    const item = fc.record({ servicoId: fc.oneof(idLike, fc.constantFrom(1, 2, 3)), quantidade: fc.oneof(fc.constantFrom(0, 1, 1000), weirdNumber) }, { requiredKeys: [] });
    const pagamento = fc.record(
      { pagador: fc.oneof(fc.constantFrom('', 'Maria', 'x'.repeat(121)), weirdString), documento: fc.oneof(fc.constantFrom('39053344705', '123', ''), weirdString), itens: fc.oneof(fc.array(item, { maxLength: 3 }), weirdValue), parcelas: fc.oneof(fc.array(parcela, { maxLength: 3 }), weirdValue), cotacaoId: fc.oneof(idLike, weirdValue) },
      { requiredKeys: [] },
    );
    const movimento = fc.record({ tipo: fc.oneof(fc.constantFrom('ENTRADA', 'SAIDA', 'FUNDO', ''), weirdString), metodo: fc.oneof(fc.constantFrom('DINHEIRO', 'X'), weirdString), valorCentavos: fc.oneof(fc.constantFrom(0, -1, 100, 1e15), weirdNumber), motivo: fc.oneof(fc.constantFrom('', 'x'.repeat(201)), weirdString) }, { requiredKeys: [] });
    const deposito = fc.record(
      { protocolo: fc.oneof(fc.constantFrom('', '2026/1', 'x'.repeat(31)), weirdString), depositante: fc.oneof(fc.constantFrom('', 'Maria'), weirdString), documento: fc.oneof(fc.constantFrom('39053344705', '1'), weirdString), valorCentavos: fc.oneof(fc.constantFrom(0, -1, 500, 1e15), weirdNumber), parcelas: fc.oneof(fc.array(parcela, { maxLength: 3 }), weirdValue) },
      { requiredKeys: [] },
    );
    const liquidacao = fc.record({ versao: fc.oneof(fc.constantFrom(0, -1), weirdNumber), itens: fc.oneof(fc.array(item, { maxLength: 3 }), weirdValue), caixaId: fc.oneof(idLike, weirdValue), parcelas: fc.oneof(fc.array(parcela, { maxLength: 3 }), weirdValue), metodo: fc.oneof(fc.constantFrom('PIX', 'X'), weirdString) }, { requiredKeys: [] });
    // A valid payment (its parts add up to the items priced today), accepted as it is, and that payment with one field
    // changed: near-valid payments reach the receipt's number and movements.
    const { servicoId } = await servicoDaEntrada();
    const itens = [{ servicoId, quantidade: 1 }];
    const { dados: cotada } = await server.sdk('admin').servicos.cotar({ dataReferencia: hojeEmBrasilia(), itens });
    const pagamentoValido = { pagador: 'Maria Souza', documento: '52998224725', itens, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: cotada.totalCentavos }] };
    await aceitoComoEsta({ method: 'POST', path: `/caixa/${String(caixa.id)}/pagamento`, login: 'admin', body: pagamentoValido });
    const pagamentoNearMisses: Record<string, fc.Arbitrary<unknown>> = {
      pagador: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(121)), weirdString),
      documento: fc.oneof(fc.constantFrom('52998224724', '11222333000180', '11222333000181', '123', ''), weirdString),
      itens: fc.oneof(fc.array(item, { maxLength: 3 }), fc.constantFrom<unknown>([], [{ servicoId, quantidade: 2 }], [{ servicoId: 999_999, quantidade: 1 }])),
      parcelas: fc.oneof(
        fc.array(parcela, { maxLength: 3 }),
        fc.constantFrom<unknown>(
          [{ metodo: 'PIX', valorCentavos: cotada.totalCentavos }],
          [{ metodo: 'DINHEIRO', valorCentavos: cotada.totalCentavos - 1 }],
          [{ metodo: 'DINHEIRO', valorCentavos: 1 }, { metodo: 'PIX', valorCentavos: cotada.totalCentavos - 1 }],
          [{ metodo: 'DINHEIRO', valorCentavos: 1 }, { metodo: 'DINHEIRO', valorCentavos: cotada.totalCentavos - 1 }],
        ),
      ),
      cotacaoId: fc.oneof(idLike, fc.constantFrom(999_999)),
    };
    const pedido = fc.oneof(
      fc.oneof(anyJson, shaped(['pagador', 'itens', 'parcelas']), pagamento, { weight: 3, arbitrary: mutacao(pagamentoNearMisses).map((m) => aplicar(pagamentoValido, m)) }).map((body): Pedido => ({ method: 'POST', path: `/caixa/${String(caixa.id)}/pagamento`, login: 'admin', body })),
      fc.oneof(anyJson, shaped(['protocolo', 'depositante', 'valorCentavos', 'parcelas']), deposito).map((body): Pedido => ({ method: 'POST', path: `/caixa/${String(caixa.id)}/deposito`, login: 'admin', body })),
      fc.tuple(fc.constantFrom('liquidacao', 'autorizacao', 'devolucao'), idSegment, fc.oneof(anyJson, shaped(['versao', 'itens']), liquidacao)).map(([acao, id, body]): Pedido => ({ method: 'POST', path: `/deposito/${id}/${acao}`, login: 'admin', body })),
      fc.oneof(anyJson, shaped(['tipo', 'metodo', 'valorCentavos', 'motivo']), movimento).map((body): Pedido => ({ method: 'POST', path: `/caixa/${String(caixa.id)}/movimento`, login: 'admin', body })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p);
      }),
      { numRuns: 150 },
    );
  });

  it('POST /processo, PUT /processo/{protocolo}, its moves, the distribution and the public lookup: arbitrary, mis-typed and near-valid bodies', async () => {
    const { servicoId, tipoAto } = await servicoDaEntrada();
    const valido = {
      apresentante: { nome: 'Maria Souza', documento: '52998224725', email: 'maria@exemplo.com.br' },
      empresaNome: 'Associação do Fuzzing',
      naturezaJuridica: '3999',
      tipoAto,
      documentos: [{ nome: 'Ata', exigido: false, apresentado: true }],
      itens: [{ servicoId, quantidade: 1 }],
    };
    const { dados: existente } = await server.sdk('admin').processos.entrada(valido);
    const apresentante = fc.record({ nome: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(121)), weirdString), documento: fc.oneof(fc.constantFrom('52998224724', '11222333000180', '123', ''), weirdString), email: fc.oneof(fc.constantFrom('x', ''), weirdString), telefone: fc.oneof(fc.constantFrom('1', '62 3333-4444'), weirdString) }, { requiredKeys: [] });
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      apresentante,
      empresaId: fc.oneof(idLike, fc.constantFrom(999_999)),
      empresaNome: fc.oneof(fc.constantFrom('', 'x'.repeat(201)), weirdString),
      naturezaJuridica: fc.oneof(fc.constantFrom('9999', '39', 'abcd'), weirdString),
      tipoAto: fc.oneof(fc.constantFrom('', 'NAO_EXISTE', 'x'.repeat(41)), weirdString),
      documentos: fc.oneof(fc.constantFrom<unknown>([{ nome: '' , exigido: false, apresentado: true }], [{ nome: 'a', exigido: false, apresentado: true }, { nome: 'A', exigido: false, apresentado: false }], [{ nome: 'a' }]), weirdValue),
      itens: fc.oneof(fc.constantFrom<unknown>([], [{ servicoId: 999_999, quantidade: 1 }], [{ servicoId, quantidade: 0 }]), weirdValue),
      cotacaoId: fc.oneof(idLike, fc.constantFrom(999_999)),
      deposito: fc.oneof(fc.constantFrom<unknown>({ caixaId: 999_999, valorCentavos: 100, parcelas: [{ metodo: 'PIX', valorCentavos: 100 }] }, { caixaId: 1, valorCentavos: 100, parcelas: [{ metodo: 'PIX', valorCentavos: 1 }] }, { caixaId: 1, valorCentavos: 0, parcelas: [] }), weirdValue),
    };
    const correcao = fc.record({ versao: fc.oneof(fc.constantFrom(0, -1, existente.versao), weirdNumber), apresentante: fc.oneof(apresentante, weirdValue), empresaNome: fc.oneof(fc.constantFrom('', 'x'.repeat(201)), weirdString), documentos: fc.oneof(fc.constant<unknown>([]), weirdValue) }, { requiredKeys: [] });
    // A valid correction of the case's own process, accepted as it is, and that correction with one field changed. Its
    // version is the process's when it is sent (VERSAO_ATUAL, filled in then): each accepted correction moves it on.
    const VERSAO_ATUAL = 'a versão do processo quando enviada';
    const correcaoValida = { versao: VERSAO_ATUAL, apresentante: valido.apresentante, empresaNome: 'Associação do Fuzzing', documentos: valido.documentos, observacao: 'Correção do fuzzing' };
    const comVersaoAtual = async (p: Pedido): Promise<Pedido> => {
      const body = p.body as Record<string, unknown> | undefined;
      if (p.method !== 'PUT' || body?.['versao'] !== VERSAO_ATUAL) return p;
      const { dados } = await server.sdk('admin').processos.obter(existente.protocolo);
      return { ...p, body: { ...body, versao: dados.versao } };
    };
    const caminhoDoExistente = `/processo/${String(existente.protocolo)}`;
    await aceitoComoEsta(await comVersaoAtual({ method: 'PUT', path: caminhoDoExistente, login: 'admin', body: correcaoValida }));
    const correcaoNearMisses: Record<string, fc.Arbitrary<unknown>> = {
      versao: fc.oneof(fc.constantFrom(0, -1, existente.versao, 99), weirdNumber),
      apresentante,
      empresaNome: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(201)), weirdString),
      documentos: fc.oneof(fc.constantFrom<unknown>([], [{ nome: '', exigido: false, apresentado: true }], [{ nome: 'a', exigido: false, apresentado: true }, { nome: 'A', exigido: false, apresentado: false }]), weirdValue),
      observacao: fc.oneof(fc.constantFrom('', 'x'.repeat(1001)), weirdString),
    };
    const evento = fc.record({ versao: fc.oneof(fc.constantFrom(0, 99, existente.versao), weirdNumber), evento: fc.oneof(fc.constantFrom('SUSPENDER', 'RETOMAR', 'REGISTRAR', 'DISTRIBUIR', 'CUMPRIR_EXIGENCIA', 'FINALIZAR', ''), weirdString), motivo: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(501)), weirdString) }, { requiredKeys: [] });
    const distribuicao = fc.record({ processos: fc.oneof(fc.constantFrom<unknown>([], [{ protocolo: existente.protocolo, versao: 99 }], [{ protocolo: 99_999_999, versao: 0 }]), weirdValue), responsavelId: fc.oneof(idLike, fc.constantFrom(999_999)), motivo: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(501)), weirdString) }, { requiredKeys: [] });
    const consulta = fc.record({ protocolo: fc.oneof(idLike, fc.constantFrom(existente.protocolo, 0, -1)), codigo: fc.oneof(fc.constantFrom('', 'ABCD-EFGH-JKMN', '0O1I0O1I0O1I', 'x'.repeat(500)), weirdString) }, { requiredKeys: [] });
    const pedido = fc.oneof(
      fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))).map((body): Pedido => ({ method: 'POST', path: '/processo', login: 'admin', body })),
      fc.tuple(fc.oneof(idSegment, fc.constant(String(existente.protocolo))), fc.oneof(anyJson, correcao)).map(([id, body]): Pedido => ({ method: 'PUT', path: `/processo/${id}`, login: 'admin', body })),
      mutacao(correcaoNearMisses).map((m): Pedido => ({ method: 'PUT', path: caminhoDoExistente, login: 'admin', body: aplicar(correcaoValida, m) })),
      fc.tuple(fc.constantFrom('situacao', 'andamento'), fc.oneof(idSegment, fc.constant(String(existente.protocolo))), fc.oneof(anyJson, evento)).map(([acao, id, body]): Pedido => ({ method: 'POST', path: `/processo/${id}/${acao}`, login: 'admin', body })),
      fc.oneof(anyJson, distribuicao).map((body): Pedido => ({ method: 'POST', path: '/processo/distribuicao', login: 'admin', body })),
      fc.oneof(anyJson, consulta).map((body): Pedido => ({ method: 'POST', path: '/consulta-solicitacao', body })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(await comVersaoAtual(p), { alsoAllowed: [429] });
      }),
      { numRuns: 150 },
    );
    await server.database.db.execute(sql`DELETE FROM limite_acesso WHERE chave LIKE 'consulta-solicitacao:%'`);
  });

  it('certificates: requests, payments, issues and the public check, arbitrary, mis-typed and near-valid', async () => {
    const empresaId = (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM empresa WHERE numero_registro IS NOT NULL ORDER BY id LIMIT 1`)).rows[0]?.id ?? 0;
    const valido = { tipo: 'BREVE_RELATO' as const, requerente: 'Requerente do fuzzing', documento: '52998224725', empresaId };
    const { dados: existente } = await server.sdk('admin').certidoes.criar(valido);
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      tipo: fc.oneof(fc.constantFrom('BUSCA', 'QUESITOS', 'INTEIRO_TEOR', 'breve_relato', ''), weirdString),
      requerente: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(121), 'a\u0000b'), hugeString, weirdString),
      documento: fc.oneof(fc.constantFrom('', '123', '52998224724', '11.222.333/0001-81'), weirdString),
      empresaId: fc.oneof(idLike, fc.constantFrom(999_999)),
      protocolo: fc.oneof(idLike, fc.constantFrom(1, 999_999)),
      busca: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(121), '529.982.247-25'), weirdString),
      quesitos: fc.oneof(fc.constantFrom('', 'x'.repeat(2001)), weirdString),
      servicoId: fc.oneof(idLike, fc.constantFrom(1, 999_999)),
    };
    const pagamento = fc.record({ versao: fc.oneof(fc.constantFrom(0, 99, existente.versao), weirdNumber), caixaId: fc.oneof(idLike, fc.constantFrom(999_999)), parcelas: fc.oneof(fc.constantFrom<unknown>([], [{ metodo: 'PIX', valorCentavos: 1 }], [{ metodo: 'X', valorCentavos: existente.valorCentavos }]), weirdValue) }, { requiredKeys: [] });
    const emissao = fc.record({ versao: fc.oneof(fc.constantFrom(0, 99, existente.versao), weirdNumber), responsavelId: fc.oneof(idLike, fc.constantFrom(1, 999_999)), respostas: fc.oneof(fc.constantFrom('', 'x'.repeat(4001)), weirdString) }, { requiredKeys: [] });
    const verificacao = fc.record({ codigo: fc.oneof(fc.constantFrom('', 'ABCD-EFGH-JKMN', '0O1I0O1I0O1I', 'x'.repeat(500)), weirdString) }, { requiredKeys: [] });
    const pedido = fc.oneof(
      fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))).map((body): Pedido => ({ method: 'POST', path: '/certidao', login: 'admin', body })),
      fc.tuple(fc.oneof(idSegment, fc.constant(String(existente.id))), fc.oneof(anyJson, pagamento)).map(([id, body]): Pedido => ({ method: 'POST', path: `/certidao/${id}/pagamento`, login: 'admin', body })),
      fc.tuple(fc.oneof(idSegment, fc.constant(String(existente.id))), fc.oneof(anyJson, emissao)).map(([id, body]): Pedido => ({ method: 'POST', path: `/certidao/${id}/emissao`, login: 'admin', body })),
      // Malformed or unknown ids, and the request not yet issued (409): an issued one's PDF is a 200 document, not an envelope.
      fc.oneof(idSegment.filter((id) => !/^\d+$/.test(id) || Number(id) > 1_000_000), fc.constant(String(existente.id))).map((id): Pedido => ({ method: 'GET', path: `/certidao/${id}/pdf`, login: 'admin' })),
      fc.oneof(anyJson, verificacao).map((body): Pedido => ({ method: 'POST', path: '/verificacao-certidao', body })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p, { alsoAllowed: [429] });
      }),
      { numRuns: 150 },
    );
    await server.database.db.execute(sql`DELETE FROM limite_acesso WHERE chave LIKE 'verificacao-certidao:%'`);
  });

  it('saved report views: saves and removals, arbitrary, mis-typed and near-valid', async () => {
    const valido = { relatorio: 'caixa' as const, nome: 'Visão do fuzzing', filtros: { periodo: 'mes' as const, metodo: 'PIX' as const } };
    const { dados: existente } = await server.sdk('admin').relatorios.salvarVisao(valido);
    const nearMisses: Record<string, fc.Arbitrary<unknown>> = {
      relatorio: fc.oneof(fc.constantFrom('produtividade', 'CAIXA', '', 'cotacao'), weirdString),
      nome: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(81), 'a\u0000b', 'Visão do fuzzing'), hugeString, weirdString),
      filtros: fc.oneof(
        fc.constantFrom<unknown>({}, { periodo: 'semestre' }, { caixaId: 0 }, { caixaId: '3' }, { ocorrencias: 'true' }, { metodo: 'CHEQUE' }, { usuario: 'x'.repeat(61) }, { __proto__: { periodo: 'mes' } }),
        weirdValue,
      ),
      id: fc.oneof(idLike, fc.constantFrom(existente.id, 999_999)),
      versao: fc.oneof(fc.constantFrom(0, 99, existente.versao), weirdNumber),
    };
    const pedido = fc.oneof(
      fc.oneof(anyJson, shaped(Object.keys(valido)), mutacao(nearMisses).map((m) => aplicar(valido, m))).map((body): Pedido => ({ method: 'POST', path: '/relatorio/visao', login: 'admin', body })),
      fc.oneof(idSegment.filter((id) => id !== String(existente.id)), fc.constant('999999')).map((id): Pedido => ({ method: 'DELETE', path: `/relatorio/visao/${id}`, login: 'admin' })),
      fc.oneof(queryString, fc.constantFrom('relatorio=caixa', 'relatorio=x', '')).map((q): Pedido => ({ method: 'GET', path: `/relatorio/visao?${q}`, login: 'admin' })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p);
      }),
      { numRuns: 120 },
    );
  });

  it('the exam\'s, the analysis\'s, the conference\'s, the registration\'s and the DBE\'s writes: arbitrary, mis-typed and near-valid bodies', async () => {
    const { servicoId, tipoAto } = await servicoDaEntrada();
    const entrada = { apresentante: { nome: 'Maria Souza', documento: '52998224725', email: 'maria@exemplo.com.br' }, empresaNome: 'Associação do Fuzzing', naturezaJuridica: '3999', tipoAto, documentos: [], itens: [{ servicoId, quantidade: 1 }] };
    // In exam with the administrator, whatever the groups and kinds earlier cases of this file left.
    const noExame = async () => {
      const { dados } = await server.sdk('admin').processos.entrada(entrada);
      await server.database.db.execute(sql`UPDATE processo SET situacao = 'EM_EXAME', responsavel_id = (SELECT id FROM usuario WHERE login = 'admin') WHERE protocolo = ${dados.protocolo}`);
      return (await server.sdk('admin').processos.obter(dados.protocolo)).dados;
    };
    const emExame = await noExame();
    const outro = await noExame();
    const { dados: exigido } = await server.sdk('admin').exames.decidir(outro.protocolo, { versao: outro.versao, decisao: 'EXIGENCIA', exigencias: [{ texto: 'Juntar a ata.', fundamento: 'Lei 6.015/1973, art. 121' }] });
    const rodada = exigido.rodadas[0]?.id ?? 1;
    const exigencia = fc.record({ texto: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(1001), 'Juntar a ata.'), weirdString), fundamento: fc.oneof(fc.constantFrom('', 'x'.repeat(201), 'Lei 6.015/1973'), weirdString), fundamentoId: fc.oneof(idLike, fc.constantFrom(999_999)) }, { requiredKeys: [] });
    const decisao = fc.record(
      { versao: fc.oneof(fc.constantFrom(0, 99, emExame.versao), weirdNumber), decisao: fc.oneof(fc.constantFrom('APTO', 'EXIGENCIA', 'apto', ''), weirdString), exigencias: fc.oneof(fc.array(exigencia, { maxLength: 3 }), fc.constant<unknown>(Array.from({ length: 31 }, () => ({ texto: 'x', fundamento: 'y' }))), weirdValue), observacao: fc.oneof(fc.constantFrom('', 'x'.repeat(501)), weirdString) },
      { requiredKeys: [] },
    );
    const reingresso = fc.record({ versao: fc.oneof(fc.constantFrom(0, exigido.processo.versao), weirdNumber), respostas: fc.oneof(fc.constantFrom<unknown>([], [{ exigenciaId: 999_999, cumprida: true }], [{ exigenciaId: exigido.processo.exigenciasAbertas?.[0]?.id ?? 1, cumprida: 'sim' }]), weirdValue) }, { requiredKeys: [] });
    const envio = fc.record({ para: fc.oneof(fc.constantFrom('', 'x', 'a@b', 'x'.repeat(300)), weirdString) }, { requiredKeys: [] });
    const analise = fc.record({ versao: fc.oneof(fc.constantFrom(0, emExame.versao), weirdNumber), decisao: fc.oneof(fc.constantFrom('CONFIRMAR', 'DEVOLVER', ''), weirdString), motivo: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(501)), weirdString) }, { requiredKeys: [] });
    const marca = fc.record({ item: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(301), 'Selo de fiscalização aplicado e anotado'), weirdString), marcado: fc.oneof(fc.boolean(), weirdValue) }, { requiredKeys: [] });
    const registro = fc.record({ versao: fc.oneof(fc.constantFrom(0, emExame.versao), weirdNumber), objeto: fc.oneof(fc.constantFrom('', 'x'.repeat(2001), 'Finalidade.'), weirdString), dataConstituicao: fc.oneof(fc.constantFrom('2026-02-30', '31/12/2026', '2026-01-01'), weirdString), descricao: fc.oneof(fc.constantFrom('', 'x'.repeat(2001)), weirdString) }, { requiredKeys: [] });
    const conferencia = fc.record({ versao: fc.oneof(fc.constantFrom(0, emExame.versao), weirdNumber), decisao: fc.oneof(fc.constantFrom('CONFERIR', 'DEVOLVER', ''), weirdString), motivo: fc.oneof(fc.constantFrom('', 'x'.repeat(501)), weirdString) }, { requiredKeys: [] });
    const dbe = fc.record(
      {
        recibo: fc.oneof(fc.constantFrom('', 'GO', 'XX26000020', 'go-26000020', chaveDbeDemo(2, 0).recibo, chaveDbeDemo(2, 9).recibo), weirdString),
        identificacao: fc.oneof(fc.constantFrom('', '1', '2026.0000.0200.00', chaveDbeDemo(2, 0).identificacao, chaveDbeDemo(2, 9).identificacao), weirdString),
        decisao: fc.oneof(fc.constantFrom('CONFERIR', 'REJEITAR', ''), weirdString),
        motivo: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(501)), weirdString),
      },
      { requiredKeys: [] },
    );
    const protocolo = fc.oneof(idSegment, fc.constantFrom(String(emExame.protocolo), String(outro.protocolo), '2', '10'));
    const pedido = fc.oneof(
      fc.tuple(protocolo, fc.oneof(anyJson, dbe)).map(([id, body]): Pedido => ({ method: 'POST', path: `/dbe/processo/${id}`, login: 'admin', body })),
      fc.oneof(anyJson, dbe).map((body): Pedido => ({ method: 'POST', path: '/consulta/dbe', login: 'admin', body, servico: 'consulta' })),
      fc.tuple(protocolo, fc.oneof(anyJson, decisao)).map(([id, body]): Pedido => ({ method: 'POST', path: `/exame/processo/${id}/decisao`, login: 'admin', body })),
      fc.tuple(protocolo, fc.oneof(anyJson, reingresso)).map(([id, body]): Pedido => ({ method: 'POST', path: `/exame/processo/${id}/reingresso`, login: 'admin', body })),
      fc.tuple(fc.oneof(idSegment, fc.constant(String(rodada))), fc.oneof(anyJson, envio)).map(([id, body]): Pedido => ({ method: 'POST', path: `/exame/${id}/envio`, login: 'admin', body })),
      fc.tuple(protocolo, fc.oneof(anyJson, analise)).map(([id, body]): Pedido => ({ method: 'POST', path: `/exame/processo/${id}/analise`, login: 'admin', body })),
      fc.tuple(protocolo, fc.oneof(anyJson, marca)).map(([id, body]): Pedido => ({ method: 'PUT', path: `/conferencia/processo/${id}/marca`, login: 'admin', body })),
      fc.tuple(protocolo, fc.oneof(anyJson, conferencia)).map(([id, body]): Pedido => ({ method: 'POST', path: `/conferencia/processo/${id}`, login: 'admin', body })),
      fc.tuple(protocolo, fc.oneof(anyJson, registro)).map(([id, body]): Pedido => ({ method: 'POST', path: `/registro/processo/${id}`, login: 'admin', body })),
      fc.tuple(protocolo, fc.oneof(anyJson, fc.record({ versao: fc.oneof(fc.constantFrom(0, emExame.versao), weirdNumber) }, { requiredKeys: [] }))).map(([id, body]): Pedido => ({ method: 'POST', path: `/registro/processo/${id}/certidao`, login: 'admin', body })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p);
      }),
      { numRuns: 150 },
    );
  });

  it('the seal service\'s writes and prints: imports, confirmations, manual sealings, voidings, models and labels, arbitrary and near-valid', async () => {
    const importacao = fc.record(
      {
        origem: fc.oneof(fc.constantFrom('TRIBUNAL', 'ARQUIVO', ''), weirdString),
        tipo: fc.oneof(fc.constantFrom('NORMAL', 'ISENTO', 'OUTRO'), weirdString),
        quantidade: fc.oneof(fc.constantFrom(0, -1, 5_001, 1.5), weirdNumber),
        arquivo: fc.oneof(fc.constantFrom('', 'lote.xml', 'x'.repeat(201)), weirdString),
        conteudo: fc.oneof(fc.constantFrom('', '[', '<LoteSelos>', '[{"codigo_do_selo":1}]'), weirdString),
      },
      { requiredKeys: [] },
    );
    const selagem = fc.record(
      { protocolo: fc.oneof(fc.constantFrom(2, 999_999, 0), weirdNumber), tipo: fc.oneof(fc.constantFrom('NORMAL', 'ISENTO', ''), weirdString), motivo: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(501)), weirdString), codigo: fc.oneof(fc.constantFrom('', 'ABC12345', 'x'.repeat(24)), weirdString) },
      { requiredKeys: [] },
    );
    const motivo = fc.record({ motivo: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(501)), weirdString) }, { requiredKeys: [] });
    const milimetros = fc.oneof(fc.constantFrom(0, 111, 112, 260, -1, 1.5), weirdNumber);
    const modelo = fc.record(
      { nome: fc.oneof(fc.constantFrom('', ' ', 'Modelo', 'x'.repeat(81)), weirdString), texto: fc.oneof(fc.constantFrom('', '{x}', 'De {entidade}.', '{', 'x'.repeat(4_001)), weirdString), carimboXMm: milimetros, carimboYMm: milimetros },
      { requiredKeys: [] },
    );
    // Label sheets of seals the office lacks (a PDF is not this test's answer): the query's every field arbitrary.
    const curta = textoDeEndereco(300);
    const etiquetas = fc
      .tuple(fc.oneof(fc.constantFrom('', ',', 'ABC12345,ABC12345', 'X'.repeat(2_401)), curta), fc.oneof(fc.constantFrom('A4360', 'A4363', 'A5', ''), curta), fc.oneof(fc.constantFrom('0', '1', '22', '-1', '1.5'), curta))
      .map(([codigos, folha, posicao]) => `/selo/etiquetas?codigos=${encodeURIComponent(codigos)}&folha=${encodeURIComponent(folha)}&posicao=${encodeURIComponent(posicao)}`);
    // A valid model page, accepted as it is, and that page with one field changed.
    const modeloValido = { nome: 'Modelo do fuzzing', texto: 'Certificamos o ato {ato} de {entidade}, protocolo {protocolo}, em {data}. Selo {selo}.', carimboXMm: 50, carimboYMm: 100 };
    await aceitoComoEsta({ method: 'POST', path: '/selo/modelo', login: 'admin', body: modeloValido, servico: 'selo' });
    const modeloNearMisses: Record<string, fc.Arbitrary<unknown>> = {
      nome: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(81)), weirdString),
      texto: fc.oneof(fc.constantFrom('', '{x}', '{', 'De {entidade} {cnpj}.', 'x'.repeat(4_001)), weirdString),
      carimboXMm: milimetros,
      carimboYMm: milimetros,
    };
    const pedido = fc.oneof(
      fc.oneof(anyJson, modelo, { weight: 2, arbitrary: mutacao(modeloNearMisses).map((m) => aplicar(modeloValido, m)) }).map((body): Pedido => ({ method: 'POST', path: '/selo/modelo', login: 'admin', body, servico: 'selo' })),
      fc.tuple(fc.oneof(idSegment, fc.constant('1')), fc.oneof(anyJson, modelo)).map(([id, body]): Pedido => ({ method: 'PUT', path: `/selo/modelo/${id}`, login: 'admin', body, servico: 'selo' })),
      etiquetas.map((path): Pedido => ({ method: 'GET', path, login: 'admin', servico: 'selo' })),
      fc.oneof(anyJson, importacao).map((body): Pedido => ({ method: 'POST', path: '/selo/importacao', login: 'admin', body, servico: 'selo' })),
      fc.tuple(idSegment, anyJson).map(([id, body]): Pedido => ({ method: 'POST', path: `/selo/lote/${id}/confirmacao`, login: 'admin', body, servico: 'selo' })),
      fc.oneof(anyJson, selagem).map((body): Pedido => ({ method: 'POST', path: '/selo/selagem', login: 'admin', body, servico: 'selo' })),
      fc.tuple(fc.oneof(idSegment, fc.constantFrom('1', '2')), fc.oneof(anyJson, motivo)).map(([id, body]): Pedido => ({ method: 'POST', path: `/selo/${id}/inutilizacao`, login: 'admin', body, servico: 'selo' })),
      fc.tuple(fc.oneof(idSegment, fc.constantFrom('1', '2')), fc.oneof(anyJson, fc.record({ motivo: fc.oneof(fc.constantFrom('', 'x'.repeat(501)), weirdString), validador: fc.oneof(fc.constantFrom('', 'ABC', 'A'.repeat(24)), weirdString), tipo: fc.oneof(fc.constantFrom('NORMAL', 'OUTRO'), weirdString) }, { requiredKeys: [] })))
        .map(([id, body]): Pedido => ({ method: 'POST', path: `/selo/${id}/correcao`, login: 'admin', body, servico: 'selo' })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p);
      }),
      { numRuns: 150 },
    );
  });

  it('the scanned archive\'s writes and searches: uploads, parts, conclusions, removals and text searches, arbitrary and near-valid', async () => {
    const inicio = fc.record(
      { nome: fc.oneof(fc.constantFrom('', ' ', 'ata.pdf', 'x'.repeat(201)), weirdString), tamanho: fc.oneof(fc.constantFrom(0, -1, 1, 20 * 1024 * 1024 + 1, 1.5), weirdNumber), protocolo: fc.oneof(fc.constantFrom(3, 999_999, 0), weirdNumber) },
      { requiredKeys: [] },
    );
    const parte = fc.record({ conteudo: fc.oneof(fc.constantFrom('', 'AAAA', 'não é base64', '====', 'A'.repeat(700_000)), weirdString) }, { requiredKeys: [] });
    const motivo = fc.record({ motivo: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(501)), weirdString) }, { requiredKeys: [] });
    const curta = textoDeEndereco(200);
    // A valid upload's start (a process on record), accepted as it is, and that start with one field changed.
    const { dados: processos } = await server.sdk('admin').processos.listar();
    const protocolo = processos.content[0]?.protocolo;
    if (protocolo === undefined) throw new Error('the seed has no process');
    const inicioValido = { nome: 'ata.pdf', tamanho: 1_024, protocolo };
    await aceitoComoEsta({ method: 'POST', path: '/digitalizacao/envio', login: 'admin', body: inicioValido });
    const inicioNearMisses: Record<string, fc.Arbitrary<unknown>> = {
      nome: fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(201), 'ata.exe'), weirdString),
      tamanho: fc.oneof(fc.constantFrom(0, -1, 1, 20 * 1024 * 1024, 20 * 1024 * 1024 + 1, 1.5), weirdNumber),
      protocolo: fc.oneof(fc.constantFrom(999_999, 0), weirdNumber),
    };
    const pedido = fc.oneof(
      fc.oneof(anyJson, inicio, { weight: 2, arbitrary: mutacao(inicioNearMisses).map((m) => aplicar(inicioValido, m)) }).map((body): Pedido => ({ method: 'POST', path: '/digitalizacao/envio', login: 'admin', body })),
      fc.tuple(fc.oneof(idSegment, fc.constant('1')), fc.oneof(idSegment, fc.constantFrom('1', '2')), fc.oneof(anyJson, parte)).map(([id, n, body]): Pedido => ({ method: 'PUT', path: `/digitalizacao/envio/${id}/parte/${n}`, login: 'admin', body })),
      fc.tuple(fc.oneof(idSegment, fc.constant('1')), anyJson).map(([id, body]): Pedido => ({ method: 'POST', path: `/digitalizacao/envio/${id}/conclusao`, login: 'admin', body })),
      fc.tuple(fc.oneof(idSegment, fc.constant('1')), fc.oneof(anyJson, motivo)).map(([id, body]): Pedido => ({ method: 'POST', path: `/digitalizacao/${id}/remocao`, login: 'admin', body })),
      fc.tuple(fc.oneof(idSegment, fc.constant('1')), fc.oneof(idSegment, fc.constantFrom('1', '2')), fc.oneof(fc.constantFrom('', '79', '80', '2001', '1.5'), curta)).map(([id, n, largura]): Pedido => ({ method: 'GET', path: `/digitalizacao/${id}/pagina/${n}?largura=${encodeURIComponent(largura)}`, login: 'admin' })),
      fc.tuple(fc.oneof(fc.constantFrom('', 'a', 'ata', '"ata" OR -x', '!!!', '&|', 'esttuto', 'pescadorez goianya'), curta), fc.oneof(fc.constantFrom('', '3', '-1'), curta)).map(([texto, protocolo]): Pedido => ({ method: 'GET', path: `/digitalizacao/pesquisa?texto=${encodeURIComponent(texto)}&protocolo=${encodeURIComponent(protocolo)}`, login: 'admin' })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p);
      }),
      { numRuns: 150 },
    );
  });

  it('POST /servico/regra: arbitrary, mis-typed and near-valid rules of the state', async () => {
    const componente = fc.oneof(
      fc.constantFrom<unknown>(
        { codigo: 'FUNDO', nome: 'Fundo', tipo: 'PERCENTUAL', pontosBase: 10_001 },
        { codigo: 'fundo x', nome: 'Fundo', tipo: 'PERCENTUAL', pontosBase: 100 },
        { codigo: 'SELO', nome: 'Selo', tipo: 'FIXO', centavos: -1 },
        { codigo: 'SELO', nome: '', tipo: 'FIXO', centavos: 1 },
        { codigo: 'X', nome: 'X', tipo: 'OUTRO' },
        { codigo: 'FUNDO', nome: 'Fundo', tipo: 'PERCENTUAL', pontosBase: 100, arredondamento: 'PARA_BAIXO' },
      ),
      weirdValue,
    );
    const regra = fc.record({ ...Object.fromEntries(Object.entries(REGRA_GO).map(([k, v]) => [k, fc.oneof(fc.constant<unknown>(v), weirdValue)])), componentes: fc.oneof(fc.array(componente, { maxLength: 3 }), weirdValue) }, { requiredKeys: [] });
    const vigencia = fc.record({ de: fc.oneof(fc.constantFrom('2021-01-01', '2026-02-30', ''), weirdString), ate: fc.oneof(fc.constantFrom(undefined, '2020-01-01', '2030-12-31'), weirdString), regra }, { requiredKeys: ['de', 'regra'] });
    const corpo = fc.record({ versao: fc.oneof(fc.constantFrom(0, 1, -1), weirdNumber), vigencias: fc.oneof(fc.array(vigencia, { maxLength: 3 }), weirdValue) }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shaped(['versao', 'vigencias']), corpo), async (body) => {
        await send({ method: 'POST', path: '/servico/regra', login: 'admin', body });
      }),
      { numRuns: 150 },
    );
  });

  it('POST /socio/pesquisa and the consultation service\'s POST /consulta/cnpj: arbitrary and near-valid searches, which never write', async () => {
    const pedido = fc.oneof(
      fc.oneof(anyJson, shaped(['documento', 'nome']), fc.record({ documento: fc.oneof(fc.constantFrom('529.982.247-25', '529.982.247-24', '12ABC34501DE35', '', 'x'), weirdString) }, { requiredKeys: [] }), fc.record({ nome: fc.oneof(fc.constantFrom('an', 'ana', '%', '_', '\\', 'a'.repeat(201)), weirdString) })).map((body): Pedido => ({ method: 'POST', path: '/socio/pesquisa', login: 'admin', body })),
      fc.oneof(anyJson, shaped(['cnpj']), fc.record({ cnpj: fc.oneof(fc.constantFrom('45.123.987/0001-70', '11.222.333/0001-81', '11.222.333/0001-82', '12ABC34501DE35', ''), weirdString) })).map((body): Pedido => ({ method: 'POST', path: '/consulta/cnpj', login: 'admin', body, servico: 'consulta' })),
    );
    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        await send(p, { alwaysUnchanged: true });
      }),
      { numRuns: 150 },
    );
  });

  describe('POST /permissao', () => {
    it('arbitrary JSON and the right keys with wrong values', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyJson, shaped(PERMISSAO_KEYS)), async (body) => { await send({ method: 'POST', path: '/permissao', login: 'admin', body }); }),
        RUNS,
      );
    });

    it('a valid update with one field mutated', async () => {
      await fc.assert(
        fc.asyncProperty(mutacao(permissaoNearMisses()), async (m) => {
          await send({ method: 'POST', path: '/permissao', login: 'admin', body: aplicar(await permissaoAlvo(), m) });
        }),
        { numRuns: 120 },
      );
    });
  });

  it('malformed JSON bodies, on every write endpoint', async () => {
    const valid = fc.oneof(usuarioNovo, grupoNovo, buscaValida).map((b) => JSON.stringify(b));
    const endpoint = fc.oneof(
      fc.constantFrom(...COM_CORPO).map((e) => ({ method: e.method, path: e.path })),
      fc.constantFrom(...DE_ID).map((e) => ({ method: e.method, path: `${e.path}999999` })),
    );
    await fc.assert(
      fc.asyncProperty(endpoint, malformed(valid), async (e, rawBody) => {
        const status = await send({ ...e, login: 'admin', rawBody });
        if (e.path !== '/usuario/buscar') expect(status, `${e.method} ${e.path} raw ${preview(rawBody)}`).toBeGreaterThanOrEqual(400);
      }),
      RUNS,
    );
  });

  it('wrong content types, on every write endpoint (415 allowed)', async () => {
    const contentType = fc.oneof(
      fc.constantFrom('text/plain', 'text/html', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream',
        'application/json-patch+json', 'application/vnd.api+json', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'application/json;;', 'json', '*/*', '', ';',
        'application/json, text/plain'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
    );
    const corpo = fc.oneof(usuarioNovo, grupoNovo, anyJson).map((b) => JSON.stringify(b));
    const endpoint = fc.oneof(
      fc.constantFrom(...COM_CORPO).map((e) => ({ method: e.method, path: e.path })),
      fc.constantFrom(...DE_ID).map((e) => ({ method: e.method, path: `${e.path}999999` })),
    );
    await fc.assert(
      fc.asyncProperty(endpoint, contentType, corpo, async (e, type, rawBody) => {
        await send({ ...e, login: 'admin', rawBody, headers: { 'content-type': type } }, { alsoAllowed: [415] });
      }),
      { numRuns: 80 },
    );
  });

  it('a body beyond the size limit (413 allowed)', async () => {
    const body = JSON.stringify({ cpf: '529.982.247-25', nome: 'x'.repeat(1_100_000), login: 'grande', ativo: true, grupoIds: [] });
    for (const e of COM_CORPO) await send({ method: e.method, path: e.path, login: 'admin', rawBody: body }, { alsoAllowed: [413] });
  });

  it('list query strings: zero 5xx, and reads never write', async () => {
    const lista = fc.constantFrom('/usuario/listar', '/usuario/listarAnalista', '/usuario/listarCaixas', '/grupo-usuario/listar', '/permissao/listar', '/processo/listar', '/processo/fila', '/responsavel/listar', '/certidao/listar');
    await fc.assert(
      fc.asyncProperty(lista, queryString, async (path, q) => {
        await send({ method: 'GET', path: `${path}?${q}`, login: 'admin' }, { alwaysUnchanged: true });
      }),
      { numRuns: 150 },
    );
  });

  it('report query strings, arbitrary and near a valid period: zero 5xx, and reads never write', async () => {
    const relatorio = fc.constantFrom('/relatorio/caixa', '/relatorio/caixa-diario', '/relatorio/controle-recibo', '/relatorio/cotacao', '/relatorio/livro-diario', '/relatorio/livro-protocolo', '/relatorio/produtividade');
    // The PDFs with arbitrary query strings only: a valid period's PDF is a 200 document, not an envelope.
    const pdf = fc.constantFrom('/relatorio/controle-recibo/pdf', '/relatorio/caixa-diario/pdf', '/relatorio/livro-protocolo/pdf', '/relatorio/produtividade/pdf');
    const dia = fc.oneof(fc.constantFrom('2026-11-01', '2026-11-30', '2026-02-29', '2025-12-31', '2026-13-01', '', '2026-11-1', '9999-12-31', '0000-01-01'), fc.string({ maxLength: 12 }));
    const extra = fc.array(
      fc.tuple(
        fc.constantFrom('caixaId', 'usuario', 'grupoId', 'servico', 'metodo', 'ocorrencias', 'convertida', 'depois', 'x'),
        fc.oneof(fc.constantFrom('1', '0', '-1', 'true', 'false', 'PIX', 'CHEQUE', '101', 'admin', String(INT4_MAX + 1), '20400', '99999999999'), fc.string({ maxLength: 20 })),
      ),
      { maxLength: 4 },
    );
    const perto = fc.tuple(dia, dia, extra).map(([de, ate, resto]) => new URLSearchParams([['de', de], ['ate', ate], ...resto]).toString());
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.tuple(relatorio, fc.oneof(queryString, perto)), fc.tuple(pdf, queryString.filter((q) => !/(^|&)de=/.test(q) || !/(^|&)ate=/.test(q)))), async ([path, q]) => {
        await send({ method: 'GET', path: `${path}?${q}`, login: 'admin' }, { alwaysUnchanged: true, alsoAllowed: [422] });
      }),
      { numRuns: 120 },
    );
  });

  // The inputs that answered 500 (or Fastify's own body) when this file was written, kept as plain examples: each is
  // a 400 in the envelope now (app.ts maps PostgreSQL's 22003/22021 and the router's errors; route.ts reads a
  // repeated pagination parameter as a bad value).
  it.each<[string, Pedido]>([
    ['an id beyond PostgreSQL integer in the path', { method: 'DELETE', path: `/usuario/${String(INT4_MAX + 1)}` }],
    ['an id beyond PostgreSQL integer in the path (group)', { method: 'DELETE', path: `/grupo-usuario/${String(Number.MAX_SAFE_INTEGER)}` }],
    ['an id beyond PostgreSQL integer in a body', { method: 'POST', path: '/permissao', body: { id: INT4_MAX + 1, versao: 0, rotulo: 'x', grupoIds: [] } }],
    ['a group id beyond PostgreSQL integer', { method: 'POST', path: '/usuario', body: { cpf: cpf(12_345_678), nome: 'Pessoa', login: 'pessoa.int4', ativo: true, grupoIds: [INT4_MAX + 1] } }],
    ['a NUL character in a name', { method: 'POST', path: '/usuario', body: { cpf: cpf(12_345_679), nome: 'a\u0000b', login: 'pessoa.nul', ativo: true, grupoIds: [] } }],
    ['a NUL character in a filter', { method: 'POST', path: '/usuario/buscar', body: { nome: 'a\u0000b' } }],
    ['a NUL character in a description', { method: 'POST', path: '/grupo-usuario', body: { nome: 'FZ NUL', descricao: 'a\u0000b', permissoes: [] } }],
    ['a repeated sort parameter', { method: 'GET', path: '/usuario/listar?sort=nome&sort=asc' }],
    ['a bad percent-encoding in the path', { method: 'DELETE', path: '/usuario/%E0%A4%A' }],
    ['a path parameter longer than the router accepts', { method: 'DELETE', path: `/usuario/${'9'.repeat(150)}` }],
  ])('%s', async (_nome, pedido) => {
    expect(await send({ ...pedido, login: 'admin' })).toBe(400);
  });
});
