import { sql } from 'drizzle-orm';
import type { AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the conference for the permission matrix (permission-matrix.test.ts). Each write gets
// a fresh title taken in by the administrator and put in conference directly (the exam and the analysis that lead
// there have their own rows).
export const amostras: AmostrasDaArea = (sdk, _unico, db) => {
  const emConferencia = async (): Promise<{ protocolo: number; versao: number; item: string }> => {
    const servicoId = (await sdk().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
    const { dados: p } = await sdk().processos.entrada({
      apresentante: { nome: 'Matriz', documento: '52998224725', email: 'matriz@exemplo.com.br' },
      empresaNome: 'Associação da Matriz',
      naturezaJuridica: '3999',
      tipoAto: 'REGISTRO_CONSTITUICAO',
      documentos: [],
      itens: [{ servicoId, quantidade: 1 }],
    });
    await db().execute(sql`UPDATE processo SET situacao = 'CONFERENCIA' WHERE protocolo = ${p.protocolo}`);
    const { dados: c } = await sdk().conferencias.processo(p.protocolo);
    return { protocolo: p.protocolo, versao: c.processo.versao, item: c.itens[0]?.item ?? '' };
  };
  return {
    'GET /conferencia/fila': () => Promise.resolve({ path: '/conferencia/fila?vencidos=false' }),
    'GET /conferencia/processo/:protocolo': async () => ({ path: `/conferencia/processo/${String((await emConferencia()).protocolo)}` }),
    'PUT /conferencia/processo/:protocolo/marca': async () => {
      const c = await emConferencia();
      return { path: `/conferencia/processo/${String(c.protocolo)}/marca`, body: { item: c.item, marcado: true } };
    },
    'POST /conferencia/processo/:protocolo': async () => {
      const c = await emConferencia();
      return { path: `/conferencia/processo/${String(c.protocolo)}`, body: { versao: c.versao, decisao: 'DEVOLVER', motivo: 'Matriz' } };
    },
  };
};
