/** Tokens of the members' screen (/empresa/socio): the SDK's persons client and the screen's view-model. */
import type { SocioApi } from '@rpj/sdk';
import { tokenDe } from '../../di/token.ts';
import type { PessoasViewModel } from './pessoas.view-model.ts';

export const SOCIOS = {
  api: tokenDe<SocioApi>('socios:api'),
  pessoas: tokenDe<PessoasViewModel>('socios:pessoas'),
} as const;
