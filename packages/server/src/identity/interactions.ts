/**
 * Our own pages for the provider's interactions (not oidc-provider's devInteractions): sign-in, the forced new
 * password of a first access, and the change-password page the app's /Auth/alterar-senha and /nova-senha send
 * users to. Koa middleware in front of the provider's routes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Middleware, ParameterizedContext } from 'koa';
import type Provider from 'oidc-provider';
import { isStrongPassword } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { checkPassword, setOwnPassword, type Conta } from './accounts.ts';
import { changePasswordPage, loginPage, messagePage, newPasswordPage } from './pages.ts';
import { FailureLimiter } from './rate-limit.ts';

/** The neutral answer to any failed sign-in (security: no hint whether the login exists). */
export const MENSAGEM_LOGIN_INVALIDO = 'Login ou senha incorretos.';
/** The answer while attempts are limited. */
export const MENSAGEM_MUITAS_TENTATIVAS = 'Muitas tentativas sem sucesso: aguarde alguns minutos e tente de novo.';

/** Options of the pages. */
export interface InteractionOptions {
  readonly db: Db;
  /** Where "Voltar ao sistema" may return: only addresses under these origins. */
  readonly allowedReturnOrigins: readonly string[];
  /** Failures allowed per login and per address within `windowMs`. */
  readonly limits?: { readonly perLogin: number; readonly perAddress: number; readonly windowMs: number };
}

/** What is wrong with a new password and its confirmation, in pt-BR, or `undefined`. */
export function newPasswordProblem(nova: string, confirmacao: string): string | undefined {
  if (nova !== confirmacao) return 'As duas senhas não conferem: digite a mesma senha nos dois campos.';
  return isStrongPassword(nova) ? undefined : 'Senha fraca: use pelo menos 8 caracteres, com letras e números.';
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
  const limits = options.limits ?? { perLogin: 5, perAddress: 30, windowMs: 15 * 60_000 };
  const byLogin = new FailureLimiter(limits.perLogin, limits.windowMs);
  const byAddress = new FailureLimiter(limits.perAddress, limits.windowMs);
  /** Interactions past the password check that must choose a new password, by interaction uid. */
  const pending = new Map<string, { conta: Conta; expires: number }>();

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
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: conta.login } }, { mergeWithLastSubmission: false });
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
      const waiting = pending.get(uid);

      if (ctx.method === 'GET' && step === '') {
        if (waiting !== undefined && waiting.expires > Date.now()) render(ctx, (n) => newPasswordPage(newPasswordAction, n, { nome: waiting.conta.nome }));
        else render(ctx, (n) => loginPage(loginAction, n, { login: typeof details.params['login_hint'] === 'string' ? details.params['login_hint'] : '' }));
        return;
      }
      if (ctx.method === 'POST' && step === '/login') {
        const form = await readForm(ctx.req);
        const login = (form.get('login') ?? '').trim().toLowerCase();
        const address = ctx.ip;
        if (!byLogin.allows(login) || !byAddress.allows(address)) {
          render(ctx, (n) => loginPage(loginAction, n, { login, erro: MENSAGEM_MUITAS_TENTATIVAS }), 429);
          return;
        }
        const conta = await checkPassword(options.db, login, form.get('senha') ?? '');
        if (conta === undefined) {
          byLogin.fail(login);
          byAddress.fail(address);
          render(ctx, (n) => loginPage(loginAction, n, { login, erro: MENSAGEM_LOGIN_INVALIDO }), 401);
          return;
        }
        byLogin.succeed(login);
        if (conta.primeiroAcesso) {
          pending.set(uid, { conta, expires: Date.now() + 30 * 60_000 });
          render(ctx, (n) => newPasswordPage(newPasswordAction, n, { nome: conta.nome }));
          return;
        }
        await finishLogin(ctx, conta);
        return;
      }
      if (ctx.method === 'POST' && step === '/nova-senha' && waiting !== undefined && waiting.expires > Date.now()) {
        const form = await readForm(ctx.req);
        const nova = form.get('nova') ?? '';
        const erro = newPasswordProblem(nova, form.get('confirmacao') ?? '');
        if (erro !== undefined) {
          render(ctx, (n) => newPasswordPage(newPasswordAction, n, { nome: waiting.conta.nome, erro }), 400);
          return;
        }
        await setOwnPassword(options.db, waiting.conta, nova, randomUUID());
        pending.delete(uid);
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
        if (!byLogin.allows(login) || !byAddress.allows(ctx.ip)) {
          render(ctx, (n) => changePasswordPage(action, n, { ...withReturn, login, erro: MENSAGEM_MUITAS_TENTATIVAS }), 429);
          return;
        }
        const conta = await checkPassword(options.db, login, form.get('atual') ?? '');
        if (conta === undefined) {
          byLogin.fail(login);
          byAddress.fail(ctx.ip);
          render(ctx, (n) => changePasswordPage(action, n, { ...withReturn, login, erro: MENSAGEM_LOGIN_INVALIDO }), 401);
          return;
        }
        const nova = form.get('nova') ?? '';
        const erro = newPasswordProblem(nova, form.get('confirmacao') ?? '');
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
