import type { ServicoSalvar } from '@rpj/domain';
import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

let codigo = 8000;

/** A service with a code of its own. */
const corpo = (): ServicoSalvar => ({
  codigo: String(++codigo),
  descricao: 'Serviço da matriz',
  tipoAto: 'CERTIDAO_BREVE_RELATO',
  selo: true,
  ativo: true,
  vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 3_450 } }],
});

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts).
export const amostras: AmostrasDaArea = (sdk) => {
  const cotacao = async (): Promise<{ readonly id: number }> => {
    const { dados: servico } = await sdk().servicos.salvar(corpo());
    return (await sdk().servicos.cotar({ dataReferencia: '2026-06-01', itens: [{ servicoId: servico.id, quantidade: 1 }] })).dados;
  };
  return {
    ...amostrasDeRegistros('/servico', () => sdk().servicos, corpo),
    'GET /servico/regra': () => Promise.resolve({ path: '/servico/regra' }),
    'POST /servico/regra': async () => {
      // The rules as they are, saved again against their version: an allowed save changes nothing but the version.
      const { dados } = await sdk().servicos.regra();
      return { path: '/servico/regra', body: { versao: dados.versao, vigencias: dados.vigencias } };
    },
    'GET /cotacao/listar': () => Promise.resolve({ path: '/cotacao/listar?cliente=maria' }),
    'GET /servico/atos': () => Promise.resolve({ path: '/servico/atos' }),
    'POST /cotacao': async () => {
      const { dados: servico } = await sdk().servicos.salvar(corpo());
      return { path: '/cotacao', body: { dataReferencia: '2026-06-01', itens: [{ servicoId: servico.id, quantidade: 2 }] } };
    },
    'GET /cotacao/:id': async () => ({ path: `/cotacao/${String((await cotacao()).id)}` }),
    'GET /cotacao/:id/pdf': async () => ({ path: `/cotacao/${String((await cotacao()).id)}/pdf` }),
  };
};
