/** Tokens of the certificate screens: the SDK clients they use and their view-models. */
import type { CaixaApi, CertidaoApi, EmpresaApi, ResponsavelApi, ServicoApi, VerificacaoCertidaoApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const CERTIDOES = {
  api: tokenDe<CertidaoApi>('certidoes:api'),
  verificacao: tokenDe<VerificacaoCertidaoApi>('certidoes:verificacao'),
  caixas: tokenDe<CaixaApi>('certidoes:caixas'),
  empresas: tokenDe<EmpresaApi>('certidoes:empresas'),
  responsaveis: tokenDe<ResponsavelApi>('certidoes:responsaveis'),
  servicos: tokenDe<ServicoApi>('certidoes:servicos'),
  lista: token('certidoes:CertidaoListViewModel'),
  gerar: token('certidoes:CertidaoViewModel'),
  verificar: token('certidoes:VerificacaoViewModel'),
} as const;
