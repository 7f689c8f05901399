/** Wire codecs of cash boxes, payments and receipts (registration service, `/caixa`, `/recibo`). Money is integer cents. */
import * as t from 'io-ts';
import {
  METODOS_PAGAMENTO,
  SITUACOES_CAIXA,
  SITUACOES_DEPOSITO,
  TIPOS_MOVIMENTO,
  TIPOS_RECIBO,
  type Deposito,
  type DepositoSalvar,
  type DevolucaoSalvar,
  type FiltroDepositos,
  type LiquidacaoSalvar,
  type ResumoFinanceiro,
  type Caixa,
  type CaixaListaItem,
  type FechamentoSalvar,
  type FiltroCaixas,
  type MovimentoSalvar,
  type PagamentoSalvar,
  type ParcelaPagamento,
  type PorMetodo,
  type Recibo,
} from '@rpj/domain';
import { SeloDoAtoCodec } from '../selos/selos.codec.ts';
import { Centavos, data, entity, Id, Inteiro, oneOf, refine, texto } from '../contract/codec-helpers.ts';
import { ItemCotacaoCodec, ItemCotadoCodec, ValoresComponentesCodec } from '../servicos/servicos.codec.ts';

const Metodo = oneOf(METODOS_PAGAMENTO, 'Forma de pagamento');
const Situacao = oneOf(SITUACOES_CAIXA, 'Situação');

const PorMetodoCodec: t.Type<PorMetodo, unknown> = entity('PorMetodo', { DINHEIRO: Centavos, PIX: Centavos, DEBITO: Centavos, CREDITO: Centavos, BOLETO: Centavos }, {});
/** What the movements expect may be negative (more taken out than put in, in a method): a plain integer. */
const PorMetodoAssinado: t.Type<PorMetodo, unknown> = entity('PorMetodoAssinado', { DINHEIRO: t.number, PIX: t.number, DEBITO: t.number, CREDITO: t.number, BOLETO: t.number }, {});

const MovimentoCodec = entity(
  'MovimentoCaixa',
  { id: Id, tipo: oneOf(TIPOS_MOVIMENTO, 'Tipo'), metodo: Metodo, valorCentavos: t.number, em: t.string, usuario: t.string },
  { motivo: t.string, reciboNumero: Id, reciboId: Id },
);

export const CaixaCodec: t.Type<Caixa, unknown> = entity(
  'Caixa',
  { id: Id, versao: Inteiro, usuario: t.string, nomeUsuario: t.string, situacao: Situacao, abertoEm: t.string, fundoCentavos: t.number, movimentos: t.readonlyArray(MovimentoCodec), esperado: PorMetodoAssinado },
  {
    fechamento: entity('Fechamento', { em: t.string, contado: PorMetodoCodec, diferencaCentavos: t.number }, { observacao: t.string }),
    aprovacao: entity('Aprovacao', { em: t.string, por: t.string }, { observacao: t.string }),
  },
);

export const CaixaListaItemCodec: t.Type<CaixaListaItem, unknown> = entity(
  'CaixaListaItem',
  { id: Id, versao: Inteiro, usuario: t.string, nomeUsuario: t.string, situacao: Situacao, abertoEm: t.string, recibos: Inteiro, recebidoCentavos: t.number },
  { fechadoEm: t.string, diferencaCentavos: t.number },
);

export const FiltroCaixasCodec: t.Type<FiltroCaixas, unknown> = entity('FiltroCaixas', {}, { situacao: Situacao, usuario: texto(60, 'Usuário'), de: data('Aberto desde'), ate: data('Aberto até') });

/** Opening a box: its float (cash), in cents. */
export const AberturaCodec: t.Type<{ readonly fundoCentavos: number }, unknown> = entity('Abertura', { fundoCentavos: Centavos }, {});

export const ParcelaCodec: t.Type<ParcelaPagamento, unknown> = entity('Parcela', { metodo: Metodo, valorCentavos: Centavos }, {});
export const Parcelas = refine(t.readonlyArray(ParcelaCodec), (l) => l.length >= 1 && l.length <= 5, 'Informe de 1 a 5 formas de pagamento.', 'Parcelas');
export const CpfOuCnpj = refine(texto(14, 'CPF ou CNPJ'), (d) => /^\d{11}$|^[0-9A-Z]{14}$/.test(d), 'Informe o CPF ou o CNPJ sem pontuação.', 'CPF ou CNPJ');

export const PagamentoSalvarCodec: t.Type<PagamentoSalvar, unknown> = entity(
  'PagamentoSalvar',
  {
    pagador: texto(120, 'Pagador'),
    itens: refine(t.readonlyArray(ItemCotacaoCodec), (l) => l.length >= 1 && l.length <= 100, 'Inclua de 1 a 100 itens.', 'Itens'),
    parcelas: Parcelas,
  },
  { documento: CpfOuCnpj, cotacaoId: Id },
);

export const MovimentoSalvarCodec: t.Type<MovimentoSalvar, unknown> = entity(
  'MovimentoSalvar',
  { tipo: oneOf(['ENTRADA', 'SAIDA'], 'Tipo'), metodo: Metodo, valorCentavos: refine(Centavos, (c) => c > 0, 'Informe um valor maior que zero.', 'Valor'), motivo: texto(200, 'Motivo') },
  {},
);

export const FechamentoSalvarCodec: t.Type<FechamentoSalvar, unknown> = entity('FechamentoSalvar', { versao: Inteiro, contado: PorMetodoCodec }, { observacao: texto(500, 'Observação') });

export const AprovacaoCodec: t.Type<{ readonly versao: number; readonly observacao?: string }, unknown> = entity('AprovacaoSalvar', { versao: Inteiro }, { observacao: texto(500, 'Observação') });

export const CancelamentoCodec: t.Type<{ readonly motivo: string }, unknown> = entity('Cancelamento', { motivo: texto(300, 'Motivo') }, {});

export const ReciboCodec: t.Type<Recibo, unknown> = entity(
  'Recibo',
  {
    id: Id,
    numero: Id,
    tipo: oneOf(TIPOS_RECIBO, 'Tipo'),
    emitidoEm: t.string,
    caixaId: Id,
    usuario: t.string,
    pagador: t.string,
    itens: t.readonlyArray(ItemCotadoCodec),
    componentes: ValoresComponentesCodec,
    totalCentavos: t.number,
    parcelas: t.readonlyArray(ParcelaCodec),
  },
  {
    protocolo: t.string,
    deposito: entity('AcertoDeposito', { aplicadoCentavos: t.number, complementoCentavos: t.number, devolucaoCentavos: t.number }, {}),
    documento: t.string,
    cotacaoId: Id,
    cancelamento: entity('CancelamentoRecibo', { em: t.string, por: t.string, motivo: t.string }, {}),
    selos: t.readonlyArray(SeloDoAtoCodec),
  },
);

const SituacaoDepositoCodec = oneOf(SITUACOES_DEPOSITO, 'Situação');
const Protocolo = refine(texto(30, 'Protocolo'), (p) => p.trim() !== '', 'Informe o protocolo.', 'Protocolo');

export const DepositoCodec: t.Type<Deposito, unknown> = entity(
  'Deposito',
  { id: Id, versao: Inteiro, protocolo: t.string, depositante: t.string, valorCentavos: t.number, situacao: SituacaoDepositoCodec, recebidoEm: t.string, caixaId: Id, reciboId: Id, reciboNumero: Id },
  {
    documento: t.string,
    liquidacao: entity('Liquidacao', { em: t.string, reciboId: Id, reciboNumero: Id, receitaCentavos: t.number, complementoCentavos: t.number, devolucaoCentavos: t.number }, {}),
    devolucao: entity('Devolucao', { autorizadaEm: t.string, autorizadaPor: t.string }, { em: t.string, reciboId: Id, reciboNumero: Id }),
  },
);

export const DepositoSalvarCodec: t.Type<DepositoSalvar, unknown> = entity(
  'DepositoSalvar',
  { protocolo: Protocolo, depositante: texto(120, 'Depositante'), valorCentavos: refine(Centavos, (c) => c > 0, 'Informe um valor maior que zero.', 'Valor'), parcelas: Parcelas },
  { documento: CpfOuCnpj },
);

export const LiquidacaoSalvarCodec: t.Type<LiquidacaoSalvar, unknown> = entity(
  'LiquidacaoSalvar',
  { versao: Inteiro, itens: refine(t.readonlyArray(ItemCotacaoCodec), (l) => l.length <= 100, 'Inclua até 100 itens.', 'Itens') },
  { caixaId: Id, parcelas: refine(t.readonlyArray(ParcelaCodec), (l) => l.length <= 5, 'Informe até 5 formas de pagamento.', 'Parcelas') },
);

export const DevolucaoSalvarCodec: t.Type<DevolucaoSalvar, unknown> = entity('DevolucaoSalvar', { versao: Inteiro, caixaId: Id, metodo: Metodo }, {});

export const VersaoCodec: t.Type<{ readonly versao: number }, unknown> = entity('Versao', { versao: Inteiro }, {});

export const FiltroDepositosCodec: t.Type<FiltroDepositos, unknown> = entity('FiltroDepositos', {}, { situacao: SituacaoDepositoCodec, protocolo: texto(30, 'Protocolo'), de: data('Recebido desde'), ate: data('Recebido até') });

/** What a settlement or a refund answers: the deposit as it is now, and the receipt just issued. */
export const AcertoCodec: t.Type<{ readonly deposito: Deposito; readonly recibo: Recibo }, unknown> = entity('AcertoDepositoRecibo', { deposito: DepositoCodec, recibo: ReciboCodec }, {});

export const PeriodoCodec: t.Type<{ readonly de?: string; readonly ate?: string }, unknown> = entity('Periodo', {}, { de: data('De'), ate: data('Até') });

const Soma = entity('Soma', { quantidade: Inteiro, centavos: t.number }, {});

export const ResumoFinanceiroCodec: t.Type<ResumoFinanceiro, unknown> = entity(
  'ResumoFinanceiro',
  {
    de: t.string,
    ate: t.string,
    entradas: PorMetodoAssinado,
    entradasCentavos: t.number,
    porCaixa: t.readonlyArray(entity('EntradasCaixa', { caixaId: Id, usuario: t.string, nomeUsuario: t.string, situacao: Situacao, porMetodo: PorMetodoAssinado, totalCentavos: t.number }, {})),
    porDia: t.readonlyArray(entity('EntradasDia', { dia: t.string, centavos: t.number }, {})),
    receitaPorServico: t.readonlyArray(entity('ReceitaServico', { codigo: t.string, descricao: t.string, quantidade: Inteiro, totalCentavos: t.number }, {})),
    receitaPorComponente: ValoresComponentesCodec,
    receitaCentavos: t.number,
    depositosEmAberto: Soma,
    devolucoesPendentes: Soma,
    caixasAbertos: t.readonlyArray(entity('CaixaAberto', { id: Id, usuario: t.string, nomeUsuario: t.string, abertoEm: t.string, esperadoCentavos: t.number }, {})),
  },
  {},
);
