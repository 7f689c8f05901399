/**
 * A DBE as the consultation service answers it: found by its control number and readable, or a pt-BR refusal
 * saying what to do — the conferral (dbe/) reads it the same way when it records a decision.
 */
import { numeroDeControle, problemasDoDbe, type ChaveDbe, type Dbe } from '@rpj/domain';
import { DbeCodec } from '@rpj/sdk/contract';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { buscarDbe } from './consulta-empresa.repository.ts';

export async function dbeDaConsulta(db: Db, chave: ChaveDbe): Promise<Dbe> {
  const bruto = await buscarDbe(db, chave);
  const numero = numeroDeControle(chave);
  if (bruto === undefined) throw new ApiError(404, `O DBE ${numero} não foi encontrado na Redesim: confira o recibo e a identificação no número de controle impresso no DBE.`);
  const lido = DbeCodec.decode(bruto);
  const problemas = lido._tag === 'Right' ? problemasDoDbe(lido.right) : ['a Redesim o devolveu incompleto'];
  if (lido._tag === 'Left' || problemas.length > 0) {
    throw new ApiError(422, `O DBE ${numero} foi encontrado, mas não pode ser conferido: ${problemas.join('; ')}. Peça ao apresentante um novo DBE gerado na Redesim.`);
  }
  return lido.right;
}
