import { describe, expect, it } from 'vitest';
import type { Permissao } from './permission.ts';
import { GRUPOS_MENU, ROTAS, caminho, canAccess, navigationFor, resolveRoute, routeById, type Rota } from './route-access.ts';

// Spec §2, written out independently of the table: path → permissions (all required).
// `public` = no sign-in; [] = signed in, no permission.
const SPEC_ROUTES: readonly (readonly [string, readonly Permissao[] | 'public'])[] = [
  ['/erro', 'public'],
  ['/', []],
  ['/login', 'public'],
  ['/nova-senha', []],
  ['/caixa', ['VISUALIZAR_CAIXAS']],
  ['/caixa/salvar/:id?', ['VISUALIZAR_CAIXAS']],
  ['/empresa', ['VISUALIZAR_EMPRESAS']],
  ['/empresa/socio', ['VISUALIZAR_EMPRESAS']],
  ['/empresa/salvar/:id?', ['VISUALIZAR_EMPRESAS']],
  ['/empresa/historico/:id?', ['VISUALIZAR_EMPRESAS']],
  ['/consulta-empresa', ['VISUALIZAR_EMPRESAS']],
  ['/feriado', ['VISUALIZAR_FERIADOS']],
  ['/feriado/cadastro/:id?', ['VISUALIZAR_FERIADOS']], // deviation: unguarded in the original
  ['/servico', ['VISUALIZAR_SERVICOS']],
  ['/servico/salvar/:id?', ['VISUALIZAR_SERVICOS']],
  ['/usuario', ['VISUALIZAR_USUARIOS']],
  ['/usuario/cadastro/:id?', ['VISUALIZAR_USUARIOS', 'VISUALIZAR_PERMISSOES', 'EDITAR_PERMISSOES']],
  ['/certidao', ['VISUALIZAR_CERTIDOES']],
  ['/certidao/gerar/:protocolo?', ['VISUALIZAR_CERTIDOES', 'CRIAR_CERTIDOES', 'EDITAR_CERTIDOES']],
  ['/permissao', ['VISUALIZAR_PERMISSOES']],
  ['/permissao/salvar/:id?', ['VISUALIZAR_PERMISSOES']],
  ['/grupo-usuario', ['VISUALIZAR_PERMISSOES']],
  ['/grupo-usuario/salvar/:id?', ['VISUALIZAR_PERMISSOES']],
  ['/grupo-distribuicao', ['VISUALIZAR_GRUPOS_DISTRIBUICAO']],
  ['/grupo-distribuicao/salvar/:id?', ['VISUALIZAR_GRUPOS_DISTRIBUICAO']],
  ['/processos', ['VISUALIZAR_PROCESSOS']],
  ['/processos/editar/:protocolo?', ['VISUALIZAR_PROCESSOS']],
  ['/processos/entrada', ['CRIAR_PROCESSOS']], // deviation: misspelled key, unenforced in the original
  ['/processos/exames', ['VISUALIZAR_EXAMES']],
  ['/processos/exames/detalhes/:id?', ['VISUALIZAR_EXAMES']],
  ['/processos/exames/processo/:protocolo?', ['VISUALIZAR_EXAMES']],
  ['/processos/analise', ['VISUALIZAR_EXAMES']],
  ['/processos/analise/processo/:protocolo?', ['VISUALIZAR_EXAMES']],
  ['/processos/dbe/:protocolo?', ['VISUALIZAR_EXAMES']],
  ['/processos/conferencia', ['VISUALIZAR_CONFERENCIAS']],
  ['/processos/conferencia/oficial', ['VISUALIZAR_CONFERENCIAS']],
  ['/processos/conferencia/processo/:protocolo?', ['VISUALIZAR_CONFERENCIAS']],
  ['/processos/distribuicao-manual', ['VISUALIZAR_EXAMES']],
  ['/financeiro', ['VISUALIZAR_CAIXAS']],
  ['/digitalizar', ['VISUALIZAR_DIGITALIZACOES']],
  ['/responsavel', ['VISUALIZAR_RESPONSAVEIS_ASSINANTE']],
  ['/salvar-selos', ['VISUALIZAR_SELAGENS']], // deviation: unguarded in the original
  ['/pesquisar-selo', ['VISUALIZAR_SELAGENS']],
  ['/selagem-manual', ['VISUALIZAR_SELAGENS']],
  ['/enviar-selo-eletronico', ['VISUALIZAR_SELAGENS']],
  ['/importar-selo-eletronico', ['VISUALIZAR_SELAGENS']],
  ['/emissao-modelo/:seloConsulta?', ['VISUALIZAR_SELAGENS']],
  ['/emissao-etiqueta/:seloConsulta?', ['VISUALIZAR_SELAGENS']],
  ['/relatorios/caixa', ['VISUALIZAR_RELATORIOS']],
  ['/relatorios/cotacao', ['VISUALIZAR_RELATORIOS', 'VISUALIZAR_RELATORIOS_COTACAO']], // deviation: issue 33 gives the quotes report its own permission
  ['/relatorios/livro-diario-auxiliar', ['VISUALIZAR_RELATORIOS']], // ours (docs/deviations.md): the daily revenue book
  ['/relatorios/produtividade', ['VISUALIZAR_RELATORIOS']],
  ['/relatorios/controle-recibo', ['VISUALIZAR_RELATORIOS']],
  ['/relatorios/relatorio-livro-protocolo', ['VISUALIZAR_RELATORIOS']],
  ['/relatorios/caixa-diario', ['VISUALIZAR_RELATORIO_CAIXA_DIARIO']],
  ['/Auth/alterar-senha', 'public'],
  ['/consulta-solicitacao', 'public'],
  ['/verificar-certidao', 'public'], // ours (docs/deviations.md): the certificates' public check
  ['/auth/callback', 'public'], // ours: where the identity provider returns
  ['/empresa/qualificacao', ['VISUALIZAR_QUALIFICACAO_SOCIO']], // ours (docs/deviations.md): the qualification table
  ['/empresa/qualificacao/salvar/:id?', ['VISUALIZAR_QUALIFICACAO_SOCIO']],
  ['/servico/cotacao', ['VISUALIZAR_SERVICOS']], // ours (docs/deviations.md): the quote screen
  ['/servico/ato', ['VISUALIZAR_ATOS']], // ours (docs/deviations.md): the catalogue of acts
  ['/servico/ato/salvar/:id?', ['VISUALIZAR_ATOS']],
  ['/servico/regra', ['VISUALIZAR_SERVICOS']], // ours (docs/deviations.md): the state's rule of fees
  ['/servico/fundamento', ['VISUALIZAR_ATOS']], // ours (docs/deviations.md): the legal grounds of requirement notes
  ['/servico/fundamento/salvar/:id?', ['VISUALIZAR_ATOS']],
  ['/responsavel/salvar/:id?', ['VISUALIZAR_RESPONSAVEIS_ASSINANTE']], // ours (docs/deviations.md): a signatory's record
];

const byPath = (path: string): Rota => {
  const found = ROTAS.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const user = (...permissoes: Permissao[]) => ({ permissoes });

describe('route access table (spec §2)', () => {
  it('holds exactly the routes of the spec', () => {
    expect(ROTAS.map((r) => r.path).sort()).toEqual(SPEC_ROUTES.map(([p]) => p).sort());
  });

  it.each(SPEC_ROUTES)('%s requires %j', (path, access) => {
    const r = byPath(path);
    if (access === 'public') {
      expect(r.publica).toBe(true);
      expect(r.permissoes).toEqual([]);
    } else {
      expect(r.publica).toBe(false);
      expect([...r.permissoes].sort()).toEqual([...access].sort());
    }
  });

  it('every route has a unique id, a pt-BR title and a known menu group', () => {
    expect(new Set(ROTAS.map((r) => r.id)).size).toBe(ROTAS.length);
    for (const r of ROTAS) {
      expect(r.titulo.trim(), r.path).not.toBe('');
      if (r.menu !== undefined) expect(GRUPOS_MENU).toContain(r.menu);
    }
  });

  it('routes with parameters and technical routes are not in the menu', () => {
    for (const r of ROTAS.filter((x) => x.path.includes(':') || x.publica || x.permissoes.length === 0)) {
      expect(r.menu, r.path).toBeUndefined();
    }
  });
});

describe('canAccess', () => {
  it('lets anyone open a public route', () => {
    expect(canAccess(undefined, byPath('/consulta-solicitacao'))).toEqual({ allowed: true });
    expect(canAccess(user(), byPath('/login'))).toEqual({ allowed: true });
  });

  it('asks for sign-in on any other route', () => {
    expect(canAccess(undefined, byPath('/'))).toEqual({ allowed: false, reason: 'unauthenticated' });
    expect(canAccess(undefined, byPath('/usuario'))).toEqual({ allowed: false, reason: 'unauthenticated' });
  });

  it('lets a signed-in user without permissions open the home and new-password routes', () => {
    expect(canAccess(user(), byPath('/'))).toEqual({ allowed: true });
    expect(canAccess(user(), byPath('/nova-senha'))).toEqual({ allowed: true });
  });

  it('requires every permission of the route and names the missing ones', () => {
    const route = byPath('/usuario/cadastro/:id?');
    expect(canAccess(user('VISUALIZAR_USUARIOS', 'VISUALIZAR_PERMISSOES'), route)).toEqual({
      allowed: false,
      reason: 'forbidden',
      missing: ['EDITAR_PERMISSOES'],
    });
    expect(canAccess(user('VISUALIZAR_USUARIOS', 'VISUALIZAR_PERMISSOES', 'EDITAR_PERMISSOES'), route)).toEqual({
      allowed: true,
    });
  });

  it.each([
    ['/processos/entrada', 'CRIAR_PROCESSOS'],
    ['/feriado/cadastro/:id?', 'VISUALIZAR_FERIADOS'],
    ['/salvar-selos', 'VISUALIZAR_SELAGENS'],
  ] as const)('guards %s, unguarded by mistake in the original, with %s', (path, permissao) => {
    expect(canAccess(user(), byPath(path))).toEqual({ allowed: false, reason: 'forbidden', missing: [permissao] });
  });
});

describe('resolveRoute', () => {
  it.each([
    ['/usuario/cadastro/42', 'usuario.cadastro', { id: '42' }],
    ['/usuario/cadastro', 'usuario.cadastro', {}],
    ['/usuario/cadastro/', 'usuario.cadastro', {}],
    ['/processos/editar/000123', 'processos.editar', { protocolo: '000123' }],
    ['/emissao-etiqueta/ABC12345-0001', 'emissaoEtiqueta', { seloConsulta: 'ABC12345-0001' }],
    ['/auth/alterar-senha', 'auth.alterarSenha', {}],
    ['/', 'inicio', {}],
    ['/empresa/socio', 'empresa.socio', {}],
  ] as const)('%s is the route %s with %j', (pathname, id, parametros) => {
    expect(resolveRoute(pathname)).toEqual({ rota: routeById(id), parametros });
  });

  it.each([
    ['/usuario/cadastro/0', 'ids are positive integers'],
    ['/usuario/cadastro/-1', 'ids are positive integers'],
    ['/usuario/cadastro/abc', 'ids are positive integers'],
    ['/usuario/cadastro/1.5', 'ids are positive integers'],
    ['/processos/editar/12a', 'protocol numbers are digits'],
    ['/emissao-modelo/a%20b', 'seal keys are letters, digits and hyphens'],
    ['/usuario/cadastro/1/extra', 'no route has that many segments'],
    ['/nao-existe', 'unknown path'],
    ['/usuario/%E0%A4%A', 'malformed percent-encoding'],
  ])('%s is not found (%s)', (pathname) => {
    expect(resolveRoute(pathname)).toBeUndefined();
  });

  it('throws for an unknown route id, a programming error (and does not compile)', () => {
    // @ts-expect-error -- 'nope' is no route id
    expect(() => routeById('nope')).toThrow('Unknown route id');
  });
});

describe('caminho: the address of a route, from its id', () => {
  it.each([
    ['usuario', {}, '/usuario'],
    ['usuario.cadastro', { id: 12 }, '/usuario/cadastro/12'],
    ['usuario.cadastro', {}, '/usuario/cadastro'],
    ['processos.editar', { protocolo: '000123' }, '/processos/editar/000123'],
    ['emissaoEtiqueta', { seloConsulta: 'ABC-1' }, '/emissao-etiqueta/ABC-1'],
    ['inicio', {}, '/'],
    ['auth.alterarSenha', {}, '/Auth/alterar-senha'],
  ] as const)('%s with %j is %s', (id, parametros, esperado) => {
    expect(caminho(id, parametros)).toBe(esperado);
  });

  it('builds, for every route, an address that resolves back to the same route and parameters', () => {
    const exemplo = { id: 7, protocolo: '2026000123', seloConsulta: 'SELO-1' };
    for (const rota of ROTAS) {
      const parametros = Object.fromEntries(Object.entries(exemplo).filter(([nome]) => rota.path.includes(`:${nome}`)));
      expect(resolveRoute(caminho(rota.id, parametros))?.rota.id).toBe(rota.id);
    }
  });

  it('refuses a value that does not fit its parameter, a programming error', () => {
    expect(() => caminho('usuario.cadastro', { id: 0 })).toThrow('is not a valid id');
    expect(() => caminho('processos.editar', { protocolo: '12a' })).toThrow('is not a valid protocolo');
  });
});

describe('navigationFor', () => {
  it('shows only the menu routes the user may open, grouped in menu order', () => {
    const nav = navigationFor(user('VISUALIZAR_USUARIOS', 'VISUALIZAR_CAIXAS', 'VISUALIZAR_PERMISSOES'));
    expect(nav.map((g) => [g.grupo, g.rotas.map((r) => r.path)])).toEqual([
      ['Financeiro', ['/caixa', '/financeiro']],
      ['Administração', ['/usuario', '/grupo-usuario', '/permissao']],
    ]);
  });

  it('leaves out areas the app does not offer', () => {
    const nav = navigationFor(user('VISUALIZAR_USUARIOS', 'VISUALIZAR_CAIXAS'), (r) => r.path === '/usuario');
    expect(nav.map((g) => g.rotas.map((r) => r.path))).toEqual([['/usuario']]);
  });

  it('is empty for a user without permissions', () => {
    expect(navigationFor(user())).toEqual([]);
  });
});
