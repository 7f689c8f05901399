/**
 * Finding the seals to print (issue 30), shared by /emissao-etiqueta and /emissao-modelo: what the person typed is a
 * seal's code (its exact code) or a process's protocol (its seals used on acts); a seal that may not be printed —
 * voided, never used — is refused in words, as the service would.
 */
import { problemaDaImpressao, SITUACOES_IMPRIMIVEIS, type Selo } from '@rpj/domain';
import type { SeloApi } from '@rpj/sdk';

/** Either the seals found (at least one), or what went wrong, for the field. */
export type AchadoImpressao = { readonly selos: readonly Selo[] } | { readonly erro: string };

/** The field's text as a code (capitals, letters and digits) or a protocol (digits only, up to 9). */
export function normalizarEntrada(texto: string): string {
  return texto.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 23);
}

export async function selosParaImprimir(api: Pick<SeloApi, 'listar'>, texto: string): Promise<AchadoImpressao> {
  const entrada = normalizarEntrada(texto);
  if (entrada === '') return { erro: 'Informe o código do selo ou o número do protocolo do ato.' };
  if (/^\d{1,9}$/.test(entrada)) {
    const protocolo = Number(entrada);
    const { dados } = await api.listar({ protocolo }, { pageNumber: 0, pageSize: 100 }, { onNetworkError: 'report' });
    const selos = dados.content.filter((s) => SITUACOES_IMPRIMIVEIS.includes(s.situacao));
    return selos.length > 0 ? { selos } : { erro: `O processo nº ${protocolo.toLocaleString('pt-BR')} não tem selos usados para imprimir.` };
  }
  const { dados } = await api.listar({ codigo: entrada }, { pageNumber: 0, pageSize: 5 }, { onNetworkError: 'report' });
  const selo = dados.content.find((s) => s.codigo === entrada);
  if (selo === undefined) return { erro: `Não há selo com o código ${entrada} no estoque do cartório: confira o código.` };
  const problema = problemaDaImpressao(selo);
  return problema === undefined ? { selos: [selo] } : { erro: problema };
}
