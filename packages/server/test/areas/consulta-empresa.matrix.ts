import { chaveDbeDemo } from '../../src/dbe/dbe.demo.ts';
import type { AmostrasDaArea } from '../matrix.ts';

// The consultation service (port 8142) for the permission matrix: a CNPJ of its demo set that this office has not
// registered (consulta-empresa.demo.ts), and demo process 2's matching DBE (dbe.demo.ts).
export const amostras: AmostrasDaArea = () => ({
  'POST /consulta/cnpj': () => Promise.resolve({ path: '/consulta/cnpj', body: { cnpj: '45.123.987/0001-70' } }),
  'POST /consulta/dbe': () => Promise.resolve({ path: '/consulta/dbe', body: chaveDbeDemo(2, 0) }),
});
