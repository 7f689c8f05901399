/**
 * The screens that are built, by route id (the domain's route table). Each area's feature file names its
 * screens' code as dynamic imports (di/feature.ts): a screen's code and its area's bindings arrive the first time
 * its route opens. Routes without a screen here are absent: not in the menu, not found when typed.
 */
import type { IdRota } from '@rpj/domain';
import type { CarregarTela } from '../di/feature.ts';
import { telas as gruposUsuario } from '../features/grupos-usuario/grupos-usuario.feature.ts';
import { telas as inicio } from '../features/inicio/inicio.feature.ts';
import { telas as permissoes } from '../features/permissoes/permissoes.feature.ts';
import { telas as usuarios } from '../features/usuarios/usuarios.feature.ts';
import { telas as empresas } from '../features/empresas/empresas.feature.ts';
import { telas as qualificacoesSocio } from '../features/qualificacoes-socio/qualificacoes-socio.feature.ts';
import { telas as socios } from '../features/socios/socios.feature.ts';
import { telas as consultaEmpresa } from '../features/consulta-empresa/consulta-empresa.feature.ts';
import { telas as feriados } from '../features/feriados/feriados.feature.ts';
import { telas as servicos } from '../features/servicos/servicos.feature.ts';
import { telas as atos } from '../features/atos/atos.feature.ts';
import { telas as gruposDistribuicao } from '../features/grupos-distribuicao/grupos-distribuicao.feature.ts';
import { telas as caixas } from '../features/caixas/caixas.feature.ts';
import { telas as processos } from '../features/processos/processos.feature.ts';
import { telas as fundamentosLegais } from '../features/fundamentos-legais/fundamentos-legais.feature.ts';
import { telas as exames } from '../features/exames/exames.feature.ts';
import { telas as conferencias } from '../features/conferencias/conferencias.feature.ts';
import { telas as dbe } from '../features/dbe/dbe.feature.ts';
import { telas as selos } from '../features/selos/selos.feature.ts';
import { telas as digitalizacoes } from '../features/digitalizacoes/digitalizacoes.feature.ts';
import { telas as responsaveis } from '../features/responsaveis/responsaveis.feature.ts';
import { telas as certidoes } from '../features/certidoes/certidoes.feature.ts';
import { telas as relatorios } from '../features/relatorios/relatorios.feature.ts';

/** The screens, by route id: a route id that does not exist is a type error. */
export type Telas = Readonly<Partial<Record<IdRota, CarregarTela>>>;

/** Every built screen: one line per area (docs/areas.md). */
export const TELAS: Telas = {
  ...inicio,
  ...usuarios,
  ...gruposUsuario,
  ...permissoes,
  ...empresas,
  ...qualificacoesSocio,
  ...socios,
  ...consultaEmpresa,
  ...feriados,
  ...servicos,
  ...atos,
  ...gruposDistribuicao,
  ...caixas,
  ...processos,
  ...fundamentosLegais,
  ...exames,
  ...conferencias,
  ...dbe,
  ...digitalizacoes,
  ...selos,
  ...responsaveis,
  ...certidoes,
  ...relatorios,
};
