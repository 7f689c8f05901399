/** The financial reports' endpoints of docs/api.md (`/relatorio`). */
import type { FastifyInstance } from 'fastify';
import { DEFINICOES_RELATORIO, LINHAS_MAXIMAS_PDF, RELATORIOS, type FiltroRelatorio } from '@rpj/domain';
import { RELATORIO_ENDPOINTS as E, RELATORIO_ENDPOINTS_POR_NOME as R, type ConsultaRelatorio } from '@rpj/sdk/contract';
import { ApiError } from '../http/api-error.ts';
import { registerDocumento, registerEndpoint, registerEndpointJson, type RouteDeps } from '../http/route.ts';
import { renderizarPdf } from '../printing/pdf.ts';
import { documentoRelatorio, nomeArquivoRelatorio } from './relatorio.documento.ts';
import { linhasDoRelatorio, opcoesDosFiltros, parteDoRelatorio, relatorioInteiro } from './relatorios.repository.ts';
import { listarVisoes, removerVisao, salvarVisao } from './visoes.ts';

function filtroDe(q: ConsultaRelatorio): FiltroRelatorio {
  const { depois: _depois, ...filtro } = q;
  return filtro;
}

export function registrarRotasRelatorios(app: FastifyInstance, deps: RouteDeps): void {
  for (const nome of RELATORIOS) {
    const def = DEFINICOES_RELATORIO[nome];
    // The rows as the database wrote them (JSON text), and their repeated texts, inside the part's shape.
    registerEndpointJson(app, deps, R[nome].linhas, async ({ db, query }) => {
      const p = await parteDoRelatorio(db, nome, filtroDe(query), query.depois);
      const proximo = p.proximo === undefined ? '' : `,"proximo":${String(p.proximo)}`;
      const seguintes = p.seguintes === undefined ? '' : `,"seguintes":${JSON.stringify(p.seguintes)}`;
      const textos = p.textos === undefined ? '' : `,"textos":${p.textos}`;
      return `{"linhas":${p.linhas},"totalLinhas":${String(p.totalLinhas)}${proximo}${seguintes}${textos}}`;
    });
    registerDocumento(app, deps, R[nome].pdf, async ({ db, query }) => {
      const f = filtroDe(query);
      const n = await linhasDoRelatorio(db, nome, f);
      if (n > LINHAS_MAXIMAS_PDF) {
        throw new ApiError(422, `O relatório tem ${n.toLocaleString('pt-BR')} linhas: o PDF vai até ${LINHAS_MAXIMAS_PDF.toLocaleString('pt-BR')}. Escolha um período menor ou exporte em CSV.`);
      }
      const linhas = await relatorioInteiro(db, nome, f);
      const opcoes = f.grupoId === undefined && f.servico === undefined ? undefined : await opcoesDosFiltros(db);
      const grupo = opcoes?.grupos.find((g) => g.id === f.grupoId)?.nome;
      const servico = opcoes?.servicos.find((s) => s.codigo === f.servico)?.descricao;
      const nomes = { ...(grupo === undefined ? {} : { grupo }), ...(servico === undefined ? {} : { servico }) };
      return { nomeArquivo: nomeArquivoRelatorio(def, f), pdf: await renderizarPdf(deps.impressao, documentoRelatorio(def, f, linhas, nomes)) };
    });
  }
  registerEndpoint(app, deps, E.opcoes, async ({ db }) => ({ dados: await opcoesDosFiltros(db) }));
  registerEndpoint(app, deps, E.visoes, async ({ db, query }) => ({ dados: await listarVisoes(db, query.relatorio) }));
  registerEndpoint(app, deps, E.salvarVisao, async ({ db, body, principal, requestId }) => {
    const v = await salvarVisao(db, body, { principal, requestId });
    return { dados: v, mensagens: [`Visão "${v.nome}" salva.`] };
  });
  registerEndpoint(app, deps, E.removerVisao, async ({ db, params, principal, requestId }) => {
    const v = await removerVisao(db, params.id, { principal, requestId });
    return { dados: undefined, mensagens: [`Visão "${v.nome}" removida.`] };
  });
}
