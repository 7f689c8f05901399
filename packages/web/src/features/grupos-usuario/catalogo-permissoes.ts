/**
 * The permission catalogue as the group editor shows it: only what a group may hold (never the `NULL`
 * marker), grouped by area in the domain's order, each area's permissions by action and label, and a search that
 * ignores accents, case, spaces and punctuation.
 */
import { ACOES_PERMISSAO, normalizeForSearch, permissaoInfo, type PermissaoDetalhe } from '@rpj/domain';
import { ordemArea, rotuloArea } from '../permissoes/index.ts';

/** One area of the catalogue with its permissions. */
export interface GrupoArea {
  readonly area: string;
  /** The area's pt-BR title. */
  readonly titulo: string;
  readonly permissoes: readonly PermissaoDetalhe[];
}

/** The permissions a group may hold, in display order (area, then action, then label). */
export function permissoesAtribuiveis(catalogo: readonly PermissaoDetalhe[]): readonly PermissaoDetalhe[] {
  return catalogo
    .filter((p) => permissaoInfo(p.nome).atribuivel)
    .slice()
    .sort(
      (a, b) =>
        ordemArea(a.area) - ordemArea(b.area) ||
        ACOES_PERMISSAO.indexOf(a.acao) - ACOES_PERMISSAO.indexOf(b.acao) ||
        a.rotulo.localeCompare(b.rotulo, 'pt-BR'),
    );
}

/**
 * True when the permission matches the search: its label, its name, its description or its area's title holds
 * the typed text, accents, case, spaces and punctuation ignored. An empty search matches everything.
 */
export function correspondeBusca(permissao: PermissaoDetalhe, busca: string): boolean {
  const termo = normalizeForSearch(busca);
  if (termo === '') return true;
  return [permissao.rotulo, permissao.nome, permissao.descricao ?? '', rotuloArea(permissao.area)].some((texto) =>
    normalizeForSearch(texto).includes(termo),
  );
}

/** The permissions grouped by area, keeping their order; areas without a permission are left out. */
export function agruparPorArea(permissoes: readonly PermissaoDetalhe[]): readonly GrupoArea[] {
  const porArea = new Map<string, PermissaoDetalhe[]>();
  for (const p of permissoes) {
    const lista = porArea.get(p.area);
    if (lista === undefined) porArea.set(p.area, [p]);
    else lista.push(p);
  }
  return [...porArea.entries()]
    .sort(([a], [b]) => ordemArea(a) - ordemArea(b))
    .map(([area, lista]) => ({ area, titulo: rotuloArea(area), permissoes: lista }));
}
