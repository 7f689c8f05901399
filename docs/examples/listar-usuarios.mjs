// Lists the office's active users from Node with client credentials: no browser, no person signed in.
//
//   RPJ_ISSUER=http://localhost:8143 RPJ_CLIENT_ID=rpj-integracao RPJ_CLIENT_SECRET=… \
//   RPJ_CADASTRO_URL=http://localhost:8140 node listar-usuarios.mjs
//
// Needs `npm install @rpj/sdk` (Node 20.19+). The client must be allowed the client_credentials grant and its
// technical user must hold VISUALIZAR_USUARIOS.
import { createClientCredentialsProvider, createRpjSdk, isSdkError } from '@rpj/sdk';

const env = (name, fallback) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`Set ${name}.`);
  return value;
};

const cadastro = env('RPJ_CADASTRO_URL', 'http://localhost:8140');
const sdk = createRpjSdk({
  services: { cadastro, selo: env('RPJ_SELO_URL', 'http://localhost:8141'), consulta: env('RPJ_CONSULTA_URL', 'http://localhost:8142') },
  tokenProvider: createClientCredentialsProvider({
    issuer: env('RPJ_ISSUER', 'http://localhost:8143'),
    clientId: env('RPJ_CLIENT_ID', 'rpj-integracao'),
    clientSecret: env('RPJ_CLIENT_SECRET'),
    ...(process.env.RPJ_RESOURCE ? { resource: process.env.RPJ_RESOURCE } : {}),
  }),
});

try {
  let pageNumber = 0;
  for (;;) {
    const { dados: pagina } = await sdk.usuarios.listar({ ativo: true }, { pageNumber, pageSize: 100, sortBy: 'nome' });
    for (const usuario of pagina.content) console.log(`${usuario.login}\t${usuario.nome}\t${usuario.grupos.join(', ')}`);
    if (pagina.last) break;
    pageNumber++;
  }
} catch (error) {
  console.error(isSdkError(error) ? `${error.kind}: ${error.message}` : error);
  process.exitCode = 1;
}
