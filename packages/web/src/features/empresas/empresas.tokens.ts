/** Tokens of the registered entities' screens. */
import type { EmpresaApi } from '@rpj/sdk';
import { token } from '../../di/token.ts';

export const EMPRESAS = {
  listViewModel: token('empresas:EmpresaListViewModel'),
  formViewModel: token('empresas:EmpresaFormViewModel'),
  historicoViewModel: token('empresas:EmpresaHistoricoViewModel'),
  /** The SDK's empresas client. */
  api: token('empresas:EmpresaApi'),
} as const;

declare module '../../di/token.ts' {
  interface Registro {
    'empresas:EmpresaApi': EmpresaApi;
  }
}
