/**
 * The runtime configuration the server generates as /config.json and writes into index.html, so one build serves
 * any office: where the services and the identity provider are, the office's name, how early to refresh tokens.
 */
import type { ConfiguracaoApp } from '@rpj/domain';

/** What the app reads at start (the domain's shape of /config.json). */
export type AppConfig = ConfiguracaoApp;

/** The outcome of reading the configuration. */
export type LeituraConfiguracao =
  | { readonly ok: true; readonly config: AppConfig }
  | { readonly ok: false; readonly problema: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks a parsed /config.json. Every problem names the field, in pt-BR, for the error page an administrator
 * will read.
 */
export function parseAppConfig(value: unknown): LeituraConfiguracao {
  const falha = (problema: string): LeituraConfiguracao => ({ ok: false, problema });
  if (!isRecord(value)) return falha('O arquivo não contém um objeto JSON.');
  const servicos = value['servicos'];
  if (!isRecord(servicos)) return falha('O campo "servicos" está ausente.');
  for (const nome of ['cadastro', 'selo', 'consulta'] as const) {
    if (!isHttpUrl(servicos[nome])) return falha(`O campo "servicos.${nome}" deve ser um endereço http(s).`);
  }
  for (const campo of ['issuer', 'alterarSenhaUrl'] as const) {
    if (!isHttpUrl(value[campo])) return falha(`O campo "${campo}" deve ser um endereço http(s).`);
  }
  for (const campo of ['clientId', 'cartorio'] as const) {
    const texto = value[campo];
    if (typeof texto !== 'string' || texto.trim() === '') return falha(`O campo "${campo}" deve ser um texto não vazio.`);
  }
  const lead = value['refreshLeadSeconds'];
  if (typeof lead !== 'number' || !Number.isInteger(lead) || lead < 1) {
    return falha('O campo "refreshLeadSeconds" deve ser um número inteiro de segundos maior que zero.');
  }
  return {
    ok: true,
    config: {
      servicos: {
        cadastro: servicos['cadastro'] as string,
        selo: servicos['selo'] as string,
        consulta: servicos['consulta'] as string,
      },
      issuer: value['issuer'] as string,
      clientId: (value['clientId'] as string).trim(),
      cartorio: (value['cartorio'] as string).trim(),
      refreshLeadSeconds: lead,
      alterarSenhaUrl: value['alterarSenhaUrl'] as string,
    },
  };
}

/**
 * Checks the configuration the server wrote into index.html (`<meta name="rpj-config">`, the same object as
 * /config.json), which spares the first screen a request.
 */
export function readEmbeddedConfig(texto: string): LeituraConfiguracao {
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    return { ok: false, problema: 'A configuração escrita na página não é um JSON válido.' };
  }
  return parseAppConfig(valor);
}

/** Fetches and checks the configuration; a network failure or a bad answer is a problem, never a throw. */
export async function loadAppConfig(
  fetchFn: typeof globalThis.fetch,
  url = '/config.json',
): Promise<LeituraConfiguracao> {
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, problema: `Não foi possível buscar ${url}: o servidor não respondeu.` };
  }
  if (!response.ok) return { ok: false, problema: `O servidor respondeu ${response.status} ao buscar ${url}.` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problema: `${url} não é um JSON válido.` };
  }
  return parseAppConfig(body);
}
