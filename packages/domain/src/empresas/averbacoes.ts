/**
 * Amendments (averbações) of a registration and the history of an entity (domain-rcpj §1.5): later changes —
 * statute, administration, seat, dissolution — are averbadas on the registration, numbered Av.1, Av.2, … per
 * registration; the history tells everything that happened to the record, field by field.
 */
import { isoParaBr } from '../calendar/civil-date.ts';
import { formatCnpj } from '../documents/cnpj.ts';
import { linhaEndereco } from '../documents/endereco.ts';
import { formatTelefone } from '../documents/telefone.ts';
import { formatMoney } from '../format.ts';
import type { Socio } from '../socios/socios.ts';
import { naturezaJuridica, ROTULOS_SITUACAO_EMPRESA, type Empresa, type SituacaoEmpresa } from './empresas.ts';

export const TIPOS_AVERBACAO = ['ATO_CONSTITUTIVO', 'ADMINISTRACAO', 'SEDE', 'DISSOLUCAO', 'LIQUIDACAO', 'CANCELAMENTO', 'OUTRA'] as const;
export type TipoAverbacao = (typeof TIPOS_AVERBACAO)[number];

export const ROTULOS_TIPO_AVERBACAO: Readonly<Record<TipoAverbacao, string>> = {
  ATO_CONSTITUTIVO: 'Alteração do estatuto ou contrato',
  ADMINISTRACAO: 'Eleição ou alteração da administração',
  SEDE: 'Mudança de sede',
  DISSOLUCAO: 'Dissolução',
  LIQUIDACAO: 'Encerramento da liquidação',
  CANCELAMENTO: 'Cancelamento do registro',
  OUTRA: 'Outra',
};

/** An amendment of an entity's registration. `data` yyyy-mm-dd. */
export interface Averbacao {
  readonly id: number;
  readonly empresaId: number;
  readonly numero: number;
  readonly data: string;
  readonly tipo: TipoAverbacao;
  readonly descricao: string;
  /** The protocol number of the title it came from. */
  readonly protocolo?: string;
}

/** A new amendment: its number is the next one unless typed (EDITAR_NUMERO_AVERBACAO, a migrated record). */
export interface AverbacaoNova {
  readonly numero?: number;
  readonly data: string;
  readonly tipo: TipoAverbacao;
  readonly descricao: string;
  readonly protocolo?: string;
}

export const AVERBACAO_MAXIMO = { descricao: 2000, protocolo: 20 } as const;

/** 'Av.3'. */
export function rotuloAverbacao(numero: number): string {
  return `Av.${String(numero)}`;
}

/** The next number of a registration's amendments: one after the largest (Av.1 for the first). */
export function proximoNumeroAverbacao(numeros: readonly number[]): number {
  return numeros.reduce((maior, n) => Math.max(maior, n), 0) + 1;
}

/** The situation an amendment of this kind leaves the entity in, when it changes it. */
export function situacaoAposAverbacao(tipo: TipoAverbacao): SituacaoEmpresa | undefined {
  switch (tipo) {
    case 'DISSOLUCAO':
      return 'EM_LIQUIDACAO';
    case 'LIQUIDACAO':
      return 'DISSOLVIDA';
    case 'CANCELAMENTO':
      return 'CANCELADA';
    default:
      return undefined;
  }
}

// --- History -------------------------------------------------------------------------------------------------

/** One field changed: its label and the values before and after, as a person reads them. */
export interface Alteracao {
  readonly campo: string;
  readonly rotulo: string;
  readonly antes?: string;
  readonly depois?: string;
}

/** What happened to an entity, from the audit trail. */
export type AcaoHistorico = 'CRIACAO' | 'ALTERACAO' | 'AVERBACAO' | 'REMOCAO' | 'OCULTACAO';

export interface EventoHistorico {
  /** The audit row's id. */
  readonly id: number;
  /** ISO instant. */
  readonly momento: string;
  /** Who, by login; absent for what the system did (a migration, the demo). */
  readonly usuario?: string;
  readonly acao: AcaoHistorico;
  /** One line: 'Cadastro', 'Av.2 — Mudança de sede', 'Entrada oculta do histórico: …'. */
  readonly resumo: string;
  readonly alteracoes: readonly Alteracao[];
  /** Hidden from the timeline (REMOVER_HISTORICO_EMPRESA): why, by whom, when. Shown only on request. */
  readonly oculto?: { readonly motivo: string; readonly usuario?: string; readonly momento: string };
}

/** The fields a person reads in the history, each with its label and how its value is written. */
const CAMPOS_HISTORICO: readonly { readonly campo: string; readonly rotulo: string; readonly valor: (e: Empresa) => string | undefined }[] = [
  { campo: 'denominacao', rotulo: 'Denominação', valor: (e) => e.denominacao },
  { campo: 'nomeFantasia', rotulo: 'Nome fantasia', valor: (e) => e.nomeFantasia },
  { campo: 'cnpj', rotulo: 'CNPJ', valor: (e) => (e.cnpj === undefined ? undefined : formatCnpj(e.cnpj)) },
  { campo: 'naturezaJuridica', rotulo: 'Natureza jurídica', valor: (e) => naturezaJuridica(e.naturezaJuridica)?.nome ?? e.naturezaJuridica },
  { campo: 'situacao', rotulo: 'Situação', valor: (e) => ROTULOS_SITUACAO_EMPRESA[e.situacao] },
  { campo: 'numeroRegistro', rotulo: 'Número do registro', valor: (e) => (e.numeroRegistro === undefined ? undefined : String(e.numeroRegistro)) },
  { campo: 'livro', rotulo: 'Livro', valor: (e) => e.livro },
  { campo: 'folha', rotulo: 'Folha', valor: (e) => e.folha },
  { campo: 'dataRegistro', rotulo: 'Data do registro', valor: (e) => isoParaBr(e.dataRegistro) },
  { campo: 'dataConstituicao', rotulo: 'Data de constituição', valor: (e) => isoParaBr(e.dataConstituicao) },
  { campo: 'duracaoAte', rotulo: 'Prazo de duração', valor: (e) => isoParaBr(e.duracaoAte) },
  { campo: 'capitalCentavos', rotulo: 'Capital social', valor: (e) => (e.capitalCentavos === undefined ? undefined : formatMoney(e.capitalCentavos)) },
  { campo: 'objeto', rotulo: 'Objeto', valor: (e) => e.objeto },
  { campo: 'endereco', rotulo: 'Sede', valor: (e) => linhaEndereco(e.endereco) || undefined },
  { campo: 'email', rotulo: 'E-mail', valor: (e) => e.email },
  { campo: 'telefone', rotulo: 'Telefone', valor: (e) => (e.telefone === undefined ? undefined : formatTelefone(e.telefone)) },
  { campo: 'socios', rotulo: 'Quadro de sócios', valor: (e) => resumoQuadro(e.socios ?? []) },
];

/** A board in one line: 'Ana Souza (16, representante); Bruno Lima (33, até 28/02/2025)'; undefined when empty. */
function resumoQuadro(socios: readonly Socio[]): string | undefined {
  const linhas = socios.map((s) => {
    const notas = [s.qualificacao, ...(s.representanteLegal ? ['representante'] : []), ...(s.saida === undefined ? [] : [`saiu em ${isoParaBr(s.saida) ?? s.saida}`])];
    return `${s.pessoa.nome} (${notas.join(', ')})`;
  });
  return linhas.length === 0 ? undefined : linhas.join('; ');
}

/** The fields that differ between two versions of a record (a creation: `antes` undefined, every filled field). */
export function alteracoesEntre(antes: Empresa | undefined, depois: Empresa): readonly Alteracao[] {
  return CAMPOS_HISTORICO.flatMap(({ campo, rotulo, valor }) => {
    // A record written before boards existed says nothing of its board: no change to report against it.
    if (campo === 'socios' && antes !== undefined && antes.socios === undefined) return [];
    const a = antes === undefined ? undefined : valor(antes);
    const d = valor(depois);
    if (a === d) return [];
    return [{ campo, rotulo, ...(a === undefined ? {} : { antes: a }), ...(d === undefined ? {} : { depois: d }) }];
  });
}
