/**
 * The server process: configuration → database → migrations → seed → services → listen; graceful shutdown on
 * SIGINT and SIGTERM.
 */
import { ConfigError, loadConfig } from './config.ts';
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
  const services = await startServices(config);
  console.log(
    [
      'RPJ — serviços no ar:',
      `  cadastro  ${services.urls.cadastro}`,
      `  selo      ${services.urls.selo}`,
      `  consulta  ${services.urls.consulta}`,
      `  banco     ${services.database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
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
