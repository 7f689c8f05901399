/**
 * The standard response envelope of every service (spec §3; architecture.md "Contract rules").
 */
import { isBlank } from '../input/text.ts';
import { TIPO_RESPOSTA_PADRAO, type TipoResposta } from './tipo-resposta.ts';

/** An error tied to one input field, so a form can show it under that field (an addition to the original). */
export interface ErroCampo {
  /** Path of the field in the request body or query, e.g. `cpf` or `groups[0].id`. */
  readonly campo: string;
  /** pt-BR message naming what is wrong and what to do. */
  readonly mensagem: string;
}

/**
 * The errors that name a field (an empty `campo` is about the request as a whole): the ones a form shows under
 * its fields, and that the SDK then leaves to it (`errosDeCampoNaTela`).
 *
 * @example
 * ```ts
 * errosDeCampo([{ campo: 'cpf', mensagem: 'CPF inválido.' }, { campo: '', mensagem: 'JSON inválido.' }]); // the first
 * ```
 */
export function errosDeCampo(erros: readonly ErroCampo[] | undefined): readonly ErroCampo[] {
  return (erros ?? []).filter((e) => e.campo !== '');
}

/**
 * Every response: the payload in `dados`, pt-BR `mensagens` for the user, and its `tipoResposta`.
 * `cached` is set only by the client, on responses it served from its cache.
 */
export interface RespostaPadrao<T> {
  readonly dados?: T;
  readonly mensagens: readonly string[];
  readonly tipoResposta: TipoResposta;
  readonly cached?: boolean;
  readonly erros?: readonly ErroCampo[];
}

/**
 * Builds a response.
 *
 * @example
 * ```ts
 * respostaPadrao({ id: 1 }, { tipoResposta: 'OK', mensagens: ['Usuário salvo com sucesso!'] });
 * ```
 */
export function respostaPadrao<T>(
  dados: T | undefined,
  opcoes: { readonly mensagens?: readonly string[]; readonly tipoResposta?: TipoResposta; readonly erros?: readonly ErroCampo[] } = {},
): RespostaPadrao<T> {
  const base = { mensagens: opcoes.mensagens ?? [], tipoResposta: opcoes.tipoResposta ?? TIPO_RESPOSTA_PADRAO };
  return {
    ...base,
    ...(dados === undefined ? {} : { dados }),
    ...(opcoes.erros === undefined ? {} : { erros: opcoes.erros }),
  };
}

/**
 * The message the alert dialog shows for a response: the first non-blank one (spec §8), or `undefined` when
 * there is none and no dialog is due.
 */
export function firstMessage(resposta: Pick<RespostaPadrao<unknown>, 'mensagens'>): string | undefined {
  return resposta.mensagens.find((m) => !isBlank(m));
}
