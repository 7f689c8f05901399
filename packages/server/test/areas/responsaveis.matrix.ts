import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts).
export const amostras: AmostrasDaArea = (sdk, unico) => amostrasDeRegistros('/responsavel', () => sdk().responsaveis, () => ({ nome: unico('Nome '), cargo: 'ESCREVENTE', inicio: '2026-01-01' }));
