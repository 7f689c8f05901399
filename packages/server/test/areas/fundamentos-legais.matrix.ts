import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts).
export const amostras: AmostrasDaArea = (sdk, unico) =>
  amostrasDeRegistros('/fundamento-legal', () => sdk().fundamentosLegais, () => ({ nome: unico('Fundamento da matriz '), texto: 'Apresente o documento que falta.\nTexto da matriz.' }));
