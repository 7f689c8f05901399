/**
 * @packageDocumentation
 * `@rpj/domain`: the framework-free rules of the RPJ back-office. No UI, state, DI, HTTP, Node, time or
 * storage: what a rule needs from the outside world it takes as a parameter.
 */
export {
  ACOES_PERMISSAO,
  AREAS_PERMISSAO,
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
export { GRUPOS_MENU, ROTAS, caminho, canAccess, navigationFor, resolveRoute, routeById } from './permissions/route-access.ts';
export type {
  Acesso,
  GrupoMenu,
  GrupoNavegacao,
  IdRota,
  ParametrosCaminho,
  Requerente,
  Rota,
  RotaResolvida,
} from './permissions/route-access.ts';

// The areas (docs/areas.md): each area's folder holds its rules, types and texts.
// usuarios/: staff accounts, the signed-in user's loading, the login rule, acting on an account.
export { GRUPO_USUARIO, MENSAGEM_LOGIN, belongsTo, hasPermissions, parseLogin, userFlags } from './usuarios/usuario.ts';
export type {
  BuscaUsuarios,
  FiltroUsuarios,
  FiltroUsuariosResumo,
  GrupoUsuarioRef,
  SenhaTemporaria,
  Usuario,
  UsuarioFlags,
  UsuarioGrupo,
  UsuarioListaItem,
  UsuarioResumo,
  UsuarioSalvar,
} from './usuarios/usuario.ts';
export { NAO_CARREGADO, canStartLoading, userLoadingTransition } from './usuarios/usuario-carregamento.ts';
export type { CarregamentoUsuario, EventoCarregamento } from './usuarios/usuario-carregamento.ts';
export { acaoSobreConta, mensagemContaMaisPoderosa } from './usuarios/conta.ts';
export type { AcaoSobreConta } from './usuarios/conta.ts';
// grupos-usuario/: user groups.
export type { FiltroGrupos, GrupoUsuario, GrupoUsuarioResumo, GrupoUsuarioSalvar } from './grupos-usuario/grupo-usuario.ts';
// permissoes/: the office's view of the permission catalogue (the catalogue itself is core: permissions/).
export type { FiltroPermissoes, GrupoRef, PermissaoDetalhe, PermissaoSalvar } from './permissoes/permissao-detalhe.ts';

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
export { errosDeCampo, firstMessage, respostaPadrao } from './response/resposta-padrao.ts';
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
export type { ConfiguracaoApp } from './runtime/configuracao-app.ts';

export {
  MENSAGENS_CARACTERE,
  caractereProibido,
  collapseWhitespace,
  isBlank,
  keepLettersDigitsSpaces,
  normalizeForSearch,
  stripAccents,
  truncate,
} from './input/text.ts';
export type { CaractereProibido } from './input/text.ts';
export { CARACTERE_PREENCHIMENTO_PADRAO, chooseMask, createMask } from './input/mask.ts';
export type { FormatOptions, Mask } from './input/mask.ts';
export { MASKS, PADROES_MASCARA, PADROES_MASCARA_BR } from './input/masks.ts';
export type { NomeMascara } from './input/masks.ts';
export { MENSAGEM_VALOR_INVALIDO, MENSAGENS_REGRA, isValidEmail, resolveRule, rules } from './input/rules.ts';
export type { NomeRegra, Rule, RuleRef, RuleResult } from './input/rules.ts';
export { isValidationDue, validate } from './input/validate.ts';
export { isStrongPassword, passwordRequirements } from './input/password.ts';
export type { RequisitoSenha } from './input/password.ts';
export type { LazyRules, ValidateOptions, ValidationOutcome, ValidationTrigger } from './input/validate.ts';

export { formatCpf, isValidCpf, maskCpfForPublic, normalizeCpf } from './documents/cpf.ts';
export { formatCnpj, isValidCnpj, normalizeCnpj } from './documents/cnpj.ts';
export type { CnpjOptions } from './documents/cnpj.ts';
export { formatCep, isValidCep, normalizeCep } from './documents/cep.ts';
export {
  daysInMonth,
  formatDateBr,
  isValidCivilDate,
  parseDateBr,
  parseIsoDate,
  isoParaBr,
  brParaIso,
  diaCivil,
  toIsoDate,
} from './calendar/civil-date.ts';
export type { DataCivil } from './calendar/civil-date.ts';
export { formatDate, formatDateTime, formatInteger, formatMoney, formatMoneyField, formatPageRange, parseMoney } from './format.ts';

export { checkOptionGroupModel, toggleOption } from './presentation/option-group.ts';
export type { Opcao, TipoGrupoOpcoes, VerificacaoGrupo } from './presentation/option-group.ts';
export {
  POSICAO_NOTIFICACAO_PADRAO,
  POSICOES_NOTIFICACAO,
  notificationOptions,
} from './presentation/notification-options.ts';
export type { OpcoesNotificacao, PosicaoNotificacao } from './presentation/notification-options.ts';
// tarefas: background work as a person follows it
export { ESTADOS_TAREFA, percentualTarefa, tarefaTerminada } from './tarefas/tarefas.ts';
export type { AndamentoTarefa, EstadoTarefa } from './tarefas/tarefas.ts';
// empresas
export {
  EMPRESA_MAXIMO,
  LIMIAR_NOME_SEMELHANTE,
  NATUREZAS_JURIDICAS,
  REGRAS_DENOMINACAO,
  ROTULOS_SITUACAO_EMPRESA,
  SITUACOES_EMPRESA,
  chaveNome,
  mensagemNomesSemelhantes,
  naturezaJuridica,
  nomesSemelhantes,
  rotuloNatureza,
  similaridade,
} from './empresas/empresas.ts';
export type { Empresa, EmpresaListaItem, EmpresaSalvar, FiltroEmpresas, IdentificacaoEmpresa, NaturezaJuridica, NomeSemelhante, RegistroLivro, SituacaoEmpresa } from './empresas/empresas.ts';
export {
  AVERBACAO_MAXIMO,
  ROTULOS_TIPO_AVERBACAO,
  TIPOS_AVERBACAO,
  alteracoesEntre,
  proximoNumeroAverbacao,
  rotuloAverbacao,
  situacaoAposAverbacao,
} from './empresas/averbacoes.ts';
export type { AcaoHistorico, Alteracao, Averbacao, AverbacaoNova, EventoHistorico, TipoAverbacao } from './empresas/averbacoes.ts';
// addresses and phones
export { MENSAGEM_TELEFONE, formatTelefone, normalizeTelefone } from './documents/telefone.ts';
export { ENDERECO_MAXIMO, UFS, isUf, linhaEndereco } from './documents/endereco.ts';
export type { Endereco, Uf } from './documents/endereco.ts';
// qualificacoes-socio: the Receita's table of members' qualifications.
export {
  MENSAGEM_CODIGO_QUALIFICACAO,
  NOME_QUALIFICACAO_SOCIO_MAXIMO,
  PADRAO_CODIGO_QUALIFICACAO,
  QUALIFICACOES_RECEITA,
  REGRAS_CODIGO_QUALIFICACAO,
  REGRAS_NOME_QUALIFICACAO_SOCIO,
  nomeQualificacaoReceita,
  qualificacoesSugeridas,
  rotuloQualificacao,
} from './qualificacoes-socio/qualificacoes-socio.ts';
export type { FiltroQualificacoesSocio, QualificacaoSocio, QualificacaoSocioSalvar } from './qualificacoes-socio/qualificacoes-socio.ts';
// socios: persons, the boards of entities and the person search.
export {
  MENSAGEM_DOCUMENTO_PESSOA,
  NOME_PESSOA_MAXIMO,
  PARTICIPACAO_MAXIMA,
  errosDoQuadro,
  formatParticipacao,
  mascararDocumentoPessoa,
  normalizeDocumentoPessoa,
  socioAtual,
  tipoPessoa,
} from './socios/socios.ts';
export type { Pessoa, PessoaInformada, Socio, SocioSalvar, TipoPessoa } from './socios/socios.ts';
export { PESSOAS_POR_BUSCA } from './socios/pessoas.ts';
export type { BuscaPessoas, PessoaVinculos, VinculoPessoa } from './socios/pessoas.ts';
// consulta-empresa: the Receita's view of an entity beside the office's record.
export { ROTULOS_SITUACAO_CADASTRAL, SITUACOES_CADASTRAIS, comparacaoReceita, diferencasReceita, documentoComoReceita, linhasDeEndereco, linhasDeQsa, empresaDaReceita, pedidoConsulta } from './consulta-empresa/consulta-empresa.ts';
export type { DiferencaConsulta, EmpresaReceita, LinhaComparacao, MembroComparado, PedidoConsulta, SituacaoCadastral, SocioReceita } from './consulta-empresa/consulta-empresa.ts';
// feriados: the office's calendar (holidays, days without service) and deadlines in business days.
export { ANO_MAXIMO, ANO_MINIMO, FERIADO_MAXIMO, REGRAS_NOME_FERIADO, anoValido, idGerado } from './feriados/feriados.ts';
export type { FiltroFeriados, Feriado, FeriadoListaItem, FeriadoSalvar } from './feriados/feriados.ts';
export {
  ABRANGENCIAS_FERIADO,
  ROTULOS_ABRANGENCIA_FERIADO,
  ROTULOS_TIPO_FERIADO,
  TIPOS_FERIADO,
  addBusinessDays,
  anosDoPrazo,
  businessDaysBetween,
  calendario,
  diaDaSemana,
  feriadosNacionais,
  isBusinessDay,
  nextBusinessDay,
  pascoa,
  somarDias,
} from './feriados/calendario.ts';
export type { AbrangenciaFeriado, Calendario, DiaSemExpediente, TipoFeriado } from './feriados/calendario.ts';
// grupos-distribuicao: the examiners among whom new processes are shared, and the rule that picks one.
export { GRUPO_DISTRIBUICAO_MAXIMO, REGRAS_NOME_GRUPO_DISTRIBUICAO, ausenteEm, errosDoGrupo, escolherMembro } from './grupos-distribuicao/grupos-distribuicao.ts';
export type {
  Ausencia,
  Candidato,
  FiltroGruposDistribuicao,
  GrupoDistribuicao,
  GrupoDistribuicaoListaItem,
  GrupoDistribuicaoSalvar,
  MembroGrupo,
} from './grupos-distribuicao/grupos-distribuicao.ts';
// servicos: the catalogue of acts and the fees of an act — the table in force, its band, the add-ons apart (issue 22).
export { ARREDONDAMENTOS, HIPOTESES_ISENCAO, MENSAGENS_PRECO, VALOR_DECLARADO_MAXIMO, faixaDe, percentual, precificar, somarComponentes, tabelaVigente } from './servicos/emolumentos.ts';
export type {
  Arredondamento,
  ComponenteRegra,
  ErroPreco,
  FaixaEmolumento,
  HipoteseIsencao,
  Isencao,
  ItemPrecificado,
  ItemPreco,
  RegraCobranca,
  RegrasEstado,
  ValorComponente,
  ValoresTabela,
  VigenciaRegra,
  VigenciaTabela,
} from './servicos/emolumentos.ts';
export { ATO_MAXIMO, CATALOGO_ATOS, ESPECIES_ATO, PADRAO_CODIGO_ATO, ROTULOS_ESPECIE_ATO, documentosExigidos, errosDoTipoAto } from './servicos/atos.ts';
export type { DocumentoExigido, EspecieAto, FiltroAtos, LivroAto, TipoAto, TipoAtoListaItem, TipoAtoRegistro, TipoAtoSalvar } from './servicos/atos.ts';
export { AUTENTICACAO_LIVRO_GO_2026, FAIXAS_REGISTRO_GO_2026, REGISTRO_SEM_VALOR_GO_2026, TAXA_JUDICIARIA_GO_2026, VIGENCIA_TABELA_GO_2026 } from './servicos/tabela-go.ts';
export { REGRA_GO, REGRAS_GO, SERVICO_MAXIMO, comTabelaDesde, errosDaRegra, errosDasVigencias } from './servicos/servicos.ts';
export type { FiltroServicos, Servico, ServicoListaItem, ServicoSalvar } from './servicos/servicos.ts';
export type { Cotacao, CotacaoListaItem, CotacaoSalvar, FiltroCotacoes, ItemCotacaoSalvar, ItemCotado } from './servicos/cotacoes.ts';
// caixas: cash boxes, payments and their gapless receipts (issue 23).
export { METODOS_PAGAMENTO, ROTULOS_METODO, ROTULOS_MOVIMENTO, ROTULOS_SITUACAO_CAIXA, ROTULOS_TIPO_RECIBO, SITUACOES_CAIXA, TIPOS_MOVIMENTO, TIPOS_RECIBO, ZERO_POR_METODO, diferencas, errosDasParcelas, esperadoPorMetodo } from './caixas/caixas.ts';
export type { Caixa, CaixaListaItem, FechamentoSalvar, FiltroCaixas, MetodoPagamento, MovimentoCaixa, MovimentoSalvar, PagamentoSalvar, ParcelaPagamento, PorMetodo, Recibo, SituacaoCaixa, TipoMovimento, TipoRecibo } from './caixas/caixas.ts';
export { ROTULOS_SITUACAO_DEPOSITO, SITUACOES_DEPOSITO, acertoDoDeposito } from './caixas/depositos.ts';
export type { Deposito, DepositoSalvar, DevolucaoSalvar, FiltroDepositos, LiquidacaoSalvar, ResumoFinanceiro, SituacaoDeposito } from './caixas/depositos.ts';
// processos: a process's states and the events that move it (issue 25).
export { EVENTOS_ANDAMENTO, EVENTOS_DO_EXAME, EVENTOS_MANUAIS, EVENTOS_PROCESSO, ROTULOS_SITUACAO_PROCESSO, SITUACOES_FINAIS, SITUACOES_PROCESSO, TRANSICOES, eventosPossiveis, podeDisparar, recusaDoEvento, transicionar } from './processos/situacoes.ts';
export type { EstadoProcesso, EventoProcesso, SituacaoProcesso, Transicao } from './processos/situacoes.ts';
export { ALFABETO_CODIGO, DIAS_PRAZO_PROXIMO, TAMANHO_CODIGO, formatarCodigo, gerarCodigoVerificacao, normalizarCodigo, situacaoDoPrazo } from './processos/protocolo.ts';
export type { UrgenciaPrazo } from './processos/protocolo.ts';
export { MENSAGEM_CONSULTA_NAO_ENCONTRADA, PROCESSO_MAXIMO, consultaPublica, errosDaCorrecao, errosDaEntrada, formatarProtocolo, processoAberto, rotuloDoHistorico } from './processos/processos.ts';
export type {
  Apresentante,
  CargaExaminador,
  ConsultaSolicitacao,
  ConsultaSolicitacaoPedido,
  CorrecaoProcesso,
  DepositoNaEntrada,
  DocumentoApresentado,
  EntradaProcesso,
  EventoSalvar,
  ExigenciaAberta,
  FiltroProcessos,
  HistoricoProcesso,
  Processo,
  PrazoSituacao,
  ProcessoListaItem,
  RedistribuicaoSalvar,
  ResponsavelProcesso,
} from './processos/processos.ts';
// exames: the exam of a title, its requirement notes and re-entries (issue 26).
export {
  DECISOES_ANALISE,
  DECISOES_EXAME,
  ESCOPOS_FILA_EXAME,
  EXAME_MAXIMO,
  ROTULOS_DECISAO_EXAME,
  ROTULOS_SITUACAO_EXIGENCIA,
  SITUACOES_EXIGENCIA,
  SITUACOES_FILA_EXAME,
  duracaoPorExtenso,
  errosDaAnalise,
  errosDaDecisao,
  errosDoReingresso,
  estadoDoEnvio,
  mensagemDaNota,
} from './exames/exames.ts';
export type {
  Analise,
  AnaliseSalvar,
  DecisaoAnalise,
  DecisaoExame,
  DecisaoSalvar,
  EnvioNota,
  EnvioNotaSalvar,
  EscopoFilaExame,
  Exame,
  ExameDoProcesso,
  ExameFilaItem,
  Exigencia,
  ExigenciaSalvar,
  FiltroFilaExame,
  FundamentoOferecido,
  ReingressoSalvar,
  SituacaoExigencia,
  SituacaoFilaExame,
} from './exames/exames.ts';
// conferencias: the conference of a confirmed title, item by item (issue 27).
export { CONFERENCIA_MAXIMO, DECISOES_CONFERENCIA, ETAPAS_CONFERENCIA, errosDaConferencia, etapaDe } from './conferencias/conferencias.ts';
export type { ConferenciaDoProcesso, ConferenciaRegistrada, ConferenciaSalvar, DecisaoConferencia, EtapaConferencia, ItemConferencia, MarcaSalvar } from './conferencias/conferencias.ts';
// registros: registration in the books, with their volumes and terms (issue 27).
export { FOLHAS_POR_LIVRO, REGISTRO_MAXIMO, endossoDoRegistro, errosDoRegistro, precisaDeNovoLivro, rotuloLivro, termoDeAbertura, termoDeEncerramento, tipoAverbacaoDoAto } from './registros/registros.ts';
export type { Livro, RegistroLancado, RegistroSalvar } from './registros/registros.ts';
// dbe: the Receita's DBE conferred against the process and the entity (issue 28).
export { DBE_MAXIMO, DECISOES_DBE, atoComDbe, comparacaoDbe, divergenciasDbe, errosDaChaveDbe, errosDaDecisaoDbe, lerNumeroDeControle, normalizarChaveDbe, numeroDeControle, problemasDoDbe } from './dbe/dbe.ts';
export type { CartorioDbe, ChaveDbe, ConferenciaDbe, Dbe, DbeDoProcesso, DecisaoDbe, DecisaoDbeSalvar, EventoDbe, SocioDbe } from './dbe/dbe.ts';
// selos: electronic seals — courts' formats, batches, stock, the seals an act takes (issue 29).
export {
  FORMATOS_SELO,
  ORIGENS_LOTE,
  ROTULOS_SITUACAO_LOTE,
  ROTULOS_SITUACAO_SELO,
  ROTULOS_TIPO_SELO,
  ROTULOS_TRIBUNAL_SELO,
  SELO_MAXIMO,
  SITUACOES_LOTE,
  SITUACOES_SELO,
  TIPOS_SELO,
  TRIBUNAIS_SELO,
  enderecoConsultaSelo,
  errosDaCorrecaoDeSelo,
  errosDaImportacao,
  errosDaSelagemManual,
  ROTULOS_SITUACAO_ENVIO,
  valoresDoAto,
  mensagemSemSelo,
  problemaDoSelo,
  resumoDoLote,
  selosDoAto,
} from './selos/selos.ts';
export type { AtoSelado, CorrecaoSelo, EnvioSelos, RetornoTribunal, EstoqueSelos, FormatoSelo, ImportacaoSelos, LoteSelos, OrigemLote, ResumoLote, SelagemManual, Selo, SeloDoAto, SeloDoLote, SituacaoLote, SituacaoSelo, TipoSelo, TribunalSelo } from './selos/selos.ts';
export {
  CABECALHO_CARIMBO,
  CAMPOS_MODELO,
  CARIMBO_MODELO_MM,
  CODIGOS_FOLHA,
  FOLHAS_ETIQUETA,
  IMPRESSAO_MAXIMO,
  PAGINA_A4_MM,
  ROTULO_VALIDADOR,
  SITUACOES_IMPRIMIVEIS,
  carimboDoSelo,
  errosDasEtiquetas,
  errosDoModelo,
  margensDoModelo,
  posicoesDasEtiquetas,
  preencherModelo,
  problemaDaImpressao,
} from './selos/impressao.ts';
export type { CampoModelo, Carimbo, CodigoFolha, EntradaModeloSelo, FolhaEtiquetas, ModeloSelo, PedidoEtiquetas, PosicaoEtiqueta } from './selos/impressao.ts';
// fundamentos-legais: the legal grounds of requirement notes, their model texts and the starting list (issue 26).
export {
  FUNDAMENTOS_LEGAIS_INICIAIS,
  NOME_FUNDAMENTO_LEGAL_MAXIMO,
  REGRAS_NOME_FUNDAMENTO_LEGAL,
  REGRAS_TEXTO_FUNDAMENTO_LEGAL,
  TEXTO_FUNDAMENTO_LEGAL_MAXIMO,
  inicioDoTexto,
} from './fundamentos-legais/fundamentos-legais.ts';
export type { FiltroFundamentosLegais, FundamentoLegal, FundamentoLegalSalvar } from './fundamentos-legais/fundamentos-legais.ts';
// digitalizacoes: the scanned archive — files by their content, their upload in parts, the OCR's states (issue 31).
export {
  DIGITALIZACAO_MAXIMO,
  LARGURAS_PAGINA,
  ROTULOS_SITUACAO_OCR,
  ROTULOS_TIPO_DIGITALIZADO,
  SITUACOES_OCR,
  TIPOS_DIGITALIZADOS,
  errosDoInicio,
  formatarTamanho,
  imagemCompleta,
  mensagemArquivoIlegivel,
  partesDoArquivo,
  problemaDoArquivo,
  tipoPeloConteudo,
} from './digitalizacoes/digitalizacoes.ts';
export type { AchadoDigitalizacao, Digitalizacao, EnvioDigitalizacao, InicioEnvio, PaginaDigitalizada, SituacaoOcr, TipoDigitalizado } from './digitalizacoes/digitalizacoes.ts';
// responsaveis
export {
  CARGOS_RESPONSAVEL,
  mensagemForaDaVigencia,
  NOME_RESPONSAVEL_MAXIMO,
  problemaDaVigencia,
  REGRAS_NOME_RESPONSAVEL,
  ROTULOS_CARGO_RESPONSAVEL,
  textoDaVigencia,
  vigenteEm,
} from './responsaveis/responsaveis.ts';
export type { CargoResponsavel, FiltroResponsaveis, Responsavel, ResponsavelSalvar } from './responsaveis/responsaveis.ts';

// certidoes
export {
  alteracoesPosteriores,
  atoDaCertidao,
  semServicoDaCertidao,
  CERTIDAO_MAXIMO,
  conteudoDaCertidao,
  criterioDaBusca,
  errosDoPedido,
  PRAZO_CERTIDAO_DIAS_UTEIS,
  prazoDaCertidao,
  ROTULOS_SITUACAO_CERTIDAO,
  ROTULOS_TIPO_CERTIDAO,
  SITUACOES_CERTIDAO,
  TIPOS_CERTIDAO,
  tituloDaCertidao,
} from './certidoes/certidoes.ts';
export type {
  AchadoBusca,
  AssinaturaCertidao,
  Certidao,
  CertidaoListaItem,
  CertidaoSalvar,
  CriterioBusca,
  DadosCertidao,
  EmissaoCertidao,
  EntidadeCertificada,
  FiltroCertidoes,
  PagamentoCertidao,
  SecaoCertidao,
  SituacaoCertidao,
  TipoCertidao,
  VerificacaoCertidao,
} from './certidoes/certidoes.ts';

// relatorios
export {
  ATALHOS_PERIODO,
  colunaNumerica,
  colunasComTotal,
  conciliacao,
  DEFINICOES_RELATORIO,
  descricaoDoFiltro,
  DIAS_MAXIMOS_RELATORIO,
  errosDoFiltro,
  EVENTOS_PRODUTIVIDADE,
  FILTROS_RELATORIO,
  LINHAS_MAXIMAS_PDF,
  LINHAS_POR_PARTE,
  marcasRedondas,
  metodoNoRelatorio,
  NOME_VISAO_MAXIMO,
  periodoDoAtalho,
  pontosDoGrafico,
  relatorioDaRota,
  RELATORIOS,
  ROTULOS_ATALHO,
  textoDaCelula,
  textoDaDuracao,
  porOsTextos,
  textoDaFalta,
  textoDaMarca,
  textoDoTermo,
  textoDoTotal,
  totaisDoRelatorio,
} from './relatorios/relatorios.ts';
export type {
  AtalhoPeriodo,
  CampoFiltroRelatorio,
  Celula,
  ColunaRelatorio,
  DefinicaoRelatorio,
  FiltroRelatorio,
  FiltrosVisao,
  GraficoRelatorio,
  LinhaRelatorio,
  NomeRelatorio,
  ParteRelatorio,
  TextosDaParte,
  TipoColuna,
  VisaoRelatorio,
  VisaoRelatorioSalvar,
} from './relatorios/relatorios.ts';
