/** The qualificações de sócio screens' bindings: the SDK's client and the two view-models. */
import { clienteQualificacoesSocio } from '@rpj/sdk';
import { moduloDeRegistros } from '../../ui/tela/area-de-registros.ts';
import { QualificacaoSocioFormViewModel, QualificacaoSocioListViewModel } from './qualificacoes-socio.view-models.ts';
import { QUALIFICACOES_SOCIO } from './qualificacoes-socio.tokens.ts';

export const qualificacoesSocioModule = moduloDeRegistros(QUALIFICACOES_SOCIO, { cliente: (sdk) => sdk.cliente(clienteQualificacoesSocio), lista: QualificacaoSocioListViewModel, formulario: QualificacaoSocioFormViewModel });
