import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import type { AmostrasDaArea } from '../matrix.ts';

/** The open box of this login (put in directly: the caller may hold EDITAR_CAIXAS without CRIAR_CAIXAS). */
export async function caixaAberto(db: Db, login: string): Promise<{ id: number; versao: number }> {
  await db.execute(sql`INSERT INTO caixa (usuario_id, fundo_centavos) SELECT id, 0 FROM usuario WHERE login = ${login} ON CONFLICT (usuario_id) WHERE situacao = 'ABERTO' DO NOTHING`);
  const r = await db.execute<{ id: number; versao: number }>(sql`SELECT c.id, c.versao FROM caixa c JOIN usuario u ON u.id = c.usuario_id WHERE u.login = ${login} AND c.situacao = 'ABERTO'`);
  const caixa = r.rows[0];
  if (caixa === undefined) throw new Error(`no open box for ${login}`);
  return caixa;
}

const ZERO = { DINHEIRO: 0, PIX: 0, DEBITO: 0, CREDITO: 0, BOLETO: 0 };

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts). A box's writes are its
// owner's: the samples that write in a box use the caller's own.
export const amostras: AmostrasDaArea = (sdk, _unico, db) => {
  const certidao = async (): Promise<number> => (await sdk().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
  /** A receipt in the administrator's open box. */
  const recibo = async (): Promise<number> => {
    const caixa = await caixaAberto(db(), 'admin');
    const servicoId = await certidao();
    const preco = (await sdk().servicos.cotar({ dataReferencia: new Date().toISOString().slice(0, 10), itens: [{ servicoId, quantidade: 1 }] })).dados.totalCentavos;
    return (await sdk().caixas.pagar(caixa.id, { pagador: 'Matriz', itens: [{ servicoId, quantidade: 1 }], parcelas: [{ metodo: 'PIX', valorCentavos: preco }] })).dados.id;
  };
  /** A deposit held for a fresh protocol, taken at the administrator's open box. */
  const deposito = async (valorCentavos = 100): Promise<{ id: number; versao: number }> => {
    const caixa = await caixaAberto(db(), 'admin');
    const protocolo = `M${String(Date.now())}${String(Math.random()).slice(2, 8)}`;
    const { dados } = await sdk().caixas.depositar(caixa.id, { protocolo, depositante: 'Matriz', valorCentavos, parcelas: [{ metodo: 'PIX', valorCentavos }] });
    return dados;
  };
  /** A deposit settled with everything due back (the protocol cancelled), its refund authorised when asked. */
  const aDevolver = async (autorizada: boolean): Promise<{ id: number; versao: number }> => {
    const d = await deposito();
    const { dados } = await sdk().caixas.liquidar(d.id, { versao: d.versao, itens: [] });
    return autorizada ? (await sdk().caixas.autorizarDevolucao(d.id, dados.deposito.versao)).dados : dados.deposito;
  };
  return {
    'POST /caixa/:id/deposito': async () => ({
      path: `/caixa/${String((await caixaAberto(db(), 'admin')).id)}/deposito`,
      body: { protocolo: `P${String(Date.now())}${String(Math.random()).slice(2, 8)}`, depositante: 'Matriz', valorCentavos: 500, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: 500 }] },
    }),
    'GET /deposito/listar': () => Promise.resolve({ path: '/deposito/listar?situacao=EM_ABERTO' }),
    'GET /deposito/:id': async () => ({ path: `/deposito/${String((await deposito()).id)}` }),
    'POST /deposito/:id/liquidacao': async () => {
      const d = await deposito(100_000);
      return { path: `/deposito/${String(d.id)}/liquidacao`, body: { versao: d.versao, itens: [{ servicoId: await certidao(), quantidade: 1 }] } };
    },
    'POST /deposito/:id/autorizacao': async () => {
      const d = await aDevolver(false);
      return { path: `/deposito/${String(d.id)}/autorizacao`, body: { versao: d.versao } };
    },
    'POST /deposito/:id/devolucao': async (login) => {
      const d = await aDevolver(true);
      return { path: `/deposito/${String(d.id)}/devolucao`, body: { versao: d.versao, caixaId: (await caixaAberto(db(), login ?? 'admin')).id, metodo: 'DINHEIRO' } };
    },
    'GET /financeiro/resumo': () => Promise.resolve({ path: '/financeiro/resumo?de=2026-01-01&ate=2026-12-31' }),
    'GET /caixa/listar': () => Promise.resolve({ path: '/caixa/listar?situacao=ABERTO' }),
    'GET /caixa/meu': () => Promise.resolve({ path: '/caixa/meu' }),
    'GET /caixa/:id': async () => ({ path: `/caixa/${String((await caixaAberto(db(), 'admin')).id)}` }),
    'POST /caixa': async (login) => {
      // The caller's previous box, if any, closed: one open box per person.
      if (login !== undefined) await db().execute(sql`UPDATE caixa SET situacao = 'FECHADO', fechado_em = now(), contado = ${JSON.stringify(ZERO)}::jsonb, diferenca_centavos = 0 FROM usuario u WHERE u.id = caixa.usuario_id AND u.login = ${login} AND situacao = 'ABERTO'`);
      return { path: '/caixa', body: { fundoCentavos: 10_000 } };
    },
    'POST /caixa/:id/pagamento': async (login) => {
      const caixa = await caixaAberto(db(), login ?? 'admin');
      const servicoId = await certidao();
      const preco = (await sdk().servicos.cotar({ dataReferencia: new Date().toISOString().slice(0, 10), itens: [{ servicoId, quantidade: 1 }] })).dados.totalCentavos;
      return { path: `/caixa/${String(caixa.id)}/pagamento`, body: { pagador: 'Matriz', itens: [{ servicoId, quantidade: 1 }], parcelas: [{ metodo: 'DINHEIRO', valorCentavos: preco }] } };
    },
    'POST /caixa/:id/movimento': async (login) => ({ path: `/caixa/${String((await caixaAberto(db(), login ?? 'admin')).id)}/movimento`, body: { tipo: 'ENTRADA', metodo: 'DINHEIRO', valorCentavos: 100, motivo: 'Reforço de troco' } }),
    'POST /caixa/:id/fechamento': async (login) => {
      const caixa = await caixaAberto(db(), login ?? 'admin');
      return { path: `/caixa/${String(caixa.id)}/fechamento`, body: { versao: caixa.versao, contado: ZERO } };
    },
    'POST /caixa/:id/aprovacao': async () => {
      // A closed box of someone else's to review.
      const dono = (await sdk().usuarios.listar({ login: 'caixa' })).dados.content[0]?.login ?? 'caixa';
      const caixa = await caixaAberto(db(), dono);
      await db().execute(sql`UPDATE caixa SET situacao = 'FECHADO', fechado_em = now(), contado = ${JSON.stringify(ZERO)}::jsonb, diferenca_centavos = 0, versao = versao + 1 WHERE id = ${caixa.id}`);
      return { path: `/caixa/${String(caixa.id)}/aprovacao`, body: { versao: caixa.versao + 1 } };
    },
    'GET /recibo/:id': async () => ({ path: `/recibo/${String(await recibo())}` }),
    'GET /recibo/:id/pdf': async () => ({ path: `/recibo/${String(await recibo())}/pdf` }),
    'POST /recibo/:id/cancelamento': async () => ({ path: `/recibo/${String(await recibo())}/cancelamento`, body: { motivo: 'Lançado em duplicidade' } }),
  };
};
