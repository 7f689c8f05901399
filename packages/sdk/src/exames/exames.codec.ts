/** Wire codecs of the exam (registration service, `/exame`): the queue, a process's exam, decisions, re-entries, the note's sending. */
import * as t from 'io-ts';
import {
  DECISOES_ANALISE,
  DECISOES_EXAME,
  ESCOPOS_FILA_EXAME,
  ESTADOS_TAREFA,
  EXAME_MAXIMO as M,
  SITUACOES_EXIGENCIA,
  SITUACOES_FILA_EXAME,
  type Analise,
  type AnaliseSalvar,
  type DecisaoSalvar,
  type EnvioNotaSalvar,
  type Exame,
  type ExameDoProcesso,
  type ExameFilaItem,
  type Exigencia,
  type ExigenciaSalvar,
  type FiltroFilaExame,
  type ReingressoSalvar,
} from '@rpj/domain';
import { Booleano, Email, entity, Id, IdParametro, Inteiro, oneOf, refine, texto } from '../contract/codec-helpers.ts';
import { ApresentanteCodec, ProcessoCodec } from '../processos/processos.codec.ts';

const PrazoSituacaoCodec = entity('PrazoSituacao', { urgencia: oneOf(['VENCIDO', 'VENCE_HOJE', 'PROXIMO', 'NO_PRAZO'] as const, 'Urgência'), diasUteis: Inteiro, texto: t.string }, {});
const SituacaoFila = oneOf(SITUACOES_FILA_EXAME, 'Situação');

export const ExigenciaCodec: t.Type<Exigencia, unknown> = entity(
  'Exigencia',
  { id: Id, ordem: Inteiro, texto: t.string, fundamento: t.string, situacao: oneOf(SITUACOES_EXIGENCIA, 'Situação da exigência') },
  { fundamentoId: Id, resposta: t.string, respondidaEm: t.string, respondidaPor: t.string },
);

export const ExameCodec: t.Type<Exame, unknown> = entity(
  'Exame',
  {
    id: Id,
    protocolo: Id,
    rodada: Inteiro,
    examinador: entity('Examinador', { login: t.string, nome: t.string }, {}),
    iniciadoEm: t.string,
    decididoEm: t.string,
    decisao: oneOf(DECISOES_EXAME, 'Decisão'),
    exigencias: t.readonlyArray(ExigenciaCodec),
    envios: t.readonlyArray(entity('EnvioNota', { id: Id, em: t.string, usuario: t.string, para: t.string, estado: oneOf(ESTADOS_TAREFA, 'Estado do envio'), tentativas: Inteiro }, {})),
    tipoAtoNome: t.string,
    empresaNome: t.string,
    apresentante: ApresentanteCodec,
  },
  { prazoExigencia: t.string, observacao: t.string },
);

const AnaliseCodec: t.Type<Analise, unknown> = entity(
  'Analise',
  { id: Id, rodada: Inteiro, analista: entity('Analista', { login: t.string, nome: t.string }, {}), em: t.string, decisao: oneOf(DECISOES_ANALISE, 'Decisão') },
  { motivo: t.string },
);

export const AnaliseSalvarCodec: t.Type<AnaliseSalvar, unknown> = entity('AnaliseSalvar', { versao: Inteiro, decisao: oneOf(DECISOES_ANALISE, 'Decisão') }, { motivo: texto(M.observacao, 'Motivo') });

export const ExameDoProcessoCodec: t.Type<ExameDoProcesso, unknown> = entity(
  'ExameDoProcesso',
  {
    analises: t.readonlyArray(AnaliseCodec),
    processo: ProcessoCodec,
    checklist: t.readonlyArray(t.string),
    prazoExigenciaDiasUteis: Inteiro,
    rodadas: t.readonlyArray(ExameCodec),
    fundamentos: t.readonlyArray(entity('FundamentoOferecido', { id: Id, nome: t.string, texto: t.string }, {})),
  },
  {},
);

export const ExameFilaItemCodec: t.Type<ExameFilaItem, unknown> = entity(
  'ExameFilaItem',
  { protocolo: Id, versao: Inteiro, protocoladoEm: t.string, prazo: t.string, situacao: SituacaoFila, tipoAtoNome: t.string, empresaNome: t.string, apresentanteNome: t.string, rodadas: Inteiro },
  { responsavelNome: t.string, prazoExigencia: t.string, prazoSituacao: PrazoSituacaoCodec },
);

export const FiltroFilaExameCodec: t.Type<FiltroFilaExame, unknown> = entity(
  'FiltroFilaExame',
  {},
  { escopo: oneOf(ESCOPOS_FILA_EXAME, 'Escopo'), situacao: SituacaoFila, protocolo: IdParametro, empresa: texto(200, 'Entidade'), tipoAto: texto(40, 'Tipo de ato'), vencidos: Booleano },
);

const ExigenciaSalvarCodec: t.Type<ExigenciaSalvar, unknown> = entity('ExigenciaSalvar', { texto: texto(M.texto, 'Exigência'), fundamento: texto(M.fundamento, 'Fundamento legal') }, { fundamentoId: Id });

export const DecisaoSalvarCodec: t.Type<DecisaoSalvar, unknown> = entity(
  'DecisaoSalvar',
  {
    versao: Inteiro,
    decisao: oneOf(DECISOES_EXAME, 'Decisão'),
    exigencias: refine(t.readonlyArray(ExigenciaSalvarCodec), (l) => l.length <= M.exigencias, `Inclua até ${String(M.exigencias)} exigências.`, 'Exigências'),
  },
  { observacao: texto(M.observacao, 'Observação') },
);

export const ReingressoSalvarCodec: t.Type<ReingressoSalvar, unknown> = entity(
  'ReingressoSalvar',
  {
    versao: Inteiro,
    respostas: refine(
      t.readonlyArray(entity('RespostaExigencia', { exigenciaId: Id, cumprida: t.boolean }, { resposta: texto(M.resposta, 'Resposta') })),
      (l) => l.length <= M.exigencias,
      `Responda até ${String(M.exigencias)} exigências.`,
      'Respostas',
    ),
  },
  {},
);

export const EnvioNotaSalvarCodec: t.Type<EnvioNotaSalvar, unknown> = entity('EnvioNotaSalvar', {}, { para: Email });

export const ExameIdParams = entity('ExameIdParams', { id: IdParametro }, {});
