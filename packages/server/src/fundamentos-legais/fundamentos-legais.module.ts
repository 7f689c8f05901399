/** Fundamentos legais (`/fundamento-legal`) of the registration service: a table and the four calls of a record area. */
import { FUNDAMENTO_LEGAL_ENDPOINTS } from '@rpj/sdk/contract';
import { areaDeRegistros } from '../http/registros.ts';

const tabela = { tabela: 'fundamento_legal', singular: 'fundamento legal', campos: { nome: 'nome' }, busca: { nome: 'nome' }, ordenacao: { nome: 'nome' }, unico: { campo: 'nome', mensagem: 'Já existe um fundamento legal com este nome.' } };

export const fundamentosLegais = areaDeRegistros({ nome: 'fundamentos-legais', endpoints: FUNDAMENTO_LEGAL_ENDPOINTS, migracoes: new URL('./migrations/', import.meta.url), tabela });
