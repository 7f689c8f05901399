// security.md #14 and #15 in Chromium, against the real provider and services: a user administrator cannot
// become an administrator (by resetting their password, or by renaming logins under a live token), and guessing a
// password is slowed without locking its owner out. The sequences of the 2026-11-25 review.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { authorizeUrl } from '../support/pkce.ts';
import { APP, CADASTRO, ISSUER, screenshot, signIn, webStorage } from '../support/session.ts';

/** The access token this tab holds. */
async function tokenOf(page: Page): Promise<string> {
  const { session } = await webStorage(page);
  const key = Object.keys(session).find((k) => k.startsWith('oidc.user:')) ?? '';
  return (JSON.parse(session[key] ?? '{}') as { access_token?: string }).access_token ?? '';
}

interface Resposta {
  readonly status: number;
  readonly dados: Record<string, unknown> & { id?: number; versao?: number; login?: string; senhaTemporaria?: string };
  readonly mensagem: string;
}

/** A call to the registration service with a token, as an internal tool (or an attacker) would make it. */
async function chamar(request: APIRequestContext, token: string, method: string, path: string, body?: unknown): Promise<Resposta> {
  const response = await request.fetch(`${CADASTRO}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { data: body }),
  });
  const json = (await response.json()) as { dados?: Resposta['dados']; mensagens?: string[] };
  return { status: response.status(), dados: json.dados ?? {}, mensagem: json.mensagens?.[0] ?? '' };
}

/** The body that saves a user as the service answered it, with changes. */
function corpo(u: Resposta['dados'], mudancas: Record<string, unknown>): Record<string, unknown> {
  const groups = (u['groups'] ?? []) as { grupoUsuario: { id: number } }[];
  return { id: u.id, versao: u.versao, cpf: u['cpf'], nome: u['nome'], login: u.login, ativo: u['ativo'], grupoIds: groups.map((g) => g.grupoUsuario.id), ...mudancas };
}

/** A new browser (its own cookies and storage), in pt-BR. */
async function navegador(page: Page): Promise<BrowserContext> {
  const browser = page.context().browser();
  if (browser === null) throw new Error('no browser');
  return browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 }, baseURL: APP });
}

/** Signs in with a temporary password and chooses `nova` at the first access, landing on the app's home. */
async function primeiroAcesso(page: Page, login: string, temporaria: string, nova: string): Promise<void> {
  await page.goto('/');
  await page.waitForURL(`${ISSUER}/**`);
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Senha').fill(temporaria);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(nova);
  await page.getByLabel('Repita a nova senha').fill(nova);
  await page.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await page.waitForURL(`${APP}/`);
}

/** An account made by the administrator: a group with these permissions, the user in it, a temporary password. */
async function criarConta(
  request: APIRequestContext,
  admin: string,
  dados: { grupo: string; permissoes: readonly string[]; nome: string; cpf: string; login: string },
): Promise<{ id: number; temporaria: string }> {
  const grupo = await chamar(request, admin, 'POST', '/grupo-usuario', { nome: dados.grupo, permissoes: dados.permissoes });
  expect(grupo.status).toBe(200);
  const usuario = await chamar(request, admin, 'POST', '/usuario', { cpf: dados.cpf, nome: dados.nome, login: dados.login, ativo: true, grupoIds: [grupo.dados.id] });
  expect(usuario.status).toBe(200);
  const senha = await chamar(request, admin, 'POST', `/usuario/resetar-senha/${String(usuario.dados.id)}`);
  return { id: usuario.dados.id ?? 0, temporaria: senha.dados.senhaTemporaria ?? '' };
}

test('#14 a user administrator sees an administrator read-only, and the service refuses the password reset and the rename', async ({ page, request }) => {
  await signIn(page, 'admin');
  const admin = await tokenOf(page);
  const { dados: chefe } = await chamar(request, admin, 'GET', '/usuario/recupera-dados-por-login');
  const gestorConta = await criarConta(request, admin, {
    grupo: 'GESTAO DE USUARIOS',
    // The user form's route also asks for the permissions' ones (spec §2).
    permissoes: ['VISUALIZAR_USUARIOS', 'CRIAR_USUARIOS', 'EDITAR_USUARIOS', 'REMOVER_USUARIOS', 'VISUALIZAR_PERMISSOES', 'EDITAR_PERMISSOES'],
    nome: 'Gustavo Estevão Gestor',
    cpf: '71428793860',
    login: 'gestor',
  });

  // The user administrator signs in (first access) in a browser of his own.
  const contexto = await navegador(page);
  const gestor = await contexto.newPage();
  await primeiroAcesso(gestor, 'gestor', gestorConta.temporaria, 'Gestor2026x');
  const primeiroToken = await tokenOf(gestor);

  // The administrator's record: read-only, saying why; no Redefinir senha, no Excluir, no Salvar.
  await gestor.goto(`/usuario/cadastro/${String(chefe.id)}`);
  await expect(gestor.getByRole('heading', { level: 1, name: 'Helena Duarte Vasconcelos' })).toBeVisible();
  await expect(gestor.getByText(/^Este usuário tem permissões que você não tem \(.+\)\. Só quem tem todas as permissões/)).toBeVisible();
  await expect(gestor.getByRole('button', { name: 'Redefinir senha' })).toHaveCount(0);
  await expect(gestor.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(gestor.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expectAccessible(gestor);
  await screenshot(gestor, 'usuario-conta-mais-poderosa');

  // 1. Straight to the service: the administrator's temporary password is refused, saying why.
  const reset = await chamar(request, primeiroToken, 'POST', `/usuario/resetar-senha/${String(chefe.id)}`);
  expect([reset.status, reset.mensagem]).toEqual([403, expect.stringMatching(/^Este usuário tem permissões que você não tem/)]);

  // 2. He renames himself on his own form (allowed), …
  await gestor.goto(`/usuario/cadastro/${String(gestorConta.id)}`);
  await gestor.getByLabel('Login').fill('gestor.antigo');
  await gestor.getByRole('button', { name: 'Salvar' }).click();
  await expect(gestor.getByRole('alertdialog')).toContainText('Usuário salvo com sucesso!');
  await gestor.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  // … cannot rename the administrator to his old login, …
  const { dados: chefeAgora } = await chamar(request, admin, 'GET', `/usuario/${String(chefe.id)}`);
  const renomear = await chamar(request, primeiroToken, 'POST', '/usuario', corpo(chefeAgora, { login: 'gestor' }));
  expect(renomear.status).toBe(403);
  // … and when the administrator takes that login herself, his first token still speaks for him alone.
  expect((await chamar(request, admin, 'POST', '/usuario', corpo(chefeAgora, { login: 'gestor' }))).status).toBe(200);
  try {
    const quem = await chamar(request, primeiroToken, 'GET', '/usuario/recupera-dados-por-login');
    expect([quem.dados.id, quem.dados.login]).toEqual([gestorConta.id, 'gestor.antigo']);
    // Removing a group needs REMOVER_PERMISSOES, which the administrator holds and he does not.
    expect((await chamar(request, primeiroToken, 'DELETE', '/grupo-usuario/2147483647')).status).toBe(403);
  } finally {
    const { dados: restaurar } = await chamar(request, admin, 'GET', `/usuario/${String(chefe.id)}`);
    expect((await chamar(request, admin, 'POST', '/usuario', corpo(restaurar, { login: 'admin' }))).status).toBe(200);
  }
  await contexto.close();
});

test('#15 a guesser is slowed down, saying for how long, while the owner’s browser still signs in', async ({ page, request }) => {
  await signIn(page, 'admin');
  const conta = await criarConta(request, await tokenOf(page), {
    grupo: 'CONFERENCIA E2E',
    permissoes: ['VISUALIZAR_USUARIOS'],
    nome: 'Otávio Dono da Conta',
    cpf: '39587162455',
    login: 'dono',
  });

  // The owner signs in on his browser, which is then trusted for his login; then he leaves the provider's session.
  const donoContexto = await navegador(page);
  const dono = await donoContexto.newPage();
  await primeiroAcesso(dono, 'dono', conta.temporaria, 'Dono2026xy');
  const confiavel = (await donoContexto.cookies()).filter((c) => c.name.startsWith('rpj_disp_'));
  expect(confiavel).toHaveLength(1);
  expect(confiavel[0]?.httpOnly).toBe(true);
  await donoContexto.clearCookies();
  await donoContexto.addCookies(confiavel);

  // A guesser, from the same address: five wrong passwords, then a wait that the page states.
  const intrusoContexto = await navegador(page);
  const intruso = await intrusoContexto.newPage();
  await intruso.goto(authorizeUrl(ISSUER, APP).url);
  for (let i = 0; i < 5; i++) {
    await intruso.getByLabel('Login').fill('dono');
    await intruso.getByLabel('Senha').fill(`chute${String(i)}abc`);
    await intruso.getByRole('button', { name: 'Entrar' }).click();
    await expect(intruso.getByRole('alert')).toHaveText('Login ou senha incorretos.');
  }
  await intruso.getByLabel('Senha').fill('Dono2026xy');
  await intruso.getByRole('button', { name: 'Entrar' }).click();
  await expect(intruso.getByRole('alert')).toHaveText(/^Muitas tentativas sem sucesso: aguarde \d+ segundos? e tente de novo\.$/);
  await screenshot(intruso, 'entrar-muitas-tentativas');

  // The owner, on his own browser (a new tab: the first one still holds its session), signs in at once.
  const outraAba = await donoContexto.newPage();
  await signIn(outraAba, 'dono', 'Dono2026xy');
  await expect(outraAba.getByRole('heading', { level: 1 })).toHaveText(/Otávio$/);
  await intrusoContexto.close();
  await donoContexto.close();
});
