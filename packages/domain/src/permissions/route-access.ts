/**
 * The route access table (spec §2): every screen of the product with its path pattern, the permissions it
 * requires (all of them), whether it is public, its pt-BR title and its menu group.
 *
 * Three routes of the original were unguarded by mistake and get the evident guard here (docs/deviations.md):
 * /processos/entrada → CRIAR_PROCESSOS, /feriado/cadastro/:id? → VISUALIZAR_FERIADOS,
 * /salvar-selos → VISUALIZAR_SELAGENS. The client guard is a convenience; the server is the authority.
 */
import { PERMISSAO, type Permissao } from './permission.ts';
import { PADRAO_PARAMETRO, matchPath, parsePattern, type NomeParametro, type ParametrosRota } from './route-path.ts';

/** Menu groups of the side navigation, in display order (docs/ux.md). */
export const GRUPOS_MENU = [
  'Cadastros',
  'Processos',
  'Financeiro',
  'Selos',
  'Certidões',
  'Relatórios',
  'Administração',
] as const;

/** A menu group. */
export type GrupoMenu = (typeof GRUPOS_MENU)[number];

/** One screen of the product. */
export interface Rota {
  /** Stable identifier, used by the web app to attach a screen to the route. */
  readonly id: string;
  /** Path pattern in react-router notation; parameters are those of `PADRAO_PARAMETRO`. */
  readonly path: string;
  /** Permissions required to open it: all of them. Empty for public and signed-in-only routes. */
  readonly permissoes: readonly Permissao[];
  /** Open without signing in: no loading overlay, no guard. */
  readonly publica: boolean;
  /** pt-BR page title. */
  readonly titulo: string;
  /** Side-navigation group; routes with parameters and technical routes are not in the menu. */
  readonly menu?: GrupoMenu;
}

const P = PERMISSAO;

function rota<const I extends string>(id: I, path: string, titulo: string, permissoes: readonly Permissao[], menu?: GrupoMenu): Rota & { readonly id: I } {
  return menu === undefined
    ? { id, path, titulo, permissoes, publica: false }
    : { id, path, titulo, permissoes, publica: false, menu };
}

function publica<const I extends string>(id: I, path: string, titulo: string): Rota & { readonly id: I } {
  return { id, path, titulo, permissoes: [], publica: true };
}

/** Every route of the product, in matching order. Their ids are the type {@link IdRota}. */
export const ROTAS = [
  publica('erro', '/erro', 'Erro'),
  publica('login', '/login', 'Entrar'),
  publica('auth.callback', '/auth/callback', 'Concluindo o acesso'),
  publica('auth.alterarSenha', '/Auth/alterar-senha', 'Alterar senha'),
  publica('consultaSolicitacao', '/consulta-solicitacao', 'Consulta de solicitação'),
  // Not in the spec (docs/deviations.md): where the QR code and the code printed on a certificate lead.
  publica('verificarCertidao', '/verificar-certidao', 'Verificação de certidão'),
  rota('inicio', '/', 'Início', []),
  rota('novaSenha', '/nova-senha', 'Nova senha', []),

  rota('empresa', '/empresa', 'Empresas', [P.VISUALIZAR_EMPRESAS], 'Cadastros'),
  rota('empresa.socio', '/empresa/socio', 'Sócios', [P.VISUALIZAR_EMPRESAS], 'Cadastros'),
  rota('empresa.salvar', '/empresa/salvar/:id?', 'Empresa', [P.VISUALIZAR_EMPRESAS]),
  rota('empresa.historico', '/empresa/historico/:id?', 'Histórico da empresa', [P.VISUALIZAR_EMPRESAS]),
  // Not in the spec (docs/deviations.md): the Receita's qualification table, maintained under QUALIFICACAO_SOCIO.
  rota('empresa.qualificacao', '/empresa/qualificacao', 'Qualificações de sócio', [P.VISUALIZAR_QUALIFICACAO_SOCIO], 'Cadastros'),
  rota('empresa.qualificacao.salvar', '/empresa/qualificacao/salvar/:id?', 'Qualificação de sócio', [P.VISUALIZAR_QUALIFICACAO_SOCIO]),
  rota('consultaEmpresa', '/consulta-empresa', 'Consulta de empresas', [P.VISUALIZAR_EMPRESAS], 'Cadastros'),
  rota('servico', '/servico', 'Serviços', [P.VISUALIZAR_SERVICOS], 'Cadastros'),
  rota('servico.salvar', '/servico/salvar/:id?', 'Serviço', [P.VISUALIZAR_SERVICOS]),
  // Not in the spec (docs/deviations.md): the quote screen staff price acts on all day.
  rota('servico.cotacao', '/servico/cotacao', 'Cotação', [P.VISUALIZAR_SERVICOS], 'Financeiro'),
  // Not in the spec (docs/deviations.md): the catalogue of acts under the ATOS permissions, and the state's rule of fees.
  rota('servico.ato', '/servico/ato', 'Tipos de ato', [P.VISUALIZAR_ATOS], 'Cadastros'),
  rota('servico.ato.salvar', '/servico/ato/salvar/:id?', 'Tipo de ato', [P.VISUALIZAR_ATOS]),
  rota('servico.regra', '/servico/regra', 'Regra de cobrança', [P.VISUALIZAR_SERVICOS], 'Cadastros'),
  // Not in the spec (docs/deviations.md): the legal grounds examiners cite in requirement notes, under the ATOS permissions.
  rota('servico.fundamento', '/servico/fundamento', 'Fundamentos legais', [P.VISUALIZAR_ATOS], 'Cadastros'),
  rota('servico.fundamento.salvar', '/servico/fundamento/salvar/:id?', 'Fundamento legal', [P.VISUALIZAR_ATOS]),
  rota('feriado', '/feriado', 'Feriados', [P.VISUALIZAR_FERIADOS], 'Cadastros'),
  rota('feriado.cadastro', '/feriado/cadastro/:id?', 'Feriado', [P.VISUALIZAR_FERIADOS]),
  rota(
    'responsavel',
    '/responsavel',
    'Responsáveis assinantes',
    [P.VISUALIZAR_RESPONSAVEIS_ASSINANTE],
    'Cadastros',
  ),
  // Not in the spec (docs/deviations.md): a signatory's record, under the list that needs VISUALIZAR_.
  rota('responsavel.salvar', '/responsavel/salvar/:id?', 'Responsável assinante', [P.VISUALIZAR_RESPONSAVEIS_ASSINANTE]),

  rota('processos', '/processos', 'Processos', [P.VISUALIZAR_PROCESSOS], 'Processos'),
  rota('processos.editar', '/processos/editar/:protocolo?', 'Processo', [P.VISUALIZAR_PROCESSOS]),
  rota('processos.entrada', '/processos/entrada', 'Entrada de processo', [P.CRIAR_PROCESSOS], 'Processos'),
  rota('processos.exames', '/processos/exames', 'Exames', [P.VISUALIZAR_EXAMES], 'Processos'),
  rota('processos.exames.detalhes', '/processos/exames/detalhes/:id?', 'Detalhes do exame', [P.VISUALIZAR_EXAMES]),
  rota('processos.exames.processo', '/processos/exames/processo/:protocolo?', 'Exame do processo', [
    P.VISUALIZAR_EXAMES,
  ]),
  rota('processos.analise', '/processos/analise', 'Análise', [P.VISUALIZAR_EXAMES], 'Processos'),
  rota('processos.analise.processo', '/processos/analise/processo/:protocolo?', 'Análise do processo', [
    P.VISUALIZAR_EXAMES,
  ]),
  rota('processos.dbe', '/processos/dbe/:protocolo?', 'DBE do processo', [P.VISUALIZAR_EXAMES]),
  rota('processos.conferencia', '/processos/conferencia', 'Conferência', [P.VISUALIZAR_CONFERENCIAS], 'Processos'),
  rota(
    'processos.conferencia.oficial',
    '/processos/conferencia/oficial',
    'Conferência do oficial',
    [P.VISUALIZAR_CONFERENCIAS],
    'Processos',
  ),
  rota('processos.conferencia.processo', '/processos/conferencia/processo/:protocolo?', 'Conferência do processo', [
    P.VISUALIZAR_CONFERENCIAS,
  ]),
  rota(
    'processos.distribuicaoManual',
    '/processos/distribuicao-manual',
    'Distribuição manual',
    [P.VISUALIZAR_EXAMES],
    'Processos',
  ),
  rota(
    'grupoDistribuicao',
    '/grupo-distribuicao',
    'Grupos de distribuição',
    [P.VISUALIZAR_GRUPOS_DISTRIBUICAO],
    'Processos',
  ),
  rota('grupoDistribuicao.salvar', '/grupo-distribuicao/salvar/:id?', 'Grupo de distribuição', [
    P.VISUALIZAR_GRUPOS_DISTRIBUICAO,
  ]),
  rota('digitalizar', '/digitalizar', 'Digitalização', [P.VISUALIZAR_DIGITALIZACOES], 'Processos'),

  rota('caixa', '/caixa', 'Caixas', [P.VISUALIZAR_CAIXAS], 'Financeiro'),
  rota('caixa.salvar', '/caixa/salvar/:id?', 'Caixa', [P.VISUALIZAR_CAIXAS]),
  rota('financeiro', '/financeiro', 'Financeiro', [P.VISUALIZAR_CAIXAS], 'Financeiro'),

  rota('salvarSelos', '/salvar-selos', 'Cadastro de selos', [P.VISUALIZAR_SELAGENS], 'Selos'),
  rota('pesquisarSelo', '/pesquisar-selo', 'Pesquisar selo', [P.VISUALIZAR_SELAGENS], 'Selos'),
  rota('selagemManual', '/selagem-manual', 'Selagem manual', [P.VISUALIZAR_SELAGENS], 'Selos'),
  rota('enviarSeloEletronico', '/enviar-selo-eletronico', 'Enviar selo eletrônico', [P.VISUALIZAR_SELAGENS], 'Selos'),
  rota(
    'importarSeloEletronico',
    '/importar-selo-eletronico',
    'Importar selo eletrônico',
    [P.VISUALIZAR_SELAGENS],
    'Selos',
  ),
  rota('emissaoModelo', '/emissao-modelo/:seloConsulta?', 'Emissão de modelo', [P.VISUALIZAR_SELAGENS]),
  rota('emissaoEtiqueta', '/emissao-etiqueta/:seloConsulta?', 'Emissão de etiqueta', [P.VISUALIZAR_SELAGENS]),

  rota('certidao', '/certidao', 'Certidões', [P.VISUALIZAR_CERTIDOES], 'Certidões'),
  rota('certidao.gerar', '/certidao/gerar/:protocolo?', 'Gerar certidão', [
    P.VISUALIZAR_CERTIDOES,
    P.CRIAR_CERTIDOES,
    P.EDITAR_CERTIDOES,
  ]),

  rota('relatorios.caixa', '/relatorios/caixa', 'Relatório de caixa', [P.VISUALIZAR_RELATORIOS], 'Relatórios'),
  rota(
    'relatorios.caixaDiario',
    '/relatorios/caixa-diario',
    'Relatório de caixa diário',
    [P.VISUALIZAR_RELATORIO_CAIXA_DIARIO],
    'Relatórios',
  ),
  rota('relatorios.cotacao', '/relatorios/cotacao', 'Relatório de cotações', [P.VISUALIZAR_RELATORIOS, P.VISUALIZAR_RELATORIOS_COTACAO], 'Relatórios'),
  rota(
    'relatorios.livroDiario',
    '/relatorios/livro-diario-auxiliar',
    'Livro Diário Auxiliar',
    [P.VISUALIZAR_RELATORIOS],
    'Relatórios',
  ),
  rota(
    'relatorios.produtividade',
    '/relatorios/produtividade',
    'Relatório de produtividade',
    [P.VISUALIZAR_RELATORIOS],
    'Relatórios',
  ),
  rota(
    'relatorios.controleRecibo',
    '/relatorios/controle-recibo',
    'Controle de recibos',
    [P.VISUALIZAR_RELATORIOS],
    'Relatórios',
  ),
  rota(
    'relatorios.livroProtocolo',
    '/relatorios/relatorio-livro-protocolo',
    'Livro de protocolo',
    [P.VISUALIZAR_RELATORIOS],
    'Relatórios',
  ),

  rota('usuario', '/usuario', 'Usuários', [P.VISUALIZAR_USUARIOS], 'Administração'),
  rota('usuario.cadastro', '/usuario/cadastro/:id?', 'Usuário', [
    P.VISUALIZAR_USUARIOS,
    P.VISUALIZAR_PERMISSOES,
    P.EDITAR_PERMISSOES,
  ]),
  rota('grupoUsuario', '/grupo-usuario', 'Grupos de usuários', [P.VISUALIZAR_PERMISSOES], 'Administração'),
  rota('grupoUsuario.salvar', '/grupo-usuario/salvar/:id?', 'Grupo de usuários', [P.VISUALIZAR_PERMISSOES]),
  rota('permissao', '/permissao', 'Permissões', [P.VISUALIZAR_PERMISSOES], 'Administração'),
  rota('permissao.salvar', '/permissao/salvar/:id?', 'Permissão', [P.VISUALIZAR_PERMISSOES]),
] as const satisfies readonly Rota[];

/** The id of a route of the product: a renamed or removed route is a type error wherever it is named. */
export type IdRota = (typeof ROTAS)[number]['id'];

// Every pattern must parse: a typo in a parameter name fails when the module loads, in every test run.
for (const r of ROTAS) parsePattern(r.path);

/** A route matched against a pathname, with its validated parameters. */
export interface RotaResolvida {
  readonly rota: Rota;
  readonly parametros: ParametrosRota;
}

/**
 * Finds the route of a pathname.
 *
 * @returns `undefined` when no route matches, including when a parameter does not match its pattern
 * (spec §8: not found).
 * @example
 * ```ts
 * resolveRoute('/usuario/cadastro/7')?.rota.id; // 'usuario.cadastro'
 * resolveRoute('/usuario/cadastro/0');          // undefined
 * ```
 */
export function resolveRoute(pathname: string, rotas: readonly Rota[] = ROTAS): RotaResolvida | undefined {
  for (const r of rotas) {
    const parametros = matchPath(r.path, pathname);
    if (parametros !== undefined) return { rota: r, parametros };
  }
  return undefined;
}

/** The route with this id. Throws for an unknown id, which is a programming error. */
export function routeById(id: IdRota): Rota {
  const found = (ROTAS as readonly Rota[]).find((r) => r.id === id);
  if (found === undefined) throw new Error(`Unknown route id "${id}"`);
  return found;
}

/** The parameters of a route's address, by name: numbers (ids) or texts (protocols, seal keys). */
export type ParametrosCaminho = Readonly<Partial<Record<NomeParametro, string | number>>>;

/**
 * The address of a route, with its parameters filled in: screens and view-models reach other screens through it,
 * never through a written path. Throws when a required parameter is missing or a value does not fit its pattern
 * (a programming error).
 *
 * @example
 * ```ts
 * caminho('usuario');                       // '/usuario'
 * caminho('usuario.cadastro', { id: 12 });  // '/usuario/cadastro/12'
 * caminho('usuario.cadastro');              // '/usuario/cadastro'
 * ```
 */
export function caminho(id: IdRota, parametros: ParametrosCaminho = {}): string {
  const { path } = routeById(id);
  const partes: string[] = [];
  for (const segmento of path.split('/').filter((s) => s !== '')) {
    if (!segmento.startsWith(':')) {
      partes.push(segmento);
      continue;
    }
    const opcional = segmento.endsWith('?');
    const nome = segmento.slice(1, opcional ? -1 : undefined) as NomeParametro;
    const valor = parametros[nome];
    if (valor === undefined) {
      if (opcional) break;
      throw new Error(`Route "${id}" needs the parameter "${nome}"`);
    }
    const texto = String(valor);
    if (!PADRAO_PARAMETRO[nome].test(texto)) throw new Error(`"${texto}" is not a valid ${nome} for route "${id}"`);
    partes.push(encodeURIComponent(texto));
  }
  return `/${partes.join('/')}`;
}

/** Who is asking: nobody signed in, or a user with permissions. */
export type Requerente = { readonly permissoes: readonly Permissao[] } | undefined;

/** The answer of {@link canAccess}. */
export type Acesso =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'unauthenticated' }
  | { readonly allowed: false; readonly reason: 'forbidden'; readonly missing: readonly Permissao[] };

/**
 * Whether a user may open a route: public routes always; others need a signed-in user holding every required
 * permission.
 *
 * @example
 * ```ts
 * const acesso = canAccess(usuario, routeById('usuario'));
 * if (!acesso.allowed && acesso.reason === 'forbidden') semPermissao(acesso.missing);
 * ```
 */
export function canAccess(user: Requerente, route: Rota): Acesso {
  if (route.publica) return { allowed: true };
  if (user === undefined) return { allowed: false, reason: 'unauthenticated' };
  const missing = route.permissoes.filter((p) => !user.permissoes.includes(p));
  return missing.length === 0 ? { allowed: true } : { allowed: false, reason: 'forbidden', missing };
}

/** One group of the side navigation with the routes it shows. */
export interface GrupoNavegacao {
  readonly grupo: GrupoMenu;
  readonly rotas: readonly Rota[];
}

/**
 * The side navigation for a user: menu routes the user may open, grouped in the order of {@link GRUPOS_MENU};
 * empty groups are left out. `available` lets the app hide areas that are not built yet.
 */
export function navigationFor(
  user: Requerente,
  available: (route: Rota) => boolean = () => true,
  rotas: readonly Rota[] = ROTAS,
): readonly GrupoNavegacao[] {
  return GRUPOS_MENU.map((grupo) => ({
    grupo,
    rotas: rotas.filter((r) => r.menu === grupo && available(r) && canAccess(user, r).allowed),
  })).filter((g) => g.rotas.length > 0);
}
