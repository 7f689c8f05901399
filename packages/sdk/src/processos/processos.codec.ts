/** Wire codecs of processes (registration service, `/processo`) and of the public request lookup (`/consulta-solicitacao`). */
import * as t from 'io-ts';
import {
  EVENTOS_ANDAMENTO,
  EVENTOS_MANUAIS,
  MENSAGEM_TELEFONE,
  PROCESSO_MAXIMO as M,
  SITUACOES_DEPOSITO,
  SITUACOES_PROCESSO,
  normalizarCodigo,
  normalizeTelefone,
  type Apresentante,
  type CargaExaminador,
  type ConsultaSolicitacao,
  type ConsultaSolicitacaoPedido,
  type CorrecaoProcesso,
  type DocumentoApresentado,
  type EntradaProcesso,
  type EventoSalvar,
  type FiltroProcessos,
  type HistoricoProcesso,
  type Processo,
  type ProcessoListaItem,
  type RedistribuicaoSalvar,
} from '@rpj/domain';
import { Booleano, Centavos, data, Email, entity, Id, IdParametro, Inteiro, oneOf, parsedText, refine, texto } from '../contract/codec-helpers.ts';
import { CpfOuCnpj, Parcelas } from '../caixas/caixas.codec.ts';
import { ItemCotacaoCodec, ItemCotadoCodec, ValoresComponentesCodec } from '../servicos/servicos.codec.ts';

const Situacao = oneOf(SITUACOES_PROCESSO, 'Situação');
export const PrazoSituacaoCodec = entity('PrazoSituacao', { urgencia: oneOf(['VENCIDO', 'VENCE_HOJE', 'PROXIMO', 'NO_PRAZO'] as const, 'Urgência'), diasUteis: Inteiro, texto: t.string }, {});
const Telefone = parsedText('Telefone', normalizeTelefone, MENSAGEM_TELEFONE);
const lista = <A>(codec: t.Type<A, unknown>, max: number, nome: string): t.Type<readonly A[], unknown> =>
  refine(t.readonlyArray(codec), (l) => l.length <= max, `Inclua até ${String(max)} itens.`, nome);

/** A protocol number, as a number or as the digits of a path or query parameter. */
export const ProtocoloParams = entity('ProtocoloParams', { protocolo: IdParametro }, {});

export const ApresentanteCodec: t.Type<Apresentante, unknown> = entity(
  'Apresentante',
  { nome: texto(M.nome, 'Nome do apresentante'), documento: CpfOuCnpj },
  { email: Email, telefone: Telefone },
);

const DocumentoApresentadoCodec: t.Type<DocumentoApresentado, unknown> = entity('DocumentoApresentado', { nome: texto(M.documento, 'Documento'), exigido: t.boolean, apresentado: t.boolean }, {});
const Documentos = lista(DocumentoApresentadoCodec, M.documentos, 'Documentos');

export const EntradaProcessoCodec: t.Type<EntradaProcesso, unknown> = entity(
  'EntradaProcesso',
  {
    apresentante: ApresentanteCodec,
    tipoAto: texto(40, 'Tipo de ato'),
    documentos: Documentos,
    itens: lista(ItemCotacaoCodec, M.itens, 'Serviços'),
  },
  {
    empresaId: Id,
    empresaNome: texto(M.empresa, 'Entidade'),
    naturezaJuridica: refine(texto(4, 'Natureza jurídica'), (n) => /^\d{4}$/.test(n), 'Escolha a natureza jurídica da lista.', 'Natureza jurídica'),
    cotacaoId: Id,
    deposito: entity('DepositoNaEntrada', { caixaId: Id, valorCentavos: refine(Centavos, (c) => c > 0, 'Informe um valor maior que zero.', 'Valor'), parcelas: Parcelas }, {}),
    observacao: texto(M.observacao, 'Observação'),
  },
);

const HistoricoCodec: t.Type<HistoricoProcesso, unknown> = entity(
  'HistoricoProcesso',
  { em: t.string, usuario: t.string, evento: t.string },
  { de: Situacao, para: Situacao, motivo: t.string, responsavel: t.string },
);

export const ProcessoCodec: t.Type<Processo, unknown> = entity(
  'Processo',
  {
    protocolo: Id,
    versao: Inteiro,
    protocoladoEm: t.string,
    prazo: t.string,
    situacao: Situacao,
    tipoAto: t.string,
    tipoAtoNome: t.string,
    apresentante: ApresentanteCodec,
    empresaNome: t.string,
    documentos: t.readonlyArray(DocumentoApresentadoCodec),
    itens: t.readonlyArray(ItemCotadoCodec),
    componentes: ValoresComponentesCodec,
    totalCentavos: t.number,
    codigoVerificacao: t.string,
    usuario: t.string,
    historico: t.readonlyArray(HistoricoCodec),
  },
  {
    situacaoAnterior: Situacao,
    empresaId: Id,
    naturezaJuridica: t.string,
    cotacaoId: Id,
    deposito: entity('DepositoDoProcesso', { id: Id, valorCentavos: t.number, reciboId: Id, reciboNumero: Id, situacao: oneOf(SITUACOES_DEPOSITO, 'Situação do depósito') }, {}),
    responsavel: entity('ResponsavelProcesso', { id: Id, login: t.string, nome: t.string }, {}),
    grupo: entity('GrupoDoProcesso', { id: Id, nome: t.string }, {}),
    observacao: t.string,
    prazoSituacao: PrazoSituacaoCodec,
    exigenciasAbertas: t.readonlyArray(entity('ExigenciaAberta', { id: Id, ordem: Inteiro, texto: t.string, fundamento: t.string }, {})),
    prazoExigencia: t.string,
  },
);

export const ProcessoListaItemCodec: t.Type<ProcessoListaItem, unknown> = entity(
  'ProcessoListaItem',
  { protocolo: Id, versao: Inteiro, protocoladoEm: t.string, prazo: t.string, situacao: Situacao, tipoAto: t.string, tipoAtoNome: t.string, apresentanteNome: t.string, empresaNome: t.string, totalCentavos: t.number },
  { responsavelId: Id, responsavelNome: t.string, prazoSituacao: PrazoSituacaoCodec },
);

export const FiltroProcessosCodec: t.Type<FiltroProcessos, unknown> = entity(
  'FiltroProcessos',
  {},
  {
    protocolo: IdParametro,
    apresentante: texto(M.nome, 'Apresentante'),
    empresa: texto(M.empresa, 'Entidade'),
    situacao: Situacao,
    de: data('Protocolado desde'),
    ate: data('Protocolado até'),
    responsavelId: IdParametro,
    semResponsavel: Booleano,
    vencidos: Booleano,
    tipoAto: texto(40, 'Tipo de ato'),
  },
);

export const CorrecaoProcessoCodec: t.Type<CorrecaoProcesso, unknown> = entity(
  'CorrecaoProcesso',
  { versao: Inteiro, apresentante: ApresentanteCodec, empresaNome: texto(M.empresa, 'Entidade'), documentos: Documentos },
  { observacao: texto(M.observacao, 'Observação') },
);

/** A supervisor's move by hand: its reason is required. */
export const MudancaSituacaoCodec: t.Type<EventoSalvar & { readonly motivo: string }, unknown> = entity(
  'MudancaSituacao',
  { versao: Inteiro, evento: oneOf(EVENTOS_MANUAIS, 'Evento'), motivo: refine(texto(M.motivo, 'Motivo'), (m) => m.trim() !== '', 'Informe o motivo: ele fica no histórico do processo.', 'Motivo') },
  {},
);

/** A counter's move (requirements met, doubt raised, delivered, closed, withdrawn). */
export const AndamentoCodec: t.Type<EventoSalvar, unknown> = entity('Andamento', { versao: Inteiro, evento: oneOf(EVENTOS_ANDAMENTO, 'Evento') }, { motivo: texto(M.motivo, 'Motivo') });

export const RedistribuicaoSalvarCodec: t.Type<RedistribuicaoSalvar, unknown> = entity(
  'RedistribuicaoSalvar',
  {
    processos: refine(t.readonlyArray(entity('ProcessoVersao', { protocolo: Id, versao: Inteiro }, {})), (l) => l.length >= 1 && l.length <= M.lote, `Escolha de 1 a ${String(M.lote)} processos.`, 'Processos'),
    responsavelId: Id,
    motivo: refine(texto(M.motivo, 'Motivo'), (m) => m.trim() !== '', 'Informe o motivo da redistribuição.', 'Motivo'),
  },
  {},
);

export const CargaExaminadorCodec: t.Type<CargaExaminador, unknown> = entity(
  'CargaExaminador',
  { usuarioId: Id, login: t.string, nome: t.string, grupos: t.readonlyArray(t.string), abertos: Inteiro, vencidos: Inteiro, ausente: t.boolean },
  {},
);

const Codigo = parsedText('Código de verificação', normalizarCodigo, 'Código inválido: são 12 letras e números, como no comprovante (ABCD-EFGH-JKMN).');

export const ConsultaSolicitacaoPedidoCodec: t.Type<ConsultaSolicitacaoPedido, unknown> = entity('ConsultaSolicitacaoPedido', { protocolo: IdParametro, codigo: Codigo }, {});

export const ConsultaSolicitacaoCodec: t.Type<ConsultaSolicitacao, unknown> = entity(
  'ConsultaSolicitacao',
  { protocolo: Id, situacao: t.string, protocoladoEm: t.string, prazo: t.string, atualizadoEm: t.string, exigenciasPendentes: t.boolean, encerrado: t.boolean },
  {},
);
