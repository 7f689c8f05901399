/**
 * The rules of saving a registered entity: the registration data only on a migrated record, the capital only on a
 * society, the extinct EIRELI only on a migrated record, dates in order, the similar-name rule (domain-rcpj §1.5),
 * the version; each write audited, in the request's transaction.
 */
import { sql } from 'drizzle-orm';
import { chaveNome, mensagemNomesSemelhantes, naturezaJuridica, nomesSemelhantes, type Empresa, type EmpresaSalvar, type ErroCampo, type NomeSemelhante } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput, staleVersion } from '../http/api-error.ts';
import { atualizarEmpresa, buscarEmpresa, candidatosSemelhantes, inserirEmpresa, removerEmpresa } from './empresas.repository.ts';
import { gravarQuadro } from '../socios/socios.repository.ts';
import { errosDoQuadroSalvo, exigirRemocaoPermitida } from '../socios/socios.service.ts';

/** Who is acting, for the audit trail. */
interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

export const MENSAGEM_REGISTRO_SO_MIGRADA =
  'O registro (número, livro, folha e data) é escrito pelo registro do ato: informe-o à mão só em empresa migrada de outro sistema.';
export const MENSAGEM_ORIGEM_FIXA = 'A origem do cadastro (migrada de outro sistema ou não) não muda depois de salvo.';

/** 404 for a record that does not exist. */
export function naoEncontrada(): ApiError {
  return new ApiError(404, 'Empresa não encontrada.');
}

const CAMPOS_REGISTRO = ['numeroRegistro', 'livro', 'folha', 'dataRegistro'] as const;

/** The field errors of a save against the rules beyond each field's own (the codec's). */
function errosDeRegra(e: Omit<EmpresaSalvar, 'socios'>, antes: Empresa | undefined): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  const natureza = naturezaJuridica(e.naturezaJuridica);
  if (antes !== undefined && antes.migrada !== e.migrada) erros.push({ campo: 'migrada', mensagem: MENSAGEM_ORIGEM_FIXA });
  if (!e.migrada) {
    // Not migrated: the registration data is the registration's; a save keeps what is there.
    for (const campo of CAMPOS_REGISTRO) {
      if (e[campo] !== antes?.[campo]) {
        erros.push({ campo, mensagem: MENSAGEM_REGISTRO_SO_MIGRADA });
        break;
      }
    }
  } else if (e.numeroRegistro === undefined && (e.livro !== undefined || e.folha !== undefined || e.dataRegistro !== undefined)) {
    erros.push({ campo: 'numeroRegistro', mensagem: 'Informe o número do registro, ou deixe livro, folha e data em branco.' });
  }
  if (natureza !== undefined && !natureza.registravel && !e.migrada && antes?.naturezaJuridica !== e.naturezaJuridica) {
    erros.push({ campo: 'naturezaJuridica', mensagem: `${natureza.nome}: natureza extinta (Lei 14.195/2021), só em empresa migrada de outro sistema.` });
  }
  if (e.capitalCentavos !== undefined && natureza !== undefined && !natureza.sociedade) {
    erros.push({ campo: 'capitalCentavos', mensagem: 'O capital social só se aplica a sociedades: deixe-o em branco para esta natureza jurídica.' });
  }
  if (e.dataConstituicao !== undefined && e.dataRegistro !== undefined && e.dataRegistro < e.dataConstituicao) {
    erros.push({ campo: 'dataRegistro', mensagem: 'A data de registro não pode ser anterior à de constituição.' });
  }
  if (e.dataConstituicao !== undefined && e.duracaoAte !== undefined && e.duracaoAte < e.dataConstituicao) {
    erros.push({ campo: 'duracaoAte', mensagem: 'O prazo de duração não pode terminar antes da constituição.' });
  }
  return erros;
}

/** The other records whose name is identical or similar to `denominacao` (the rule of domain-rcpj §1.5). */
export async function nomesSemelhantesA(db: Db, denominacao: string, excluir?: number): Promise<readonly NomeSemelhante[]> {
  const candidatos = await candidatosSemelhantes(db, chaveNome(denominacao), excluir);
  return candidatos.filter((c) => nomesSemelhantes(c.denominacao, denominacao)).map(({ chave: _chave, ...semelhante }) => semelhante);
}

/**
 * Creates (no `id`) or updates (with `id` and `versao`) a record. A new name like another's is refused (409 on
 * `denominacao`, the similar names in `dados`) until the person confirms it (`nomeSemelhanteConfirmado`).
 */
export async function salvarEmpresa(db: Db, corpo: EmpresaSalvar, autor: Autor): Promise<{ empresa: Empresa; mensagem: string }> {
  return db.transaction(async (tx) => {
    const { id, versao, nomeSemelhanteConfirmado, socios, ...e } = corpo;
    const antes = id === undefined ? undefined : await buscarEmpresa(tx, id, true);
    if (id !== undefined && antes === undefined) throw naoEncontrada();
    if (antes !== undefined && versao !== antes.versao) throw staleVersion('A empresa', 'a');
    if (socios !== undefined) exigirRemocaoPermitida(autor.principal, socios, antes?.socios ?? []);
    const sociedade = naturezaJuridica(e.naturezaJuridica)?.sociedade === true;
    const erros = [...errosDeRegra(e, antes), ...(socios === undefined ? [] : await errosDoQuadroSalvo(tx, socios, antes?.socios ?? [], sociedade))];
    if (erros.length > 0) throw invalidInput(erros);
    // The check and the write of a name happen one at a time, so two people saving like names at once are both told.
    if (antes?.denominacao !== e.denominacao) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('empresa.denominacao'))`);
      if (nomeSemelhanteConfirmado !== true) {
        const semelhantes = await nomesSemelhantesA(tx, e.denominacao, id);
        if (semelhantes.length > 0) {
          const mensagem = mensagemNomesSemelhantes(semelhantes);
          throw new ApiError(409, mensagem, { tipoResposta: 'CONFIRMACAO', erros: [{ campo: 'denominacao', mensagem }], dados: semelhantes });
        }
      }
    }
    const normalizada = e.migrada && e.numeroRegistro !== undefined ? { ...e, livro: (e.livro ?? 'A').toUpperCase() } : e;
    if (antes === undefined) {
      const novo = await inserirEmpresa(tx, normalizada);
      if (socios !== undefined) await gravarQuadro(tx, novo, socios);
      const empresa = await buscarEmpresa(tx, novo);
      if (empresa === undefined) throw new Error('the entity just inserted is gone');
      await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'empresa', entidadeId: novo, requestId: autor.requestId, depois: empresa });
      return { empresa, mensagem: 'Empresa cadastrada com sucesso!' };
    }
    await atualizarEmpresa(tx, antes.id, normalizada);
    if (socios !== undefined) await gravarQuadro(tx, antes.id, socios);
    const empresa = await buscarEmpresa(tx, antes.id);
    if (empresa === undefined) throw new Error('the entity just updated is gone');
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'empresa', entidadeId: antes.id, requestId: autor.requestId, antes, depois: empresa });
    return { empresa, mensagem: 'Empresa salva com sucesso!' };
  });
}

/** Removes a record, audited. */
export async function removerEmpresaAuditada(db: Db, id: number, autor: Autor): Promise<string> {
  return db.transaction(async (tx) => {
    const antes = await buscarEmpresa(tx, id, true);
    if (antes === undefined) throw naoEncontrada();
    await removerEmpresa(tx, id);
    await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: 'empresa', entidadeId: id, requestId: autor.requestId, antes });
    return `Empresa ${antes.denominacao} removida.`;
  });
}
