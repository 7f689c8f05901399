/** Tokens of the catalogue of acts' screens: the SDK's client and the two view-models. */
import type { TipoAtoListaItem, TipoAtoRegistro } from '@rpj/domain';
import type { AtoApi } from '@rpj/sdk';
import { tokenDe } from '../../di/token.ts';
import type { TelaDeLista, TelaDeRegistro } from '../../ui/tela/area-de-registros.ts';

/** A document as typed: its name, the natures it is asked of (codes joined by commas; empty: all), its ground. */
// Type aliases (not interfaces) so that they are a form's Valores and a list's Filtro.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaDocumento = { readonly nome: string; readonly naturezas: string; readonly fundamento: string };

/** The form's values; the checklists one item per line. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresAto = {
  readonly codigo: string;
  readonly nome: string;
  readonly especie: string;
  readonly livro: string;
  readonly prazoDiasUteis: string;
  readonly fundamentoPrazo: string;
  readonly prazoExigenciaDiasUteis: string;
  readonly documentos: readonly LinhaDocumento[];
  readonly exame: string;
  readonly conferencia: string;
};

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaAtos = { readonly nome: string; readonly especie: string };

export const ATOS = {
  api: tokenDe<AtoApi>('atos:api'),
  lista: tokenDe<TelaDeLista<TipoAtoListaItem, FiltroTelaAtos>>('atos:lista'),
  formulario: tokenDe<TelaDeRegistro<TipoAtoRegistro, ValoresAto>>('atos:formulario'),
} as const;
