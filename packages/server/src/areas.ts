/**
 * The server's business areas: one line per area (docs/areas.md). Each service registers the areas it answers; the
 * seed runs in this order (an area after the areas whose data it uses: groups after permissions, users after groups).
 */
import { gruposUsuario } from './grupos-usuario/grupos-usuario.module.ts';
import type { AreaServidor } from './http/area.ts';
import { permissoes } from './permissoes/permissoes.module.ts';
import { tarefas } from './tarefas/tarefas.module.ts';
import { usuarios } from './usuarios/usuarios.module.ts';
import { empresas } from './empresas/empresas.module.ts';
import { qualificacoesSocio } from './qualificacoes-socio/qualificacoes-socio.module.ts';
import { socios } from './socios/socios.module.ts';
import { consultaEmpresa } from './consulta-empresa/consulta-empresa.module.ts';
import { feriados } from './feriados/feriados.module.ts';
import { atos } from './atos/atos.module.ts';
import { servicos } from './servicos/servicos.module.ts';
import { caixas } from './caixas/caixas.module.ts';
import { gruposDistribuicao } from './grupos-distribuicao/grupos-distribuicao.module.ts';
import { processos } from './processos/processos.module.ts';
import { fundamentosLegais } from './fundamentos-legais/fundamentos-legais.module.ts';
import { exames } from './exames/exames.module.ts';
import { conferencias } from './conferencias/conferencias.module.ts';
import { dbe } from './dbe/dbe.module.ts';
import { selos } from './selos/selos.module.ts';
import { tribunal } from './tribunal/tribunal.module.ts';
import { registros } from './registros/registros.module.ts';
import { digitalizacoes } from './digitalizacoes/digitalizacoes.module.ts';
import { responsaveis } from './responsaveis/responsaveis.module.ts';
import { certidoes } from './certidoes/certidoes.module.ts';
import { relatorios } from './relatorios/relatorios.module.ts';

export const AREAS: readonly AreaServidor[] = [permissoes, gruposUsuario, usuarios, tarefas, empresas, qualificacoesSocio, socios, consultaEmpresa, feriados, atos, servicos, gruposDistribuicao, caixas, processos, fundamentosLegais, exames, conferencias, tribunal, selos, registros, dbe, digitalizacoes, responsaveis, certidoes, relatorios];
