/** Wire codecs of the electronic seals (the seal service, `/selo`, port 8141). */
import * as t from 'io-ts';
import {
  CODIGOS_FOLHA,
  IMPRESSAO_MAXIMO,
  ORIGENS_LOTE,
  SELO_MAXIMO as M,
  SITUACOES_LOTE,
  SITUACOES_SELO,
  TIPOS_SELO,
  TRIBUNAIS_SELO,
  type CodigoFolha,
  type CorrecaoSelo,
  type EntradaModeloSelo,
  type ModeloSelo,
  type EnvioSelos,
  type EstoqueSelos,
  type ImportacaoSelos,
  type LoteSelos,
  type ResumoLote,
  type SelagemManual,
  type SeloDoAto,
  type Selo,
  type SituacaoLote,
  type SituacaoSelo,
  type TipoSelo,
} from '@rpj/domain';
import { data, entity, Id, IdParametro, Inteiro, oneOf, refine, texto } from '../contract/codec-helpers.ts';

const Tipo = oneOf(TIPOS_SELO, 'Tipo de selo');
const Tribunal = oneOf(TRIBUNAIS_SELO, 'Tribunal');

/** A seal as an act, its certificate and its receipt carry it. */
export const SeloDoAtoCodec: t.Type<SeloDoAto, unknown> = entity('SeloDoAto', { codigo: t.string, validador: t.string, tipo: Tipo, tribunal: Tribunal }, {});

const ResumoLoteCodec: t.Type<ResumoLote, unknown> = entity(
  'ResumoLote',
  { total: t.number, porTipo: t.readonlyArray(entity('ResumoTipo', { tipo: Tipo, quantidade: t.number, primeiro: t.string, ultimo: t.string }, {})), problemas: t.readonlyArray(t.string) },
  {},
);

export const LoteSelosCodec: t.Type<LoteSelos, unknown> = entity(
  'LoteSelos',
  { id: Id, tribunal: Tribunal, origem: oneOf(ORIGENS_LOTE, 'Origem'), situacao: oneOf(SITUACOES_LOTE, 'Situação do lote'), criadoEm: t.string, criadoPor: t.string },
  { arquivo: t.string, tarefaId: t.string, resumo: ResumoLoteCodec, erro: t.string, confirmadoEm: t.string, confirmadoPor: t.string },
);

export const SeloCodec: t.Type<Selo, unknown> = entity(
  'Selo',
  { id: Id, codigo: t.string, validador: t.string, tipo: Tipo, tribunal: Tribunal, situacao: oneOf(SITUACOES_SELO, 'Situação do selo'), loteId: Id },
  { protocolo: t.number, ato: t.string, usadoEm: t.string, usadoPor: t.string, motivo: t.string, reciboTribunal: t.string, rejeicao: t.string },
);

export const EstoqueSelosCodec: t.Type<EstoqueSelos, unknown> = entity(
  'EstoqueSelos',
  { tribunal: Tribunal, porTipo: t.readonlyArray(entity('EstoqueTipo', { tipo: Tipo, disponiveis: t.number, pendentes: t.number, utilizados: t.number, inutilizados: t.number }, {})) },
  {},
);

export const ImportacaoSelosCodec: t.Type<ImportacaoSelos, unknown> = entity(
  'ImportacaoSelos',
  { origem: oneOf(ORIGENS_LOTE, 'Origem') },
  { tipo: Tipo, quantidade: Inteiro, arquivo: texto(200, 'Arquivo'), conteudo: texto(M.arquivo, 'Conteúdo do arquivo') },
);

const Motivo = refine(texto(M.motivo, 'Motivo'), (m) => m.trim() !== '', 'Informe o motivo.', 'Motivo');

export const SelagemManualCodec: t.Type<SelagemManual, unknown> = entity('SelagemManual', { protocolo: Id, tipo: Tipo, motivo: texto(M.motivo, 'Motivo') }, { codigo: texto(23, 'Código do selo') });

export const InutilizacaoCodec: t.Type<{ readonly motivo: string }, unknown> = entity('Inutilizacao', { motivo: Motivo }, {});

/** The batches' filters: their state. */
export interface FiltroLotes {
  readonly situacao?: SituacaoLote;
}
export const FiltroLotesCodec: t.Type<FiltroLotes, unknown> = entity('FiltroLotes', {}, { situacao: oneOf(SITUACOES_LOTE, 'Situação do lote') });

/** The seals' filters: a process, a code (or its start), a state, a type, part of the act, who used it, the days it was used. */
export interface FiltroSelos {
  readonly protocolo?: number;
  readonly codigo?: string;
  readonly situacao?: SituacaoSelo;
  readonly tipo?: TipoSelo;
  readonly ato?: string;
  readonly usuario?: string;
  readonly de?: string;
  readonly ate?: string;
}
export const FiltroSelosCodec: t.Type<FiltroSelos, unknown> = entity(
  'FiltroSelos',
  {},
  { protocolo: IdParametro, codigo: texto(23, 'Código do selo'), situacao: oneOf(SITUACOES_SELO, 'Situação do selo'), tipo: Tipo, ato: texto(200, 'Ato'), usuario: texto(60, 'Usuário'), de: data('Usado desde'), ate: data('Usado até') },
);

export const EnvioSelosCodec: t.Type<EnvioSelos, unknown> = entity(
  'EnvioSelos',
  { id: Id, situacao: oneOf(['ENVIANDO', 'CONCLUIDO', 'FALHOU'] as const, 'Situação do envio'), criadoEm: t.string, total: t.number, aceitos: t.number, rejeitados: t.number, recibos: t.readonlyArray(t.string) },
  { tarefaId: t.string, criadoPor: t.string, erro: t.string },
);

export const CorrecaoSeloCodec: t.Type<CorrecaoSelo, unknown> = entity('CorrecaoSelo', { motivo: texto(M.motivo, 'Motivo') }, { validador: texto(23, 'Segundo código do selo'), tipo: Tipo });

/** A label printing's query: the seals' codes separated by commas, the sheet, the first free position on it. */
export interface ConsultaEtiquetas {
  readonly codigos: string;
  readonly folha: CodigoFolha;
  readonly posicao: number;
}
export const ConsultaEtiquetasCodec: t.Type<ConsultaEtiquetas, unknown> = entity(
  'ConsultaEtiquetas',
  { codigos: texto(IMPRESSAO_MAXIMO.etiquetas * 24, 'Selos'), folha: oneOf(CODIGOS_FOLHA, 'Folha de etiquetas'), posicao: IdParametro },
  {},
);

/** A model page's query: the seal whose stamp it carries. */
export const ConsultaModeloCodec: t.Type<{ readonly codigo: string }, unknown> = entity('ConsultaModelo', { codigo: texto(23, 'Código do selo') }, {});

export const ModeloSeloCodec: t.Type<ModeloSelo, unknown> = entity(
  'ModeloSelo',
  { id: Id, nome: t.string, texto: t.string, carimboXMm: t.number, carimboYMm: t.number, atualizadoEm: t.string, atualizadoPor: t.string },
  {},
);

export const EntradaModeloSeloCodec: t.Type<EntradaModeloSelo, unknown> = entity(
  'EntradaModeloSelo',
  { nome: texto(IMPRESSAO_MAXIMO.nomeModelo, 'Título'), texto: texto(IMPRESSAO_MAXIMO.textoModelo, 'Texto'), carimboXMm: Inteiro, carimboYMm: Inteiro },
  {},
);
