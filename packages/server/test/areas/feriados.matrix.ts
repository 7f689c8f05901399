import type { FeriadoSalvar } from '@rpj/domain';
import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

let dia = 0;

/** A holiday of its own day (one per date and scope): the days of 2040 in turn. */
function corpo(unico: (prefixo: string) => string): FeriadoSalvar {
  dia++;
  const data = new Date(Date.UTC(2040, 0, 1 + dia)).toISOString().slice(0, 10);
  return { data, nome: unico('Feriado '), abrangencia: 'CARTORIO', tipo: 'SEM_EXPEDIENTE' };
}

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts).
export const amostras: AmostrasDaArea = (sdk, unico) => ({
  ...amostrasDeRegistros('/feriado', () => sdk().feriados, () => corpo(unico)),
  'GET /feriado/calendario': () => Promise.resolve({ path: '/feriado/calendario?ano=2026' }),
});
