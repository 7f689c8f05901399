/** Wire codecs of the scanned archive (the registration service, `/digitalizacao`). */
import * as t from 'io-ts';
import { DIGITALIZACAO_MAXIMO as M, SITUACOES_OCR, TIPOS_DIGITALIZADOS, type AchadoDigitalizacao, type Digitalizacao, type EnvioDigitalizacao, type InicioEnvio, type PaginaDigitalizada } from '@rpj/domain';
import { entity, Id, IdParametro, Inteiro, oneOf, refine, texto } from '../contract/codec-helpers.ts';

export const DigitalizacaoCodec: t.Type<Digitalizacao, unknown> = entity(
  'Digitalizacao',
  {
    id: Id,
    nome: t.string,
    tipo: oneOf(TIPOS_DIGITALIZADOS, 'Tipo do arquivo'),
    tamanho: t.number,
    paginas: t.number,
    sha256: t.string,
    protocolo: t.number,
    empresaNome: t.string,
    ocr: oneOf(SITUACOES_OCR, 'Situação da leitura'),
    criadoEm: t.string,
    criadoPor: t.string,
  },
  { empresaId: t.number, tarefaId: t.string },
);

export const EnvioDigitalizacaoCodec: t.Type<EnvioDigitalizacao, unknown> = entity(
  'EnvioDigitalizacao',
  { id: Id, nome: t.string, tamanho: t.number, protocolo: t.number, partes: t.number, recebidas: t.readonlyArray(t.number) },
  {},
);

export const InicioEnvioCodec: t.Type<InicioEnvio, unknown> = entity('InicioEnvio', { nome: texto(M.nome, 'Nome do arquivo'), tamanho: Inteiro, protocolo: Id }, {});

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One part of a file, in base64 (at most DIGITALIZACAO_MAXIMO.parte bytes once decoded). */
export const ParteCodec: t.Type<{ readonly conteudo: string }, unknown> = entity(
  'Parte',
  { conteudo: refine(texto(Math.ceil(M.parte / 3) * 4, 'Parte do arquivo'), (c) => c.length % 4 === 0 && BASE64.test(c), 'A parte do arquivo não está em base64.', 'Parte do arquivo') },
  {},
);

export const ParteParams = entity('ParteParams', { id: IdParametro, numero: IdParametro }, {});

/** The archive's filters: a process, an entity. */
export interface FiltroDigitalizacoes {
  readonly protocolo?: number;
  readonly empresaId?: number;
}
export const FiltroDigitalizacoesCodec: t.Type<FiltroDigitalizacoes, unknown> = entity('FiltroDigitalizacoes', {}, { protocolo: IdParametro, empresaId: IdParametro });

/** A search of the pages' text: the words, and optionally a process. */
export interface PesquisaDigitalizacoes {
  readonly texto: string;
  readonly protocolo?: number;
}
export const PesquisaDigitalizacoesCodec: t.Type<PesquisaDigitalizacoes, unknown> = entity(
  'PesquisaDigitalizacoes',
  { texto: refine(texto(200, 'Texto'), (x) => x.trim().length >= 2, 'Digite ao menos duas letras de uma palavra do documento.', 'Texto') },
  { protocolo: IdParametro },
);

export const AchadoDigitalizacaoCodec: t.Type<AchadoDigitalizacao, unknown> = entity('AchadoDigitalizacao', { digitalizacao: DigitalizacaoCodec, pagina: t.number, trecho: t.string }, {});

export const RemocaoDigitalizacaoCodec: t.Type<{ readonly motivo: string }, unknown> = entity(
  'RemocaoDigitalizacao',
  { motivo: refine(texto(M.motivo, 'Motivo'), (m) => m.trim() !== '', 'Diga por que o arquivo é removido: fica na auditoria.', 'Motivo') },
  {},
);

export const PaginaDigitalizadaCodec: t.Type<PaginaDigitalizada, unknown> = entity('PaginaDigitalizada', { numero: t.number, paginas: t.number, largura: t.number, altura: t.number, imagem: t.string }, {});

/** How wide a page is drawn: 80 to 2,000 pixels. */
export const ConsultaPaginaCodec: t.Type<{ readonly largura: number }, unknown> = entity(
  'ConsultaPagina',
  { largura: refine(IdParametro, (l) => l >= 80 && l <= 2_000, 'A largura da página vai de 80 a 2.000 pixels.', 'Largura') },
  {},
);
