/** The entity-consultation service's endpoints (`/consulta`, port 8142), as data. */
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, todas } from '../contract/endpoint.ts';
import { ConsultaCnpjCodec, ConsultaDbeCodec, DbeCodec, EmpresaReceitaCodec } from './consulta-empresa.codec.ts';

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
  /** A DBE by its control number (receipt + identification): its events, FCPJ and QSA. 404 when unknown; 422 when unreadable. */
  dbe: endpoint({
    nome: 'consulta.dbe',
    servico: 'consulta',
    metodo: 'POST',
    path: '/consulta/dbe',
    permissao: todas(P.VISUALIZAR_EXAMES),
    body: ConsultaDbeCodec,
    dados: DbeCodec,
  }),
};
