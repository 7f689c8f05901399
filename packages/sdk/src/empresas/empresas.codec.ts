/**
 * Wire codecs of registered entities (registration service, /empresa): a record, a row, the body of a save, the
 * list's filters and the similar names. Request codecs check each field's rule and answer in pt-BR.
 */
import * as t from 'io-ts';
import {
  EMPRESA_MAXIMO,
  ENDERECO_MAXIMO,
  MENSAGEM_TELEFONE,
  MENSAGENS_REGRA,
  NATUREZAS_JURIDICAS,
  SITUACOES_EMPRESA,
  UFS,
  isValidCep,
  isValidCnpj,
  normalizeCep,
  normalizeCnpj,
  normalizeTelefone,
  type Empresa,
  type EmpresaListaItem,
  type EmpresaSalvar,
  type Endereco,
  type FiltroEmpresas,
  type NomeSemelhante,
} from '@rpj/domain';
import { Centavos, corpoSalvar, data, Email, entity, Id, IdParametro, Inteiro, oneOf, parsedText, texto } from '../contract/codec-helpers.ts';

/** A CNPJ, numeric or alphanumeric (July 2026), typed with or without its mask; decodes to its 14 characters. */
export const Cnpj = parsedText('Cnpj', (text) => (isValidCnpj(text) ? normalizeCnpj(text) : undefined), MENSAGENS_REGRA.cnpj);
/** A CEP; decodes to its 8 digits. */
export const Cep = parsedText('Cep', (text) => (isValidCep(text) ? normalizeCep(text) : undefined), MENSAGENS_REGRA.cep);
const Telefone = parsedText('Telefone', normalizeTelefone, MENSAGEM_TELEFONE);
const Natureza = oneOf(NATUREZAS_JURIDICAS.map((n) => n.codigo), 'Natureza jurídica');
const Situacao = oneOf(SITUACOES_EMPRESA, 'Situação');

export const EnderecoCodec: t.Type<Endereco, unknown> = entity(
  'Endereco',
  {},
  {
    cep: Cep,
    logradouro: texto(ENDERECO_MAXIMO.logradouro, 'Logradouro'),
    numero: texto(ENDERECO_MAXIMO.numero, 'Número'),
    complemento: texto(ENDERECO_MAXIMO.complemento, 'Complemento'),
    bairro: texto(ENDERECO_MAXIMO.bairro, 'Bairro'),
    municipio: texto(ENDERECO_MAXIMO.municipio, 'Município'),
    uf: oneOf(UFS, 'UF'),
  },
);

const registroLivro = {
  numeroRegistro: Id,
  livro: texto(EMPRESA_MAXIMO.livro, 'Livro'),
  folha: texto(EMPRESA_MAXIMO.folha, 'Folha'),
  dataRegistro: data('Data de registro'),
};

const campos = {
  obrigatorios: {
    denominacao: texto(EMPRESA_MAXIMO.denominacao, 'Denominação'),
    naturezaJuridica: Natureza,
    situacao: Situacao,
    migrada: t.boolean,
    objeto: texto(EMPRESA_MAXIMO.objeto, 'Objeto'),
    endereco: EnderecoCodec,
  },
  opcionais: {
    ...registroLivro,
    nomeFantasia: texto(EMPRESA_MAXIMO.nomeFantasia, 'Nome fantasia'),
    cnpj: Cnpj,
    dataConstituicao: data('Data de constituição'),
    duracaoAte: data('Prazo de duração'),
    capitalCentavos: Centavos,
    email: Email,
    telefone: Telefone,
  },
};

/** The record, as `GET /empresa/{id}` answers it. */
export const EmpresaCodec: t.Type<Empresa, unknown> = entity('Empresa', { id: Id, versao: Inteiro, ...campos.obrigatorios }, campos.opcionais);

/** A row of the list. */
export const EmpresaListaItemCodec: t.Type<EmpresaListaItem, unknown> = entity(
  'EmpresaListaItem',
  { id: Id, denominacao: t.string, naturezaJuridica: t.string, situacao: Situacao, migrada: t.boolean },
  { ...registroLivro, nomeFantasia: t.string, cnpj: t.string, municipio: t.string, uf: t.string },
);

/** The body of `POST /empresa`. */
export const EmpresaSalvarCodec: t.Type<EmpresaSalvar, unknown> = corpoSalvar(
  entity('EmpresaSalvar', campos.obrigatorios, { ...campos.opcionais, id: Id, versao: Inteiro, nomeSemelhanteConfirmado: t.boolean }),
);

/** The list's filters (a query string: numbers as digits). */
export const FiltroEmpresasCodec: t.Type<FiltroEmpresas, unknown> = entity(
  'FiltroEmpresas',
  {},
  {
    nome: texto(EMPRESA_MAXIMO.denominacao, 'Nome'),
    cnpj: texto(18, 'CNPJ'),
    numeroRegistro: IdParametro,
    naturezaJuridica: Natureza,
    situacao: Situacao,
    registroDe: data('Registro a partir de'),
    registroAte: data('Registro até'),
  },
);

/** A record whose name is like another's. */
export const NomeSemelhanteCodec: t.Type<NomeSemelhante, unknown> = entity(
  'NomeSemelhante',
  { id: Id, denominacao: t.string, situacao: Situacao },
  { numeroRegistro: Id, livro: t.string },
);

/** The query of `GET /empresa/nomes-semelhantes`: the name, and the record being edited (left out of the answer). */
export const BuscaNomesSemelhantesCodec: t.Type<{ readonly denominacao: string; readonly id?: number }, unknown> = entity(
  'BuscaNomesSemelhantes',
  { denominacao: texto(EMPRESA_MAXIMO.denominacao, 'Denominação') },
  { id: IdParametro },
);
