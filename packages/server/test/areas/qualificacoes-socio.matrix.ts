import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

let codigo = 10;

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts): codes 11–89 are free
// in the Receita's table's gaps and beyond it; each sample takes the next.
export const amostras: AmostrasDaArea = (sdk, unico) =>
  amostrasDeRegistros('/qualificacao-socio', () => sdk().qualificacoesSocio, () => ({ codigo: String(80 + (++codigo % 20)).padStart(2, '0'), nome: unico('Qualificação ') }));
