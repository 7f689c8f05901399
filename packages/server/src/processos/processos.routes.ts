/** Processes' endpoints of docs/api.md (`/processo`) and the public request lookup (`/consulta-solicitacao`). */
import type { FastifyInstance } from 'fastify';
import { ROTULOS_SITUACAO_PROCESSO, type EventoSalvar, type FiltroProcessos, type Pagina, type Paginacao, type Processo, type ProcessoListaItem } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { CONSULTA_SOLICITACAO_ENDPOINTS as C, PROCESSO_ENDPOINTS as E } from '@rpj/sdk/contract';
import { ApiError } from '../http/api-error.ts';
import { registerDocumento, registerEndpoint, type Contexto, type Resultado, type RouteDeps } from '../http/route.ts';
import { AccessLimiter, esperaPorExtenso, type RegraLimite } from '../identity/rate-limit.ts';
import { renderizarPdf } from '../printing/pdf.ts';
import { documentoComprovante, nomeArquivoComprovante } from './comprovante.documento.ts';
import { buscarProcesso, cargaDosExaminadores, listarProcessos, repositorioConsulta } from './processos.repository.ts';
import { comPrazo, consultarSolicitacao, hojeEmBrasilia, paginaComPrazo, corrigir, disparar, processoNaoEncontrado, protocolar, redistribuir } from './processos.service.ts';

/**
 * The public lookup's limit per client address, kept in the database (the limiter of sign-in, shared by every
 * server process): 20 wrong answers are free, then a wait that starts at 2 s and doubles, up to 15 minutes. A right
 * answer gives its attempt back.
 */
export const LIMITE_CONSULTA_SOLICITACAO: RegraLimite = { livres: 20, esperaInicialMs: 2000, esperaMaximaMs: 15 * 60_000, janelaMs: 60 * 60_000 };

export function registrarRotasProcessos(app: FastifyInstance, deps: RouteDeps): void {
  const uf = deps.impressao.timbre.uf;
  registerEndpoint(app, deps, E.entrada, async ({ db, body, principal, requestId }) => {
    const p = await protocolar(db, uf, body, { principal, requestId });
    return { dados: p, mensagens: [`Processo protocolado sob o nº ${String(p.protocolo)}.`] };
  });
  const pagina = async (db: Db, query: FiltroProcessos, paginacao: Paginacao, fila: boolean): Promise<Pagina<ProcessoListaItem>> => {
    const dia = hojeEmBrasilia();
    return paginaComPrazo(db, dia, await listarProcessos(db, query, paginacao, dia, fila));
  };
  registerEndpoint(app, deps, E.listar, async ({ db, query, paginacao }) => ({ dados: await pagina(db, query, paginacao, false) }));
  registerEndpoint(app, deps, E.fila, async ({ db, query, paginacao }) => ({ dados: await pagina(db, query, paginacao, true) }));
  registerEndpoint(app, deps, E.carga, async ({ db }) => ({ dados: await cargaDosExaminadores(db, hojeEmBrasilia()) }));
  registerEndpoint(app, deps, E.redistribuir, async ({ db, body, principal, requestId }) => {
    const processos = await redistribuir(db, body, { principal, requestId });
    return { dados: { processos }, mensagens: [processos.length === 1 ? 'Processo redistribuído.' : `${String(processos.length)} processos redistribuídos.`] };
  });
  registerEndpoint(app, deps, E.obter, async ({ db, params }) => {
    const p = await buscarProcesso(db, params.protocolo);
    if (p === undefined) throw processoNaoEncontrado();
    return { dados: (await comPrazo(db, hojeEmBrasilia(), [p]))[0] ?? p };
  });
  registerEndpoint(app, deps, E.corrigir, async ({ db, params, body, principal, requestId }) => ({
    dados: await corrigir(db, params.protocolo, body, { principal, requestId }),
    mensagens: ['Dados do processo corrigidos.'],
  }));
  const mover = async ({ db, params, body, principal, requestId }: Contexto<{ readonly protocolo: number }, unknown, EventoSalvar>): Promise<Resultado<Processo>> => {
    const p = await disparar(db, params.protocolo, body, { principal, requestId });
    return { dados: p, mensagens: [`Processo ${String(p.protocolo)}: ${ROTULOS_SITUACAO_PROCESSO[p.situacao].toLowerCase()}.`] };
  };
  registerEndpoint(app, deps, E.situacao, mover);
  registerEndpoint(app, deps, E.andamento, mover);
  registerDocumento(app, deps, E.comprovante, async ({ db, params }) => {
    const p = await buscarProcesso(db, params.protocolo);
    if (p === undefined) throw processoNaoEncontrado();
    return { nomeArquivo: nomeArquivoComprovante(p), pdf: await renderizarPdf(deps.impressao, documentoComprovante(p, deps.impressao.appOrigin)) };
  });
  registerEndpoint(app, deps, C.consultar, async ({ db, body, ip }) => {
    const limitador = new AccessLimiter(db);
    const chave = { chave: `consulta-solicitacao:${ip}`, regra: LIMITE_CONSULTA_SOLICITACAO };
    const tentativa = await limitador.tentar([chave]);
    if (!tentativa.permitida) throw new ApiError(429, `Muitas consultas deste endereço. Tente de novo em ${esperaPorExtenso(tentativa.esperaMs)}.`);
    const dados = await consultarSolicitacao(repositorioConsulta(db), body);
    await limitador.sucesso([], [chave]);
    return { dados };
  });
}
