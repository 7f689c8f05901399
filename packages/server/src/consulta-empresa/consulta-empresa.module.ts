/**
 * The entity-consultation service (port 8142): the Receita's view of a CNPJ, answered from the service's own data
 * set (the reference server's demo set; an office's deployment points it at the real source).
 */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasConsulta } from './consulta-empresa.routes.ts';
import { semearConsulta } from './consulta-empresa.seed.ts';

export const consultaEmpresa: AreaServidor = {
  nome: 'consulta-empresa',
  servico: 'consulta',
  registrarRotas: registrarRotasConsulta,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearConsulta,
};
