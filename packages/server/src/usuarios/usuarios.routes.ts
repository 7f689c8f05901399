/**
 * The users endpoints of docs/api.md (`/usuario`): each decodes and authorises through `registerEndpoint`, then
 * asks the area's service (writes in one transaction) or repository (lists).
 */
import type { FastifyInstance } from 'fastify';
import { PERMISSAO as P } from '@rpj/domain';
import { USUARIO } from '@rpj/sdk/contract';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { renderizarPdf } from '../printing/pdf.ts';
import { fichaDoUsuario, nomeArquivoFicha } from './usuarios.ficha.ts';
import { listHolders, listUsuarios } from './usuarios.repository.ts';
import { existing, obter, publico, remover, resetarSenha, restaurar, salvar } from './usuarios.service.ts';

/** Registers the users endpoints. */
export function registerUsuarioRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, USUARIO.recuperaDadosPorLogin, async ({ db, principal }) => ({
    dados: publico(await existing(db, principal.id)),
  }));
  registerEndpoint(app, deps, USUARIO.obter, async ({ db, params, principal, requestId }) => ({
    dados: await obter(db, { principal, requestId }, params.id),
  }));
  // Printing the record reads it as opening it does (audited as a reading of personal data).
  registerDocumento(app, deps, USUARIO.ficha, async ({ db, params, principal, requestId }) => {
    const usuario = await obter(db, { principal, requestId }, params.id);
    return { nomeArquivo: nomeArquivoFicha(usuario), pdf: await renderizarPdf(deps.impressao, await fichaDoUsuario(deps.impressao, usuario)) };
  });

  // The principal's stamp lets a page read since be answered from memory (db/lista-versionada.cache.ts).
  registerEndpoint(app, deps, USUARIO.listar, async ({ db, query, paginacao, principal }) => ({
    dados: await listUsuarios(db, query, paginacao, principal.versaoUsuarios),
  }));
  registerEndpoint(app, deps, USUARIO.buscar, async ({ db, body, paginacao, principal }) => ({
    dados: await listUsuarios(db, body, paginacao, principal.versaoUsuarios),
  }));
  registerEndpoint(app, deps, USUARIO.listarAnalista, async ({ db, query, paginacao }) => ({
    dados: await listHolders(db, P.ANALISAR_EXAME, query.ativo, paginacao),
  }));
  registerEndpoint(app, deps, USUARIO.listarCaixas, async ({ db, query, paginacao }) => ({
    dados: await listHolders(db, P.ANALISAR_CAIXAS, query.ativo, paginacao),
  }));

  registerEndpoint(app, deps, USUARIO.salvar, ({ db, body, principal, requestId }) =>
    db.transaction((tx) => salvar(tx, { principal, requestId }, body, deps.accounts)),
  );
  registerEndpoint(app, deps, USUARIO.remover, ({ db, params, principal, requestId }) =>
    db.transaction((tx) => remover(tx, { principal, requestId }, params.id)),
  );
  registerEndpoint(app, deps, USUARIO.restaurar, ({ db, params, principal, requestId }) =>
    db.transaction((tx) => restaurar(tx, { principal, requestId }, params.id)),
  );
  registerEndpoint(app, deps, USUARIO.resetarSenha, ({ db, params, principal, requestId }) =>
    db.transaction((tx) => resetarSenha(tx, { principal, requestId }, params.id, deps.accounts)),
  );
}
