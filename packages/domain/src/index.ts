/**
 * @packageDocumentation
 * `@rpj/domain`: the framework-free rules of the RPJ back-office. No UI, state, DI, HTTP, Node, time or
 * storage: what a rule needs from the outside world it takes as a parameter.
 */
export {
  AREA_PERMISSAO,
  CATALOGO_PERMISSOES,
  PERMISSAO,
  ROTULO_ACAO,
  isPermissao,
  permissaoInfo,
} from './permissions/permission.ts';
export type { AcaoPermissao, AreaPermissao, Permissao, PermissaoInfo } from './permissions/permission.ts';
export { PADRAO_PARAMETRO, matchPath } from './permissions/route-path.ts';
export type { NomeParametro, ParametrosRota } from './permissions/route-path.ts';
export { GRUPOS_MENU, ROTAS, canAccess, navigationFor, resolveRoute, routeById } from './permissions/route-access.ts';
export type {
  Acesso,
  GrupoMenu,
  GrupoNavegacao,
  Requerente,
  Rota,
  RotaResolvida,
} from './permissions/route-access.ts';

export { GRUPO_USUARIO, belongsTo, hasPermissions, userFlags } from './user/user.ts';
export type { GrupoUsuarioRef, Usuario, UsuarioFlags, UsuarioGrupo } from './user/user.ts';
export { NAO_CARREGADO, canStartLoading, userLoadingTransition } from './user/user-loading.ts';
export type { CarregamentoUsuario, EventoCarregamento } from './user/user-loading.ts';

export {
  TIPOS_RESPOSTA,
  TIPO_RESPOSTA_PADRAO,
  TITULO_ALERTA_PADRAO,
  alertPresentation,
  isTipoResposta,
  shouldShowAlert,
  tipoRespostaOrDefault,
} from './response/tipo-resposta.ts';
export type { ApresentacaoAlerta, IconeAlerta, ModoAlerta, TipoResposta } from './response/tipo-resposta.ts';
export { firstMessage, respostaPadrao } from './response/resposta-padrao.ts';
export type { ErroCampo, RespostaPadrao } from './response/resposta-padrao.ts';
export { buildPage } from './response/page.ts';
export type { EstadoOrdenacao, Pageable, Pagina } from './response/page.ts';
export {
  TAMANHOS_PAGINA,
  TAMANHO_PAGINA_MAXIMO,
  paginationQuery,
  parsePaginationQuery,
  withPaginationDefaults,
} from './response/pagination.ts';
export type { DirecaoOrdenacao, LeituraPaginacao, Paginacao, PaginacaoRequest } from './response/pagination.ts';
export { TEXTOS, semPermissao } from './response/messages.ts';

export {
  CAMINHO_COOKIE,
  CHAVE_CACHE,
  CHAVE_PROTECAO_RECARGA,
  CORES_MARCA,
  DURACAO_CACHE_MS,
  ESPERA_CARREGAMENTO_USUARIO,
  ESPERA_PERMISSAO,
  FUSO_HORARIO_PADRAO,
  INTERVALO_VERIFICACAO_SESSAO_MS,
  INTERVALO_VERIFICACAO_VERSAO_MS,
  JANELA_PROTECAO_RECARGA_MS,
  LINHAS_TEXTAREA,
  LOCALE,
  PAGINA_PADRAO,
  PASSO_ESPERA_CLIENTE_LOGIN_MS,
  SPINNER,
  STATUS_NAO_ENCONTRADO,
  TAMANHO_PAGINA_PADRAO,
  TEMPO_LIMITE_MENSAGEM_MS,
  TEMPO_NOTIFICACAO_PADRAO_MS,
  VALIDADE_ESTADO_LOGIN_S,
  VALIDADE_MINIMA_TOKEN_S,
} from './constants.ts';
export type { Espera } from './constants.ts';
export { waitFor } from './runtime/wait-for.ts';
export type { Sleep } from './runtime/wait-for.ts';
export { cacheExpiry, mayReloadAfterChunkError, needsRefresh } from './runtime/session-timing.ts';
