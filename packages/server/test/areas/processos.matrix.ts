import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import type { AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of processes for the permission matrix (permission-matrix.test.ts). Each write gets a
// fresh process, taken in by the administrator (without a deposit: the caller may not hold the cash permissions).
export const amostras: AmostrasDaArea = (sdk, _unico, db) => {
  const entrada = async () => ({
    apresentante: { nome: 'Matriz', documento: '52998224725', email: 'matriz@exemplo.com.br' },
    empresaNome: 'Associação da Matriz',
    naturezaJuridica: '3999',
    tipoAto: 'REGISTRO_CONSTITUICAO',
    documentos: [],
    itens: [{ servicoId: (await sdk().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0, quantidade: 1 }],
  });
  const processo = async (): Promise<{ protocolo: number; versao: number }> => (await sdk().processos.entrada(await entrada())).dados;
  const examinador = async (d: Db): Promise<number> => (await d.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'examinador'`)).rows[0]?.id ?? 0;
  return {
    'POST /processo': async () => ({ path: '/processo', body: await entrada() }),
    'GET /processo/listar': () => Promise.resolve({ path: '/processo/listar?situacao=EM_EXAME&vencidos=false' }),
    'GET /processo/fila': () => Promise.resolve({ path: '/processo/fila?semResponsavel=true' }),
    'GET /processo/carga': () => Promise.resolve({ path: '/processo/carga' }),
    'POST /processo/distribuicao': async () => {
      const p = await processo();
      return { path: '/processo/distribuicao', body: { processos: [p], responsavelId: await examinador(db()), motivo: 'Matriz' } };
    },
    'GET /processo/:protocolo': async () => ({ path: `/processo/${String((await processo()).protocolo)}` }),
    'PUT /processo/:protocolo': async () => {
      const p = await processo();
      return { path: `/processo/${String(p.protocolo)}`, body: { versao: p.versao, apresentante: { nome: 'Matriz', documento: '52998224725', telefone: '6233334444' }, empresaNome: 'Associação da Matriz', documentos: [] } };
    },
    'POST /processo/:protocolo/situacao': async () => {
      const p = await processo();
      return { path: `/processo/${String(p.protocolo)}/situacao`, body: { versao: p.versao, evento: 'SUSPENDER', motivo: 'Matriz' } };
    },
    'POST /processo/:protocolo/andamento': async () => {
      const p = await processo();
      return { path: `/processo/${String(p.protocolo)}/andamento`, body: { versao: p.versao, evento: 'DESISTIR' } };
    },
    'GET /processo/:protocolo/comprovante': async () => ({ path: `/processo/${String((await processo()).protocolo)}/comprovante` }),
    'POST /consulta-solicitacao': async () => {
      const { protocolo } = await processo();
      const codigo = (await db().execute<{ c: string }>(sql`SELECT codigo_verificacao AS c FROM processo WHERE protocolo = ${protocolo}`)).rows[0]?.c ?? '';
      return { path: '/consulta-solicitacao', body: { protocolo, codigo } };
    },
  };
};
