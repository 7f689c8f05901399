/**
 * The server's side of a record area built on `endpointsDeRegistros` (docs/areas.md): a table whose record is an
 * id, a version and some columns, listed with a text filter and a sort, read, created, updated against its version
 * and removed, each write audited, in the request's transaction. An area whose records are more than a row of one
 * table writes its own repository and routes (users, groups); this is where a simple area starts.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { buildPage, type Pagina, type Paginacao } from '@rpj/domain';
import type { EndpointsDeRegistros } from '@rpj/sdk/contract';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import { lerJuntos, type Db } from '../db/client.ts';
import { ApiError, repeatedValue, staleVersion } from './api-error.ts';
import type { AreaServidor } from './area.ts';
import { registerEndpoint, type RouteDeps } from './route.ts';
import { contendo } from '../db/like.ts';

/** A record of a table: its id, its version, and its fields. */
export interface RegistroTabela {
  readonly id: number;
  readonly versao: number;
}

/** How a table holds an area's records. */
export interface DefinicaoTabela {
  /** The table (created by the area's migration), with `id serial`, `versao int` and the fields' columns. */
  readonly tabela: string;
  /** The record's noun, for messages: 'feriado'; feminine nouns say so. */
  readonly singular: string;
  readonly feminino?: boolean;
  /** Each field of the record and its column; a null column is left out of the record. */
  readonly campos: Readonly<Record<string, string>>;
  /** The filters that search a column by part of its text (accents and case ignored). */
  readonly busca: Readonly<Record<string, string>>;
  /** The fields the list may be sorted by, and their columns (the first is the default order). */
  readonly ordenacao: Readonly<Record<string, string>>;
  /** A unique column, and what to say when a save repeats a value of it (on that field). */
  readonly unico?: { readonly campo: string; readonly mensagem: string };
  /** The fields whose column is a `date`, read as yyyy-mm-dd. */
  readonly datas?: readonly string[];
  /** Other filters, each the condition its (decoded, non-empty) value puts on the rows. */
  readonly filtros?: Readonly<Record<string, (valor: string) => SQL>>;
}

const IDENTIFICADOR = /^[a-z_][a-z0-9_]*$/;

function identificador(nome: string): SQL {
  if (!IDENTIFICADOR.test(nome)) throw new Error(`Not a plain SQL identifier: ${nome}`);
  return sql.raw(`"${nome}"`);
}

/** What a request tells a write. */
interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

/** The records of one table. */
export class RepositorioTabela<R extends RegistroTabela> {
  readonly #d: DefinicaoTabela;
  readonly #tabela: SQL;
  readonly #select: SQL;
  readonly #nome: string;
  readonly #o: 'o' | 'a';

  constructor(definicao: DefinicaoTabela) {
    this.#d = definicao;
    this.#tabela = identificador(definicao.tabela);
    const datas = new Set(definicao.datas ?? []);
    const colunas = Object.entries(definicao.campos).map(([campo, coluna]) =>
      datas.has(campo) ? sql`to_char(${identificador(coluna)}, 'YYYY-MM-DD') AS ${identificador(campo)}` : sql`${identificador(coluna)} AS ${identificador(campo)}`,
    );
    this.#select = sql`SELECT id, versao, ${sql.join(colunas, sql`, `)} FROM ${this.#tabela}`;
    this.#nome = definicao.singular.charAt(0).toUpperCase() + definicao.singular.slice(1);
    this.#o = definicao.feminino === true ? 'a' : 'o';
  }

  /** A page of the records that match every text filter given, in the order asked for. */
  async listar(db: Db, filtro: Readonly<Record<string, unknown>>, paginacao: Paginacao): Promise<Pagina<R>> {
    const condicoes = Object.entries(this.#d.busca).flatMap(([campo, coluna]) => {
      const valor = filtro[campo];
      if (typeof valor !== 'string' || valor === '') return [];
      const padrao = contendo(valor);
      return [sql`f_unaccent(lower(${identificador(coluna)})) LIKE f_unaccent(lower(${padrao}))`];
    });
    for (const [campo, condicao] of Object.entries(this.#d.filtros ?? {})) {
      const valor = filtro[campo];
      if (typeof valor === 'string' && valor !== '') condicoes.push(condicao(valor));
    }
    const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
    const ordens = Object.entries(this.#d.ordenacao);
    const coluna = ordens.find(([campo]) => campo === paginacao.sortBy)?.[1] ?? ordens[0]?.[1] ?? 'id';
    const direcao = paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`;
    const [total, linhas] = await lerJuntos(db, [
      () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM ${this.#tabela} ${where}`),
      () => db.execute(sql`
        ${this.#select} ${where} ORDER BY ${identificador(coluna)} ${direcao}, id
        LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
    ]);
    const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
    return buildPage(linhas.rows.map((r) => this.#registro(r)), { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
  }

  /** One record; 404 when there is none. */
  async obter(db: Db, id: number, bloquear = false): Promise<R> {
    const result = await db.execute(sql`${this.#select} WHERE id = ${id}${bloquear ? sql` FOR UPDATE` : sql``}`);
    const row = result.rows[0];
    if (row === undefined) throw new ApiError(404, `${this.#nome} não encontrad${this.#o}.`);
    return this.#registro(row);
  }

  /** Creates (no `id`) or updates (`id` at `versao`) a record, audited; 409 on a stale version or a repeated value. */
  async salvar(db: Db, corpo: Readonly<Record<string, unknown>> & { readonly id?: number; readonly versao?: number }, autor: Autor): Promise<{ registro: R; mensagem: string }> {
    return db.transaction(async (tx) => {
      const campos = Object.entries(this.#d.campos);
      const valores = campos.map(([campo]) => corpo[campo] ?? null);
      try {
        if (corpo.id === undefined) {
          const criado = await tx.execute<{ id: number }>(sql`
            INSERT INTO ${this.#tabela} (${sql.join(campos.map(([, c]) => identificador(c)), sql`, `)})
            VALUES (${sql.join(valores.map((v) => sql`${v}`), sql`, `)}) RETURNING id`);
          const registro = await this.obter(tx, criado.rows[0]?.id ?? 0);
          await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: this.#d.tabela, entidadeId: registro.id, requestId: autor.requestId, depois: registro });
          return { registro, mensagem: `${this.#nome} cadastrad${this.#o} com sucesso!` };
        }
        const antes = await this.obter(tx, corpo.id, true);
        if (corpo.versao !== antes.versao) {
          throw staleVersion(`${this.#o === 'a' ? 'A' : 'O'} ${this.#d.singular}`, this.#o);
        }
        const sets = campos.map(([, c], i) => sql`${identificador(c)} = ${valores[i]}`);
        await tx.execute(sql`UPDATE ${this.#tabela} SET ${sql.join(sets, sql`, `)}, versao = versao + 1 WHERE id = ${corpo.id}`);
        const registro = await this.obter(tx, corpo.id);
        await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: this.#d.tabela, entidadeId: registro.id, requestId: autor.requestId, antes, depois: registro });
        return { registro, mensagem: `${this.#nome} salv${this.#o} com sucesso!` };
      } catch (error) {
        throw this.#repetido(error) ?? error;
      }
    });
  }

  /** Removes a record, audited; 404 when there is none. */
  async remover(db: Db, id: number, autor: Autor): Promise<string> {
    return db.transaction(async (tx) => {
      const antes = await this.obter(tx, id, true);
      await tx.execute(sql`DELETE FROM ${this.#tabela} WHERE id = ${id}`);
      await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: this.#d.tabela, entidadeId: id, requestId: autor.requestId, antes });
      return `${this.#nome} removid${this.#o}.`;
    });
  }

  /** The record of a row: null columns left out. */
  #registro(row: Readonly<Record<string, unknown>>): R {
    return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as unknown as R;
  }

  /** A unique value repeated: 409 on the field, in the area's words. */
  #repetido(error: unknown): ApiError | undefined {
    const unico = this.#d.unico;
    const codigo = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    if (unico === undefined || codigo !== '23505') return undefined;
    return repeatedValue(unico.campo, unico.mensagem);
  }
}

/** Registers the four endpoints of a record area over its table. */
export function registrarRegistros<R extends RegistroTabela, L, S extends { readonly id?: number; readonly versao?: number }, F>(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoints: EndpointsDeRegistros<R, L, S, F>,
  repositorio: RepositorioTabela<R>,
): void {
  registerEndpoint(app, deps, endpoints.listar, async ({ db, query, paginacao }) => ({
    dados: (await repositorio.listar(db, query as Readonly<Record<string, unknown>>, paginacao)) as unknown as Pagina<L>,
  }));
  registerEndpoint(app, deps, endpoints.obter, async ({ db, params }) => ({ dados: await repositorio.obter(db, params.id) }));
  registerEndpoint(app, deps, endpoints.salvar, async ({ db, body, principal, requestId }) => {
    const { registro, mensagem } = await repositorio.salvar(db, body, { principal, requestId });
    return { dados: registro, mensagens: [mensagem] };
  });
  registerEndpoint(app, deps, endpoints.remover, async ({ db, params, principal, requestId }) => ({
    dados: undefined,
    mensagens: [await repositorio.remover(db, params.id, { principal, requestId })],
  }));
}

/** A simple record area of the registration service: its table, its four endpoints and its migrations. */
export function areaDeRegistros<R extends RegistroTabela, L, S extends { readonly id?: number; readonly versao?: number }, F>(definicao: {
  readonly nome: string;
  readonly endpoints: EndpointsDeRegistros<R, L, S, F>;
  readonly migracoes: URL;
  readonly tabela: DefinicaoTabela;
  /** What the area seeds at every start, and what a removal of a record in use says (AreaServidor). */
  readonly semear?: AreaServidor['semear'];
  readonly emUso?: AreaServidor['emUso'];
  /** Unique constraints beyond the table's one `unico`, by name (AreaServidor). */
  readonly unicos?: AreaServidor['unicos'];
}): AreaServidor {
  const repositorio = new RepositorioTabela<R>(definicao.tabela);
  return {
    ...(definicao.semear === undefined ? {} : { semear: definicao.semear }),
    ...(definicao.emUso === undefined ? {} : { emUso: definicao.emUso }),
    ...(definicao.unicos === undefined ? {} : { unicos: definicao.unicos }),
    nome: definicao.nome,
    servico: definicao.endpoints.listar.servico,
    registrarRotas: (app, deps) => {
      registrarRegistros(app, deps, definicao.endpoints, repositorio);
    },
    migracoes: definicao.migracoes,
  };
}
