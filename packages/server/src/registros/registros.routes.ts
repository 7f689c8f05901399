/** The registration's endpoints of docs/api.md (`/registro`). */
import type { FastifyInstance } from 'fastify';
import { REGISTRO_ENDPOINTS as E } from '@rpj/sdk/contract';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { renderizarPdf } from '../printing/pdf.ts';
import { documentoCertidao, nomeArquivoCertidao } from './certidao.documento.ts';
import { listarLivros } from './registros.repository.ts';
import { emitirCertidao, obterRegistro, registrar } from './registros.service.ts';

export function registrarRotasRegistros(app: FastifyInstance, deps: RouteDeps): void {
  const oficio = { uf: deps.impressao.timbre.uf, cartorio: deps.impressao.timbre.cartorio };
  registerEndpoint(app, deps, E.registrar, async ({ db, params, body, principal, requestId }) => {
    const r = await registrar(db, oficio, params.protocolo, body, { principal, requestId });
    return { dados: r, mensagens: [r.especie === 'AVERBACAO' ? `Processo ${String(r.protocolo)}: averbado (Av.${String(r.averbacao ?? '')}).` : `Processo ${String(r.protocolo)}: registrado sob o nº ${String(r.numero ?? '')}, folha ${String(r.folha ?? '')}.`] };
  });
  registerEndpoint(app, deps, E.obter, async ({ db, params }) => ({ dados: await obterRegistro(db, params.protocolo) }));
  registerDocumento(app, deps, E.certidao, async ({ db, params }) => {
    const r = await obterRegistro(db, params.protocolo);
    return { nomeArquivo: nomeArquivoCertidao(r), pdf: await renderizarPdf(deps.impressao, documentoCertidao(r)) };
  });
  registerEndpoint(app, deps, E.emitirCertidao, async ({ db, params, body, principal, requestId }) => ({
    dados: await emitirCertidao(db, params.protocolo, body.versao, { principal, requestId }),
    mensagens: [`Processo ${String(params.protocolo)}: certidão de registro emitida; o título aguarda a entrega.`],
  }));
  registerEndpoint(app, deps, E.livros, async ({ db }) => ({ dados: await listarLivros(db) }));
}
