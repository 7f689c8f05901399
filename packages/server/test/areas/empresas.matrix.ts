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

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts).
export const amostras: AmostrasDaArea = (sdk, unico) => ({
  ...amostrasDeRegistros('/empresa', () => sdk().empresas, () => corpoEmpresa(unico)),
  'GET /empresa/nomes-semelhantes': () => Promise.resolve({ path: '/empresa/nomes-semelhantes?denominacao=Associa%C3%A7%C3%A3o' }),
});
