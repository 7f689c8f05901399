/** The fundamentos legais screens' bindings: the SDK's client and the two view-models. */
import { clienteFundamentosLegais } from '@rpj/sdk';
import { moduloDeRegistros } from '../../ui/tela/area-de-registros.ts';
import { FundamentoLegalFormViewModel, FundamentoLegalListViewModel } from './fundamentos-legais.view-models.ts';
import { FUNDAMENTOS_LEGAIS } from './fundamentos-legais.tokens.ts';

export const fundamentosLegaisModule = moduloDeRegistros(FUNDAMENTOS_LEGAIS, { cliente: (sdk) => sdk.cliente(clienteFundamentosLegais), lista: FundamentoLegalListViewModel, formulario: FundamentoLegalFormViewModel });
