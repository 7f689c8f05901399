/**
 * @packageDocumentation
 * `@rpj/sdk`: the typed client of the RPJ services. It returns decoded values or throws typed errors, and
 * emits events (messages to show, places to go) that the app turns into dialogs and navigation. The wire
 * contract's codecs are on the one extra entry, `@rpj/sdk/contract`.
 */
export { createRpjSdk, createRpjSdkNucleo, DEFAULT_TIMEOUT_MS } from './rpj-sdk.ts';
export type { CacheControl, ClienteDeArea, RpjSdk, RpjSdkConfig, RpjSdkNucleo } from './rpj-sdk.ts';
export type { CacheConfig } from './cache/response-cache.ts';
export { MemoryStorage } from './cache/storage.ts';
export type { CacheStorage } from './cache/storage.ts';
export type { TokenProvider } from './auth/token-provider.ts';
export { createClientCredentialsProvider } from './auth/client-credentials-provider.ts';
export type { ClientCredentialsConfig, ClientCredentialsProvider } from './auth/client-credentials-provider.ts';
export type { Clock } from './http/clock.ts';
export type { CallOptions, Resposta } from './http/http-core.ts';
export type { RegistrosApi } from './http/registros.api.ts';
export { DEFAULT_RETRIES, DEFAULT_RETRY_POLICY, RETRY_STATUSES } from './http/retry-policy.ts';
export type { RetryPolicy } from './http/retry-policy.ts';
export type { EntrarEvento, MensagemEvento, NavegacaoEvento, SdkEventMap, SdkEvents } from './events/sdk-events.ts';
export type { Documento, Servico } from './contract/endpoint.ts';
export type { UsuarioApi } from './usuarios/usuarios.api.ts';
export type { GrupoUsuarioApi } from './grupos-usuario/grupos-usuario.api.ts';
export type { PermissaoApi } from './permissoes/permissoes.api.ts';
export type { TarefaApi } from './tarefas/tarefas.api.ts';
export type { EmpresaApi } from './empresas/empresas.api.ts';
export { clienteUsuarios } from './usuarios/http-usuarios.api.ts';
export { clienteGruposUsuario } from './grupos-usuario/http-grupos-usuario.api.ts';
export { clientePermissoes } from './permissoes/http-permissoes.api.ts';
export { clienteTarefas } from './tarefas/http-tarefas.api.ts';
export { clienteEmpresas } from './empresas/http-empresas.api.ts';
export { clienteQualificacoesSocio } from './qualificacoes-socio/qualificacoes-socio.api.ts';
export type { QualificacaoSocioApi } from './qualificacoes-socio/qualificacoes-socio.api.ts';
export { clienteSocios } from './socios/http-socios.api.ts';
export type { SocioApi } from './socios/socios.api.ts';
export { clienteConsultaEmpresa } from './consulta-empresa/http-consulta-empresa.api.ts';
export type { ConsultaEmpresaApi } from './consulta-empresa/consulta-empresa.api.ts';
export { clienteFeriados } from './feriados/http-feriados.api.ts';
export { clienteServicos } from './servicos/http-servicos.api.ts';
export type { ServicoApi } from './servicos/servicos.api.ts';
export { clienteAtos } from './atos/atos.api.ts';
export type { AtoApi } from './atos/atos.api.ts';
export { clienteCaixas } from './caixas/http-caixas.api.ts';
export type { CaixaApi } from './caixas/caixas.api.ts';
export { clienteConsultaSolicitacao, clienteProcessos } from './processos/http-processos.api.ts';
export type { ConsultaSolicitacaoApi, ProcessoApi } from './processos/processos.api.ts';
export { clienteExames } from './exames/http-exames.api.ts';
export type { ExameApi } from './exames/exames.api.ts';
export { clienteConferencias } from './conferencias/http-conferencias.api.ts';
export type { ConferenciaApi } from './conferencias/conferencias.api.ts';
export { clienteRegistros } from './registros/http-registros.api.ts';
export type { RegistroApi } from './registros/registros.api.ts';
export { clienteDbe } from './dbe/http-dbe.api.ts';
export { clienteDigitalizacoes } from './digitalizacoes/http-digitalizacoes.api.ts';
export type { DigitalizacaoApi, ProgressoEnvio } from './digitalizacoes/digitalizacoes.api.ts';
export type { FiltroDigitalizacoes, PesquisaDigitalizacoes } from './digitalizacoes/digitalizacoes.codec.ts';
export type { DbeApi } from './dbe/dbe.api.ts';
export { clienteSelos } from './selos/http-selos.api.ts';
export type { SeloApi } from './selos/selos.api.ts';
export type { FiltroLotes, FiltroSelos } from './selos/selos.codec.ts';
export type { FeriadoApi } from './feriados/feriados.api.ts';
export { clienteGruposDistribuicao } from './grupos-distribuicao/grupos-distribuicao.api.ts';
export type { GrupoDistribuicaoApi } from './grupos-distribuicao/grupos-distribuicao.api.ts';
export { clienteFundamentosLegais } from './fundamentos-legais/fundamentos-legais.api.ts';
export type { FundamentoLegalApi } from './fundamentos-legais/fundamentos-legais.api.ts';
export { clienteResponsaveis } from './responsaveis/responsaveis.api.ts';
export type { ResponsavelApi } from './responsaveis/responsaveis.api.ts';
export { clienteCertidoes, clienteVerificacaoCertidao } from './certidoes/http-certidoes.api.ts';
export type { CertidaoApi, VerificacaoCertidaoApi } from './certidoes/certidoes.api.ts';

export { SdkError, isSdkError } from './errors/sdk-error.ts';
export type { RequestInfo, SdkErrorKind } from './errors/sdk-error.ts';
export { HttpError, isHttpError } from './errors/http-error.ts';
export { NetworkError, isNetworkError } from './errors/network-error.ts';
export { TimeoutError, isTimeoutError } from './errors/timeout-error.ts';
export { DecodeError, isDecodeError } from './errors/decode-error.ts';
export { AuthError, isAuthError } from './errors/auth-error.ts';
export type { AuthErrorReason } from './errors/auth-error.ts';
