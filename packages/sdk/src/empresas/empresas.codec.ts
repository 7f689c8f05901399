/**
 * Wire codecs of registered entities (registration service, /empresa): a record, a row, the body of a save, the
 * list's filters and the similar names. Request codecs check each field's rule and answer in pt-BR.
 */
import * as t from 'io-ts';
import {
  AVERBACAO_MAXIMO,
  EMPRESA_MAXIMO,
  ENDERECO_MAXIMO,
  MENSAGEM_TELEFONE,
  MENSAGENS_REGRA,
  NATUREZAS_JURIDICAS,
  SITUACOES_EMPRESA,
  TIPOS_AVERBACAO,
  UFS,
  isValidCep,
  isValidCnpj,
  normalizeCep,
  normalizeCnpj,
  normalizeTelefone,
  type Averbacao,
  type AverbacaoNova,
  type Empresa,
  type EmpresaListaItem,
  type EventoHistorico,
  type EmpresaSalvar,
  type Endereco,
  type FiltroEmpresas,
  type NomeSemelhante,
} from '@rpj/domain';
import { Booleano, Centavos, corpoSalvar, data, Email, entity, Id, IdParametro, Inteiro, oneOf, parsedText, refine, texto } from '../contract/codec-helpers.ts';
import { SocioCodec, SocioSalvarCodec } from '../socios/socios.codec.ts';

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
export const EmpresaCodec: t.Type<Empresa, unknown> = entity('Empresa', { id: Id, versao: Inteiro, ...campos.obrigatorios }, { ...campos.opcionais, socios: t.readonlyArray(SocioCodec) });

/** The most members a save sends: a board, not a membership roll. */
export const SOCIOS_MAXIMO = 300;

/** A row of the list. */
export const EmpresaListaItemCodec: t.Type<EmpresaListaItem, unknown> = entity(
  'EmpresaListaItem',
  { id: Id, denominacao: t.string, naturezaJuridica: t.string, situacao: Situacao, migrada: t.boolean },
  { ...registroLivro, nomeFantasia: t.string, cnpj: t.string, municipio: t.string, uf: t.string },
);

/** The body of `POST /empresa`. */
export const EmpresaSalvarCodec: t.Type<EmpresaSalvar, unknown> = corpoSalvar(
  entity('EmpresaSalvar', campos.obrigatorios, {
    ...campos.opcionais,
    id: Id,
    versao: Inteiro,
    nomeSemelhanteConfirmado: t.boolean,
    socios: refine(t.readonlyArray(SocioSalvarCodec), (l) => l.length <= SOCIOS_MAXIMO, `Informe no máximo ${String(SOCIOS_MAXIMO)} sócios.`, 'Sócios'),
  }),
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

const TipoAverbacao = oneOf(TIPOS_AVERBACAO, 'Tipo');

/** An amendment of a registration. */
export const AverbacaoCodec: t.Type<Averbacao, unknown> = entity(
  'Averbacao',
  { id: Id, empresaId: Id, numero: Id, data: t.string, tipo: TipoAverbacao, descricao: t.string },
  { protocolo: t.string },
);

/** The body of `POST /empresa/{id}/averbacoes`. */
export const AverbacaoNovaCodec: t.Type<AverbacaoNova, unknown> = entity(
  'AverbacaoNova',
  { data: data('Data'), tipo: TipoAverbacao, descricao: texto(AVERBACAO_MAXIMO.descricao, 'Descrição') },
  { numero: Id, protocolo: texto(AVERBACAO_MAXIMO.protocolo, 'Protocolo') },
);

const AlteracaoCodec = entity('Alteracao', { campo: t.string, rotulo: t.string }, { antes: t.string, depois: t.string });

/** An event of an entity's history. */
export const EventoHistoricoCodec: t.Type<EventoHistorico, unknown> = entity(
  'EventoHistorico',
  {
    id: Id,
    momento: t.string,
    acao: oneOf(['CRIACAO', 'ALTERACAO', 'AVERBACAO', 'REMOCAO', 'OCULTACAO'], 'Ação'),
    resumo: t.string,
    alteracoes: t.readonlyArray(AlteracaoCodec),
  },
  { usuario: t.string, oculto: entity('Oculto', { motivo: t.string, momento: t.string }, { usuario: t.string }) },
);

/** The query of `GET /empresa/{id}/historico`: `ocultos=true` shows the hidden entries too. */
export const BuscaHistoricoCodec: t.Type<{ readonly ocultos?: boolean }, unknown> = entity('BuscaHistorico', {}, { ocultos: Booleano });

/** The body of `POST /empresa/historico/{id}/ocultar`. */
export const OcultarHistoricoCodec: t.Type<{ readonly motivo: string }, unknown> = entity('OcultarHistorico', { motivo: texto(500, 'Motivo') }, {});
