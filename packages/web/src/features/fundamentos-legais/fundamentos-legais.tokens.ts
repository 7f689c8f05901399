/** Tokens of the fundamentos legais screens: the SDK's client and the two view-models (ui/tela/area-de-registros.ts). */
import type { FundamentoLegal } from '@rpj/domain';
import type { FundamentoLegalApi } from '@rpj/sdk';
import { tokenDe } from '../../di/token.ts';
import type { SoNome, TelaDeLista, TelaDeRegistro } from '../../ui/tela/area-de-registros.ts';

export const FUNDAMENTOS_LEGAIS = { api: tokenDe<FundamentoLegalApi>('fundamentos-legais:api'), lista: tokenDe<TelaDeLista<FundamentoLegal, SoNome>>('fundamentos-legais:lista'), formulario: tokenDe<TelaDeRegistro<FundamentoLegal, SoNome>>('fundamentos-legais:formulario') } as const;
