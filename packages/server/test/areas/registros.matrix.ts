import { sql } from 'drizzle-orm';
import type { AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the registration for the permission matrix (permission-matrix.test.ts). Each gets a
// fresh title taken in by the administrator, put at the officer's conference with its list ticked (the exam, the
// analysis and the conference that lead there have their own rows), and — for what follows it — registered.
export const amostras: AmostrasDaArea = (sdk, _unico, db) => {
  const noOficial = async (): Promise<{ protocolo: number; versao: number }> => {
    const servicoId = (await sdk().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
    const { dados: p } = await sdk().processos.entrada({
      apresentante: { nome: 'Matriz', documento: '52998224725', email: 'matriz@exemplo.com.br' },
      empresaNome: `Associação da Matriz ${String(Date.now() % 1_000_000)}`,
      naturezaJuridica: '3999',
      tipoAto: 'REGISTRO_CONSTITUICAO',
      documentos: [],
      itens: [{ servicoId, quantidade: 1 }],
    });
    await db().execute(sql`UPDATE processo SET situacao = 'CONFERENCIA_OFICIAL' WHERE protocolo = ${p.protocolo}`);
    const { dados: c } = await sdk().conferencias.processo(p.protocolo);
    for (const i of c.itens) await sdk().conferencias.marcar(p.protocolo, { item: i.item, marcado: true });
    return { protocolo: p.protocolo, versao: c.processo.versao };
  };
  const registrado = async (): Promise<{ protocolo: number; versao: number }> => {
    const p = await noOficial();
    await sdk().registros.registrar(p.protocolo, { versao: p.versao, objeto: 'Matriz.' });
    return (await sdk().processos.obter(p.protocolo)).dados;
  };
  return {
    'POST /registro/processo/:protocolo': async () => {
      const p = await noOficial();
      return { path: `/registro/processo/${String(p.protocolo)}`, body: { versao: p.versao, objeto: 'Matriz.' } };
    },
    'GET /registro/processo/:protocolo': async () => ({ path: `/registro/processo/${String((await registrado()).protocolo)}` }),
    'GET /registro/processo/:protocolo/certidao': async () => ({ path: `/registro/processo/${String((await registrado()).protocolo)}/certidao` }),
    'POST /registro/processo/:protocolo/certidao': async () => {
      const p = await registrado();
      return { path: `/registro/processo/${String(p.protocolo)}/certidao`, body: { versao: p.versao } };
    },
    'GET /registro/livros': () => Promise.resolve({ path: '/registro/livros' }),
  };
};
