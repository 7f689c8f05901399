/**
 * The catalogue of acts: a save checks the kind (errosDoTipoAto: its book, its natures, its documents) against the
 * version read; a removal is refused while a service is of that kind (servico_tipo_ato_fkey, atos.module.ts); a
 * change of code follows into the services (ON UPDATE CASCADE).
 */
import { errosDoTipoAto, type TipoAtoRegistro, type TipoAtoSalvar } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput, staleVersion } from '../http/api-error.ts';
import { buscarAto, gravarAto, removerAto } from './atos.repository.ts';

interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

export function atoNaoEncontrado(): ApiError {
  return new ApiError(404, 'Tipo de ato não encontrado.');
}

export async function salvarAto(db: Db, corpo: TipoAtoSalvar, autor: Autor): Promise<{ ato: TipoAtoRegistro; mensagem: string }> {
  return db.transaction(async (tx) => {
    const { id, versao, ...a } = corpo;
    const antes = id === undefined ? undefined : await buscarAto(tx, id, true);
    if (id !== undefined && antes === undefined) throw atoNaoEncontrado();
    if (antes !== undefined && versao !== antes.versao) throw staleVersion('O tipo de ato');
    const erros = errosDoTipoAto(a);
    if (erros.length > 0) throw invalidInput(erros);
    const salvoId = await gravarAto(tx, antes?.id, a);
    const ato = await buscarAto(tx, salvoId);
    if (ato === undefined) throw new Error('the kind of act just saved is gone');
    await audit(tx, { ator: autor.principal, acao: antes === undefined ? 'CRIACAO' : 'ALTERACAO', entidade: 'tipo_ato', entidadeId: salvoId, requestId: autor.requestId, ...(antes === undefined ? {} : { antes }), depois: ato });
    return { ato, mensagem: antes === undefined ? 'Tipo de ato cadastrado com sucesso!' : 'Tipo de ato salvo com sucesso!' };
  });
}

export async function removerAtoAuditado(db: Db, id: number, autor: Autor): Promise<string> {
  return db.transaction(async (tx) => {
    const antes = await buscarAto(tx, id, true);
    if (antes === undefined) throw atoNaoEncontrado();
    await removerAto(tx, id);
    await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: 'tipo_ato', entidadeId: id, requestId: autor.requestId, antes });
    return `Tipo de ato ${antes.nome} removido.`;
  });
}
