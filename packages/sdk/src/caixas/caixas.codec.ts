/** Wire codecs of cash boxes, payments and receipts (registration service, `/caixa`, `/recibo`). Money is integer cents. */
import * as t from 'io-ts';
import {
  METODOS_PAGAMENTO,
  SITUACOES_CAIXA,
  TIPOS_MOVIMENTO,
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
  { motivo: t.string, reciboNumero: Id },
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

const ParcelaCodec: t.Type<ParcelaPagamento, unknown> = entity('Parcela', { metodo: Metodo, valorCentavos: Centavos }, {});

export const PagamentoSalvarCodec: t.Type<PagamentoSalvar, unknown> = entity(
  'PagamentoSalvar',
  {
    pagador: texto(120, 'Pagador'),
    itens: refine(t.readonlyArray(ItemCotacaoCodec), (l) => l.length >= 1 && l.length <= 100, 'Inclua de 1 a 100 itens.', 'Itens'),
    parcelas: refine(t.readonlyArray(ParcelaCodec), (l) => l.length >= 1 && l.length <= 5, 'Informe de 1 a 5 formas de pagamento.', 'Parcelas'),
  },
  { documento: refine(texto(14, 'CPF ou CNPJ'), (d) => /^\d{11}$|^[0-9A-Z]{14}$/.test(d), 'Informe o CPF ou o CNPJ sem pontuação.', 'CPF ou CNPJ'), cotacaoId: Id },
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
    emitidoEm: t.string,
    caixaId: Id,
    usuario: t.string,
    pagador: t.string,
    itens: t.readonlyArray(ItemCotadoCodec),
    componentes: ValoresComponentesCodec,
    totalCentavos: t.number,
    parcelas: t.readonlyArray(ParcelaCodec),
  },
  { documento: t.string, cotacaoId: Id, cancelamento: entity('CancelamentoRecibo', { em: t.string, por: t.string, motivo: t.string }, {}) },
);
