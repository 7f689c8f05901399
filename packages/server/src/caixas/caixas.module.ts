/** Cash boxes, payments and receipts (`/caixa`, `/recibo`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasCaixas } from './caixas.routes.ts';
import { semearCaixas } from './caixas.seed.ts';

export const caixas: AreaServidor = {
  nome: 'caixas',
  servico: 'cadastro',
  registrarRotas: registrarRotasCaixas,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: (db, opcoes) => semearCaixas(db, opcoes),
  unicos: {
    caixa_um_aberto_por_usuario: { campo: 'fundoCentavos', mensagem: 'Você já tem um caixa aberto: feche-o antes de abrir outro.' },
    deposito_protocolo: { campo: 'protocolo', mensagem: 'Este protocolo já tem um depósito prévio: liquide-o ou cancele o recibo dele antes.' },
  },
};
