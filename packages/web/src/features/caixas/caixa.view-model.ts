/**
 * /caixa/salvar/:id?: a cash box. Without an id, the signed-in person's open box (or the form that opens one with its
 * float). With an id, the box: what it expects per method, its movements and receipts; in one's own open box, a
 * payment over the counter (the items of a saved quote, paid in up to five parts), cash put in or taken out, and the
 * closing (counted per method against expected, the difference shown as it is typed); a closed box approved by a
 * reviewer. Receipts are printed (PDF) and cancelled with a reason. The server refuses what the screen hides.
 */
import {
  caminho,
  diferencas,
  formatMoney,
  formatMoneyField,
  hasPermissions,
  METODOS_PAGAMENTO,
  parseMoney,
  PERMISSAO as P,
  ZERO_POR_METODO,
  type Caixa,
  type Cotacao,
  type MetodoPagamento,
  type PorMetodo,
  type Recibo,
} from '@rpj/domain';
import type { CaixaApi, ServicoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { CAIXAS } from './caixas.tokens.ts';

/** A part of the payment as typed. */
export interface LinhaParcela {
  readonly metodo: MetodoPagamento;
  readonly valor: string;
}

/** Money typed in a field: cents, or undefined when it does not read as money (empty reads as zero when `vazioZero`). */
export function centavos(texto: string, vazioZero = false): number | undefined {
  if (texto.trim() === '') return vazioZero ? 0 : undefined;
  return parseMoney(texto);
}

/** The parts' problem against the total, said before the service is asked; undefined when they add up. */
export function problemaDasParcelas(parcelas: readonly LinhaParcela[], totalCentavos: number): string | undefined {
  const valores = parcelas.map((p) => centavos(p.valor));
  if (valores.some((v) => v === undefined || v <= 0)) return 'Informe o valor de cada forma de pagamento (1.234,56).';
  if (new Set(parcelas.map((p) => p.metodo)).size !== parcelas.length) return 'Cada forma de pagamento entra uma vez: some os valores.';
  const soma = valores.reduce<number>((s, v) => s + (v ?? 0), 0);
  return soma === totalCentavos ? undefined : `As formas de pagamento somam ${formatMoney(soma)}; o total é ${formatMoney(totalCentavos)}.`;
}

export type Dialogo = 'movimento' | 'fechamento' | 'aprovacao' | 'cancelamento' | undefined;

@injectable()
export class CaixaViewModel {
  estado: EstadoCarga = 'ocioso';
  #id: number | undefined = undefined;
  caixa: Caixa | undefined = undefined;
  naoEncontrado = false;
  enviando = false;
  /** Opening: the float typed. */
  fundo = '0,00';

  // A payment over the counter.
  numeroCotacao = '';
  cotacao: Cotacao | undefined = undefined;
  erroCotacao: string | undefined = undefined;
  pagador = '';
  documento = '';
  parcelas: readonly LinhaParcela[] = [{ metodo: 'DINHEIRO', valor: '' }];
  ultimoRecibo: Recibo | undefined = undefined;

  dialogo: Dialogo = undefined;
  // Cash in or out.
  tipoMovimento: 'ENTRADA' | 'SAIDA' = 'SAIDA';
  metodoMovimento: MetodoPagamento = 'DINHEIRO';
  valorMovimento = '';
  motivoMovimento = '';
  // Closing: counted per method; approval: a note.
  contado: Readonly<Record<MetodoPagamento, string>> = { DINHEIRO: '', PIX: '', DEBITO: '', CREDITO: '', BOLETO: '' };
  observacao = '';
  /** The receipt being cancelled, and why. */
  cancelando: { readonly id: number; readonly numero: number } | undefined = undefined;
  motivoCancelamento = '';
  erroDialogo: string | undefined = undefined;

  constructor(
    @inject(CAIXAS.api) private readonly api: CaixaApi,
    @inject(CAIXAS.servicos) private readonly servicos: Pick<ServicoApi, 'cotacoes' | 'cotacao'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicos' | 'servicosTela'>(this, { api: false, servicos: false, servicosTela: false }, { autoBind: true });
  }

  /** The route's id: none opens the signed-in person's box, or the form to open one. */
  configure(id: string | undefined): void {
    const n = Number(id);
    this.#id = id === undefined || !Number.isInteger(n) || n <= 0 ? undefined : n;
    this.naoEncontrado = id !== undefined && this.#id === undefined;
  }

  async carregar(): Promise<void> {
    if (this.naoEncontrado) {
      this.estado = 'pronto';
      return;
    }
    this.estado = 'carregando';
    try {
      if (this.#id === undefined) {
        const { dados } = await this.api.meu({ onNetworkError: 'report' });
        if (dados.caixa !== undefined) {
          this.servicosTela.navigation.navigate(caminho('caixa.salvar', { id: dados.caixa.id }), { replace: true });
          return;
        }
        runInAction(() => {
          this.caixa = undefined;
          this.estado = 'pronto';
        });
        return;
      }
      const { dados } = await this.api.obter(this.#id, { onNetworkError: 'report', modoAlerta: 'success' });
      runInAction(() => {
        this.caixa = dados;
        this.estado = 'pronto';
      });
    } catch (e) {
      runInAction(() => {
        const status = (e as { readonly status?: number }).status;
        if (status === 404) this.naoEncontrado = true;
        this.estado = status === 404 ? 'pronto' : 'erro';
      });
    }
  }

  get podeAbrir(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.CRIAR_CAIXAS]);
  }

  /** One's own open box, with EDITAR_CAIXAS: payments, cash in and out, the closing. */
  get podeLancar(): boolean {
    const c = this.caixa;
    return c?.situacao === 'ABERTO' && c.usuario === this.servicosTela.user.usuario?.login && hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_CAIXAS]);
  }

  get podeAprovar(): boolean {
    return this.caixa?.situacao === 'FECHADO' && hasPermissions(this.servicosTela.user.usuario, [P.ANALISAR_CAIXAS]);
  }

  get podeCancelarRecibos(): boolean {
    return this.caixa?.situacao === 'ABERTO' && hasPermissions(this.servicosTela.user.usuario, [P.REMOVER_CAIXAS]);
  }

  get titulo(): string {
    const c = this.caixa;
    return c === undefined ? 'Abrir caixa' : `Caixa nº ${String(c.id)} — ${c.nomeUsuario}`;
  }

  /** The receipts of this box, once each (from their movements), newest first, and whether cancelled. */
  get recibos(): readonly { readonly id: number; readonly numero: number; readonly cancelado: boolean; readonly valorCentavos: number; readonly tipo: string }[] {
    const movimentos = this.caixa?.movimentos ?? [];
    const porId = new Map<number, { id: number; numero: number; cancelado: boolean; valorCentavos: number; tipo: string }>();
    for (const m of movimentos) {
      if (m.reciboId === undefined || m.reciboNumero === undefined) continue;
      const r = porId.get(m.reciboId) ?? { id: m.reciboId, numero: m.reciboNumero, cancelado: false, valorCentavos: 0, tipo: m.tipo };
      if (m.tipo === 'CANCELAMENTO') r.cancelado = true;
      else r.valorCentavos += m.valorCentavos;
      porId.set(m.reciboId, r);
    }
    return [...porId.values()].sort((a, b) => b.numero - a.numero);
  }

  setFundo(v: string): void {
    this.fundo = v;
  }

  /** Abrir caixa: the float in cash. */
  async abrir(): Promise<void> {
    const fundo = centavos(this.fundo, true);
    if (fundo === undefined || fundo < 0) {
      this.erroDialogo = 'Fundo de troco inválido: use 1.234,56.';
      return;
    }
    this.enviando = true;
    try {
      const { dados } = await this.api.abrir(fundo);
      this.servicosTela.navigation.navigate(caminho('caixa.salvar', { id: dados.id }), { replace: true });
    } catch {
      // The SDK has said what went wrong.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  // ---- A payment over the counter --------------------------------------------------------------------------------

  setNumeroCotacao(v: string): void {
    this.numeroCotacao = v.replace(/\D/g, '').slice(0, 9);
  }

  setPagador(v: string): void {
    this.pagador = v;
  }

  setDocumento(v: string): void {
    this.documento = v.replace(/[^0-9A-Za-z]/g, '').toUpperCase().slice(0, 14);
  }

  /** Carregar: the saved quote of that number, its items to be paid (priced again today by the service). */
  async carregarCotacao(): Promise<void> {
    const numero = Number(this.numeroCotacao);
    if (this.numeroCotacao === '' || numero <= 0) {
      this.erroCotacao = 'Informe o número da cotação.';
      return;
    }
    this.erroCotacao = undefined;
    try {
      const lista = await this.servicos.cotacoes({ numero }, { pageNumber: 0, pageSize: 1 });
      const achada = lista.dados.content[0];
      if (achada === undefined) {
        runInAction(() => {
          this.cotacao = undefined;
          this.erroCotacao = `Não há cotação nº ${String(numero)}: confira o número ou faça a cotação em Serviços › Cotação.`;
        });
        return;
      }
      const { dados } = await this.servicos.cotacao(achada.id);
      runInAction(() => {
        this.cotacao = dados;
        if (this.pagador.trim() === '' && dados.cliente !== undefined) this.pagador = dados.cliente;
        this.parcelas = [{ metodo: this.parcelas[0]?.metodo ?? 'DINHEIRO', valor: formatMoneyField(dados.totalCentavos) }];
      });
    } catch {
      // The SDK has said what went wrong.
    }
  }

  alterarParcela(i: number, campo: keyof LinhaParcela, valor: string): void {
    this.parcelas = this.parcelas.map((p, k) => (k === i ? { ...p, [campo]: valor } : p));
  }

  /** Another method: it takes what is still missing, if anything. */
  adicionarParcela(): void {
    const livre = METODOS_PAGAMENTO.find((m) => !this.parcelas.some((p) => p.metodo === m));
    if (livre === undefined || this.cotacao === undefined) return;
    const pago = this.parcelas.reduce((s, p) => s + (centavos(p.valor) ?? 0), 0);
    const falta = Math.max(0, this.cotacao.totalCentavos - pago);
    this.parcelas = [...this.parcelas, { metodo: livre, valor: falta === 0 ? '' : formatMoneyField(falta) }];
  }

  removerParcela(i: number): void {
    if (this.parcelas.length > 1) this.parcelas = this.parcelas.filter((_, k) => k !== i);
  }

  get problemaPagamento(): string | undefined {
    if (this.cotacao === undefined) return 'Carregue a cotação a pagar.';
    if (this.pagador.trim() === '') return 'Informe quem paga.';
    if (this.documento !== '' && !/^\d{11}$|^[0-9A-Z]{14}$/.test(this.documento)) return 'CPF ou CNPJ inválido: 11 ou 14 caracteres, sem pontuação.';
    return problemaDasParcelas(this.parcelas, this.cotacao.totalCentavos);
  }

  /** Registrar pagamento: the receipt is issued; the box shows it; the form starts over. */
  async pagar(): Promise<void> {
    const caixa = this.caixa;
    const cotacao = this.cotacao;
    if (caixa === undefined || cotacao === undefined || this.problemaPagamento !== undefined) return;
    this.enviando = true;
    try {
      const { dados } = await this.api.pagar(caixa.id, {
        pagador: this.pagador.trim(),
        ...(this.documento === '' ? {} : { documento: this.documento }),
        itens: cotacao.itens.map((i) => ({
          servicoId: i.servicoId,
          quantidade: i.quantidade,
          ...(i.valorDeclaradoCentavos === undefined ? {} : { valorDeclaradoCentavos: i.valorDeclaradoCentavos }),
          ...(i.isencao === undefined ? {} : { isencao: i.isencao }),
        })),
        parcelas: this.parcelas.map((p) => ({ metodo: p.metodo, valorCentavos: centavos(p.valor) ?? 0 })),
        cotacaoId: cotacao.id,
      });
      runInAction(() => {
        this.ultimoRecibo = dados;
        this.cotacao = undefined;
        this.numeroCotacao = '';
        this.pagador = '';
        this.documento = '';
        this.parcelas = [{ metodo: 'DINHEIRO', valor: '' }];
      });
      await this.#recarregar();
    } catch {
      // The SDK has said what went wrong; what was typed is still here.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  async #recarregar(): Promise<void> {
    const id = this.caixa?.id;
    if (id === undefined) return;
    const { dados } = await this.api.obter(id);
    runInAction(() => {
      this.caixa = dados;
    });
  }

  async imprimirRecibo(id: number): Promise<void> {
    await this.servicosTela.documentos(async () => (await this.api.imprimirRecibo(id)).dados);
  }

  // ---- Dialogs: cash in or out, closing, approval, a receipt's cancellation ---------------------------------------

  abrirDialogo(d: Exclude<Dialogo, undefined>): void {
    this.erroDialogo = undefined;
    this.observacao = '';
    if (d === 'fechamento') this.contado = { DINHEIRO: '', PIX: '', DEBITO: '', CREDITO: '', BOLETO: '' };
    if (d === 'movimento') {
      this.valorMovimento = '';
      this.motivoMovimento = '';
    }
    this.dialogo = d;
  }

  pedirCancelamento(recibo: { readonly id: number; readonly numero: number }): void {
    this.cancelando = recibo;
    this.motivoCancelamento = '';
    this.abrirDialogo('cancelamento');
  }

  fecharDialogo(): void {
    this.dialogo = undefined;
    this.cancelando = undefined;
  }

  setCampo(campo: 'valorMovimento' | 'motivoMovimento' | 'observacao' | 'motivoCancelamento', v: string): void {
    this[campo] = v;
  }

  setTipoMovimento(v: 'ENTRADA' | 'SAIDA'): void {
    this.tipoMovimento = v;
  }

  setMetodoMovimento(v: MetodoPagamento): void {
    this.metodoMovimento = v;
  }

  setContado(m: MetodoPagamento, v: string): void {
    this.contado = { ...this.contado, [m]: v };
  }

  /** What was counted, per method (empty is zero), or undefined when a field does not read as money. */
  get contadoCentavos(): PorMetodo | undefined {
    const r: Record<MetodoPagamento, number> = { ...ZERO_POR_METODO };
    for (const m of METODOS_PAGAMENTO) {
      const v = centavos(this.contado[m], true);
      if (v === undefined || v < 0) return undefined;
      r[m] = v;
    }
    return r;
  }

  /** Counted minus expected, per method and in all, as it is typed. */
  get diferenca(): { readonly porMetodo: PorMetodo; readonly totalCentavos: number } | undefined {
    const contado = this.contadoCentavos;
    return contado === undefined || this.caixa === undefined ? undefined : diferencas(this.caixa.esperado, contado);
  }

  async #enviar(acao: () => Promise<unknown>): Promise<void> {
    this.enviando = true;
    try {
      await acao();
      runInAction(() => {
        this.fecharDialogo();
      });
      await this.#recarregar();
    } catch {
      // The SDK has said what went wrong; the dialog keeps what was typed.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  async registrarMovimento(): Promise<void> {
    const caixa = this.caixa;
    const valor = centavos(this.valorMovimento);
    if (caixa === undefined) return;
    if (valor === undefined || valor <= 0) {
      this.erroDialogo = 'Informe um valor maior que zero (1.234,56).';
      return;
    }
    if (this.motivoMovimento.trim() === '') {
      this.erroDialogo = 'Informe o motivo.';
      return;
    }
    await this.#enviar(() => this.api.movimentar(caixa.id, { tipo: this.tipoMovimento, metodo: this.metodoMovimento, valorCentavos: valor, motivo: this.motivoMovimento.trim() }));
  }

  async fechar(): Promise<void> {
    const caixa = this.caixa;
    const contado = this.contadoCentavos;
    if (caixa === undefined) return;
    if (contado === undefined) {
      this.erroDialogo = 'Há um valor contado inválido: use 1.234,56.';
      return;
    }
    const observacao = this.observacao.trim();
    await this.#enviar(() => this.api.fechar(caixa.id, { versao: caixa.versao, contado, ...(observacao === '' ? {} : { observacao }) }));
  }

  async aprovar(): Promise<void> {
    const caixa = this.caixa;
    if (caixa === undefined) return;
    const observacao = this.observacao.trim();
    await this.#enviar(() => this.api.aprovar(caixa.id, { versao: caixa.versao, ...(observacao === '' ? {} : { observacao }) }));
  }

  async cancelarRecibo(): Promise<void> {
    const recibo = this.cancelando;
    if (recibo === undefined) return;
    if (this.motivoCancelamento.trim() === '') {
      this.erroDialogo = 'Informe o motivo do cancelamento.';
      return;
    }
    await this.#enviar(() => this.api.cancelarRecibo(recibo.id, this.motivoCancelamento.trim()));
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'caixas:CaixaViewModel': CaixaViewModel;
  }
}
