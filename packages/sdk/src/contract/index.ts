/**
 * @packageDocumentation
 * `@rpj/sdk/contract`: the wire contract written once, for the SDK's clients and the services that implement
 * it. Endpoints as data and the io-ts codecs of every body, query, path and response.
 */
export { DocumentoCodec, IdParams, autenticado, describePermission, endpoint, sobreConta, todas } from './endpoint.ts';
export type { AnyEndpoint, Documento, Endpoint, Metodo, RegraPermissao, Servico } from './endpoint.ts';
export { ENDPOINTS } from './endpoints.ts';
export { endpointsDeRegistros } from './registros.ts';
export type { DefinicaoEndpointsRegistros, EndpointsDeRegistros } from './registros.ts';
// The areas' contracts: their endpoints and codecs (one block per area, docs/areas.md).
export { USUARIO } from '../usuarios/usuarios.endpoints.ts';
export { GRUPO_USUARIO } from '../grupos-usuario/grupos-usuario.endpoints.ts';
export { PERMISSAO_ENDPOINTS } from '../permissoes/permissoes.endpoints.ts';
export {
  Booleano,
  INTEIRO_MAXIMO,
  Id,
  IdParametro,
  Inteiro,
  MENSAGEM_PREENCHA,
  MENSAGEM_VERSAO_OBRIGATORIA,
  corpoSalvar,
  entity,
  fieldErrors,
  mapDecoded,
  oneOf,
  parsedText,
  pathOf,
  refine,
  semCaractereProibido,
  texto,
} from './codec-helpers.ts';
export type { EntityOf } from './codec-helpers.ts';
export {
  EnvelopeCodec,
  ErroCampoCodec,
  PermissoesCodec,
  TipoRespostaCodec,
  Vazio,
  paginaCodec,
  respostaCodec,
} from './resposta.codec.ts';
export {
  BuscaUsuariosCodec,
  Cpf,
  Email,
  FiltroUsuariosCodec,
  FiltroUsuariosResumoCodec,
  Login,
  MENSAGEM_LOGIN,
  SenhaTemporariaCodec,
  UsuarioCodec,
  UsuarioListaItemCodec,
  UsuarioRemovidoCodec,
  UsuarioResumoCodec,
  UsuarioSalvarCodec,
} from '../usuarios/usuarios.codec.ts';
export {
  FiltroGruposCodec,
  GrupoUsuarioCodec,
  GrupoUsuarioResumoCodec,
  GrupoUsuarioSalvarCodec,
  MENSAGEM_NOME_GRUPO,
  PermissoesSalvar,
} from '../grupos-usuario/grupos-usuario.codec.ts';
export {
  FiltroPermissoesCodec,
  MENSAGEM_CATALOGO_FIXO,
  PermissaoDetalheCodec,
  PermissaoSalvarCodec,
} from '../permissoes/permissoes.codec.ts';
export { TAREFA } from '../tarefas/tarefas.endpoints.ts';
export { AndamentoTarefaCodec, IdTarefa, IdTarefaParams } from '../tarefas/tarefas.codec.ts';
export { EMPRESA_ENDPOINTS } from '../empresas/empresas.endpoints.ts';
export { AverbacaoCodec, AverbacaoNovaCodec, BuscaHistoricoCodec, BuscaNomesSemelhantesCodec, Cep, Cnpj, EmpresaCodec, EventoHistoricoCodec, OcultarHistoricoCodec, EmpresaListaItemCodec, EmpresaSalvarCodec, EnderecoCodec, FiltroEmpresasCodec, NomeSemelhanteCodec, SOCIOS_MAXIMO } from '../empresas/empresas.codec.ts';
export { QUALIFICACAO_SOCIO_ENDPOINTS } from '../qualificacoes-socio/qualificacoes-socio.endpoints.ts';
export { FiltroQualificacoesSocioCodec, QualificacaoSocioCodec, QualificacaoSocioSalvarCodec } from '../qualificacoes-socio/qualificacoes-socio.codec.ts';
export { SOCIO_ENDPOINTS } from '../socios/socios.endpoints.ts';
export { BuscaPessoasCodec, DocumentoPessoa, PessoaCodec, PessoaVinculosCodec, SocioCodec, SocioSalvarCodec } from '../socios/socios.codec.ts';
export { CONSULTA_EMPRESA_ENDPOINTS } from '../consulta-empresa/consulta-empresa.endpoints.ts';
export { ConsultaCnpjCodec, ConsultaDbeCodec, DbeCodec, EmpresaReceitaCodec } from '../consulta-empresa/consulta-empresa.codec.ts';
export { FERIADO_ENDPOINTS } from '../feriados/feriados.endpoints.ts';
export { Ano, BuscaCalendarioCodec, DiaSemExpedienteCodec, FeriadoCodec, FeriadoListaItemCodec, FeriadoSalvarCodec, FiltroFeriadosCodec } from '../feriados/feriados.codec.ts';
export { GRUPO_DISTRIBUICAO_ENDPOINTS } from '../grupos-distribuicao/grupos-distribuicao.endpoints.ts';
export { FiltroGruposDistribuicaoCodec, GrupoDistribuicaoCodec, GrupoDistribuicaoListaItemCodec, GrupoDistribuicaoSalvarCodec } from '../grupos-distribuicao/grupos-distribuicao.codec.ts';
export { SERVICO_ENDPOINTS } from '../servicos/servicos.endpoints.ts';
export { CotacaoCodec, CotacaoListaItemCodec, CotacaoSalvarCodec, FiltroCotacoesCodec, FiltroServicosCodec, RegraCobrancaCodec, RegrasEstadoCodec, RegrasSalvarCodec, ServicoCodec, ServicoListaItemCodec, ServicoSalvarCodec } from '../servicos/servicos.codec.ts';
export { ATO_ENDPOINTS } from '../atos/atos.endpoints.ts';
export { CAIXA_ENDPOINTS } from '../caixas/caixas.endpoints.ts';
export { CaixaCodec, PagamentoSalvarCodec, ReciboCodec } from '../caixas/caixas.codec.ts';
export { CONSULTA_SOLICITACAO_ENDPOINTS, PROCESSO_ENDPOINTS } from '../processos/processos.endpoints.ts';
export { EntradaProcessoCodec, ProcessoCodec } from '../processos/processos.codec.ts';
export { EXAME_ENDPOINTS } from '../exames/exames.endpoints.ts';
export { CONFERENCIA_ENDPOINTS } from '../conferencias/conferencias.endpoints.ts';
export { REGISTRO_ENDPOINTS } from '../registros/registros.endpoints.ts';
export { DBE_ENDPOINTS } from '../dbe/dbe.endpoints.ts';
export { DIGITALIZACAO_ENDPOINTS } from '../digitalizacoes/digitalizacoes.endpoints.ts';
export { SELO_ENDPOINTS } from '../selos/selos.endpoints.ts';
export { DecisaoSalvarCodec, ReingressoSalvarCodec } from '../exames/exames.codec.ts';
export { FiltroAtosCodec, TipoAtoCodec, TipoAtoListaItemCodec, TipoAtoSalvarCodec } from '../atos/atos.codec.ts';
export { FUNDAMENTO_LEGAL_ENDPOINTS } from '../fundamentos-legais/fundamentos-legais.endpoints.ts';
export { FiltroFundamentosLegaisCodec, FundamentoLegalCodec, FundamentoLegalSalvarCodec } from '../fundamentos-legais/fundamentos-legais.codec.ts';
export { RESPONSAVEL_ENDPOINTS } from '../responsaveis/responsaveis.endpoints.ts';
export { FiltroResponsaveisCodec, ResponsavelCodec, ResponsavelSalvarCodec } from '../responsaveis/responsaveis.codec.ts';
export { CERTIDAO_ENDPOINTS, VERIFICACAO_CERTIDAO_ENDPOINTS } from '../certidoes/certidoes.endpoints.ts';
export { RELATORIO_ENDPOINTS, RELATORIO_ENDPOINTS_POR_NOME } from '../relatorios/relatorios.endpoints.ts';
export type { ConsultaRelatorio, OpcoesRelatorio } from '../relatorios/relatorios.codec.ts';
