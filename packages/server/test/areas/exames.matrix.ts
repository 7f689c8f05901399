import { sql } from 'drizzle-orm';
import type { AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the exam for the permission matrix (permission-matrix.test.ts). Each write gets a fresh
// process taken in by the administrator; a decision's process is assigned to the caller (only its examiner decides).
export const amostras: AmostrasDaArea = (sdk, _unico, db) => {
  const processo = async (): Promise<{ protocolo: number; versao: number }> =>
    (
      await sdk().processos.entrada({
        apresentante: { nome: 'Matriz', documento: '52998224725', email: 'matriz@exemplo.com.br' },
        empresaNome: 'Associação da Matriz',
        naturezaJuridica: '3999',
        tipoAto: 'REGISTRO_CONSTITUICAO',
        documentos: [],
        itens: [{ servicoId: (await sdk().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0, quantidade: 1 }],
      })
    ).dados;
  const emExigencia = async () => {
    const p = await processo();
    const { dados } = await sdk().exames.decidir(p.protocolo, { versao: p.versao, decisao: 'EXIGENCIA', exigencias: [{ texto: 'Juntar a ata.', fundamento: 'Lei 6.015/1973, art. 121' }] });
    return dados;
  };
  return {
    'GET /exame/fila': () => Promise.resolve({ path: '/exame/fila?escopo=GRUPO&situacao=EM_EXAME' }),
    'GET /exame/processo/:protocolo': async () => ({ path: `/exame/processo/${String((await processo()).protocolo)}` }),
    'POST /exame/processo/:protocolo/decisao': async (login) => {
      const p = await processo();
      await db().execute(sql`UPDATE processo SET responsavel_id = (SELECT id FROM usuario WHERE login = ${login ?? 'admin'}) WHERE protocolo = ${p.protocolo}`);
      return { path: `/exame/processo/${String(p.protocolo)}/decisao`, body: { versao: p.versao, decisao: 'APTO', exigencias: [] } };
    },
    'POST /exame/processo/:protocolo/reingresso': async () => {
      const { processo: p } = await emExigencia();
      return { path: `/exame/processo/${String(p.protocolo)}/reingresso`, body: { versao: p.versao, respostas: (p.exigenciasAbertas ?? []).map((e) => ({ exigenciaId: e.id, cumprida: true })) } };
    },
    'GET /exame/analise': () => Promise.resolve({ path: '/exame/analise?vencidos=false' }),
    'POST /exame/processo/:protocolo/analise': async () => {
      const p = await processo();
      const { dados } = await sdk().exames.decidir(p.protocolo, { versao: p.versao, decisao: 'APTO', exigencias: [] });
      return { path: `/exame/processo/${String(p.protocolo)}/analise`, body: { versao: dados.processo.versao, decisao: 'CONFIRMAR' } };
    },
    'GET /exame/:id': async () => ({ path: `/exame/${String((await emExigencia()).rodadas[0]?.id ?? 0)}` }),
    'GET /exame/:id/nota': async () => ({ path: `/exame/${String((await emExigencia()).rodadas[0]?.id ?? 0)}/nota` }),
    'POST /exame/:id/envio': async () => ({ path: `/exame/${String((await emExigencia()).rodadas[0]?.id ?? 0)}/envio`, body: {} }),
  };
};
