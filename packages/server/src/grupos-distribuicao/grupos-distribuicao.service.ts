/** The rules of a distribution group's save (domain's errosDoGrupo; members who examine titles), audited. */
import { errosDoGrupo, type ErroCampo, type GrupoDistribuicao, type GrupoDistribuicaoSalvar } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput, staleVersion } from '../http/api-error.ts';
import { buscarGrupo, examinadores, gravarGrupo, removerGrupo } from './grupos-distribuicao.repository.ts';

interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

export function naoEncontrado(): ApiError {
  return new ApiError(404, 'Grupo de distribuição não encontrado.');
}

export async function salvarGrupo(db: Db, corpo: GrupoDistribuicaoSalvar, autor: Autor): Promise<{ grupo: GrupoDistribuicao; mensagem: string }> {
  return db.transaction(async (tx) => {
    const { id, versao, ...g } = corpo;
    const antes = id === undefined ? undefined : await buscarGrupo(tx, id, true);
    if (id !== undefined && antes === undefined) throw naoEncontrado();
    if (antes !== undefined && versao !== antes.versao) throw staleVersion('O grupo de distribuição');
    const normalizado = { ...g, tiposAto: g.tiposAto.map((t) => t.trim()) };
    const validos = await examinadores(tx, normalizado.membros.map((m) => m.usuarioId));
    const erros: ErroCampo[] = [
      ...errosDoGrupo(normalizado),
      ...normalizado.membros.flatMap((m, i) =>
        validos.has(m.usuarioId) ? [] : [{ campo: `membros.${String(i)}.usuarioId`, mensagem: 'Este usuário não examina títulos (inativo, ou sem a permissão Analisar exame).' }],
      ),
    ];
    if (erros.length > 0) throw invalidInput(erros);
    const grupoId = await gravarGrupo(tx, antes?.id, normalizado);
    const grupo = await buscarGrupo(tx, grupoId);
    if (grupo === undefined) throw new Error('the group just saved is gone');
    await audit(tx, { ator: autor.principal, acao: antes === undefined ? 'CRIACAO' : 'ALTERACAO', entidade: 'grupo_distribuicao', entidadeId: grupoId, requestId: autor.requestId, ...(antes === undefined ? {} : { antes }), depois: grupo });
    return { grupo, mensagem: antes === undefined ? 'Grupo de distribuição cadastrado com sucesso!' : 'Grupo de distribuição salvo com sucesso!' };
  });
}

export async function removerGrupoAuditado(db: Db, id: number, autor: Autor): Promise<string> {
  return db.transaction(async (tx) => {
    const antes = await buscarGrupo(tx, id, true);
    if (antes === undefined) throw naoEncontrado();
    await removerGrupo(tx, id);
    await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: 'grupo_distribuicao', entidadeId: id, requestId: autor.requestId, antes });
    return `Grupo de distribuição ${antes.nome} removido.`;
  });
}
