/**
 * Configuration from environment variables, with safe local defaults, validated at start: a wrong value stops
 * the server with a message naming the variable.
 */
import { fileURLToPath } from 'node:url';
import { isUf, isValidCpf, normalizeCpf } from '@rpj/domain';
import type { AdministradorInicial } from './http/area.ts';
import { HASH_DEMO } from './selos/selos.seed.ts';
import type { ConfigArquivos } from './storage/arquivos.ts';

/** Everything the server reads from its environment. */
export interface ServerConfig {
  /** Host name every address uses: cookies, CORS, redirect URIs and the issuer must agree (architecture.md). */
  readonly host: string;
  /** Interface to listen on. */
  readonly listenAddress: string;
  /**
   * How many balancers or proxies of ours stand in front (0: none): the client's address is then the one the
   * nearest of them appended to X-Forwarded-For, not the socket's — the sign-in limits count people, not the
   * balancer. Anything a client put in that header itself is ignored.
   */
  readonly saltosProxy: number;
  readonly ports: { readonly cadastro: number; readonly selo: number; readonly consulta: number; readonly app: number };
  /**
   * The services' public addresses, as the browser reaches them (behind a balancer: the balancer's), named in the
   * app's /config.json. A service not given here is named by the address this process listens on.
   */
  readonly urlsPublicas: { readonly cadastro?: string; readonly selo?: string; readonly consulta?: string };
  /** PGlite data folder (ignored with `databaseUrl`). */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** The OpenID issuer whose tokens the APIs accept. */
  readonly issuer: string;
  /** Where its signing keys are; discovered from the issuer when absent. */
  readonly jwksUri: string | undefined;
  readonly audience: string;
  /** The token claim naming the login: read once, to link an external subject to its user at its first sign-in. */
  readonly userClaim: string;
  readonly production: boolean;
  /** Seed the demo users (never in production). */
  readonly demo: boolean;
  readonly logLevel: string;
  readonly administrador: AdministradorInicial | undefined;
  /** The embedded development identity provider, or none (an external issuer such as Keycloak). */
  readonly identidade:
    | {
        readonly tipo: 'embutido';
        readonly port: number;
        readonly accessTokenTtlS: number;
        readonly refreshTokenTtlS: number;
        readonly sessionTtlS: number;
        readonly integration: { readonly clientId: string; readonly clientSecret: string; readonly username: string };
      }
    | {
        readonly tipo: 'externo';
        /** Keycloak's admin API client for password resets; without it resets are refused with a clear message. */
        readonly keycloakAdmin: { readonly clientId: string; readonly clientSecret: string } | undefined;
      };
  /** The web app's origin (redirects, CORS). */
  readonly appOrigin: string;
  /** How long before expiry the app refreshes its token (handed to it in /config.json). */
  readonly refreshLeadSeconds: number;
  /** The office's name, shown in the app's header and on the letterhead of printed documents. */
  readonly cartorio: string;
  /** The letterhead's second line: address and contacts ('' leaves it out). */
  readonly cartorioEndereco: string;
  /** The office's state (UF): whose rule of fees — funds, taxes, rounding — prices its acts. */
  readonly uf: string;
  /**
   * Outgoing e-mail (mail/): an SMTP server of the office, or — outside production, when none is named — the
   * project's own, started with the server, whose messages go to the log.
   */
  readonly email: ConfigEmail;
  /** Where kept files go: the database, or an S3-compatible bucket (storage/arquivos.ts). */
  readonly arquivos: ConfigArquivos;
  /** The built web app served on the app's port when it exists. */
  readonly webDist: string;
  /**
   * The state court's seal service (selos/tribunais): its address (outside production, when none is named, the
   * reference court this server plays on the seal service) and the office's credentials there.
   */
  readonly tribunal: { readonly url: string | undefined; readonly email: string; readonly senha: string; readonly hash: string };
}

/** Where e-mail goes. */
export interface ConfigEmail {
  /** The sender, e.g. "Cartório <rcpj@cartorio.example>". */
  readonly remetente: string;
  readonly smtp:
    | { readonly tipo: 'externo'; readonly host: string; readonly porta: number; readonly seguro: boolean; readonly usuario?: string; readonly senha?: string }
    | { readonly tipo: 'embutido'; readonly porta: number }
    | { readonly tipo: 'nenhum' };
}

/** A configuration that cannot start the server, with one message per wrong variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and validates the configuration. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  };
  const port = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 65_535) problems.push(`${name}="${raw}": use uma porta de 0 a 65535.`);
    return n;
  };
  const url = (name: string, fallback: string | undefined): string | undefined => {
    const trimmed = env[name]?.trim();
    const value = trimmed === undefined || trimmed === '' ? fallback : trimmed;
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!/^(https?|postgres(ql)?):$/.test(parsed.protocol)) throw new Error('protocol');
    } catch {
      problems.push(`${name}="${value}": use um endereço completo, como http://localhost:8143.`);
    }
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${name}="${raw}": use true ou false.`);
    return fallback;
  };

  const configEmail = (): ConfigEmail => {
    const remetente = text('RPJ_EMAIL_REMETENTE', 'RPJ <nao-responda@cartorio.example>');
    if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(remetente)) {
      problems.push(`RPJ_EMAIL_REMETENTE="${remetente}": use um endereço de e-mail, como "Cartório <rcpj@cartorio.example>".`);
    }
    const smtpHost = env['RPJ_SMTP_HOST']?.trim() ?? '';
    const seguro = flag('RPJ_SMTP_SECURE', false);
    if (smtpHost !== '') {
      const usuario = env['RPJ_SMTP_USER']?.trim() ?? '';
      const senha = env['RPJ_SMTP_PASSWORD'] ?? '';
      if (usuario !== '' && senha === '') problems.push('RPJ_SMTP_PASSWORD: informe a senha do usuário RPJ_SMTP_USER no servidor SMTP.');
      return {
        remetente,
        smtp: { tipo: 'externo', host: smtpHost, porta: port('RPJ_SMTP_PORT', seguro ? 465 : 587), seguro, ...(usuario === '' ? {} : { usuario, senha }) },
      };
    }
    // In production without a server, messages wait in the queue (and say why in the log) until one is named.
    return { remetente, smtp: production ? { tipo: 'nenhum' } : { tipo: 'embutido', porta: port('RPJ_SMTP_PORT', 2525) } };
  };

  const configArquivos = (): ConfigArquivos => {
    const maximoBytes = int('RPJ_ARQUIVO_MAXIMO_MB', 20, 1) * 1024 * 1024;
    const tipo = text('RPJ_ARQUIVOS', 'banco');
    if (tipo === 'banco') return { tipo, maximoBytes };
    if (tipo !== 's3') {
      problems.push(`RPJ_ARQUIVOS="${tipo}": use banco (no banco de dados) ou s3 (um bucket compatível com S3).`);
      return { tipo: 'banco', maximoBytes };
    }
    const exigir = (nome: string, o: string): string => {
      const valor = env[nome]?.trim() ?? '';
      if (valor === '') problems.push(`${nome}: com RPJ_ARQUIVOS=s3, informe ${o}.`);
      return valor;
    };
    const endpoint = url('RPJ_S3_ENDPOINT', undefined);
    return {
      tipo,
      maximoBytes,
      endpoint,
      regiao: text('RPJ_S3_REGIAO', 'us-east-1'),
      bucket: exigir('RPJ_S3_BUCKET', 'o nome do bucket'),
      chaveAcesso: exigir('RPJ_S3_ACCESS_KEY', 'a chave de acesso'),
      segredo: exigir('RPJ_S3_SECRET_KEY', 'a chave secreta'),
    };
  };

  const uf = text('RPJ_UF', 'GO').toUpperCase();
  if (!isUf(uf)) problems.push(`RPJ_UF="${uf}": use a sigla do estado do cartório, como GO ou SP.`);
  const host = text('RPJ_HOST', 'localhost');
  const production = env['NODE_ENV'] === 'production';
  const demo = flag('RPJ_DEMO', !production);
  if (production && demo) problems.push('RPJ_DEMO=true: os usuários de demonstração nunca são criados em produção.');
  const logLevel = text('RPJ_LOG_LEVEL', 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`RPJ_LOG_LEVEL="${logLevel}": use fatal, error, warn, info, debug, trace ou silent.`);
  }

  let administrador: AdministradorInicial | undefined;
  const adminLogin = env['RPJ_ADMIN_LOGIN']?.trim();
  if (adminLogin !== undefined && adminLogin !== '') {
    const cpf = env['RPJ_ADMIN_CPF']?.trim() ?? '';
    const nome = env['RPJ_ADMIN_NOME']?.trim() ?? '';
    if (!isValidCpf(cpf)) problems.push('RPJ_ADMIN_CPF: informe o CPF válido do primeiro administrador.');
    if (nome === '') problems.push('RPJ_ADMIN_NOME: informe o nome do primeiro administrador.');
    if (!/^[a-z0-9][a-z0-9._-]{2,39}$/.test(adminLogin)) problems.push(`RPJ_ADMIN_LOGIN="${adminLogin}": use de 3 a 40 letras minúsculas, dígitos, ponto, hífen ou sublinhado.`);
    administrador = { login: adminLogin, cpf: normalizeCpf(cpf) ?? cpf, nome };
  }

  const int = (name: string, fallback: number, min: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) problems.push(`${name}="${raw}": use um número inteiro a partir de ${min}.`);
    return n;
  };
  // An issuer given explicitly is someone else's (Keycloak, or a test's): the embedded provider stays off.
  const explicitIssuer = (env['RPJ_ISSUER']?.trim() ?? '') !== '';
  const idp = text('RPJ_IDP', production || explicitIssuer ? 'externo' : 'embutido');
  if (idp !== 'embutido' && idp !== 'externo') problems.push(`RPJ_IDP="${idp}": use embutido (provedor de desenvolvimento) ou externo (Keycloak).`);
  const accessTokenTtlS = int('RPJ_ACCESS_TOKEN_TTL', 300, 10);
  const refreshLeadSeconds = int('RPJ_REFRESH_LEAD', 60, 1);
  if (refreshLeadSeconds >= accessTokenTtlS / 2) {
    problems.push(`RPJ_REFRESH_LEAD=${refreshLeadSeconds}: a antecedência da renovação deve ser menor que metade da validade do token (RPJ_ACCESS_TOKEN_TTL=${accessTokenTtlS}).`);
  }
  const integrationSecret = env['RPJ_INTEGRATION_SECRET']?.trim() ?? '';
  if (idp === 'embutido' && production && integrationSecret.length < 16) {
    problems.push('RPJ_INTEGRATION_SECRET: em produção, defina um segredo de pelo menos 16 caracteres para o cliente de integração.');
  }
  const idpPort = port('RPJ_IDP_PORT', 8143);

  const appUrl = url('RPJ_APP_URL', `http://${host}:8080`) ?? `http://${host}:8080`;
  let appOrigin = `http://${host}:8080`;
  let appPort = 8080;
  try {
    const parsed = new URL(appUrl);
    appOrigin = parsed.origin;
    appPort = parsed.port === '' ? (parsed.protocol === 'https:' ? 443 : 80) : Number(parsed.port);
  } catch {
    // reported by url() above
  }

  const config: ServerConfig = {
    host,
    listenAddress: text('RPJ_LISTEN_ADDRESS', host === 'localhost' ? '127.0.0.1' : '0.0.0.0'),
    saltosProxy: int('RPJ_PROXY_SALTOS', 0, 0),
    ports: {
      cadastro: port('RPJ_CADASTRO_PORT', 8140),
      selo: port('RPJ_SELO_PORT', 8141),
      consulta: port('RPJ_CONSULTA_PORT', 8142),
      app: port('RPJ_APP_PORT', appPort),
    },
    urlsPublicas: Object.fromEntries(
      (['cadastro', 'selo', 'consulta'] as const).flatMap((servico) => {
        const publica = url(`RPJ_${servico.toUpperCase()}_URL`, undefined);
        return publica === undefined ? [] : [[servico, publica.replace(/\/+$/, '')]];
      }),
    ),
    dataDir: text('RPJ_DATA_DIR', '.data'),
    databaseUrl: url('DATABASE_URL', undefined),
    issuer: url('RPJ_ISSUER', `http://${host}:${idpPort}`) ?? '',
    jwksUri: url('RPJ_JWKS_URI', undefined),
    audience: text('RPJ_AUDIENCE', 'rpj-api'),
    userClaim: text('RPJ_USER_CLAIM', 'preferred_username'),
    production,
    demo,
    logLevel,
    administrador,
    identidade:
      idp === 'externo'
        ? {
            tipo: 'externo',
            keycloakAdmin:
              (env['RPJ_KEYCLOAK_ADMIN_CLIENT_ID']?.trim() ?? '') === ''
                ? undefined
                : { clientId: text('RPJ_KEYCLOAK_ADMIN_CLIENT_ID', ''), clientSecret: text('RPJ_KEYCLOAK_ADMIN_CLIENT_SECRET', '') },
          }
        : {
            tipo: 'embutido',
            port: idpPort,
            accessTokenTtlS,
            refreshTokenTtlS: int('RPJ_REFRESH_TOKEN_TTL', 8 * 3600, 60),
            sessionTtlS: int('RPJ_SESSION_TTL', 8 * 3600, 60),
            integration: {
              clientId: text('RPJ_INTEGRATION_CLIENT_ID', 'rpj-integracao'),
              clientSecret: integrationSecret === '' ? 'rpj-integracao-dev' : integrationSecret,
              username: 'rpj-integracao',
            },
          },
    appOrigin,
    refreshLeadSeconds,
    cartorio: text('RPJ_CARTORIO', 'Registro Civil de Pessoas Jurídicas'),
    cartorioEndereco: env['RPJ_CARTORIO_ENDERECO']?.trim() ?? '',
    uf,
    email: configEmail(),
    arquivos: configArquivos(),
    webDist: text('RPJ_WEB_DIST', fileURLToPath(new URL('../../web/dist', import.meta.url))),
    tribunal: {
      url: url('RPJ_TRIBUNAL_URL', undefined)?.replace(/\/+$/, ''),
      email: text('RPJ_TRIBUNAL_EMAIL', production ? '' : 'cartorio@demo.tjgo.example'),
      senha: text('RPJ_TRIBUNAL_SENHA', production ? '' : 'selos-demo'),
      hash: text('RPJ_TRIBUNAL_HASH', production ? '' : HASH_DEMO),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
