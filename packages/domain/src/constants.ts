/**
 * Business constants and limits of the original product (spec §9), all of them, with their units in the name.
 */

/** Default page index. */
export const PAGINA_PADRAO = 0;
/** Default page size. */
export const TAMANHO_PAGINA_PADRAO = 10;

/** Lifetime of a cached response: 2 hours. */
export const DURACAO_CACHE_MS = 7_200_000;
/** Storage key of the response cache. */
export const CHAVE_CACHE = 'cache';

/** A token is refreshed when it has less than this validity left. */
export const VALIDADE_MINIMA_TOKEN_S = 60;

/** Tries and interval of a bounded wait. */
export interface Espera {
  readonly tentativas: number;
  readonly intervaloMs: number;
}
/** The guard waits this long for the user to load. */
export const ESPERA_CARREGAMENTO_USUARIO: Espera = { tentativas: 5, intervaloMs: 1000 };
/** The permission check waits this long for the user to load. */
export const ESPERA_PERMISSAO: Espera = { tentativas: 10, intervaloMs: 1000 };
/** A request waits in steps of this size for the login client to exist. */
export const PASSO_ESPERA_CLIENTE_LOGIN_MS = 100;

/** Sign-in state (state, nonce, verifier) left behind by an unfinished sign-in expires after 1 hour. */
export const VALIDADE_ESTADO_LOGIN_S = 3600;
/** Interval of the session check. */
export const INTERVALO_VERIFICACAO_SESSAO_MS = 5000;
/** How long to wait for a message from the identity provider. */
export const TEMPO_LIMITE_MENSAGEM_MS = 10_000;

/** Notifications dismiss themselves after this long by default. */
export const TEMPO_NOTIFICACAO_PADRAO_MS = 5000;
/** Rows of a textarea. */
export const LINHAS_TEXTAREA = 6;

/** After a reload caused by a chunk that failed to load, no second reload for this long. */
export const JANELA_PROTECAO_RECARGA_MS = 10_000;
/** Session-storage key of the reload guard's marker. */
export const CHAVE_PROTECAO_RECARGA = 'rpj:ultima-recarga';
/** Interval of the check for a newer build. */
export const INTERVALO_VERIFICACAO_VERSAO_MS = 3_600_000;

/** Cookies are written with this path. */
export const CAMINHO_COOKIE = '/';

/** The loading spinner. */
export const SPINNER = { tamanho: 80, atrasoMs: 0 } as const;

/** Brand colours. */
export const CORES_MARCA = {
  primary: '#028dba',
  secondary: '#125166',
  accent: '#f29a5e',
  dark: '#0B3948',
  positive: '#21BA45',
  negative: '#e94235',
  info: '#31CCEC',
  warning: '#fdff8b',
} as const;

/** Locale of every text, number and date. */
export const LOCALE = 'pt-BR';
/** Time zone used to show dates and times (the office's; configurable per office in later issues). */
export const FUSO_HORARIO_PADRAO = 'America/Sao_Paulo';

/** Status of the fatal error raised for a route that does not exist or whose parameters are invalid. */
export const STATUS_NAO_ENCONTRADO = 404;
