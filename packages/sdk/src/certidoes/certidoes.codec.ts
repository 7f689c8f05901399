/** Wire codecs of certificates (registration service, `/certidao`) and of their public check (`/verificacao-certidao`). */
import * as t from 'io-ts';
import {
  CARGOS_RESPONSAVEL,
  CERTIDAO_MAXIMO as M,
  normalizarCodigo,
  SITUACOES_CERTIDAO,
  TIPOS_CERTIDAO,
  type Certidao,
  type CertidaoListaItem,
  type CertidaoSalvar,
  type EmissaoCertidao,
  type FiltroCertidoes,
  type PagamentoCertidao,
  type VerificacaoCertidao,
} from '@rpj/domain';
import { Booleano, entity, Id, IdParametro, Inteiro, oneOf, parsedText, texto } from '../contract/codec-helpers.ts';
import { CpfOuCnpj, Parcelas } from '../caixas/caixas.codec.ts';
import { PrazoSituacaoCodec } from '../processos/processos.codec.ts';

const Tipo = oneOf(TIPOS_CERTIDAO, 'Tipo');
const Situacao = oneOf(SITUACOES_CERTIDAO, 'Situação');
const SecaoCodec = entity('SecaoCertidao', { paragrafos: t.readonlyArray(t.string) }, { titulo: t.string });

const comuns = {
  id: Id,
  numero: Inteiro,
  tipo: Tipo,
  situacao: Situacao,
  requerente: t.string,
  servicoId: Id,
  servicoDescricao: t.string,
  valorCentavos: Inteiro,
  pedidoEm: t.string,
  prazo: t.string,
  versao: Inteiro,
};
const opcionais = {
  documento: t.string,
  protocolo: Id,
  empresaId: Id,
  empresaNome: t.string,
  busca: t.string,
  recibo: entity('ReciboCertidao', { id: Id, numero: Inteiro }, {}),
  emitidaEm: t.string,
  assinatura: entity('AssinaturaCertidao', { nome: t.string, cargo: oneOf(CARGOS_RESPONSAVEL, 'Cargo') }, { responsavelId: Id }),
  selo: entity('SeloCertidao', { codigo: t.string, validador: t.string }, {}),
  codigo: t.string,
  prazoSituacao: PrazoSituacaoCodec,
};

export const CertidaoCodec: t.Type<Certidao, unknown> = entity('Certidao', { ...comuns, conteudo: t.readonlyArray(SecaoCodec) }, { ...opcionais, quesitos: t.string, respostas: t.string });
export const CertidaoListaItemCodec: t.Type<CertidaoListaItem, unknown> = entity('CertidaoListaItem', comuns, opcionais);

export const CertidaoSalvarCodec: t.Type<CertidaoSalvar, unknown> = entity(
  'CertidaoSalvar',
  { tipo: Tipo, requerente: texto(M.requerente, 'Requerente') },
  { documento: CpfOuCnpj, protocolo: Id, empresaId: Id, busca: texto(M.busca, 'Busca'), quesitos: texto(M.quesitos, 'Quesitos'), servicoId: Id },
);

export const PagamentoCertidaoCodec: t.Type<PagamentoCertidao, unknown> = entity('PagamentoCertidao', { versao: Inteiro, caixaId: Id, parcelas: Parcelas }, {});
export const EmissaoCertidaoCodec: t.Type<EmissaoCertidao, unknown> = entity('EmissaoCertidao', { versao: Inteiro, responsavelId: Id }, { respostas: texto(M.respostas, 'Respostas') });

export const FiltroCertidoesCodec: t.Type<FiltroCertidoes, unknown> = entity(
  'FiltroCertidoes',
  {},
  { numero: IdParametro, requerente: texto(M.requerente, 'Requerente'), empresa: texto(200, 'Entidade'), tipo: Tipo, situacao: Situacao, vencidas: Booleano },
);

const Codigo = parsedText('Código', normalizarCodigo, 'Código inválido: confira as 12 letras e números impressos na certidão.');
export const VerificacaoPedidoCodec: t.Type<{ readonly codigo: string }, unknown> = entity('VerificacaoPedido', { codigo: Codigo }, {});
export const VerificacaoCertidaoCodec: t.Type<VerificacaoCertidao, unknown> = entity('VerificacaoCertidao', { numero: Inteiro, emitidaEm: t.string, tipo: t.string }, { entidade: t.string });
export const CertidaoParams = entity('CertidaoParams', { id: IdParametro }, {});
