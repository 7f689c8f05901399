/**
 * The areas' clients: one line per area (docs/areas.md). Each makes the area's client over the one HTTP core;
 * createRpjSdk exposes them under these names (`sdk.usuarios`, …). Each factory is also exported on its own
 * (`clienteUsuarios`, …) for createRpjSdkNucleo, so that an app bundles an area's client only with its screens.
 */
import { clienteGruposUsuario } from './grupos-usuario/http-grupos-usuario.api.ts';
import type { HttpCore } from './http/http-core.ts';
import { clientePermissoes } from './permissoes/http-permissoes.api.ts';
import { clienteTarefas } from './tarefas/http-tarefas.api.ts';
import { clienteUsuarios } from './usuarios/http-usuarios.api.ts';
import { clienteEmpresas } from './empresas/http-empresas.api.ts';
import { clienteQualificacoesSocio } from './qualificacoes-socio/qualificacoes-socio.api.ts';
import { clienteSocios } from './socios/http-socios.api.ts';
import { clienteConsultaEmpresa } from './consulta-empresa/http-consulta-empresa.api.ts';
import { clienteFeriados } from './feriados/http-feriados.api.ts';
import { clienteServicos } from './servicos/http-servicos.api.ts';
import { clienteAtos } from './atos/atos.api.ts';
import { clienteCaixas } from './caixas/http-caixas.api.ts';
import { clienteGruposDistribuicao } from './grupos-distribuicao/grupos-distribuicao.api.ts';
import { clienteConsultaSolicitacao, clienteProcessos } from './processos/http-processos.api.ts';
import { clienteExames } from './exames/http-exames.api.ts';
import { clienteConferencias } from './conferencias/http-conferencias.api.ts';
import { clienteRegistros } from './registros/http-registros.api.ts';
import { clienteDbe } from './dbe/http-dbe.api.ts';
import { clienteDigitalizacoes } from './digitalizacoes/http-digitalizacoes.api.ts';
import { clienteSelos } from './selos/http-selos.api.ts';
import { clienteFundamentosLegais } from './fundamentos-legais/fundamentos-legais.api.ts';
import { clienteResponsaveis } from './responsaveis/responsaveis.api.ts';
import { clienteCertidoes, clienteVerificacaoCertidao } from './certidoes/http-certidoes.api.ts';
import { clienteRelatorios } from './relatorios/http-relatorios.api.ts';

const AREAS = {
  usuarios: clienteUsuarios,
  gruposUsuario: clienteGruposUsuario,
  permissoes: clientePermissoes,
  tarefas: clienteTarefas,
  empresas: clienteEmpresas,
  qualificacoesSocio: clienteQualificacoesSocio,
  socios: clienteSocios,
  consultaEmpresa: clienteConsultaEmpresa,
  feriados: clienteFeriados,
  servicos: clienteServicos,
  atos: clienteAtos,
  caixas: clienteCaixas,
  gruposDistribuicao: clienteGruposDistribuicao,
  processos: clienteProcessos,
  consultaSolicitacao: clienteConsultaSolicitacao,
  exames: clienteExames,
  conferencias: clienteConferencias,
  registros: clienteRegistros,
  dbe: clienteDbe,
  digitalizacoes: clienteDigitalizacoes,
  selos: clienteSelos,
  fundamentosLegais: clienteFundamentosLegais,
  responsaveis: clienteResponsaveis,
  certidoes: clienteCertidoes,
  verificacaoCertidao: clienteVerificacaoCertidao,
  relatorios: clienteRelatorios,
} as const;

/** One client per area. */
export type ClientesAreas = { readonly [K in keyof typeof AREAS]: ReturnType<(typeof AREAS)[K]> };

/** Every area's client over this core. */
export function clientesAreas(http: HttpCore): ClientesAreas {
  return Object.fromEntries(Object.entries(AREAS).map(([nome, criar]) => [nome, criar(http)])) as unknown as ClientesAreas;
}
