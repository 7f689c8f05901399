/**
 * Every permission of the product (spec §6), as typed constants, and the catalogue that describes them.
 *
 * Names use the prefixes CRIAR_, EDITAR_, VISUALIZAR_, REMOVER_, ANALISAR_ (plus ENVIAR_ for one action) and
 * travel on the wire exactly as written here. The catalogue is fixed by this code: the service may edit the
 * labels and descriptions it shows and which groups hold a permission, never the set of names.
 */

/** The areas permissions are grouped by, as shown to staff. */
export const AREA_PERMISSAO = {
  DISTRIBUICOES: 'Distribuições',
  EXAMES: 'Exames',
  CONFERENCIAS: 'Conferências',
  PROCESSOS: 'Processos',
  ATOS: 'Atos',
  SOCIOS: 'Sócios',
  SELAGENS: 'Selagens',
  SERVICOS: 'Serviços',
  EMPRESAS: 'Empresas',
  CAIXAS: 'Caixas',
  RELATORIOS: 'Relatórios',
  USUARIOS: 'Usuários',
  DIGITALIZACOES: 'Digitalizações',
  PERMISSOES: 'Permissões',
  GRUPOS_DISTRIBUICAO: 'Grupos de distribuição',
  FERIADOS: 'Feriados',
  RESPONSAVEIS_ASSINANTE: 'Responsáveis assinantes',
  QUALIFICACAO_SOCIO: 'Qualificações de sócio',
  RELATORIO_CAIXA_DIARIO: 'Relatório de caixa diário',
  CERTIDOES: 'Certidões',
  SOLICITACOES: 'Solicitações',
  SISTEMA: 'Sistema',
} as const;

/** Key of an area of {@link AREA_PERMISSAO}. */
export type AreaPermissao = keyof typeof AREA_PERMISSAO;

/** What a permission lets its holder do. */
export type AcaoPermissao = 'CRIAR' | 'EDITAR' | 'VISUALIZAR' | 'REMOVER' | 'ANALISAR' | 'ENVIAR' | 'NENHUMA';

/** Every action, in display order. */
export const ACOES_PERMISSAO: readonly AcaoPermissao[] = ['CRIAR', 'EDITAR', 'VISUALIZAR', 'REMOVER', 'ANALISAR', 'ENVIAR', 'NENHUMA'];

/** Every area key, in display order. */
export const AREAS_PERMISSAO = Object.keys(AREA_PERMISSAO) as readonly AreaPermissao[];

/** pt-BR verb of each action, used to build labels. */
export const ROTULO_ACAO: Readonly<Record<AcaoPermissao, string>> = {
  CRIAR: 'Criar',
  EDITAR: 'Editar',
  VISUALIZAR: 'Visualizar',
  REMOVER: 'Remover',
  ANALISAR: 'Analisar',
  ENVIAR: 'Enviar',
  NENHUMA: 'Nenhuma',
};

/**
 * Every permission name.
 *
 * @example
 * ```ts
 * canAccess(user, route).allowed; // route.permissoes holds e.g. PERMISSAO.VISUALIZAR_USUARIOS
 * ```
 */
export const PERMISSAO = {
  EDITAR_DISTRIBUICOES: 'EDITAR_DISTRIBUICOES',
  VISUALIZAR_DISTRIBUICOES: 'VISUALIZAR_DISTRIBUICOES',
  VISUALIZAR_EXAMES: 'VISUALIZAR_EXAMES',
  ANALISAR_EXAME: 'ANALISAR_EXAME',
  CRIAR_CONFERENCIAS: 'CRIAR_CONFERENCIAS',
  VISUALIZAR_CONFERENCIAS: 'VISUALIZAR_CONFERENCIAS',
  CRIAR_PROCESSOS: 'CRIAR_PROCESSOS',
  EDITAR_PROCESSOS: 'EDITAR_PROCESSOS',
  VISUALIZAR_PROCESSOS: 'VISUALIZAR_PROCESSOS',
  VISUALIZAR_ATOS: 'VISUALIZAR_ATOS',
  EDITAR_ATOS: 'EDITAR_ATOS',
  REMOVER_ATOS: 'REMOVER_ATOS',
  CRIAR_ATOS: 'CRIAR_ATOS',
  REMOVER_SOCIOS: 'REMOVER_SOCIOS',
  CRIAR_SELAGENS: 'CRIAR_SELAGENS',
  EDITAR_SELAGENS: 'EDITAR_SELAGENS',
  VISUALIZAR_SELAGENS: 'VISUALIZAR_SELAGENS',
  REMOVER_SELAGENS: 'REMOVER_SELAGENS',
  CRIAR_SERVICOS: 'CRIAR_SERVICOS',
  EDITAR_SERVICOS: 'EDITAR_SERVICOS',
  VISUALIZAR_SERVICOS: 'VISUALIZAR_SERVICOS',
  REMOVER_SERVICOS: 'REMOVER_SERVICOS',
  CRIAR_EMPRESAS: 'CRIAR_EMPRESAS',
  EDITAR_EMPRESAS: 'EDITAR_EMPRESAS',
  VISUALIZAR_EMPRESAS: 'VISUALIZAR_EMPRESAS',
  REMOVER_EMPRESAS: 'REMOVER_EMPRESAS',
  CRIAR_CAIXAS: 'CRIAR_CAIXAS',
  EDITAR_CAIXAS: 'EDITAR_CAIXAS',
  VISUALIZAR_CAIXAS: 'VISUALIZAR_CAIXAS',
  REMOVER_CAIXAS: 'REMOVER_CAIXAS',
  ANALISAR_CAIXAS: 'ANALISAR_CAIXAS',
  CRIAR_RELATORIOS: 'CRIAR_RELATORIOS',
  EDITAR_RELATORIOS: 'EDITAR_RELATORIOS',
  VISUALIZAR_RELATORIOS: 'VISUALIZAR_RELATORIOS',
  REMOVER_RELATORIOS: 'REMOVER_RELATORIOS',
  CRIAR_USUARIOS: 'CRIAR_USUARIOS',
  EDITAR_USUARIOS: 'EDITAR_USUARIOS',
  VISUALIZAR_USUARIOS: 'VISUALIZAR_USUARIOS',
  REMOVER_USUARIOS: 'REMOVER_USUARIOS',
  CRIAR_DIGITALIZACOES: 'CRIAR_DIGITALIZACOES',
  EDITAR_DIGITALIZACOES: 'EDITAR_DIGITALIZACOES',
  VISUALIZAR_DIGITALIZACOES: 'VISUALIZAR_DIGITALIZACOES',
  REMOVER_DIGITALIZACOES: 'REMOVER_DIGITALIZACOES',
  CRIAR_PERMISSOES: 'CRIAR_PERMISSOES',
  EDITAR_PERMISSOES: 'EDITAR_PERMISSOES',
  VISUALIZAR_PERMISSOES: 'VISUALIZAR_PERMISSOES',
  REMOVER_PERMISSOES: 'REMOVER_PERMISSOES',
  CRIAR_GRUPOS_DISTRIBUICAO: 'CRIAR_GRUPOS_DISTRIBUICAO',
  EDITAR_GRUPOS_DISTRIBUICAO: 'EDITAR_GRUPOS_DISTRIBUICAO',
  VISUALIZAR_GRUPOS_DISTRIBUICAO: 'VISUALIZAR_GRUPOS_DISTRIBUICAO',
  REMOVER_GRUPOS_DISTRIBUICAO: 'REMOVER_GRUPOS_DISTRIBUICAO',
  CRIAR_FERIADOS: 'CRIAR_FERIADOS',
  EDITAR_FERIADOS: 'EDITAR_FERIADOS',
  VISUALIZAR_FERIADOS: 'VISUALIZAR_FERIADOS',
  REMOVER_FERIADOS: 'REMOVER_FERIADOS',
  CRIAR_RESPONSAVEIS_ASSINANTE: 'CRIAR_RESPONSAVEIS_ASSINANTE',
  EDITAR_RESPONSAVEIS_ASSINANTE: 'EDITAR_RESPONSAVEIS_ASSINANTE',
  VISUALIZAR_RESPONSAVEIS_ASSINANTE: 'VISUALIZAR_RESPONSAVEIS_ASSINANTE',
  REMOVER_RESPONSAVEIS_ASSINANTE: 'REMOVER_RESPONSAVEIS_ASSINANTE',
  CRIAR_QUALIFICACAO_SOCIO: 'CRIAR_QUALIFICACAO_SOCIO',
  EDITAR_QUALIFICACAO_SOCIO: 'EDITAR_QUALIFICACAO_SOCIO',
  VISUALIZAR_QUALIFICACAO_SOCIO: 'VISUALIZAR_QUALIFICACAO_SOCIO',
  REMOVER_QUALIFICACAO_SOCIO: 'REMOVER_QUALIFICACAO_SOCIO',
  CRIAR_RELATORIO_CAIXA_DIARIO: 'CRIAR_RELATORIO_CAIXA_DIARIO',
  EDITAR_RELATORIO_CAIXA_DIARIO: 'EDITAR_RELATORIO_CAIXA_DIARIO',
  VISUALIZAR_RELATORIO_CAIXA_DIARIO: 'VISUALIZAR_RELATORIO_CAIXA_DIARIO',
  REMOVER_RELATORIO_CAIXA_DIARIO: 'REMOVER_RELATORIO_CAIXA_DIARIO',
  CRIAR_CERTIDOES: 'CRIAR_CERTIDOES',
  EDITAR_CERTIDOES: 'EDITAR_CERTIDOES',
  VISUALIZAR_CERTIDOES: 'VISUALIZAR_CERTIDOES',
  EDITAR_NUMERO_AVERBACAO: 'EDITAR_NUMERO_AVERBACAO',
  REMOVER_HISTORICO_EMPRESA: 'REMOVER_HISTORICO_EMPRESA',
  EDITAR_SITUACAO_SOLICITACAO: 'EDITAR_SITUACAO_SOLICITACAO',
  VISUALIZAR_RELATORIOS_COTACAO: 'VISUALIZAR_RELATORIOS_COTACAO',
  ENVIAR_EMAIL_PENDENCIAS: 'ENVIAR_EMAIL_PENDENCIAS',
  NULL: 'NULL',
} as const;

/** A permission name. */
export type Permissao = (typeof PERMISSAO)[keyof typeof PERMISSAO];

/** What the catalogue says of one permission. */
export interface PermissaoInfo {
  readonly nome: Permissao;
  readonly area: AreaPermissao;
  readonly acao: AcaoPermissao;
  /** Short pt-BR label, e.g. 'Visualizar usuários'. */
  readonly rotulo: string;
  /**
   * False only for the original product's `NULL` marker, which exists on the wire but grants nothing and is
   * never given to a group.
   */
  readonly atribuivel: boolean;
}

type Entrada = readonly [area: AreaPermissao, acao: AcaoPermissao, rotulo: string];

// A Record over every name: adding a permission without describing it fails compilation.
const DESCRICOES: Readonly<Record<Permissao, Entrada>> = {
  EDITAR_DISTRIBUICOES: ['DISTRIBUICOES', 'EDITAR', 'Editar distribuições'],
  VISUALIZAR_DISTRIBUICOES: ['DISTRIBUICOES', 'VISUALIZAR', 'Visualizar distribuições'],
  VISUALIZAR_EXAMES: ['EXAMES', 'VISUALIZAR', 'Visualizar exames'],
  ANALISAR_EXAME: ['EXAMES', 'ANALISAR', 'Analisar exame'],
  ENVIAR_EMAIL_PENDENCIAS: ['EXAMES', 'ENVIAR', 'Enviar e-mail de pendências'],
  CRIAR_CONFERENCIAS: ['CONFERENCIAS', 'CRIAR', 'Criar conferências'],
  VISUALIZAR_CONFERENCIAS: ['CONFERENCIAS', 'VISUALIZAR', 'Visualizar conferências'],
  CRIAR_PROCESSOS: ['PROCESSOS', 'CRIAR', 'Criar processos'],
  EDITAR_PROCESSOS: ['PROCESSOS', 'EDITAR', 'Editar processos'],
  VISUALIZAR_PROCESSOS: ['PROCESSOS', 'VISUALIZAR', 'Visualizar processos'],
  VISUALIZAR_ATOS: ['ATOS', 'VISUALIZAR', 'Visualizar atos'],
  EDITAR_ATOS: ['ATOS', 'EDITAR', 'Editar atos'],
  REMOVER_ATOS: ['ATOS', 'REMOVER', 'Remover atos'],
  CRIAR_ATOS: ['ATOS', 'CRIAR', 'Criar atos'],
  REMOVER_SOCIOS: ['SOCIOS', 'REMOVER', 'Remover sócios'],
  CRIAR_SELAGENS: ['SELAGENS', 'CRIAR', 'Criar selagens'],
  EDITAR_SELAGENS: ['SELAGENS', 'EDITAR', 'Editar selagens'],
  VISUALIZAR_SELAGENS: ['SELAGENS', 'VISUALIZAR', 'Visualizar selagens'],
  REMOVER_SELAGENS: ['SELAGENS', 'REMOVER', 'Remover selagens'],
  CRIAR_SERVICOS: ['SERVICOS', 'CRIAR', 'Criar serviços'],
  EDITAR_SERVICOS: ['SERVICOS', 'EDITAR', 'Editar serviços'],
  VISUALIZAR_SERVICOS: ['SERVICOS', 'VISUALIZAR', 'Visualizar serviços'],
  REMOVER_SERVICOS: ['SERVICOS', 'REMOVER', 'Remover serviços'],
  CRIAR_EMPRESAS: ['EMPRESAS', 'CRIAR', 'Criar empresas'],
  EDITAR_EMPRESAS: ['EMPRESAS', 'EDITAR', 'Editar empresas'],
  VISUALIZAR_EMPRESAS: ['EMPRESAS', 'VISUALIZAR', 'Visualizar empresas'],
  REMOVER_EMPRESAS: ['EMPRESAS', 'REMOVER', 'Remover empresas'],
  EDITAR_NUMERO_AVERBACAO: ['EMPRESAS', 'EDITAR', 'Editar número de averbação'],
  REMOVER_HISTORICO_EMPRESA: ['EMPRESAS', 'REMOVER', 'Remover histórico da empresa'],
  CRIAR_CAIXAS: ['CAIXAS', 'CRIAR', 'Criar caixas'],
  EDITAR_CAIXAS: ['CAIXAS', 'EDITAR', 'Editar caixas'],
  VISUALIZAR_CAIXAS: ['CAIXAS', 'VISUALIZAR', 'Visualizar caixas'],
  REMOVER_CAIXAS: ['CAIXAS', 'REMOVER', 'Remover caixas'],
  ANALISAR_CAIXAS: ['CAIXAS', 'ANALISAR', 'Analisar caixas'],
  CRIAR_RELATORIOS: ['RELATORIOS', 'CRIAR', 'Criar relatórios'],
  EDITAR_RELATORIOS: ['RELATORIOS', 'EDITAR', 'Editar relatórios'],
  VISUALIZAR_RELATORIOS: ['RELATORIOS', 'VISUALIZAR', 'Visualizar relatórios'],
  REMOVER_RELATORIOS: ['RELATORIOS', 'REMOVER', 'Remover relatórios'],
  VISUALIZAR_RELATORIOS_COTACAO: ['RELATORIOS', 'VISUALIZAR', 'Visualizar relatórios de cotação'],
  CRIAR_USUARIOS: ['USUARIOS', 'CRIAR', 'Criar usuários'],
  EDITAR_USUARIOS: ['USUARIOS', 'EDITAR', 'Editar usuários'],
  VISUALIZAR_USUARIOS: ['USUARIOS', 'VISUALIZAR', 'Visualizar usuários'],
  REMOVER_USUARIOS: ['USUARIOS', 'REMOVER', 'Remover usuários'],
  CRIAR_DIGITALIZACOES: ['DIGITALIZACOES', 'CRIAR', 'Criar digitalizações'],
  EDITAR_DIGITALIZACOES: ['DIGITALIZACOES', 'EDITAR', 'Editar digitalizações'],
  VISUALIZAR_DIGITALIZACOES: ['DIGITALIZACOES', 'VISUALIZAR', 'Visualizar digitalizações'],
  REMOVER_DIGITALIZACOES: ['DIGITALIZACOES', 'REMOVER', 'Remover digitalizações'],
  CRIAR_PERMISSOES: ['PERMISSOES', 'CRIAR', 'Criar permissões'],
  EDITAR_PERMISSOES: ['PERMISSOES', 'EDITAR', 'Editar permissões'],
  VISUALIZAR_PERMISSOES: ['PERMISSOES', 'VISUALIZAR', 'Visualizar permissões'],
  REMOVER_PERMISSOES: ['PERMISSOES', 'REMOVER', 'Remover permissões'],
  CRIAR_GRUPOS_DISTRIBUICAO: ['GRUPOS_DISTRIBUICAO', 'CRIAR', 'Criar grupos de distribuição'],
  EDITAR_GRUPOS_DISTRIBUICAO: ['GRUPOS_DISTRIBUICAO', 'EDITAR', 'Editar grupos de distribuição'],
  VISUALIZAR_GRUPOS_DISTRIBUICAO: ['GRUPOS_DISTRIBUICAO', 'VISUALIZAR', 'Visualizar grupos de distribuição'],
  REMOVER_GRUPOS_DISTRIBUICAO: ['GRUPOS_DISTRIBUICAO', 'REMOVER', 'Remover grupos de distribuição'],
  CRIAR_FERIADOS: ['FERIADOS', 'CRIAR', 'Criar feriados'],
  EDITAR_FERIADOS: ['FERIADOS', 'EDITAR', 'Editar feriados'],
  VISUALIZAR_FERIADOS: ['FERIADOS', 'VISUALIZAR', 'Visualizar feriados'],
  REMOVER_FERIADOS: ['FERIADOS', 'REMOVER', 'Remover feriados'],
  CRIAR_RESPONSAVEIS_ASSINANTE: ['RESPONSAVEIS_ASSINANTE', 'CRIAR', 'Criar responsáveis assinantes'],
  EDITAR_RESPONSAVEIS_ASSINANTE: ['RESPONSAVEIS_ASSINANTE', 'EDITAR', 'Editar responsáveis assinantes'],
  VISUALIZAR_RESPONSAVEIS_ASSINANTE: ['RESPONSAVEIS_ASSINANTE', 'VISUALIZAR', 'Visualizar responsáveis assinantes'],
  REMOVER_RESPONSAVEIS_ASSINANTE: ['RESPONSAVEIS_ASSINANTE', 'REMOVER', 'Remover responsáveis assinantes'],
  CRIAR_QUALIFICACAO_SOCIO: ['QUALIFICACAO_SOCIO', 'CRIAR', 'Criar qualificações de sócio'],
  EDITAR_QUALIFICACAO_SOCIO: ['QUALIFICACAO_SOCIO', 'EDITAR', 'Editar qualificações de sócio'],
  VISUALIZAR_QUALIFICACAO_SOCIO: ['QUALIFICACAO_SOCIO', 'VISUALIZAR', 'Visualizar qualificações de sócio'],
  REMOVER_QUALIFICACAO_SOCIO: ['QUALIFICACAO_SOCIO', 'REMOVER', 'Remover qualificações de sócio'],
  CRIAR_RELATORIO_CAIXA_DIARIO: ['RELATORIO_CAIXA_DIARIO', 'CRIAR', 'Criar relatório de caixa diário'],
  EDITAR_RELATORIO_CAIXA_DIARIO: ['RELATORIO_CAIXA_DIARIO', 'EDITAR', 'Editar relatório de caixa diário'],
  VISUALIZAR_RELATORIO_CAIXA_DIARIO: ['RELATORIO_CAIXA_DIARIO', 'VISUALIZAR', 'Visualizar relatório de caixa diário'],
  REMOVER_RELATORIO_CAIXA_DIARIO: ['RELATORIO_CAIXA_DIARIO', 'REMOVER', 'Remover relatório de caixa diário'],
  CRIAR_CERTIDOES: ['CERTIDOES', 'CRIAR', 'Criar certidões'],
  EDITAR_CERTIDOES: ['CERTIDOES', 'EDITAR', 'Editar certidões'],
  VISUALIZAR_CERTIDOES: ['CERTIDOES', 'VISUALIZAR', 'Visualizar certidões'],
  EDITAR_SITUACAO_SOLICITACAO: ['SOLICITACOES', 'EDITAR', 'Editar situação da solicitação'],
  NULL: ['SISTEMA', 'NENHUMA', 'Nenhuma (marcador sem efeito)'],
};

/**
 * The catalogue, in the order above: one entry per permission with its area, action and pt-BR label.
 *
 * @example
 * ```ts
 * CATALOGO_PERMISSOES.filter((p) => p.area === 'USUARIOS').map((p) => p.rotulo);
 * ```
 */
export const CATALOGO_PERMISSOES: readonly PermissaoInfo[] = (Object.keys(DESCRICOES) as Permissao[]).map(permissaoInfo);

const NOMES = new Set<string>(Object.keys(DESCRICOES));

/** True when `value` is the name of a permission of the catalogue (the wire may carry anything). */
export function isPermissao(value: unknown): value is Permissao {
  return typeof value === 'string' && NOMES.has(value);
}

/** The catalogue entry of a permission. */
export function permissaoInfo(nome: Permissao): PermissaoInfo {
  const [area, acao, rotulo] = DESCRICOES[nome];
  return { nome, area, acao, rotulo, atribuivel: nome !== 'NULL' };
}
