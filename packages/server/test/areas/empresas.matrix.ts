import type { EmpresaSalvar } from '@rpj/domain';
import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

/** A valid entity with a unique name (confirmed: the names the matrix makes are alike). */
export const corpoEmpresa = (unico: (prefixo: string) => string): EmpresaSalvar => ({
  denominacao: unico('Associação Matriz '),
  naturezaJuridica: '3999',
  situacao: 'ATIVA',
  migrada: false,
  objeto: 'Finalidade de teste.',
  endereco: {},
  nomeSemelhanteConfirmado: true,
});

let numero = 0;

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts).
export const amostras: AmostrasDaArea = (sdk, unico) => {
  /** A migrated entity with a registration (a number of its own in the book MATRIZ), on which amendments may be made. */
  const registrada = async (): Promise<{ readonly id: number }> =>
    (await sdk().empresas.salvar({ ...corpoEmpresa(unico), migrada: true, numeroRegistro: ++numero, livro: 'MATRIZ' })).dados;
  return {
  ...amostrasDeRegistros('/empresa', () => sdk().empresas, () => corpoEmpresa(unico)),
  'GET /empresa/nomes-semelhantes': () => Promise.resolve({ path: '/empresa/nomes-semelhantes?denominacao=Associa%C3%A7%C3%A3o' }),
  'GET /empresa/:id/averbacoes': async () => ({ path: `/empresa/${String((await registrada()).id)}/averbacoes` }),
  'POST /empresa/:id/averbacoes': async () => ({ path: `/empresa/${String((await registrada()).id)}/averbacoes`, body: { data: '2020-01-01', tipo: 'OUTRA', descricao: 'Averbação da matriz.' } }),
  'GET /empresa/:id/historico': async () => ({ path: `/empresa/${String((await registrada()).id)}/historico` }),
  'POST /empresa/historico/:id/ocultar': async () => {
    const { id } = await registrada();
    const [entrada] = (await sdk().empresas.historico(id)).dados;
    return { path: `/empresa/historico/${String(entrada?.id ?? 0)}/ocultar`, body: { motivo: 'Teste da matriz.' } };
  },
  };
};
