/** The person search of /empresa/socio (registration service, `/socio`), as data. */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, todas } from '../contract/endpoint.ts';
import { BuscaPessoasCodec, PessoaVinculosCodec } from './socios.codec.ts';

export const SOCIO_ENDPOINTS = {
  /**
   * Persons by document or by part of the name, each with every entity it is or was a member of. The document
   * travels in the body: a CPF never in an address or a log (security.md).
   */
  pesquisar: endpoint({
    nome: 'socio.pesquisar',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/socio/pesquisa',
    permissao: todas(P.VISUALIZAR_EMPRESAS),
    body: BuscaPessoasCodec,
    dados: t.readonlyArray(PessoaVinculosCodec),
  }),
};
