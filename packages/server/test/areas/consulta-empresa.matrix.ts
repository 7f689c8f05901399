import type { AmostrasDaArea } from '../matrix.ts';

// The consultation service (port 8142) for the permission matrix: a CNPJ of its demo set that this office has not
// registered (consulta-empresa.demo.ts).
export const amostras: AmostrasDaArea = () => ({
  'POST /consulta/cnpj': () => Promise.resolve({ path: '/consulta/cnpj', body: { cnpj: '45.123.987/0001-70' } }),
});
