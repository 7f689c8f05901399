/** Registered entities (`/empresa`) of the registration service: their records, the similar-name rule, their natures. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasEmpresas } from './empresas.routes.ts';
import { semearEmpresas } from './empresas.seed.ts';

export const empresas: AreaServidor = {
  nome: 'empresas',
  servico: 'cadastro',
  registrarRotas: registrarRotasEmpresas,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearEmpresas,
  unicos: {
    empresa_cnpj_key: { campo: 'cnpj', mensagem: 'Já existe uma empresa com este CNPJ.' },
    empresa_registro_key: { campo: 'numeroRegistro', mensagem: 'Este número de registro já existe neste livro: confira o número e o livro.' },
    empresa_averbacao_numero_key: { campo: 'numero', mensagem: 'Este número de averbação já existe neste registro.' },
    empresa_historico_oculto_pkey: { campo: 'id', mensagem: 'Esta entrada já está oculta do histórico.' },
  },
};
