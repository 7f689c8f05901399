/** Tokens of the home screen. */
import { token } from '../../di/token.ts';

export const INICIO = {
  viewModel: token('inicio:InicioViewModel'),
} as const;
