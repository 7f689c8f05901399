import type { TipoAtoSalvar } from '@rpj/domain';
import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

let n = 0;

/** A kind of act with a code of its own. */
const corpo = (): TipoAtoSalvar => ({
  codigo: `MATRIZ_${String(++n)}`,
  nome: 'Tipo de ato da matriz',
  especie: 'CERTIDAO',
  documentos: [{ nome: 'Pedido' }],
  exame: ['Pedido completo'],
  conferencia: ['Assinada'],
  prazoDiasUteis: 5,
  fundamentoPrazo: 'Lei 6.015/1973, art. 19', prazoExigenciaDiasUteis: 20,
});

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts).
export const amostras: AmostrasDaArea = (sdk) => amostrasDeRegistros('/ato', () => sdk().atos, corpo);
