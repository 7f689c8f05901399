/**
 * Starts the three services on one database: the registration API (8140) and, until their areas land, the
 * electronic-seal (8141) and entity-consultation (8142) APIs answering their health checks.
 */
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Servico } from '@rpj/sdk/contract';
import { pino } from 'pino';
import { AREAS } from './areas.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier.ts';
import type { ServerConfig } from './config.ts';
import { Fila } from './jobs/fila.ts';
import { tarefaLimpeza } from './jobs/limpeza.ts';
import { tarefaEmail } from './mail/correio.ts';
import { ArmazenamentoArquivos } from './storage/arquivos.ts';
import { iniciarServidorSmtp, type ServidorSmtpEmbutido } from './mail/servidor-embutido.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { lockDataDir } from './db/data-lock.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/seed.ts';
import { createServiceApp } from './http/app.ts';
import type { RouteDeps } from './http/route.ts';
import type { AcessoTribunal } from './selos/tribunais/tribunal.ts';
import { FILA_DE_CONEXOES } from './http/conexoes.ts';
import { createWebApp } from './http/web-app.ts';
import type { LogAcesso } from './identity/interactions.ts';
import { embeddedAccounts, keycloakAccounts, unmanagedAccounts, type ProviderAccounts } from './identity/provider-accounts.ts';
import { CLIENTE_WEB, startIdentityProvider, type RunningIdentity } from './identity/provider.ts';
import type { LimitesAcesso } from './identity/rate-limit.ts';

async function hasWebDist(dir: string): Promise<boolean> {
  return (await stat(`${dir}/index.html`).catch(() => undefined))?.isFile() === true;
}


/** The app of one service, with the routes of every area it answers (src/areas.ts). */
export function createAreaApp(servico: Servico, deps: RouteDeps, logLevel: string, appOrigin?: string, saltosProxy = 0, logStream?: NodeJS.WritableStream): FastifyInstance {
  const unicos = Object.fromEntries(AREAS.flatMap((a) => Object.entries(a.unicos ?? {})));
  const emUso = Object.fromEntries(AREAS.flatMap((a) => Object.entries(a.emUso ?? {})));
  const app = createServiceApp({
    name: servico,
    logLevel,
    unicos,
    emUso,
    saltosProxy,
    ...(appOrigin === undefined ? {} : { appOrigin }),
    ...(logStream === undefined ? {} : { logStream }),
  });
  for (const area of AREAS) if (area.servico === servico) area.registrarRotas(app, deps);
  return app;
}

/** The registration API's app. */
export function createCadastroApp(deps: RouteDeps, logLevel: string, appOrigin?: string, saltosProxy = 0): FastifyInstance {
  return createAreaApp('cadastro', deps, logLevel, appOrigin, saltosProxy);
}

/** The running services. */
export interface RunningServices {
  readonly urls: { readonly cadastro: string; readonly selo: string; readonly consulta: string };
  /** The issuer the APIs trust: the embedded provider's address, or the external one's. */
  readonly issuer: string;
  /** The web app's address, when its build exists. */
  readonly appUrl: string | undefined;
  readonly database: Database;
  /** The queue of background work (jobs/fila.ts). */
  readonly fila: Fila;
  /** The project's own SMTP server, when it is the one in use (development, tests): the messages it received. */
  readonly emails: ServidorSmtpEmbutido | undefined;
  /** Stops accepting requests, lets the ones in flight finish, closes the database. */
  close(): Promise<void>;
}

/** What tests and tools may replace. */
export interface StartOverrides {
  readonly verifier?: TokenVerifier;
  /** An open, migrated database (tests clone a template); the services then neither migrate nor close it. */
  readonly database?: Database;
  /** The provider's side of accounts (tests of the external mode keep passwords in the database). */
  readonly accounts?: ProviderAccounts;
  /** Sign-in limits of the embedded provider. */
  readonly identityLimits?: LimitesAcesso;
  /** Where the embedded provider logs failed sign-ins and limits (tests read it). */
  readonly identityLog?: LogAcesso;
  /** Where the API services' log lines go instead of the standard output (tests read them). */
  readonly logStream?: NodeJS.WritableStream;
}

/** Opens the database named by the configuration, migrated and seeded. */
export async function openDatabase(config: ServerConfig): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl !== undefined) {
    const database = await openPostgres(config.databaseUrl);
    return { database, release: () => undefined };
  }
  const release = lockDataDir(config.dataDir);
  try {
    return { database: await openPglite({ dataDir: `${config.dataDir}/pglite` }), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Starts everything the configuration asks for. */
export async function startServices(config: ServerConfig, overrides: StartOverrides = {}): Promise<RunningServices> {
  const owned = overrides.database === undefined ? await openDatabase(config) : undefined;
  const database = overrides.database ?? owned?.database;
  if (database === undefined) throw new Error('no database');
  const apps: FastifyInstance[] = [];
  let identity: RunningIdentity | undefined;
  let fila: Fila | undefined;
  let smtp: ServidorSmtpEmbutido | undefined;
  let arquivos: ArmazenamentoArquivos | undefined;
  try {
    if (owned !== undefined) {
      await migrate(database);
      await seed(database.db, {
        demo: config.demo,
        ...(config.administrador === undefined ? {} : { administrador: config.administrador }),
      });
    }
    if (config.identidade.tipo === 'embutido' && overrides.verifier === undefined) {
      identity = await startIdentityProvider({
        issuer: config.issuer,
        port: config.identidade.port,
        listenAddress: config.listenAddress,
        saltosProxy: config.saltosProxy,
        db: database.db,
        audience: config.audience,
        appOrigin: config.appOrigin,
        accessTokenTtlS: config.identidade.accessTokenTtlS,
        refreshTokenTtlS: config.identidade.refreshTokenTtlS,
        sessionTtlS: config.identidade.sessionTtlS,
        integration: config.identidade.integration,
        ...(overrides.identityLimits === undefined ? {} : { limites: overrides.identityLimits }),
        log: overrides.identityLog ?? pino({ level: config.logLevel, base: { service: 'identidade' } }),
      });
    }
    const issuer = identity?.url ?? config.issuer;
    const accounts =
      overrides.accounts ??
      (config.identidade.tipo === 'embutido'
        ? embeddedAccounts
        : config.identidade.keycloakAdmin === undefined
          ? unmanagedAccounts
          : keycloakAccounts({ issuer, ...config.identidade.keycloakAdmin }));
    // Background work: the platform's tasks and the areas' (jobs/fila.ts).
    if (config.email.smtp.tipo === 'embutido') {
      smtp = await iniciarServidorSmtp(config.email.smtp.porta, pino({ level: config.logLevel, base: { service: 'email' } }));
    }
    // The court's address: the one named, or (outside production) the reference court on this seal service, known
    // once it listens (the tasks and the routes read it when they run).
    const tribunal: AcessoTribunal = { ...config.tribunal };
    arquivos = new ArmazenamentoArquivos(database.db, config.arquivos);
    const guardados = arquivos;
    fila = await Fila.iniciar(database, [
      tarefaLimpeza(database.db),
      tarefaEmail(config.email, smtp === undefined ? {} : { portaEmbutida: smtp.porta }),
      ...AREAS.flatMap((a) => a.tarefas?.(database.db, { uf: config.uf, tribunal, arquivos: guardados }) ?? []),
    ]);
    const deps: RouteDeps = {
      tribunal,
      db: database.db,
      verifier: overrides.verifier ?? createTokenVerifier({ issuer, audience: config.audience, jwksUri: config.jwksUri }),
      identificacao: {
        emissor: issuer,
        modo: config.identidade.tipo,
        userClaim: config.userClaim,
        clientesTecnicos:
          config.identidade.tipo === 'embutido'
            ? new Map([[config.identidade.integration.clientId, config.identidade.integration.username]])
            : new Map(),
      },
      accounts,
      fila,
      arquivos,
      impressao: {
        timbre: { cartorio: config.cartorio, endereco: config.cartorioEndereco, uf: config.uf },
        appOrigin: config.appOrigin,
        agora: () => new Date(),
      },
    };
    const [cadastro, selo, consulta] = (['cadastro', 'selo', 'consulta'] as const).map((servico) =>
      createAreaApp(servico, deps, config.logLevel, config.appOrigin, config.saltosProxy, overrides.logStream),
    ) as [FastifyInstance, FastifyInstance, FastifyInstance];
    apps.push(cadastro, selo, consulta);
    const listen = async (app: FastifyInstance, port: number): Promise<string> => {
      await app.listen({ port, host: config.listenAddress, backlog: FILA_DE_CONEXOES });
      const address = app.server.address();
      const actual = typeof address === 'object' && address !== null ? address.port : port;
      return `http://${config.host}:${actual}`;
    };
    const urls = {
      cadastro: await listen(cadastro, config.ports.cadastro),
      selo: await listen(selo, config.ports.selo),
      consulta: await listen(consulta, config.ports.consulta),
    };
    if (tribunal.url === undefined && !config.production) tribunal.url = `${urls.selo}/tribunal/go`;
    // The built web app, when there is one (the web issues build it; `npm start` builds it first).
    let appUrl: string | undefined;
    if (await hasWebDist(config.webDist)) {
      const web = createWebApp({
        distDir: config.webDist,
        logLevel: config.logLevel,
        config: {
          servicos: { ...urls, ...config.urlsPublicas },
          issuer,
          clientId: CLIENTE_WEB,
          cartorio: config.cartorio,
          refreshLeadSeconds: config.refreshLeadSeconds,
          // Passwords are changed on the provider's pages: ours, or Keycloak's account console.
          alterarSenhaUrl: config.identidade.tipo === 'embutido' ? `${issuer}/conta/alterar-senha` : `${issuer}/account/`,
        },
      });
      apps.push(web);
      appUrl = await listen(web, config.ports.app);
    }
    return {
      fila,
      emails: smtp,
      urls,
      appUrl,
      issuer,
      database,
      close: async () => {
        await Promise.all(apps.map((app) => app.close()));
        await fila?.parar();
        await smtp?.parar();
        arquivos?.fechar();
        await identity?.close();
        if (owned !== undefined) {
          await database.close();
          owned.release();
        }
      },
    };
  } catch (error) {
    await Promise.all(apps.map((app) => app.close()));
    await fila?.parar();
    await smtp?.parar();
    arquivos?.fechar();
    await identity?.close();
    if (owned !== undefined) {
      await database.close().catch(() => undefined);
      owned.release();
    }
    throw error;
  }
}
