import { sql } from 'drizzle-orm';
import type { AmostrasDaArea } from '../matrix.ts';
import { caixaAberto } from './caixas.matrix.ts';

// Certificates for the permission matrix: a summary of the first registered entity asked for each sample; paid at
// the caller's own open box (a payment's box is its owner's), or the administrator's before an issue or a print.
export const amostras: AmostrasDaArea = (sdk, _unico, db) => {
  const entidade = async (): Promise<number> => (await db().execute<{ id: number }>(sql`SELECT id FROM empresa WHERE numero_registro IS NOT NULL ORDER BY id LIMIT 1`)).rows[0]?.id ?? 0;
  const pedida = async () => (await sdk().certidoes.criar({ tipo: 'BREVE_RELATO', requerente: 'Matriz', empresaId: await entidade() })).dados;
  const paga = async () => {
    const c = await pedida();
    return (await sdk().certidoes.pagar(c.id, { versao: c.versao, caixaId: (await caixaAberto(db(), 'admin')).id, parcelas: [{ metodo: 'PIX', valorCentavos: c.valorCentavos }] })).dados;
  };
  const oficial = async (): Promise<number> => (await db().execute<{ id: number }>(sql`SELECT id FROM responsavel WHERE cargo = 'OFICIAL' AND fim IS NULL ORDER BY id LIMIT 1`)).rows[0]?.id ?? 0;
  const emitida = async () => {
    const c = await paga();
    return (await sdk().certidoes.emitir(c.id, { versao: c.versao, responsavelId: await oficial() })).dados;
  };
  return {
    'POST /certidao': async () => ({ path: '/certidao', body: { tipo: 'BREVE_RELATO', requerente: 'Matriz', empresaId: await entidade() } }),
    'GET /certidao/listar': () => Promise.resolve({ path: '/certidao/listar?situacao=EMITIDA' }),
    'GET /certidao/:id': async () => ({ path: `/certidao/${String((await pedida()).id)}` }),
    'POST /certidao/:id/pagamento': async (login) => {
      const c = await pedida();
      return { path: `/certidao/${String(c.id)}/pagamento`, body: { versao: c.versao, caixaId: (await caixaAberto(db(), login ?? 'admin')).id, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: c.valorCentavos }] } };
    },
    'POST /certidao/:id/emissao': async () => {
      const c = await paga();
      return { path: `/certidao/${String(c.id)}/emissao`, body: { versao: c.versao, responsavelId: await oficial() } };
    },
    'GET /certidao/:id/pdf': async () => ({ path: `/certidao/${String((await emitida()).id)}/pdf` }),
    'POST /verificacao-certidao': async () => ({ path: '/verificacao-certidao', body: { codigo: (await emitida()).codigo } }),
  };
};
