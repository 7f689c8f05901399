/**
 * Our own pages for the provider's interactions (not oidc-provider's devInteractions): sign-in, the forced new
 * password of a first access, and the change-password page the app's /Auth/alterar-senha and /nova-senha send
 * users to. Koa middleware in front of the provider's routes.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Middleware, ParameterizedContext } from 'koa';
import type Provider from 'oidc-provider';
import { isStrongPassword } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { checkPassword, setOwnPassword, type Conta } from './accounts.ts';
import { acessosPendentes } from './acessos-pendentes.ts';
import { changePasswordPage, loginPage, messagePage, newPasswordPage } from './pages.ts';
import { AccessLimiter, Dispositivos, LIMITES_PADRAO, esperaPorExtenso, type Chave, type LimitesAcesso } from './rate-limit.ts';

/** The neutral answer to any failed sign-in (security: no hint whether the login exists). */
export const MENSAGEM_LOGIN_INVALIDO = 'Login ou senha incorretos.';
/** The answer while attempts are limited, saying how long to wait. */
export function mensagemMuitasTentativas(esperaMs: number): string {
  return `Muitas tentativas sem sucesso: aguarde ${esperaPorExtenso(esperaMs)} e tente de novo.`;
}

/** What the pages log: failed sign-ins and limits reached, never a password. */
export interface LogAcesso {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/** Options of the pages. */
export interface InteractionOptions {
  readonly db: Db;
  /** Where "Voltar ao sistema" may return: only addresses under these origins. */
  readonly allowedReturnOrigins: readonly string[];
  /** The sign-in limits (tests use small ones). */
  readonly limites?: LimitesAcesso;
  /** The key that signs trusted-device cookies. */
  readonly chaveDispositivos: string;
  /** Whether cookies must be Secure (an https issuer). */
  readonly seguro: boolean;
  readonly log: LogAcesso;
}

/** The answer when the new password is the one it replaces (a temporary, demo or current password). */
export const MENSAGEM_SENHA_REPETIDA = 'A nova senha é igual à senha atual: escolha uma senha diferente da que você usou para entrar.';

/**
 * What is wrong with a new password and its confirmation, in pt-BR, or `undefined`. `igualAtual`: the new
 * password is the one the person signed in with.
 */
export function newPasswordProblem(nova: string, confirmacao: string, igualAtual = false): string | undefined {
  if (nova !== confirmacao) return 'As duas senhas não conferem: digite a mesma senha nos dois campos.';
  if (!isStrongPassword(nova)) return 'Senha fraca: use pelo menos 8 caracteres, com letras e números.';
  return igualAtual ? MENSAGEM_SENHA_REPETIDA : undefined;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The pages' middleware, with a fresh style/script nonce and a strict CSP for every page it renders. */
export function interactionMiddleware(provider: Provider, options: InteractionOptions): Middleware {
  const limites = options.limites ?? LIMITES_PADRAO;
  const limiter = new AccessLimiter(options.db);
  const dispositivos = new Dispositivos(options.chaveDispositivos);

  /**
   * The keys an attempt for a login is counted under: its trusted device when the browser has one for this login,
   * else the login and address pair and the address.
   */
  const chavesDe = (ctx: ParameterizedContext, login: string): { tentar: Chave[]; limpar: Chave[]; devolver: Chave[] } => {
    const dispositivo = dispositivos.verificar(login, ctx.cookies.get(dispositivos.nome(login)));
    if (dispositivo !== undefined) {
      const chave = { chave: `dispositivo:${dispositivo}|${login}`, regra: limites.par };
      return { tentar: [chave], limpar: [chave], devolver: [] };
    }
    const par = { chave: `par:${login}|${ctx.ip}`, regra: limites.par };
    const endereco = { chave: `endereco:${ctx.ip}`, regra: limites.endereco };
    return { tentar: [par, endereco], limpar: [par], devolver: [endereco] };
  };

  /** Checks a password under the limits: the account, 'limitado' with the wait, or undefined (wrong). Logged. */
  const tentarSenha = async (
    ctx: ParameterizedContext,
    login: string,
    senha: string,
    pagina: string,
  ): Promise<Conta | { limitado: number } | undefined> => {
    const chaves = chavesDe(ctx, login);
    const tentativa = await limiter.tentar(chaves.tentar);
    if (!tentativa.permitida) {
      options.log.warn({ evento: 'limite_de_acesso', pagina, login, endereco: ctx.ip, chave: tentativa.chave, esperaMs: tentativa.esperaMs }, 'sign-in limited');
      return { limitado: tentativa.esperaMs };
    }
    const conta = await checkPassword(options.db, login, senha);
    if (conta === undefined) {
      options.log.warn({ evento: 'acesso_recusado', pagina, login, endereco: ctx.ip }, 'sign-in failed');
      return undefined;
    }
    await limiter.sucesso(chaves.limpar, chaves.devolver);
    // This browser is now trusted for this login.
    ctx.append(
      'Set-Cookie',
      `${dispositivos.nome(login)}=${dispositivos.emitir(login, Date.now())}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${options.seguro ? '; Secure' : ''}`,
    );
    return conta;
  };

  /**
   * First accesses waiting for a new password, by interaction, kept in the database (`acesso_pendente`) so that
   * any server process takes the next step. `senhaAtual` is a keyed digest (never the password) of the one the
   * person signed in with, which the new one must differ from: a temporary password's hash is spent at that
   * sign-in, so it cannot be compared later.
   */
  const pendentes = acessosPendentes(options.db);
  const resumo = (senha: string): string => createHmac('sha256', options.chaveDispositivos).update(`senha-atual:${senha}`).digest('base64');

  const render = (ctx: ParameterizedContext, html: (nonce: string) => string, status = 200): void => {
    const nonce = randomBytes(16).toString('base64');
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Content-Security-Policy',
      // form-action also governs the redirects after a post: the sign-in ends on the app's callback.
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self' ${options.allowedReturnOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = html(nonce);
  };

  const safeReturn = (value: string | null): string | undefined => {
    if (value === null) return undefined;
    try {
      const url = new URL(value);
      return options.allowedReturnOrigins.includes(url.origin) ? url.toString() : undefined;
    } catch {
      return undefined;
    }
  };

  const finishLogin = async (ctx: ParameterizedContext, conta: Conta): Promise<void> => {
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: String(conta.id) } }, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(returnTo);
  };

  return async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)(\/[a-z-]+)?$/.exec(ctx.path);
    if (match !== null) {
      const [, uid = '', step = ''] = match;
      let details;
      try {
        details = await provider.interactionDetails(ctx.req, ctx.res);
      } catch {
        render(ctx, (n) => messagePage('Sessão de acesso expirada', 'Volte ao sistema e entre novamente.', n), 400);
        return;
      }
      if (details.uid !== uid) {
        render(ctx, (n) => messagePage('Sessão de acesso expirada', 'Volte ao sistema e entre novamente.', n), 400);
        return;
      }
      const loginAction = `/interaction/${uid}/login`;
      const newPasswordAction = `/interaction/${uid}/nova-senha`;
      const waiting = await pendentes.ler(uid);

      if (ctx.method === 'GET' && step === '') {
        if (waiting !== undefined) render(ctx, (n) => newPasswordPage(newPasswordAction, n, { nome: waiting.conta.nome }));
        else render(ctx, (n) => loginPage(loginAction, n, { login: typeof details.params['login_hint'] === 'string' ? details.params['login_hint'] : '' }));
        return;
      }
      if (ctx.method === 'POST' && step === '/login') {
        const form = await readForm(ctx.req);
        const login = (form.get('login') ?? '').trim().toLowerCase();
        const conta = await tentarSenha(ctx, login, form.get('senha') ?? '', 'entrar');
        if (conta !== undefined && 'limitado' in conta) {
          ctx.set('Retry-After', String(Math.ceil(conta.limitado / 1000)));
          render(ctx, (n) => loginPage(loginAction, n, { login, erro: mensagemMuitasTentativas(conta.limitado) }), 429);
          return;
        }
        if (conta === undefined) {
          render(ctx, (n) => loginPage(loginAction, n, { login, erro: MENSAGEM_LOGIN_INVALIDO }), 401);
          return;
        }
        if (conta.primeiroAcesso) {
          await pendentes.guardar(uid, conta, resumo(form.get('senha') ?? ''));
          render(ctx, (n) => newPasswordPage(newPasswordAction, n, { nome: conta.nome }));
          return;
        }
        await finishLogin(ctx, conta);
        return;
      }
      if (ctx.method === 'POST' && step === '/nova-senha' && waiting !== undefined) {
        const form = await readForm(ctx.req);
        const nova = form.get('nova') ?? '';
        const erro = newPasswordProblem(nova, form.get('confirmacao') ?? '', timingSafeEqual(Buffer.from(resumo(nova)), Buffer.from(waiting.senhaAtual)));
        if (erro !== undefined) {
          render(ctx, (n) => newPasswordPage(newPasswordAction, n, { nome: waiting.conta.nome, erro }), 400);
          return;
        }
        await setOwnPassword(options.db, waiting.conta, nova, randomUUID());
        await pendentes.concluir(uid);
        await finishLogin(ctx, waiting.conta);
        return;
      }
      render(ctx, (n) => messagePage('Página não encontrada', 'Volte ao sistema e entre novamente.', n), 404);
      return;
    }

    if (ctx.path === '/conta/alterar-senha') {
      const voltar = safeReturn(ctx.URL.searchParams.get('retorno'));
      const action = `/conta/alterar-senha${voltar === undefined ? '' : `?retorno=${encodeURIComponent(voltar)}`}`;
      const withReturn = voltar === undefined ? {} : { voltar };
      if (ctx.method === 'GET') {
        render(ctx, (n) => changePasswordPage(action, n, withReturn));
        return;
      }
      if (ctx.method === 'POST') {
        const form = await readForm(ctx.req);
        const login = (form.get('login') ?? '').trim().toLowerCase();
        const conta = await tentarSenha(ctx, login, form.get('atual') ?? '', 'alterar-senha');
        if (conta !== undefined && 'limitado' in conta) {
          ctx.set('Retry-After', String(Math.ceil(conta.limitado / 1000)));
          render(ctx, (n) => changePasswordPage(action, n, { ...withReturn, login, erro: mensagemMuitasTentativas(conta.limitado) }), 429);
          return;
        }
        if (conta === undefined) {
          render(ctx, (n) => changePasswordPage(action, n, { ...withReturn, login, erro: MENSAGEM_LOGIN_INVALIDO }), 401);
          return;
        }
        const nova = form.get('nova') ?? '';
        const erro = newPasswordProblem(nova, form.get('confirmacao') ?? '', nova === (form.get('atual') ?? ''));
        if (erro !== undefined) {
          render(ctx, (n) => changePasswordPage(action, n, { ...withReturn, login, erro }), 400);
          return;
        }
        await setOwnPassword(options.db, conta, nova, randomUUID());
        render(ctx, (n) => changePasswordPage(action, n, { ...withReturn, sucesso: 'Senha alterada. Use a nova senha a partir do próximo acesso.' }));
        return;
      }
    }
    await next();
  };
}
