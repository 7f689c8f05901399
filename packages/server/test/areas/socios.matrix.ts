import type { AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts): the person search,
// by the demo's first person (a CPF in the body).
export const amostras: AmostrasDaArea = () => ({
  'POST /socio/pesquisa': () => Promise.resolve({ path: '/socio/pesquisa', body: { documento: '529.982.247-25' } }),
});
