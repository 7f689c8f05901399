/** Wire codecs of the entity-consultation service (port 8142): the query by CNPJ and the Receita's answer. */
import * as t from 'io-ts';
import { SITUACOES_CADASTRAIS, type EmpresaReceita, type SocioReceita } from '@rpj/domain';
import { Centavos, entity, oneOf } from '../contract/codec-helpers.ts';
import { Cnpj, EnderecoCodec } from '../empresas/empresas.codec.ts';

const SocioReceitaCodec: t.Type<SocioReceita, unknown> = entity('SocioReceita', { nome: t.string, documento: t.string, qualificacao: t.string }, { dataEntrada: t.string });

/** What the service answers for a CNPJ. */
export const EmpresaReceitaCodec: t.Type<EmpresaReceita, unknown> = entity(
  'EmpresaReceita',
  {
    cnpj: t.string,
    razaoSocial: t.string,
    situacaoCadastral: oneOf(SITUACOES_CADASTRAIS, 'Situação cadastral'),
    dataSituacao: t.string,
    naturezaJuridica: t.string,
    dataAbertura: t.string,
    endereco: EnderecoCodec,
    qsa: t.readonlyArray(SocioReceitaCodec),
  },
  { nomeFantasia: t.string, capitalCentavos: Centavos, email: t.string, telefone: t.string },
);

/** The body of `POST /consulta/cnpj`. */
export const ConsultaCnpjCodec: t.Type<{ readonly cnpj: string }, unknown> = entity('ConsultaCnpj', { cnpj: Cnpj }, {});
