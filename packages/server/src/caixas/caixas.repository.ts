/** The SQL of cash boxes, their movements and receipts; the receipt counter (gapless: taken in the payment's transaction). */
import { sql, type SQL } from 'drizzle-orm';
import {
  buildPage,
  esperadoPorMetodo,
  type Caixa,
  type CaixaListaItem,
  type FiltroCaixas,
  type MetodoPagamento,
  type MovimentoCaixa,
  type Pagina,
  type Paginacao,
  type PorMetodo,
  type Recibo,
  type SituacaoCaixa,
  type TipoMovimento,
} from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { selosDoAtoDoProcesso } from '../selos/selos.repository.ts';
import { instante, jsonDe, opcional } from '../db/linha.ts';


interface LinhaCaixa extends Record<string, unknown> {
  readonly id: number;
  readonly versao: number;
  readonly usuario_id: number;
  readonly login: string;
  readonly nome: string;
  readonly situacao: SituacaoCaixa;
  readonly aberto_em: string | Date;
  readonly fundo_centavos: string | number;
  readonly fechado_em: string | Date | null;
  readonly contado: PorMetodo | string | null;
  readonly diferenca_centavos: string | number | null;
  readonly observacao_fechamento: string | null;
  readonly aprovado_em: string | Date | null;
  readonly aprovado_por: string | null;
  readonly observacao_aprovacao: string | null;
}

interface LinhaMovimento extends Record<string, unknown> {
  readonly id: number;
  readonly tipo: TipoMovimento;
  readonly metodo: MetodoPagamento;
  readonly valor_centavos: string | number;
  readonly motivo: string | null;
  readonly recibo_numero: string | number | null;
  readonly recibo_id: number | null;
  readonly em: string | Date;
  readonly usuario: string;
}

const SELECT_CAIXA = sql`
  SELECT c.id, c.versao, c.usuario_id, u.login, u.nome, c.situacao, c.aberto_em, c.fundo_centavos, c.fechado_em, c.contado, c.diferenca_centavos,
         c.observacao_fechamento, c.aprovado_em, c.aprovado_por, c.observacao_aprovacao
    FROM caixa c JOIN usuario u ON u.id = c.usuario_id`;

/** A box with its movements; `bloquear` locks its row (a write on the box goes one at a time). */
export async function buscarCaixa(db: Db, id: number, bloquear = false): Promise<(Caixa & { readonly usuarioId: number }) | undefined> {
  const l = (await db.execute<LinhaCaixa>(sql`${SELECT_CAIXA} WHERE c.id = ${id}${bloquear ? sql` FOR UPDATE OF c` : sql``}`)).rows[0];
  if (l === undefined) return undefined;
  const movimentos = (
    await db.execute<LinhaMovimento>(sql`
      SELECT m.id, m.tipo, m.metodo, m.valor_centavos, m.motivo, r.numero AS recibo_numero, m.recibo_id, m.em, m.usuario
        FROM caixa_movimento m LEFT JOIN recibo r ON r.id = m.recibo_id WHERE m.caixa_id = ${id} ORDER BY m.id`)
  ).rows.map(
    (m): MovimentoCaixa => ({
      id: m.id,
      tipo: m.tipo,
      metodo: m.metodo,
      valorCentavos: Number(m.valor_centavos),
      ...opcional('motivo', m.motivo),
      ...(m.recibo_numero === null || m.recibo_id === null ? {} : { reciboNumero: Number(m.recibo_numero), reciboId: m.recibo_id }),
      em: instante(m.em),
      usuario: m.usuario,
    }),
  );
  return {
    id: l.id,
    versao: l.versao,
    usuarioId: l.usuario_id,
    usuario: l.login,
    nomeUsuario: l.nome,
    situacao: l.situacao,
    abertoEm: instante(l.aberto_em),
    fundoCentavos: Number(l.fundo_centavos),
    movimentos,
    esperado: esperadoPorMetodo(movimentos),
    ...(l.fechado_em === null || l.contado === null
      ? {}
      : { fechamento: { em: instante(l.fechado_em), contado: jsonDe(l.contado), diferencaCentavos: Number(l.diferenca_centavos ?? 0), ...opcional('observacao', l.observacao_fechamento) } }),
    ...(l.aprovado_em === null || l.aprovado_por === null ? {} : { aprovacao: { em: instante(l.aprovado_em), por: l.aprovado_por, ...opcional('observacao', l.observacao_aprovacao) } }),
  };
}

/** A box's owner and situation, its row locked (a write into the box without reading its movements). */
export async function travarCaixa(db: Db, id: number): Promise<{ readonly usuarioId: number; readonly situacao: SituacaoCaixa } | undefined> {
  const l = (await db.execute<{ usuario_id: number; situacao: SituacaoCaixa }>(sql`SELECT usuario_id, situacao FROM caixa WHERE id = ${id} FOR UPDATE`)).rows[0];
  return l === undefined ? undefined : { usuarioId: l.usuario_id, situacao: l.situacao };
}

/** The id of the person's open box, if any. */
export async function caixaAbertoDe(db: Db, usuarioId: number): Promise<number | undefined> {
  return (await db.execute<{ id: number }>(sql`SELECT id FROM caixa WHERE usuario_id = ${usuarioId} AND situacao = 'ABERTO'`)).rows[0]?.id;
}

export async function inserirCaixa(db: Db, usuarioId: number, fundoCentavos: number): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`INSERT INTO caixa (usuario_id, fundo_centavos) VALUES (${usuarioId}, ${fundoCentavos}) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

export async function inserirMovimento(
  db: Db,
  m: {
    readonly caixaId: number;
    readonly tipo: TipoMovimento;
    readonly metodo: MetodoPagamento;
    readonly valorCentavos: number;
    readonly motivo?: string;
    /** The receipt it moves money for: its id, number and payer. */
    readonly recibo?: { readonly id: number; readonly numero: number; readonly pagador: string };
    readonly usuario: string;
  },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO caixa_movimento (caixa_id, tipo, metodo, valor_centavos, motivo, recibo_id, recibo_numero, pagador, usuario)
    VALUES (${m.caixaId}, ${m.tipo}, ${m.metodo}, ${m.valorCentavos}, ${m.motivo ?? null}, ${m.recibo?.id ?? null}, ${m.recibo?.numero ?? null}, ${m.recibo?.pagador ?? null}, ${m.usuario})`);
  await db.execute(sql`UPDATE caixa SET versao = versao + 1 WHERE id = ${m.caixaId}`);
}

/**
 * The next receipt number, in the caller's transaction: the counter's row stays locked until it commits (another
 * payment waits for it) and goes back with a rollback — the sequence has no hole and no repeat.
 */
export async function proximoNumeroRecibo(db: Db): Promise<number> {
  const r = await db.execute<{ valor: string | number }>(sql`UPDATE contador SET valor = valor + 1 WHERE nome = 'recibo' RETURNING valor`);
  return Number(r.rows[0]?.valor);
}

type DadosRecibo = Pick<Recibo, 'itens' | 'componentes' | 'parcelas' | 'deposito'>;

/** The movement a receipt's parts make in its box (a refund takes money out). */
const MOVIMENTO_DO_RECIBO: Readonly<Record<Recibo['tipo'], TipoMovimento>> = { PAGAMENTO: 'PAGAMENTO', DEPOSITO: 'DEPOSITO', LIQUIDACAO: 'COMPLEMENTO', DEVOLUCAO: 'DEVOLUCAO' };

/** Writes a receipt and the box's movements of its parts (one statement each); answers the receipt as written. */
export async function inserirRecibo(db: Db, r: Omit<Recibo, 'id' | 'emitidoEm' | 'cancelamento'>): Promise<Recibo> {
  const dados: DadosRecibo = { itens: r.itens, componentes: r.componentes, parcelas: r.parcelas, ...(r.deposito === undefined ? {} : { deposito: r.deposito }) };
  const l = await db.execute<{ id: number; emitido_em: string | Date }>(sql`
    INSERT INTO recibo (numero, tipo, protocolo, caixa_id, usuario, pagador, documento, cotacao_id, total_centavos, dados)
    VALUES (${r.numero}, ${r.tipo}, ${r.protocolo ?? null}, ${r.caixaId}, ${r.usuario}, ${r.pagador}, ${r.documento ?? null}, ${r.cotacaoId ?? null}, ${r.totalCentavos}, ${JSON.stringify(dados)}::jsonb)
    RETURNING id, emitido_em`);
  const linha = l.rows[0];
  if (linha === undefined) throw new Error('the receipt was not written');
  const sinal = r.tipo === 'DEVOLUCAO' ? -1 : 1;
  const valores = r.parcelas.map((p) => sql`(${r.caixaId}, ${MOVIMENTO_DO_RECIBO[r.tipo]}, ${p.metodo}, ${sinal * p.valorCentavos}, ${linha.id}, ${r.numero}, ${r.pagador}, ${r.usuario})`);
  if (valores.length > 0) await db.execute(sql`INSERT INTO caixa_movimento (caixa_id, tipo, metodo, valor_centavos, recibo_id, recibo_numero, pagador, usuario) VALUES ${sql.join(valores, sql`, `)}`);
  // Its acts, one row each, as the revenue book reads them (migration 0043).
  const atos = r.itens.map(
    (i, n) =>
      sql`(${linha.id}, ${n + 1}, ${r.numero}, ${instante(linha.emitido_em)}::timestamptz, ${r.protocolo ?? null}, ${i.codigo}, ${i.descricao}, ${i.quantidade}, ${i.precificado.componentes.filter((c) => c.codigo === 'EMOLUMENTO').reduce((t, c) => t + c.centavos, 0)}, ${i.precificado.totalCentavos}, ${i.isencao?.fundamento ?? null})`,
  );
  if (atos.length > 0) {
    await db.execute(sql`
      INSERT INTO recibo_ato (recibo_id, ordem, numero, emitido_em, protocolo, codigo, descricao, quantidade, emolumento_centavos, total_centavos, isencao) VALUES ${sql.join(atos, sql`, `)}`);
  }
  await db.execute(sql`UPDATE caixa SET versao = versao + 1 WHERE id = ${r.caixaId}`);
  return { ...r, id: linha.id, emitidoEm: instante(linha.emitido_em) };
}

interface LinhaRecibo extends Record<string, unknown> {
  readonly id: number;
  readonly numero: string | number;
  readonly tipo: Recibo['tipo'];
  readonly protocolo: string | null;
  readonly emitido_em: string | Date;
  readonly caixa_id: number;
  readonly usuario: string;
  readonly pagador: string;
  readonly documento: string | null;
  readonly cotacao_id: number | null;
  readonly total_centavos: string | number;
  readonly dados: DadosRecibo | string;
  readonly cancelado_em: string | Date | null;
  readonly cancelado_por: string | null;
  readonly motivo_cancelamento: string | null;
}

export async function buscarRecibo(db: Db, id: number, bloquear = false): Promise<Recibo | undefined> {
  const l = (await db.execute<LinhaRecibo>(sql`SELECT * FROM recibo WHERE id = ${id}${bloquear ? sql` FOR UPDATE` : sql``}`)).rows[0];
  if (l === undefined) return undefined;
  const dados = jsonDe(l.dados);
  return {
    id: l.id,
    numero: Number(l.numero),
    tipo: l.tipo,
    ...opcional('protocolo', l.protocolo),
    emitidoEm: instante(l.emitido_em),
    caixaId: l.caixa_id,
    usuario: l.usuario,
    pagador: l.pagador,
    ...opcional('documento', l.documento),
    ...opcional('cotacaoId', l.cotacao_id),
    itens: dados.itens,
    componentes: dados.componentes,
    totalCentavos: Number(l.total_centavos),
    parcelas: dados.parcelas,
    ...(dados.deposito === undefined ? {} : { deposito: dados.deposito }),
    ...(l.cancelado_em === null ? {} : { cancelamento: { em: instante(l.cancelado_em), por: l.cancelado_por ?? '', motivo: l.motivo_cancelamento ?? '' } }),
    ...(l.tipo === 'LIQUIDACAO' && l.protocolo !== null && /^\d{1,9}$/.test(l.protocolo) ? { selos: await selosDoAtoDoProcesso(db, Number(l.protocolo)) } : {}),
  };
}

export async function marcarCancelado(db: Db, id: number, por: string, motivo: string): Promise<void> {
  await db.execute(sql`UPDATE recibo SET cancelado_em = now(), cancelado_por = ${por}, motivo_cancelamento = ${motivo} WHERE id = ${id}`);
}

export async function gravarFechamento(db: Db, id: number, contado: PorMetodo, diferencaCentavos: number, observacao: string | undefined): Promise<void> {
  await db.execute(sql`
    UPDATE caixa SET situacao = 'FECHADO', fechado_em = now(), contado = ${JSON.stringify(contado)}::jsonb, diferenca_centavos = ${diferencaCentavos},
           observacao_fechamento = ${observacao ?? null}, versao = versao + 1
     WHERE id = ${id}`);
}

export async function gravarAprovacao(db: Db, id: number, por: string, observacao: string | undefined): Promise<void> {
  await db.execute(sql`UPDATE caixa SET situacao = 'APROVADO', aprovado_em = now(), aprovado_por = ${por}, observacao_aprovacao = ${observacao ?? null}, versao = versao + 1 WHERE id = ${id}`);
}

const ORDENACAO: Readonly<Record<string, SQL>> = { abertoEm: sql`c.aberto_em`, usuario: sql`u.login` };

export async function listarCaixas(db: Db, f: FiltroCaixas, paginacao: Paginacao): Promise<Pagina<CaixaListaItem>> {
  const condicoes: SQL[] = [];
  const dia = sql`(c.aberto_em AT TIME ZONE 'America/Sao_Paulo')::date`;
  if (f.situacao !== undefined) condicoes.push(sql`c.situacao = ${f.situacao}`);
  if (f.usuario !== undefined) condicoes.push(sql`u.login = ${f.usuario}`);
  if (f.de !== undefined) condicoes.push(sql`${dia} >= ${f.de}::date`);
  if (f.ate !== undefined) condicoes.push(sql`${dia} <= ${f.ate}::date`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const ordem = paginacao.sortBy === undefined ? sql`c.aberto_em DESC` : sql`${ORDENACAO[paginacao.sortBy] ?? sql`c.aberto_em`} ${paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`}`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM caixa c JOIN usuario u ON u.id = c.usuario_id ${where}`),
    () => db.execute<LinhaCaixa & { readonly recibos: string | number; readonly recebido: string | number }>(sql`
      SELECT c.id, c.versao, c.usuario_id, u.login, u.nome, c.situacao, c.aberto_em, c.fechado_em, c.diferenca_centavos,
             (SELECT count(*) FROM recibo r WHERE r.caixa_id = c.id AND r.cancelado_em IS NULL) AS recibos,
             (SELECT coalesce(sum(r.total_centavos), 0) FROM recibo r WHERE r.caixa_id = c.id AND r.cancelado_em IS NULL) AS recebido
        FROM caixa c JOIN usuario u ON u.id = c.usuario_id ${where} ORDER BY ${ordem}, c.id DESC
       LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  const content = linhas.rows.map(
    (l): CaixaListaItem => ({
      id: l.id,
      versao: l.versao,
      usuario: l.login,
      nomeUsuario: l.nome,
      situacao: l.situacao,
      abertoEm: instante(l.aberto_em),
      ...(l.fechado_em === null ? {} : { fechadoEm: instante(l.fechado_em) }),
      recibos: Number(l.recibos),
      recebidoCentavos: Number(l.recebido),
      ...(l.diferenca_centavos === null ? {} : { diferencaCentavos: Number(l.diferenca_centavos) }),
    }),
  );
  return buildPage(content, { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}
