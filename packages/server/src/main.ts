/**
 * The server process: configuration → database → migrations → seed → services → listen; graceful shutdown on
 * SIGINT and SIGTERM.
 */
import { ConfigError, loadConfig } from './config.ts';
import { SENHA_DEMO, USUARIOS_DEMO } from './usuarios/usuarios.seed.ts';
import { startServices } from './services.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let services;
  try {
    services = await startServices(config);
  } catch (error) {
    const { code, port } = error as { code?: string; port?: number };
    if (code === 'EADDRINUSE') {
      console.error(`A porta ${port ?? ''} já está em uso: encerre o outro processo ou escolha outra porta (RPJ_*_PORT).`);
      process.exit(1);
    }
    if (error instanceof Error && error.message.startsWith('A pasta de dados')) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const embedded = config.identidade.tipo === 'embutido';
  console.log(
    [
      '',
      'RPJ — Sistema de Registro de Pessoa Jurídica: no ar',
      ...(services.appUrl === undefined ? [] : [`  aplicativo  ${services.appUrl}`]),
      `  cadastro    ${services.urls.cadastro}`,
      `  selo        ${services.urls.selo}`,
      `  consulta    ${services.urls.consulta}`,
      `  identidade  ${services.issuer}${embedded ? ' (provedor de desenvolvimento)' : ' (externo)'}`,
      `  banco       ${services.database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      ...(config.demo && embedded
        ? [
            '',
            `Usuários de demonstração (senha ${SENHA_DEMO}):`,
            ...USUARIOS_DEMO.map((u) => `  ${u.login.padEnd(11)} ${u.nome}${u.primeiroAcesso ? ' — primeiro acesso: escolherá uma senha' : ''}`),
            `Trocar a senha: ${services.issuer}/conta/alterar-senha`,
          ]
        : []),
      '',
      services.appUrl === undefined
        ? `A interface web não foi construída (${config.webDist} não existe): rode "npm start" na raiz, que a constrói.`
        : `Abra o sistema em ${services.appUrl}`,
      'Ctrl+C encerra.',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: encerrando…`);
    services.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
}

await main();
