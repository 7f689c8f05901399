/**
 * A failure a handler reports to the caller: its status and the standard response body that says, in pt-BR,
 * what went wrong and what to do.
 */
import type { ErroCampo, TipoResposta } from '@rpj/domain';

/** An error with its HTTP answer. Anything else thrown by a handler becomes a 500 with the generic text. */
export class ApiError extends Error {
  readonly status: number;
  readonly tipoResposta: TipoResposta;
  readonly erros: readonly ErroCampo[] | undefined;
  readonly dados: unknown;

  constructor(
    status: number,
    mensagem: string,
    options: { readonly tipoResposta?: TipoResposta; readonly erros?: readonly ErroCampo[]; readonly dados?: unknown } = {},
  ) {
    super(mensagem);
    this.name = 'ApiError';
    this.status = status;
    this.tipoResposta = options.tipoResposta ?? 'ERRO';
    this.erros = options.erros;
    this.dados = options.dados;
  }
}

/** 400 with the field errors. */
export function invalidInput(erros: readonly ErroCampo[]): ApiError {
  const first = erros[0];
  const mensagem =
    erros.length === 1 && first !== undefined
      ? `${first.campo === '' ? 'Requisição' : `Campo ${first.campo}`}: ${first.mensagem}`
      : 'Confira os campos destacados: há dados inválidos.';
  return new ApiError(400, mensagem, { erros });
}

/** 404 for a record that does not exist. */
export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} não encontrado.`);
}

/** 409 for a save based on a stale version. */
export function staleVersion(what: string): ApiError {
  return new ApiError(409, `${what} foi alterado por outra pessoa depois que você o abriu. Recarregue a página e refaça suas alterações.`, {
    tipoResposta: 'ALERTA',
  });
}
