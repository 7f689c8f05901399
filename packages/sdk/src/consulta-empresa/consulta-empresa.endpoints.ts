/** The entity-consultation service's endpoints (`/consulta`, port 8142), as data. */
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, todas } from '../contract/endpoint.ts';
import { ConsultaCnpjCodec, EmpresaReceitaCodec } from './consulta-empresa.codec.ts';

export const CONSULTA_EMPRESA_ENDPOINTS = {
  /** The Receita's data of a CNPJ: situation, legal nature, address, members with masked CPFs. 404 when unknown. */
  cnpj: endpoint({
    nome: 'consulta.cnpj',
    servico: 'consulta',
    metodo: 'POST',
    path: '/consulta/cnpj',
    permissao: todas(P.VISUALIZAR_EMPRESAS),
    body: ConsultaCnpjCodec,
    dados: EmpresaReceitaCodec,
  }),
};
