/**
 * The areas of the permission catalogue as staff read them: the domain's pt-BR label, in the domain's order.
 * Shared by the permissions screens and the group editor.
 */
import { AREAS_PERMISSAO, AREA_PERMISSAO, type AreaPermissao } from '@rpj/domain';

/** 'GRUPOS_DISTRIBUICAO' → 'Grupos distribuicao': the last resort for an area the domain has no label for. */
function prettify(area: string): string {
  const texto = area.toLowerCase().replaceAll('_', ' ').trim();
  return texto === '' ? area : `${texto.charAt(0).toUpperCase()}${texto.slice(1)}`;
}

/** The pt-BR title of an area: the domain's label, or the key prettified when the domain has none. */
export function rotuloArea(area: string): string {
  return Object.hasOwn(AREA_PERMISSAO, area) ? AREA_PERMISSAO[area as AreaPermissao] : prettify(area);
}

/** True when `valor` is an area key of the catalogue (a URL may carry anything). */
export function isAreaPermissao(valor: string): valor is AreaPermissao {
  return (AREAS_PERMISSAO as readonly string[]).includes(valor);
}

/** The position of an area in the domain's display order (unknown areas last). */
export function ordemArea(area: string): number {
  const indice = (AREAS_PERMISSAO as readonly string[]).indexOf(area);
  return indice === -1 ? AREAS_PERMISSAO.length : indice;
}
