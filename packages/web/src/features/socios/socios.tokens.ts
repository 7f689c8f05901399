/** Tokens of the members' screen (/empresa/socio): the SDK's persons client and the screen's view-model. */
import type { SocioApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const SOCIOS = {
  api: tokenDe<SocioApi>('socios:api'),
  pessoas: token('socios:PessoasViewModel'),
} as const;
