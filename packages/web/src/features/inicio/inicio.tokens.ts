/** Tokens of the home screen. */
import { token } from '../../di/token.ts';
import type { InicioViewModel } from './inicio.view-model.ts';

export const INICIO = {
  viewModel: token<InicioViewModel>('inicio:InicioViewModel'),
} as const;
