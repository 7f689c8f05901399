/**
 * The rules of saving an entity's board, inside the entity's save (empresas.service.ts): the domain's rules
 * (errosDoQuadro), qualifications of the table, links of this entity only, and removing a member only with
 * REMOVER_SOCIOS.
 */
import { errosDoQuadro, PERMISSAO, type ErroCampo, type Socio, type SocioSalvar } from '@rpj/domain';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { forbidden } from '../http/route.ts';
import { qualificacoesExistentes } from './socios.repository.ts';

/** The field errors of a board about to be saved over `antes` (the entity's board now; empty for a new one). */
export async function errosDoQuadroSalvo(db: Db, socios: readonly SocioSalvar[], antes: readonly Socio[], sociedade: boolean): Promise<readonly ErroCampo[]> {
  const erros: ErroCampo[] = [...errosDoQuadro(socios, { sociedade })];
  const existentes = await qualificacoesExistentes(db, [...new Set(socios.map((s) => s.qualificacao))]);
  const ids = new Set(antes.map((s) => s.id));
  socios.forEach((s, i) => {
    if (!existentes.has(s.qualificacao)) {
      erros.push({ campo: `socios.${String(i)}.qualificacao`, mensagem: `A qualificação ${s.qualificacao} não está na tabela: escolha uma da lista.` });
    }
    if (s.id !== undefined && !ids.has(s.id)) {
      erros.push({ campo: `socios.${String(i)}.id`, mensagem: 'Este sócio não está no quadro desta empresa: abra a empresa de novo.' });
    }
  });
  return erros;
}

/** 403 when the save leaves out a member of the board and the caller may not remove members. */
export function exigirRemocaoPermitida(principal: Principal, socios: readonly SocioSalvar[], antes: readonly Socio[]): void {
  const mantidos = new Set(socios.flatMap((s) => (s.id === undefined ? [] : [s.id])));
  if (antes.some((s) => !mantidos.has(s.id)) && !principal.permissoes.has(PERMISSAO.REMOVER_SOCIOS)) throw forbidden([PERMISSAO.REMOVER_SOCIOS]);
}
