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

/**
 * 409 for a save based on a stale version. Its error names the field `versao`, so a form knows that reloading
 * (not editing a field) is the way out (docs/api.md "Errors"). `what` is the record with its article ("O grupo",
 * "A permissão"), `o` the gender of the words after it.
 */
export function staleVersion(what: string, o: 'o' | 'a' = 'o'): ApiError {
  const mensagem = `${what} foi alterad${o} por outra pessoa depois que você ${o} abriu. Recarregue a página e refaça suas alterações.`;
  return new ApiError(409, mensagem, { tipoResposta: 'ALERTA', erros: [{ campo: 'versao', mensagem }] });
}

/** 409 for a value that must be unique and is taken: the message under its field. */
export function repeatedValue(campo: string, mensagem: string, dados?: unknown): ApiError {
  return new ApiError(409, mensagem, { tipoResposta: 'ALERTA', erros: [{ campo, mensagem }], ...(dados === undefined ? {} : { dados }) });
}
