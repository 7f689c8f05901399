/** The SQL of certificates: the number, the request's row, its reads and list, what makes its text, the public check. */
import { sql, type SQL } from 'drizzle-orm';
import {
  buildPage,
  linhaEndereco,
  type AchadoBusca,
  type CargoResponsavel,
  type Certidao,
  type CertidaoListaItem,
  type CriterioBusca,
  type EntidadeCertificada,
  type FiltroCertidoes,
  type Pagina,
  type Paginacao,
  type SecaoCertidao,
  type SituacaoCertidao,
  type SituacaoEmpresa,
  type TipoAverbacao,
  type TipoCertidao,
} from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { contendo } from '../db/like.ts';
import { buscarEmpresa } from '../empresas/empresas.repository.ts';

interface Linha extends Record<string, unknown> {
  readonly id: number;
  readonly numero: number;
  readonly tipo: TipoCertidao;
  readonly situacao: SituacaoCertidao;
  readonly requerente: string;
  readonly documento: string | null;
  readonly protocolo: number | null;
  readonly empresa_id: number | null;
  readonly empresa_nome: string | null;
  readonly busca: string | null;
  readonly quesitos: string | null;
  readonly respostas: string | null;
  readonly servico_id: number;
  readonly servico_descricao: string;
  readonly valor_centavos: string | number;
  readonly recibo_id: number | null;
  readonly recibo_numero: string | number | null;
  readonly pedido_em: string;
  readonly prazo: string;
  readonly emitida_em: string | null;
  readonly responsavel_id: number | null;
  readonly assinante_nome: string | null;
  readonly assinante_cargo: CargoResponsavel | null;
  readonly selo_codigo: string | null;
  readonly selo_validador: string | null;
  readonly codigo: string | null;
  readonly conteudo: readonly SecaoCertidao[] | null;
  readonly versao: number;
}

const SELECT = sql`
  SELECT c.id, c.numero, c.tipo, c.situacao, c.requerente, c.documento, c.protocolo, c.empresa_id, e.denominacao AS empresa_nome, c.busca,
         c.quesitos, c.respostas, c.servico_id, s.descricao AS servico_descricao, c.valor_centavos, c.recibo_id, r.numero AS recibo_numero,
         to_char(c.pedido_em, 'YYYY-MM-DD') AS pedido_em, to_char(c.prazo, 'YYYY-MM-DD') AS prazo,
         to_char(c.emitida_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS emitida_em,
         c.responsavel_id, c.assinante_nome, c.assinante_cargo, se.codigo AS selo_codigo, se.validador AS selo_validador, c.codigo, c.conteudo, c.versao
    FROM certidao c
    JOIN servico s ON s.id = c.servico_id
    LEFT JOIN empresa e ON e.id = c.empresa_id
    LEFT JOIN recibo r ON r.id = c.recibo_id
    LEFT JOIN selo se ON se.id = c.selo_id`;

const opcional = <K extends string, V>(chave: K, valor: V | null): Partial<Record<K, V>> => (valor === null ? {} : ({ [chave]: valor } as Partial<Record<K, V>>));

function itemDe(r: Linha): CertidaoListaItem {
  return {
    id: r.id,
    numero: r.numero,
    tipo: r.tipo,
    situacao: r.situacao,
    requerente: r.requerente,
    ...opcional('documento', r.documento),
    ...opcional('protocolo', r.protocolo),
    ...opcional('empresaId', r.empresa_id),
    ...opcional('empresaNome', r.empresa_nome),
    ...opcional('busca', r.busca),
    servicoId: r.servico_id,
    servicoDescricao: r.servico_descricao,
    valorCentavos: Number(r.valor_centavos),
    ...(r.recibo_id === null ? {} : { recibo: { id: r.recibo_id, numero: Number(r.recibo_numero) } }),
    pedidoEm: r.pedido_em,
    prazo: r.prazo,
    ...opcional('emitidaEm', r.emitida_em),
    ...(r.assinante_nome === null || r.assinante_cargo === null ? {} : { assinatura: { ...opcional('responsavelId', r.responsavel_id), nome: r.assinante_nome, cargo: r.assinante_cargo } }),
    ...(r.selo_codigo === null ? {} : { selo: { codigo: r.selo_codigo, validador: r.selo_validador ?? '' } }),
    ...opcional('codigo', r.codigo),
    versao: r.versao,
  };
}

/** A certificate as read: its text is the issued one, or none yet (the service makes the draft). */
export type CertidaoLida = CertidaoListaItem & Pick<Certidao, 'quesitos' | 'respostas'> & { readonly conteudoEmitido?: readonly SecaoCertidao[] };

export async function buscarCertidao(db: Db, id: number, bloquear = false): Promise<CertidaoLida | undefined> {
  const r = await db.execute<Linha>(sql`${SELECT} WHERE c.id = ${id}${bloquear ? sql` FOR UPDATE OF c` : sql``}`);
  const l = r.rows[0];
  return l === undefined ? undefined : { ...itemDe(l), ...opcional('quesitos', l.quesitos), ...opcional('respostas', l.respostas), ...opcional('conteudoEmitido', l.conteudo) };
}

/** The next certificate number: the counter's row locked until the commit, so the sequence has no gap. */
export async function proximoNumeroCertidao(db: Db): Promise<number> {
  const r = await db.execute<{ valor: string | number }>(sql`UPDATE contador SET valor = valor + 1 WHERE nome = 'certidao' RETURNING valor`);
  return Number(r.rows[0]?.valor);
}

export async function inserirCertidao(
  db: Db,
  c: Pick<Certidao, 'numero' | 'tipo' | 'requerente' | 'documento' | 'protocolo' | 'empresaId' | 'busca' | 'quesitos' | 'servicoId' | 'valorCentavos' | 'pedidoEm' | 'prazo'> & { readonly criadoPor: number },
): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO certidao (numero, tipo, requerente, documento, protocolo, empresa_id, busca, quesitos, servico_id, valor_centavos, pedido_em, prazo, criado_por)
    VALUES (${c.numero}, ${c.tipo}, ${c.requerente}, ${c.documento ?? null}, ${c.protocolo ?? null}, ${c.empresaId ?? null}, ${c.busca ?? null}, ${c.quesitos ?? null},
            ${c.servicoId}, ${c.valorCentavos}, ${c.pedidoEm}, ${c.prazo}, ${c.criadoPor})
    RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

export async function gravarPagamento(db: Db, id: number, reciboId: number, valorCentavos: number): Promise<void> {
  await db.execute(sql`UPDATE certidao SET situacao = 'PAGA', recibo_id = ${reciboId}, valor_centavos = ${valorCentavos}, versao = versao + 1 WHERE id = ${id}`);
}

export async function gravarEmissao(
  db: Db,
  id: number,
  e: { readonly responsavelId: number; readonly nome: string; readonly cargo: CargoResponsavel; readonly seloId?: number; readonly codigo: string; readonly conteudo: readonly SecaoCertidao[]; readonly paginas: readonly PaginasDigitalizadas[]; readonly respostas?: string },
): Promise<void> {
  await db.execute(sql`
    UPDATE certidao SET situacao = 'EMITIDA', emitida_em = now(), responsavel_id = ${e.responsavelId}, assinante_nome = ${e.nome}, assinante_cargo = ${e.cargo},
           selo_id = ${e.seloId ?? null}, codigo = ${e.codigo}, conteudo = ${JSON.stringify(e.conteudo)}::jsonb, paginas = ${JSON.stringify(e.paginas)}::jsonb,
           respostas = ${e.respostas ?? null}, versao = versao + 1
     WHERE id = ${id}`);
}

/** The scanned files an inteiro teor reproduces, as fixed at its issue. */
export interface PaginasDigitalizadas {
  readonly digitalizacaoId: number;
  readonly paginas: number;
}

export async function paginasDaCertidao(db: Db, id: number): Promise<readonly PaginasDigitalizadas[]> {
  const r = await db.execute<{ paginas: readonly PaginasDigitalizadas[] | null }>(sql`SELECT paginas FROM certidao WHERE id = ${id}`);
  return r.rows[0]?.paginas ?? [];
}

/** The entity's scanned files that are not removed — of its registration and its amendments' processes — in the order they were kept. */
export async function digitalizacoesDaEmpresa(db: Db, empresaId: number): Promise<readonly PaginasDigitalizadas[]> {
  const r = await db.execute<{ id: number; paginas: number }>(sql`
    SELECT d.id, d.paginas FROM digitalizacao d JOIN processo p ON p.protocolo = d.protocolo
     WHERE p.empresa_id = ${empresaId} AND d.removido_em IS NULL ORDER BY d.criado_em, d.id`);
  return r.rows.map((l) => ({ digitalizacaoId: l.id, paginas: l.paginas }));
}

/** The registered entity as a certificate tells it: its data, the current administration (by name and post) and its amendments. */
export async function entidadeCertificada(db: Db, empresaId: number): Promise<EntidadeCertificada | undefined> {
  const e = await buscarEmpresa(db, empresaId);
  if (e === undefined) return undefined;
  const [qualificacoes, averbacoes] = await lerJuntos(db, [
    () => db.execute<{ codigo: string; nome: string }>(sql`SELECT codigo, nome FROM qualificacao_socio`),
    () => db.execute<{ numero: number; data: string; tipo: TipoAverbacao; descricao: string }>(sql`
      SELECT numero, to_char(data, 'YYYY-MM-DD') AS data, tipo, descricao FROM empresa_averbacao WHERE empresa_id = ${empresaId} ORDER BY numero`),
  ]);
  const cargo = new Map(qualificacoes.rows.map((q) => [q.codigo, q.nome]));
  return {
    denominacao: e.denominacao,
    ...opcional('nomeFantasia', e.nomeFantasia ?? null),
    ...opcional('cnpj', e.cnpj ?? null),
    naturezaJuridica: e.naturezaJuridica,
    situacao: e.situacao,
    ...opcional('numeroRegistro', e.numeroRegistro ?? null),
    ...opcional('livro', e.livro ?? null),
    ...opcional('folha', e.folha ?? null),
    ...opcional('dataRegistro', e.dataRegistro ?? null),
    ...opcional('dataConstituicao', e.dataConstituicao ?? null),
    ...opcional('duracaoAte', e.duracaoAte ?? null),
    ...opcional('capitalCentavos', e.capitalCentavos ?? null),
    objeto: e.objeto,
    sede: linhaEndereco(e.endereco),
    administracao: (e.socios ?? [])
      .filter((s) => s.saida === undefined)
      .map((s) => ({ nome: s.pessoa.nome, cargo: cargo.get(s.qualificacao) ?? s.qualificacao, ...opcional('mandatoAte', s.mandatoAte ?? null) })),
    averbacoes: averbacoes.rows,
  };
}

/** A search: the registered entities with the CNPJ, with the CPF in their board (present or past), or with the name. */
export async function buscarRegistros(db: Db, c: CriterioBusca): Promise<readonly AchadoBusca[]> {
  const onde: SQL =
    c.criterio === 'CNPJ'
      ? sql`e.cnpj = ${c.valor}`
      : c.criterio === 'CPF'
        ? sql`EXISTS (SELECT 1 FROM empresa_socio es JOIN pessoa p ON p.id = es.pessoa_id WHERE es.empresa_id = e.id AND p.documento = ${c.valor})`
        : sql`(f_unaccent(lower(e.denominacao)) LIKE f_unaccent(lower(${contendo(c.valor)})) OR f_unaccent(lower(coalesce(e.nome_fantasia, ''))) LIKE f_unaccent(lower(${contendo(c.valor)})))`;
  const r = await db.execute<{ denominacao: string; cnpj: string | null; numero_registro: number | null; data_registro: string | null; situacao: SituacaoEmpresa }>(sql`
    SELECT e.denominacao, e.cnpj, e.numero_registro, to_char(e.data_registro, 'YYYY-MM-DD') AS data_registro, e.situacao
      FROM empresa e WHERE e.numero_registro IS NOT NULL AND ${onde} ORDER BY e.numero_registro LIMIT 200`);
  return r.rows.map((l) => ({ denominacao: l.denominacao, ...opcional('cnpj', l.cnpj), ...opcional('numeroRegistro', l.numero_registro), ...opcional('dataRegistro', l.data_registro), situacao: l.situacao }));
}

export async function listarCertidoes(db: Db, f: FiltroCertidoes, paginacao: Paginacao, dia: string): Promise<Pagina<CertidaoListaItem>> {
  const condicoes: SQL[] = [];
  if (f.numero !== undefined) condicoes.push(sql`c.numero = ${f.numero}`);
  if (f.requerente !== undefined && f.requerente !== '') condicoes.push(sql`f_unaccent(lower(c.requerente)) LIKE f_unaccent(lower(${contendo(f.requerente)}))`);
  if (f.empresa !== undefined && f.empresa !== '') condicoes.push(sql`f_unaccent(lower(e.denominacao)) LIKE f_unaccent(lower(${contendo(f.empresa)}))`);
  if (f.tipo !== undefined) condicoes.push(sql`c.tipo = ${f.tipo}`);
  if (f.situacao !== undefined) condicoes.push(sql`c.situacao = ${f.situacao}`);
  if (f.vencidas === true) condicoes.push(sql`c.situacao <> 'EMITIDA' AND c.prazo < ${dia}::date`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const coluna = paginacao.sortBy === 'prazo' ? sql`c.prazo` : sql`c.numero`;
  // Newest first unless asked otherwise: the counter works the latest requests.
  const direcao = paginacao.sort === 'asc' ? sql`ASC` : paginacao.sort === 'desc' || paginacao.sortBy === undefined ? sql`DESC` : sql`ASC`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM certidao c LEFT JOIN empresa e ON e.id = c.empresa_id ${where}`),
    () => db.execute<Linha>(sql`${SELECT} ${where} ORDER BY ${coluna} ${direcao}, c.id DESC LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(linhas.rows.map(itemDe), { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}

/** The public check's read: an issued certificate by its code (what the page may tell, and nothing more). */
export async function certidaoPorCodigo(db: Db, codigo: string): Promise<{ readonly numero: number; readonly emitidaEm: string; readonly tipo: TipoCertidao; readonly entidade: string | null } | undefined> {
  const r = await db.execute<{ numero: number; emitida_em: string; tipo: TipoCertidao; entidade: string | null }>(sql`
    SELECT c.numero, to_char(c.emitida_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS emitida_em, c.tipo, e.denominacao AS entidade
      FROM certidao c LEFT JOIN empresa e ON e.id = c.empresa_id WHERE c.codigo = ${codigo} AND c.situacao = 'EMITIDA'`);
  const l = r.rows[0];
  return l === undefined ? undefined : { numero: l.numero, emitidaEm: l.emitida_em, tipo: l.tipo, entidade: l.entidade };
}
