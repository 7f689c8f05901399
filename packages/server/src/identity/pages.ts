/**
 * The identity provider's pages, in pt-BR and in the product's colours: the only place where passwords are
 * typed. Plain HTML forms that work without JavaScript; a small script shows the password checklist as the user
 * types and submits the automatic sign-out.
 */
import { CORES_MARCA, TEXTOS, passwordRequirements } from '@rpj/domain';

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:"Segoe UI",system-ui,-apple-system,Roboto,Arial,sans-serif;background:#f3f6f8;color:#1b2630}
  header{background:${CORES_MARCA.dark};color:#fff;padding:14px 24px;font-size:15px;font-weight:600}
  main{max-width:400px;margin:48px auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(11,57,72,.12);padding:28px 32px}
  h1{font-size:20px;margin:0 0 6px;color:${CORES_MARCA.secondary}}
  p{font-size:14px;line-height:1.5;margin:0 0 16px}
  label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px}
  input{width:100%;font-size:15px;padding:9px 10px;border:1px solid #8a9aa6;border-radius:4px}
  input:focus{outline:3px solid ${CORES_MARCA.primary};outline-offset:1px;border-color:${CORES_MARCA.primary}}
  button{margin-top:22px;width:100%;font-size:15px;font-weight:600;padding:10px;border:0;border-radius:4px;background:${CORES_MARCA.secondary};color:#fff;cursor:pointer;min-height:40px}
  button:hover{background:${CORES_MARCA.dark}}
  button:focus-visible{outline:3px solid ${CORES_MARCA.accent};outline-offset:2px}
  .erro{background:#fdecea;border-left:4px solid ${CORES_MARCA.negative};color:#7a1d15;padding:10px 12px;font-size:14px;margin:0 0 14px}
  .ok{background:#e8f7ec;border-left:4px solid ${CORES_MARCA.positive};color:#13521f;padding:10px 12px;font-size:14px}
  ul.requisitos{list-style:none;padding:0;margin:8px 0 0;font-size:13px}
  ul.requisitos li::before{content:"○ ";} ul.requisitos li.atendido{color:#13521f} ul.requisitos li.atendido::before{content:"✓ ";}
  a{color:${CORES_MARCA.secondary}}
  form + p{margin-top:18px}
`;

/** A whole page. `nonce` lets the page's own style and script run under a strict CSP. */
export function page(title: string, content: string, nonce: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(TEXTOS.tituloSistema)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header>${escapeHtml(TEXTOS.tituloSistema)}</header>
<main>
${content}
</main>
${script === '' ? '' : `<script nonce="${nonce}">${script}</script>`}
</body>
</html>`;
}

function erro(mensagem: string | undefined): string {
  return mensagem === undefined ? '' : `<div class="erro" role="alert">${escapeHtml(mensagem)}</div>`;
}

/** The sign-in form. */
export function loginPage(action: string, nonce: string, options: { readonly login?: string; readonly erro?: string } = {}): string {
  return page(
    'Entrar',
    `<h1>Entrar</h1>
<p>Use o login e a senha que o cartório forneceu.</p>
${erro(options.erro)}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
  <label for="login">Login</label>
  <input id="login" name="login" autocomplete="username" required autofocus value="${escapeHtml(options.login ?? '')}">
  <label for="senha">Senha</label>
  <input id="senha" name="senha" type="password" autocomplete="current-password" required>
  <button type="submit">Entrar</button>
</form>`,
    nonce,
  );
}

const CHECKLIST_SCRIPT = `
  const input = document.getElementById('nova');
  const items = document.querySelectorAll('ul.requisitos li');
  const tests = [(s) => [...s].length >= 8, (s) => /\\p{L}/u.test(s), (s) => /\\p{N}/u.test(s)];
  input.addEventListener('input', () => items.forEach((li, i) => li.classList.toggle('atendido', tests[i](input.value))));
`;

function checklist(senha = ''): string {
  return `<ul class="requisitos" aria-live="polite">${passwordRequirements(senha)
    .map((r) => `<li class="${r.atendido ? 'atendido' : ''}">${escapeHtml(r.texto)}</li>`)
    .join('')}</ul>`;
}

/** The new-password form: forced at the first access, or after a reset. */
export function newPasswordPage(action: string, nonce: string, options: { readonly nome: string; readonly erro?: string }): string {
  return page(
    'Nova senha',
    `<h1>Crie sua senha</h1>
<p>Olá, ${escapeHtml(options.nome)}. Este é seu primeiro acesso (ou sua senha foi redefinida): escolha uma senha só sua.</p>
${erro(options.erro)}
<form method="post" action="${escapeHtml(action)}">
  <label for="nova">Nova senha</label>
  <input id="nova" name="nova" type="password" autocomplete="new-password" required minlength="8" autofocus>
  ${checklist()}
  <label for="confirmacao">Repita a nova senha</label>
  <input id="confirmacao" name="confirmacao" type="password" autocomplete="new-password" required>
  <button type="submit">Salvar senha e entrar</button>
</form>`,
    nonce,
    CHECKLIST_SCRIPT,
  );
}

/** The change-password page (current password required). */
export function changePasswordPage(
  action: string,
  nonce: string,
  options: { readonly login?: string; readonly erro?: string; readonly sucesso?: string; readonly voltar?: string },
): string {
  const voltar = options.voltar === undefined ? '' : `<p><a href="${escapeHtml(options.voltar)}">Voltar ao sistema</a></p>`;
  if (options.sucesso !== undefined) {
    return page('Alterar senha', `<h1>Alterar senha</h1><div class="ok" role="status">${escapeHtml(options.sucesso)}</div>${voltar}`, nonce);
  }
  return page(
    'Alterar senha',
    `<h1>Alterar senha</h1>
${erro(options.erro)}
<form method="post" action="${escapeHtml(action)}">
  <label for="login">Login</label>
  <input id="login" name="login" autocomplete="username" required value="${escapeHtml(options.login ?? '')}">
  <label for="atual">Senha atual</label>
  <input id="atual" name="atual" type="password" autocomplete="current-password" required>
  <label for="nova">Nova senha</label>
  <input id="nova" name="nova" type="password" autocomplete="new-password" required minlength="8">
  ${checklist()}
  <label for="confirmacao">Repita a nova senha</label>
  <input id="confirmacao" name="confirmacao" type="password" autocomplete="new-password" required>
  <button type="submit">Alterar senha</button>
</form>
${voltar}`,
    nonce,
    CHECKLIST_SCRIPT,
  );
}

/** The sign-out confirmation; submitted by itself when the request proved who asked (`id_token_hint`). */
export function logoutPage(form: string, nonce: string, automatic: boolean): string {
  return page(
    'Sair',
    `<h1>Sair do sistema</h1>
<p>${automatic ? 'Encerrando sua sessão…' : 'Deseja encerrar sua sessão neste computador?'}</p>
${form.replace('<form', '<form id="op.logoutForm"')}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sair</button>`,
    nonce,
    automatic
      ? `const f = document.getElementById('op.logoutForm'); const i = document.createElement('input'); i.type = 'hidden'; i.name = 'logout'; i.value = 'yes'; f.appendChild(i); f.submit();`
      : '',
  );
}

/** A page that only says something. */
export function messagePage(title: string, message: string, nonce: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, nonce);
}
