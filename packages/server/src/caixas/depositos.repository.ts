/** The SQL of the deposit ledger (Livro de Controle de Depósito Prévio). */
import { sql, type SQL } from 'drizzle-orm';
import { buildPage, type Deposito, type FiltroDepositos, type Pagina, type Paginacao, type ParcelaPagamento, type SituacaoDeposito } from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { instante, opcional } from '../db/linha.ts';

interface LinhaDeposito extends Record<string, unknown> {
  readonly id: number;
  readonly versao: number;
  readonly protocolo: string;
  readonly depositante: string;
  readonly documento: string | null;
  readonly valor_centavos: string | number;
  readonly situacao: SituacaoDeposito;
  readonly recebido_em: string | Date;
  readonly caixa_id: number;
  readonly recibo_id: number;
  readonly recibo_numero: string | number;
  readonly liquidado_em: string | Date | null;
  readonly liquidacao_recibo_id: number | null;
  readonly liquidacao_numero: string | number | null;
  readonly receita_centavos: string | number | null;
  readonly complemento_centavos: string | number | null;
  readonly devolucao_centavos: string | number | null;
  readonly devolucao_autorizada_em: string | Date | null;
  readonly devolucao_autorizada_por: string | null;
  readonly devolvido_em: string | Date | null;
  readonly devolucao_recibo_id: number | null;
  readonly devolucao_numero: string | number | null;
}

const SELECT = sql`
  SELECT d.*, r.numero AS recibo_numero, l.numero AS liquidacao_numero, v.numero AS devolucao_numero
    FROM deposito d JOIN recibo r ON r.id = d.recibo_id
    LEFT JOIN recibo l ON l.id = d.liquidacao_recibo_id
    LEFT JOIN recibo v ON v.id = d.devolucao_recibo_id`;

function deposito(l: LinhaDeposito): Deposito {
  return {
    id: l.id,
    versao: l.versao,
    protocolo: l.protocolo,
    depositante: l.depositante,
    ...opcional('documento', l.documento),
    valorCentavos: Number(l.valor_centavos),
    situacao: l.situacao,
    recebidoEm: instante(l.recebido_em),
    caixaId: l.caixa_id,
    reciboId: l.recibo_id,
    reciboNumero: Number(l.recibo_numero),
    ...(l.liquidado_em === null || l.liquidacao_recibo_id === null
      ? {}
      : {
          liquidacao: {
            em: instante(l.liquidado_em),
            reciboId: l.liquidacao_recibo_id,
            reciboNumero: Number(l.liquidacao_numero),
            receitaCentavos: Number(l.receita_centavos ?? 0),
            complementoCentavos: Number(l.complemento_centavos ?? 0),
            devolucaoCentavos: Number(l.devolucao_centavos ?? 0),
          },
        }),
    ...(l.devolucao_autorizada_em === null || l.devolucao_autorizada_por === null
      ? {}
      : {
          devolucao: {
            autorizadaEm: instante(l.devolucao_autorizada_em),
            autorizadaPor: l.devolucao_autorizada_por,
            ...(l.devolvido_em === null || l.devolucao_recibo_id === null ? {} : { em: instante(l.devolvido_em), reciboId: l.devolucao_recibo_id, reciboNumero: Number(l.devolucao_numero) }),
          },
        }),
  };
}

export async function buscarDeposito(db: Db, id: number, bloquear = false): Promise<Deposito | undefined> {
  const l = (await db.execute<LinhaDeposito>(sql`${SELECT} WHERE d.id = ${id}${bloquear ? sql` FOR UPDATE OF d` : sql``}`)).rows[0];
  return l === undefined ? undefined : deposito(l);
}

export async function depositoDoRecibo(db: Db, reciboId: number): Promise<Pick<Deposito, 'id' | 'situacao'> | undefined> {
  return (await db.execute<{ id: number; situacao: SituacaoDeposito }>(sql`SELECT id, situacao FROM deposito WHERE recibo_id = ${reciboId} FOR UPDATE`)).rows[0];
}

/**
 * A held deposit taken at an open box, in one statement: the box's version bumped only while it is open (its row
 * locked: a closing waits), the next receipt number from the office's counter, the `DEPOSITO` receipt, its movements
 * and the ledger's line. Undefined when the box is not open — then nothing is written and no number is taken.
 */
export async function gravarDepositoNoCaixa(
  tx: Db,
  caixaId: number,
  d: { readonly protocolo: string; readonly depositante: string; readonly documento?: string; readonly valorCentavos: number; readonly parcelas: readonly ParcelaPagamento[] },
  usuario: string,
): Promise<{ readonly id: number; readonly reciboId: number; readonly reciboNumero: number } | undefined> {
  const parcelas = sql.join(
    d.parcelas.map((p) => sql`(${p.metodo}::text, ${p.valorCentavos}::bigint)`),
    sql`, `,
  );
  const dados = JSON.stringify({ itens: [], componentes: [], parcelas: d.parcelas });
  const r = await tx.execute<{ id: number; recibo_id: number; numero: string | number }>(sql`
    WITH c AS (UPDATE caixa SET versao = versao + 1 WHERE id = ${caixaId}::integer AND situacao = 'ABERTO' RETURNING id),
         n AS (UPDATE contador SET valor = valor + 1 WHERE nome = 'recibo' AND EXISTS (SELECT 1 FROM c) RETURNING valor),
         r AS (INSERT INTO recibo (numero, tipo, protocolo, caixa_id, usuario, pagador, documento, total_centavos, dados)
               SELECT n.valor, 'DEPOSITO', ${d.protocolo}::text, c.id, ${usuario}::text, ${d.depositante}::text, ${d.documento ?? null}::text, ${d.valorCentavos}::bigint, ${dados}::jsonb
                 FROM n, c RETURNING id, numero),
         m AS (INSERT INTO caixa_movimento (caixa_id, tipo, metodo, valor_centavos, recibo_id, recibo_numero, pagador, usuario)
               SELECT c.id, 'DEPOSITO', v.metodo, v.valor, r.id, r.numero, ${d.depositante}::text, ${usuario}::text FROM r, c, (VALUES ${parcelas}) AS v (metodo, valor)),
         dep AS (INSERT INTO deposito (protocolo, depositante, documento, valor_centavos, caixa_id, recibo_id)
                 SELECT ${d.protocolo}::text, ${d.depositante}::text, ${d.documento ?? null}::text, ${d.valorCentavos}::bigint, c.id, r.id FROM r, c RETURNING id, recibo_id)
    SELECT dep.id, dep.recibo_id, r.numero FROM dep, r`);
  const l = r.rows[0];
  return l === undefined ? undefined : { id: l.id, reciboId: l.recibo_id, reciboNumero: Number(l.numero) };
}

export async function gravarLiquidacao(
  db: Db,
  id: number,
  l: { readonly reciboId: number; readonly receitaCentavos: number; readonly complementoCentavos: number; readonly devolucaoCentavos: number },
): Promise<void> {
  await db.execute(sql`
    UPDATE deposito SET situacao = ${l.devolucaoCentavos > 0 ? 'A_DEVOLVER' : 'LIQUIDADO'}, liquidado_em = now(), liquidacao_recibo_id = ${l.reciboId},
           receita_centavos = ${l.receitaCentavos}, complemento_centavos = ${l.complementoCentavos}, devolucao_centavos = ${l.devolucaoCentavos}, versao = versao + 1
     WHERE id = ${id}`);
}

export async function gravarAutorizacao(db: Db, id: number, por: string): Promise<void> {
  await db.execute(sql`UPDATE deposito SET devolucao_autorizada_em = now(), devolucao_autorizada_por = ${por}, versao = versao + 1 WHERE id = ${id}`);
}

export async function gravarDevolucao(db: Db, id: number, reciboId: number): Promise<void> {
  await db.execute(sql`UPDATE deposito SET situacao = 'LIQUIDADO', devolvido_em = now(), devolucao_recibo_id = ${reciboId}, versao = versao + 1 WHERE id = ${id}`);
}

export async function marcarDepositoCancelado(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE deposito SET situacao = 'CANCELADO', versao = versao + 1 WHERE id = ${id}`);
}

const ORDENACAO: Readonly<Record<string, SQL>> = { recebidoEm: sql`d.recebido_em`, protocolo: sql`d.protocolo`, valorCentavos: sql`d.valor_centavos` };

export async function listarDepositos(db: Db, f: FiltroDepositos, paginacao: Paginacao): Promise<Pagina<Deposito>> {
  const condicoes: SQL[] = [];
  const dia = sql`(d.recebido_em AT TIME ZONE 'America/Sao_Paulo')::date`;
  if (f.situacao !== undefined) condicoes.push(sql`d.situacao = ${f.situacao}`);
  if (f.protocolo !== undefined) condicoes.push(sql`d.protocolo = ${f.protocolo}`);
  if (f.de !== undefined) condicoes.push(sql`${dia} >= ${f.de}::date`);
  if (f.ate !== undefined) condicoes.push(sql`${dia} <= ${f.ate}::date`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const ordem = paginacao.sortBy === undefined ? sql`d.recebido_em DESC` : sql`${ORDENACAO[paginacao.sortBy] ?? sql`d.recebido_em`} ${paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`}`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM deposito d ${where}`),
    () => db.execute<LinhaDeposito>(sql`${SELECT} ${where} ORDER BY ${ordem}, d.id DESC LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(linhas.rows.map(deposito), { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}
