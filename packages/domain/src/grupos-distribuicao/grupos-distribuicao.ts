/**
 * Distribution groups (GRUPOS_DISTRIBUICAO permissions): the examiners among whom the office shares new processes,
 * the kinds of act each group takes, and the members' absences. The rule that picks the member for a new process is
 * here, pure: the intake calls it with each member's open load.
 */
import { rules, type RuleRef } from '../input/rules.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';

/** An absence of a member, from–to (inclusive, yyyy-mm-dd): no process goes to them then. */
export interface Ausencia {
  readonly de: string;
  readonly ate: string;
  readonly motivo?: string;
}

/** A member of a group: a user who examines titles (ANALISAR_EXAME). */
export interface MembroGrupo {
  readonly usuarioId: number;
  /** The user's name, as the service answers it. */
  readonly nome?: string;
  readonly ausencias: readonly Ausencia[];
}

export interface GrupoDistribuicao {
  readonly id: number;
  readonly versao: number;
  readonly nome: string;
  readonly ativo: boolean;
  /** The kinds of act the group takes (a plain list until the catalogue of acts exists); empty: every kind. */
  readonly tiposAto: readonly string[];
  readonly membros: readonly MembroGrupo[];
}

/** The body of a save: without `id` it creates; with `id` and `versao` it updates. */
export type GrupoDistribuicaoSalvar = Omit<GrupoDistribuicao, 'id' | 'versao' | 'membros'> & {
  readonly id?: number;
  readonly versao?: number;
  readonly membros: readonly Omit<MembroGrupo, 'nome'>[];
};

/** A row of the list. */
export interface GrupoDistribuicaoListaItem {
  readonly id: number;
  readonly versao: number;
  readonly nome: string;
  readonly ativo: boolean;
  readonly tiposAto: readonly string[];
  readonly membros: number;
  /** Members absent today. */
  readonly ausentesHoje: number;
}

/** The list's filters: part of the name. */
export interface FiltroGruposDistribuicao {
  readonly nome?: string;
}

export const GRUPO_DISTRIBUICAO_MAXIMO = { nome: 80, tipoAto: 80, tiposAto: 50, membros: 100, ausencias: 50, motivo: 200 } as const;

/** The name's rules besides being required. */
export const REGRAS_NOME_GRUPO_DISTRIBUICAO: readonly RuleRef[] = [rules.maxLength(GRUPO_DISTRIBUICAO_MAXIMO.nome)];

/** Whether an absence covers a day. */
export function ausenteEm(ausencias: readonly Ausencia[], dia: string): boolean {
  return ausencias.some((a) => a.de <= dia && dia <= a.ate);
}

/**
 * The field errors of a group beyond each field's own: no member, a member twice, an absence that ends before it
 * begins, and a kind of act twice. Rows are named `membros.<index>…`.
 */
export function errosDoGrupo(g: Pick<GrupoDistribuicaoSalvar, 'membros' | 'tiposAto'>): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (g.membros.length === 0) erros.push({ campo: 'membros', mensagem: 'Inclua ao menos um membro no grupo.' });
  g.membros.forEach((m, i) => {
    if (g.membros.findIndex((o) => o.usuarioId === m.usuarioId) < i) erros.push({ campo: `membros.${String(i)}.usuarioId`, mensagem: 'Este usuário já está no grupo.' });
    m.ausencias.forEach((a, j) => {
      if (a.ate < a.de) erros.push({ campo: `membros.${String(i)}.ausencias.${String(j)}.ate`, mensagem: 'O fim da ausência não pode ser anterior ao início.' });
    });
  });
  const tipos = g.tiposAto.map((t) => t.trim().toLowerCase());
  if (tipos.some((t, i) => tipos.indexOf(t) < i)) erros.push({ campo: 'tiposAto', mensagem: 'Um tipo de ato aparece duas vezes: deixe-o uma vez só.' });
  return erros;
}

/** What the rule knows of a member when a process arrives. */
export interface Candidato {
  readonly usuarioId: number;
  readonly ausencias: readonly Ausencia[];
  /** Processes open with them now. */
  readonly abertos: number;
  /** When they last received one (ISO instant); absent, never. */
  readonly ultimaDistribuicao?: string;
}

/**
 * The member who receives a new process on `dia`: among those not absent, the least open load; a tie goes to who
 * received least recently (never first), then to the lowest user id, so the choice is the same on every server.
 * Undefined when every member is absent.
 *
 * @example
 * ```ts
 * escolherMembro([{ usuarioId: 3, ausencias: [], abertos: 4 }, { usuarioId: 5, ausencias: [], abertos: 2 }], '2026-11-26'); // 5
 * ```
 */
export function escolherMembro(candidatos: readonly Candidato[], dia: string): number | undefined {
  const presentes = candidatos.filter((c) => !ausenteEm(c.ausencias, dia));
  const ordenados = [...presentes].sort(
    (a, b) =>
      a.abertos - b.abertos ||
      (a.ultimaDistribuicao ?? '').localeCompare(b.ultimaDistribuicao ?? '') ||
      a.usuarioId - b.usuarioId,
  );
  return ordenados[0]?.usuarioId;
}
