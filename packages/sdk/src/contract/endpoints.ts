/**
 * Every endpoint of the contract: one line per area (docs/areas.md). docs/api.md lists the same endpoints, and
 * packages/sdk/test/api-doc.test.ts holds the two together.
 */
import { GRUPO_USUARIO } from '../grupos-usuario/grupos-usuario.endpoints.ts';
import { PERMISSAO_ENDPOINTS } from '../permissoes/permissoes.endpoints.ts';
import { USUARIO } from '../usuarios/usuarios.endpoints.ts';
import { TAREFA } from '../tarefas/tarefas.endpoints.ts';
import { EMPRESA_ENDPOINTS } from '../empresas/empresas.endpoints.ts';
import { QUALIFICACAO_SOCIO_ENDPOINTS } from '../qualificacoes-socio/qualificacoes-socio.endpoints.ts';
import { SOCIO_ENDPOINTS } from '../socios/socios.endpoints.ts';
import { CONSULTA_EMPRESA_ENDPOINTS } from '../consulta-empresa/consulta-empresa.endpoints.ts';
import { FERIADO_ENDPOINTS } from '../feriados/feriados.endpoints.ts';
import { SERVICO_ENDPOINTS } from '../servicos/servicos.endpoints.ts';
import { ATO_ENDPOINTS } from '../atos/atos.endpoints.ts';
import { CAIXA_ENDPOINTS } from '../caixas/caixas.endpoints.ts';
import { GRUPO_DISTRIBUICAO_ENDPOINTS } from '../grupos-distribuicao/grupos-distribuicao.endpoints.ts';
import { CONSULTA_SOLICITACAO_ENDPOINTS, PROCESSO_ENDPOINTS } from '../processos/processos.endpoints.ts';
import { EXAME_ENDPOINTS } from '../exames/exames.endpoints.ts';
import { CONFERENCIA_ENDPOINTS } from '../conferencias/conferencias.endpoints.ts';
import { DBE_ENDPOINTS } from '../dbe/dbe.endpoints.ts';
import { SELO_ENDPOINTS } from '../selos/selos.endpoints.ts';
import { DIGITALIZACAO_ENDPOINTS } from '../digitalizacoes/digitalizacoes.endpoints.ts';
import { REGISTRO_ENDPOINTS } from '../registros/registros.endpoints.ts';
import { FUNDAMENTO_LEGAL_ENDPOINTS } from '../fundamentos-legais/fundamentos-legais.endpoints.ts';
import { RESPONSAVEL_ENDPOINTS } from '../responsaveis/responsaveis.endpoints.ts';
import { CERTIDAO_ENDPOINTS, VERIFICACAO_CERTIDAO_ENDPOINTS } from '../certidoes/certidoes.endpoints.ts';
import { RELATORIO_ENDPOINTS } from '../relatorios/relatorios.endpoints.ts';
import type { AnyEndpoint } from './endpoint.ts';

/** The endpoint tables of the areas. */
const AREAS_CONTRATO: readonly Readonly<Record<string, AnyEndpoint>>[] = [USUARIO, GRUPO_USUARIO, PERMISSAO_ENDPOINTS, TAREFA, EMPRESA_ENDPOINTS, QUALIFICACAO_SOCIO_ENDPOINTS, SOCIO_ENDPOINTS, CONSULTA_EMPRESA_ENDPOINTS, FERIADO_ENDPOINTS, SERVICO_ENDPOINTS, ATO_ENDPOINTS, GRUPO_DISTRIBUICAO_ENDPOINTS, CAIXA_ENDPOINTS, PROCESSO_ENDPOINTS, CONSULTA_SOLICITACAO_ENDPOINTS, EXAME_ENDPOINTS, CONFERENCIA_ENDPOINTS, REGISTRO_ENDPOINTS, FUNDAMENTO_LEGAL_ENDPOINTS, DBE_ENDPOINTS, SELO_ENDPOINTS, DIGITALIZACAO_ENDPOINTS, RESPONSAVEL_ENDPOINTS, CERTIDAO_ENDPOINTS, VERIFICACAO_CERTIDAO_ENDPOINTS, RELATORIO_ENDPOINTS];

/** Every endpoint of the contract. */
export const ENDPOINTS: readonly AnyEndpoint[] = AREAS_CONTRATO.flatMap((area) => Object.values(area));
