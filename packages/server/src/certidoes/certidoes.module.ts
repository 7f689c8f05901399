/** Certificates (`/certidao`) of the registration service and their public check (`/verificacao-certidao`). */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasCertidoes } from './certidoes.routes.ts';

export const certidoes: AreaServidor = {
  nome: 'certidoes',
  servico: 'cadastro',
  registrarRotas: registrarRotasCertidoes,
  migracoes: new URL('./migrations/', import.meta.url),
};
