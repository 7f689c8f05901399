/**
 * Amendments of an entity's registration and its history (issue 20; domain-rcpj §1.5). An amendment is numbered
 * next under the entity's row lock (so concurrent ones get distinct numbers, and the unique constraint stands
 * behind it); a typed number is for a record migrated from an older system and needs EDITAR_NUMERO_AVERBACAO. The
 * history is read from the audit trail, which never changes: hiding an entry is a row of its own and an audit row.
 */
import { sql } from 'drizzle-orm';
import {
  alteracoesEntre,
  PERMISSAO,
  proximoNumeroAverbacao,
  rotuloAverbacao,
  ROTULOS_TIPO_AVERBACAO,
  situacaoAposAverbacao,
  type AcaoHistorico,
  type Averbacao,
  type AverbacaoNova,
  type Empresa,
  type EventoHistorico,
  type TipoAverbacao,
} from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import { buscarEmpresa } from './empresas.repository.ts';
import { naoEncontrada } from './empresas.service.ts';

interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

interface LinhaAverbacao extends Record<string, unknown> {
  readonly id: number;
  readonly empresa_id: number;
  readonly numero: number;
  readonly data: string;
  readonly tipo: TipoAverbacao;
  readonly descricao: string;
  readonly protocolo: string | null;
}

const SELECT_AVERBACAO = sql`SELECT id, empresa_id, numero, to_char(data, 'YYYY-MM-DD') AS data, tipo, descricao, protocolo FROM empresa_averbacao`;

function averbacaoDe(r: LinhaAverbacao): Averbacao {
  return { id: r.id, empresaId: r.empresa_id, numero: r.numero, data: r.data, tipo: r.tipo, descricao: r.descricao, ...(r.protocolo === null ? {} : { protocolo: r.protocolo }) };
}

/** The amendments of an entity, Av.1 first; 404 for an entity that does not exist. */
export async function listarAverbacoes(db: Db, empresaId: number): Promise<readonly Averbacao[]> {
  if ((await buscarEmpresa(db, empresaId)) === undefined) throw naoEncontrada();
  const r = await db.execute<LinhaAverbacao>(sql`${SELECT_AVERBACAO} WHERE empresa_id = ${empresaId} ORDER BY numero`);
  return r.rows.map(averbacaoDe);
}

/** Adds an amendment; an amendment that dissolves, ends the liquidation or cancels moves the entity's situation. */
export async function averbar(db: Db, empresaId: number, nova: AverbacaoNova, autor: Autor): Promise<{ averbacao: Averbacao; mensagem: string }> {
  return db.transaction(async (tx) => {
    const antes = await buscarEmpresa(tx, empresaId, true);
    if (antes === undefined) throw naoEncontrada();
    if (antes.numeroRegistro === undefined) {
      throw new ApiError(409, 'Esta empresa ainda não tem registro: a averbação é feita sobre o registro no Livro A.', { tipoResposta: 'ALERTA' });
    }
    if (nova.numero !== undefined) {
      if (!autor.principal.permissoes.has(PERMISSAO.EDITAR_NUMERO_AVERBACAO)) {
        throw new ApiError(403, 'Informar à mão o número da averbação exige a permissão Editar número de averbação.');
      }
      if (!antes.migrada) {
        throw invalidInput([{ campo: 'numero', mensagem: 'O número da averbação é dado pelo sistema; informe-o à mão só em empresa migrada de outro sistema.' }]);
      }
    }
    if (antes.dataRegistro !== undefined && nova.data < antes.dataRegistro) {
      throw invalidInput([{ campo: 'data', mensagem: 'A averbação não pode ser anterior à data do registro.' }]);
    }
    const existentes = await tx.execute<{ numero: number }>(sql`SELECT numero FROM empresa_averbacao WHERE empresa_id = ${empresaId}`);
    const numero = nova.numero ?? proximoNumeroAverbacao(existentes.rows.map((r) => r.numero));
    const criada = await tx.execute<LinhaAverbacao>(sql`
      INSERT INTO empresa_averbacao (empresa_id, numero, data, tipo, descricao, protocolo)
      VALUES (${empresaId}, ${numero}, ${nova.data}, ${nova.tipo}, ${nova.descricao}, ${nova.protocolo ?? null})
      RETURNING id, empresa_id, numero, to_char(data, 'YYYY-MM-DD') AS data, tipo, descricao, protocolo`);
    const linha = criada.rows[0];
    if (linha === undefined) throw new Error('the amendment just inserted is gone');
    const averbacao = averbacaoDe(linha);
    const situacao = situacaoAposAverbacao(nova.tipo);
    if (situacao !== undefined && situacao !== antes.situacao) {
      await tx.execute(sql`UPDATE empresa SET situacao = ${situacao}, versao = versao + 1, atualizado_em = now() WHERE id = ${empresaId}`);
    }
    const depois = await buscarEmpresa(tx, empresaId);
    await audit(tx, { ator: autor.principal, acao: 'AVERBACAO', entidade: 'empresa', entidadeId: empresaId, requestId: autor.requestId, antes, depois: { ...depois, averbacao } });
    return { averbacao, mensagem: `${rotuloAverbacao(numero)} averbada.` };
  });
}

interface LinhaHistorico extends Record<string, unknown> {
  readonly id: string | number;
  readonly momento: string;
  readonly usuario: string | null;
  readonly acao: AcaoHistorico;
  readonly antes: unknown;
  readonly depois: unknown;
  readonly oculto_motivo: string | null;
  readonly oculto_usuario: string | null;
  readonly oculto_momento: string | null;
}

/** A record as the audit trail keeps it, or undefined when it is not one. */
function comoEmpresa(valor: unknown): Empresa | undefined {
  if (typeof valor !== 'object' || valor === null) return undefined;
  const e = valor as Partial<Empresa>;
  return typeof e.denominacao === 'string' && typeof e.situacao === 'string' && typeof e.endereco === 'object' ? (valor as Empresa) : undefined;
}

function resumoDe(acao: AcaoHistorico, depois: unknown): string {
  switch (acao) {
    case 'CRIACAO':
      return 'Cadastro da empresa';
    case 'ALTERACAO':
      return 'Alteração do cadastro';
    case 'REMOCAO':
      return 'Exclusão do cadastro';
    case 'AVERBACAO': {
      const a = (depois as { averbacao?: Partial<Averbacao> } | null)?.averbacao;
      if (a?.numero === undefined || a.tipo === undefined) return 'Averbação';
      return `${rotuloAverbacao(a.numero)} — ${ROTULOS_TIPO_AVERBACAO[a.tipo]}: ${a.descricao ?? ''}`.trim();
    }
    case 'OCULTACAO': {
      const o = depois as { entrada?: number; motivo?: string } | null;
      return `Entrada nº ${String(o?.entrada ?? '?')} oculta do histórico: ${o?.motivo ?? ''}`;
    }
  }
}

/** What happened to an entity, newest first: hidden entries and the hidings themselves only when asked for. */
export async function historico(db: Db, empresaId: number, ocultos: boolean): Promise<readonly EventoHistorico[]> {
  const r = await db.execute<LinhaHistorico>(sql`
    SELECT a.id, to_char(a.momento AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS momento, a.usuario, a.acao, a.antes, a.depois,
           o.motivo AS oculto_motivo, o.usuario AS oculto_usuario, to_char(o.momento AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS oculto_momento
      FROM auditoria a LEFT JOIN empresa_historico_oculto o ON o.auditoria_id = a.id
     WHERE a.entidade = 'empresa' AND a.entidade_id = ${String(empresaId)}
       AND a.acao IN ('CRIACAO', 'ALTERACAO', 'AVERBACAO', 'REMOCAO', 'OCULTACAO')
     ORDER BY a.id DESC`);
  if (r.rows.length === 0) throw naoEncontrada();
  return r.rows
    .filter((l) => ocultos || (l.oculto_motivo === null && l.acao !== 'OCULTACAO'))
    .map((l): EventoHistorico => {
      const depois = comoEmpresa(l.depois);
      const alteracoes = depois === undefined || l.acao === 'REMOCAO' ? [] : alteracoesEntre(comoEmpresa(l.antes), depois);
      return {
        id: Number(l.id),
        momento: l.momento,
        ...(l.usuario === null ? {} : { usuario: l.usuario }),
        acao: l.acao,
        resumo: resumoDe(l.acao, l.depois),
        alteracoes,
        ...(l.oculto_motivo === null
          ? {}
          : { oculto: { motivo: l.oculto_motivo, momento: l.oculto_momento ?? '', ...(l.oculto_usuario === null ? {} : { usuario: l.oculto_usuario }) } }),
      };
    });
}

/** Hides an entry of an entity's history with a reason; the hiding is audited and shown on request. */
export async function ocultarEntrada(db: Db, auditoriaId: number, motivo: string, autor: Autor): Promise<string> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ entidade_id: string; oculto: boolean }>(sql`
      SELECT a.entidade_id, EXISTS (SELECT 1 FROM empresa_historico_oculto o WHERE o.auditoria_id = a.id) AS oculto
        FROM auditoria a
       WHERE a.id = ${auditoriaId} AND a.entidade = 'empresa' AND a.acao IN ('CRIACAO', 'ALTERACAO', 'AVERBACAO')
       FOR UPDATE`);
    const entrada = r.rows[0];
    if (entrada === undefined) throw new ApiError(404, 'Entrada do histórico não encontrada.');
    if (entrada.oculto) throw new ApiError(409, 'Esta entrada já está oculta do histórico.', { tipoResposta: 'ALERTA' });
    await tx.execute(sql`
      INSERT INTO empresa_historico_oculto (auditoria_id, motivo, usuario, usuario_id)
      VALUES (${auditoriaId}, ${motivo}, ${autor.principal.login}, ${autor.principal.id})`);
    await audit(tx, { ator: autor.principal, acao: 'OCULTACAO', entidade: 'empresa', entidadeId: entrada.entidade_id, requestId: autor.requestId, depois: { entrada: auditoriaId, motivo } });
    return 'Entrada oculta do histórico. Ela continua na trilha de auditoria e pode ser vista pedindo as entradas ocultas.';
  });
}
