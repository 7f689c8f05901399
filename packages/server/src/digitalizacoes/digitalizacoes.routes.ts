/** The scanned archive's endpoints of docs/api.md (`/digitalizacao`). */
import type { FastifyInstance } from 'fastify';
import { DIGITALIZACAO_ENDPOINTS as E } from '@rpj/sdk/contract';
import { ApiError } from '../http/api-error.ts';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { buscarDigitalizacao, listarDigitalizacoes, pesquisarPaginas } from './digitalizacoes.repository.ts';
import { arquivoDe, concluirEnvio, iniciarEnvio, obterEnvio, paginaDe, receberParte, remover } from './digitalizacoes.service.ts';

export function registrarRotasDigitalizacoes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, E.iniciarEnvio, async ({ db, body, principal, requestId }) => ({ dados: await iniciarEnvio(db, body, { principal, requestId }) }));
  registerEndpoint(app, deps, E.envio, async ({ db, params, principal, requestId }) => ({ dados: await obterEnvio(db, params.id, { principal, requestId }) }));
  registerEndpoint(app, deps, E.enviarParte, async ({ db, params, body, principal, requestId }) => ({ dados: await receberParte(db, params.id, params.numero, body.conteudo, { principal, requestId }) }));
  registerEndpoint(app, deps, E.concluirEnvio, async ({ db, params, principal, requestId }) => {
    const d = await concluirEnvio(db, deps.fila, deps.arquivos, params.id, { principal, requestId });
    return { dados: d, mensagens: [`Arquivo “${d.nome}” guardado no processo nº ${d.protocolo.toLocaleString('pt-BR')}: o texto está sendo lido para a pesquisa.`] };
  });
  registerEndpoint(app, deps, E.listar, async ({ db, query, paginacao }) => ({ dados: await listarDigitalizacoes(db, query, paginacao) }));
  registerEndpoint(app, deps, E.pesquisar, async ({ db, query, paginacao }) => ({ dados: await pesquisarPaginas(db, { ...query, texto: query.texto.trim() }, paginacao) }));
  registerEndpoint(app, deps, E.obter, async ({ db, params }) => {
    const d = await buscarDigitalizacao(db, params.id);
    if (d === undefined) throw new ApiError(404, 'Arquivo digitalizado não encontrado.');
    return { dados: d };
  });
  registerDocumento(app, deps, E.arquivo, async ({ db, params }) => {
    const { digitalizacao, conteudo } = await arquivoDe(db, deps.arquivos, params.id);
    return { nomeArquivo: digitalizacao.nome, pdf: conteudo, tipo: digitalizacao.tipo };
  });
  registerEndpoint(app, deps, E.pagina, async ({ db, params, query }) => ({ dados: await paginaDe(db, deps.arquivos, params.id, params.numero, query.largura) }));
  registerEndpoint(app, deps, E.remover, async ({ db, params, body, principal, requestId }) => {
    const d = await remover(db, params.id, body.motivo, { principal, requestId });
    return { dados: undefined, mensagens: [`Arquivo “${d.nome}” removido do acervo.`] };
  });
}
