import { chaveDbeDemo } from '../../src/dbe/dbe.demo.ts';
import type { AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the DBE conferral for the permission matrix: demo process 2 (an amendment of an entity
// on record) and its matching demo DBE; a rejection carries its reason, so every allowed call writes one row.
export const amostras: AmostrasDaArea = () => ({
  'GET /dbe/processo/:protocolo': () => Promise.resolve({ path: '/dbe/processo/2' }),
  'POST /dbe/processo/:protocolo': () => Promise.resolve({ path: '/dbe/processo/2', body: { ...chaveDbeDemo(2, 0), decisao: 'REJEITAR', motivo: 'Matriz' } }),
});
