/**
 * /financeiro: the finance overview of a period (today when it opens): money in by method, box and day, revenue
 * recognised by service and by component, deposits held and refunds due, the open boxes. The period is typed
 * (dd/mm/aaaa) or chosen (today, the last 7 days, this month); the figures come from the service's sums.
 */
import {
  brParaIso,
  diaCivil,
  FUSO_HORARIO_PADRAO,
  hasPermissions,
  isoParaBr,
  PERMISSAO as P,
  somarDias,
  type Deposito,
  type MetodoPagamento,
  type Pagina,
  type Paginacao,
  type ResumoFinanceiro,
  type SituacaoDeposito,
} from '@rpj/domain';
import type { CaixaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { exportarLista } from '../../ui/list/exportar-lista.ts';
import { ListViewModel } from '../../ui/list/list.view-model.ts';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { CAIXAS } from './caixas.tokens.ts';

export type Atalho = 'hoje' | 'semana' | 'mes';

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroDepositosTela = { readonly protocolo: string; readonly situacao: string };

export const COLUNAS_CSV_DEPOSITOS: readonly ColunaCsv<Deposito>[] = [
  { titulo: 'Protocolo', valor: (d) => d.protocolo },
  { titulo: 'Depositante', valor: (d) => d.depositante },
  { titulo: 'Recebido em', valor: (d) => d.recebidoEm },
  { titulo: 'Recibo', valor: (d) => String(d.reciboNumero) },
  { titulo: 'Valor (centavos)', valor: (d) => String(d.valorCentavos) },
  { titulo: 'Situação', valor: (d) => d.situacao },
  { titulo: 'Receita (centavos)', valor: (d) => (d.liquidacao === undefined ? '' : String(d.liquidacao.receitaCentavos)) },
  { titulo: 'Complemento (centavos)', valor: (d) => (d.liquidacao === undefined ? '' : String(d.liquidacao.complementoCentavos)) },
  { titulo: 'Devolução (centavos)', valor: (d) => (d.liquidacao === undefined ? '' : String(d.liquidacao.devolucaoCentavos)) },
];

/** The ISO days of a shortcut, given today (ISO). */
export function periodoDe(atalho: Atalho, hoje: string): { readonly de: string; readonly ate: string } {
  if (atalho === 'hoje') return { de: hoje, ate: hoje };
  if (atalho === 'mes') return { de: `${hoje.slice(0, 8)}01`, ate: hoje };
  return { de: somarDias(hoje, -6), ate: hoje };
}

@injectable()
export class FinanceiroViewModel {
  estado: EstadoCarga = 'ocioso';
  de = '';
  ate = '';
  erroPeriodo: string | undefined = undefined;
  resumo: ResumoFinanceiro | undefined = undefined;
  atualizando = false;

  /** The deposit ledger (Livro de Controle de Depósito Prévio): held first by default. */
  readonly depositos: ListViewModel<Deposito, FiltroDepositosTela>;
  /** A refund being paid back at one's open box, and how. */
  devolvendo: Deposito | undefined = undefined;
  metodoDevolucao: MetodoPagamento = 'DINHEIRO';

  constructor(
    @inject(CAIXAS.api) private readonly api: Pick<CaixaApi, 'resumo' | 'depositos' | 'autorizarDevolucao' | 'devolver' | 'meu' | 'imprimirRecibo'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.depositos = new ListViewModel<Deposito, FiltroDepositosTela>(
      {
        vazio: { protocolo: '', situacao: '' },
        pessoais: ['protocolo'],
        campoLivre: 'protocolo',
        ordenaveis: ['recebidoEm', 'protocolo', 'valorCentavos'],
        buscar: async (f: FiltroDepositosTela, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<Deposito>> =>
          (
            await api.depositos(
              { ...(f.protocolo.trim() === '' ? {} : { protocolo: f.protocolo.trim() }), ...(f.situacao === '' ? {} : { situacao: f.situacao as SituacaoDeposito }) },
              paginacao,
              { signal },
            )
          ).dados,
      },
      servicosTela.scheduler,
    );
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false, depositos: false }, { autoBind: true });
  }

  get podeAutorizar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.ANALISAR_CAIXAS]);
  }

  get podeDevolver(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_CAIXAS]);
  }

  async #depoisDeAlterar(): Promise<void> {
    await Promise.all([this.depositos.carregar(), this.atualizar()]);
  }

  /** Autorizar devolução (ANALISAR_CAIXAS): the refund of a settled deposit may be paid back. */
  async autorizar(d: Deposito): Promise<void> {
    try {
      await this.api.autorizarDevolucao(d.id, d.versao);
      await this.#depoisDeAlterar();
    } catch {
      // The SDK has said what went wrong.
    }
  }

  pedirDevolucao(d: Deposito): void {
    this.devolvendo = d;
    this.metodoDevolucao = 'DINHEIRO';
  }

  cancelarDevolucao(): void {
    this.devolvendo = undefined;
  }

  setMetodoDevolucao(m: MetodoPagamento): void {
    this.metodoDevolucao = m;
  }

  /** Pagar devolução: out of one's own open box, with its receipt; without an open box, says so. */
  async devolver(): Promise<void> {
    const d = this.devolvendo;
    if (d === undefined) return;
    try {
      const { dados } = await this.api.meu();
      if (dados.caixa === undefined) {
        await this.servicosTela.alerts.show({ tipo: 'ALERTA', mensagem: 'Você não tem caixa aberto: abra o seu caixa em Caixas para pagar a devolução.' });
        return;
      }
      await this.api.devolver(d.id, { versao: d.versao, caixaId: dados.caixa.id, metodo: this.metodoDevolucao });
      runInAction(() => {
        this.devolvendo = undefined;
      });
      await this.#depoisDeAlterar();
    } catch {
      // The SDK has said what went wrong; the dialog stays.
    }
  }

  async imprimirRecibo(id: number): Promise<void> {
    await this.servicosTela.documentos(async () => (await this.api.imprimirRecibo(id)).dados);
  }

  async exportarDepositos(): Promise<void> {
    await exportarLista(this.depositos, COLUNAS_CSV_DEPOSITOS, 'depositos-previos.csv', this.servicosTela.downloads, this.servicosTela.notifications);
  }

  dispose(): void {
    this.depositos.dispose();
  }

  get hoje(): string {
    return diaCivil(this.servicosTela.scheduler.now(), FUSO_HORARIO_PADRAO);
  }

  async carregar(): Promise<void> {
    this.estado = 'carregando';
    const { de, ate } = periodoDe('hoje', this.hoje);
    this.de = isoParaBr(de) ?? '';
    this.ate = isoParaBr(ate) ?? '';
    try {
      void this.depositos.carregar();
      await this.#buscar(de, ate, 'report');
      runInAction(() => {
        this.estado = 'pronto';
      });
    } catch {
      runInAction(() => {
        this.estado = 'erro';
      });
    }
  }

  async #buscar(de: string, ate: string, onNetworkError?: 'report'): Promise<void> {
    const { dados } = await this.api.resumo({ de, ate }, onNetworkError === undefined ? undefined : { onNetworkError });
    runInAction(() => {
      this.resumo = dados;
    });
  }

  setDe(v: string): void {
    this.de = v;
  }

  setAte(v: string): void {
    this.ate = v;
  }

  /** Atualizar: the typed period, checked first. */
  async atualizar(): Promise<void> {
    const de = brParaIso(this.de.trim());
    const ate = brParaIso(this.ate.trim());
    if (de === undefined || ate === undefined) {
      this.erroPeriodo = 'Data inválida: use dd/mm/aaaa.';
      return;
    }
    if (de > ate) {
      this.erroPeriodo = 'A data final vem antes da inicial.';
      return;
    }
    this.erroPeriodo = undefined;
    this.atualizando = true;
    try {
      await this.#buscar(de, ate);
    } catch {
      // The SDK has said what went wrong; the figures shown are the last ones.
    } finally {
      runInAction(() => {
        this.atualizando = false;
      });
    }
  }

  async escolher(atalho: Atalho): Promise<void> {
    const { de, ate } = periodoDe(atalho, this.hoje);
    this.de = isoParaBr(de) ?? '';
    this.ate = isoParaBr(ate) ?? '';
    await this.atualizar();
  }

  /** The period in words: "hoje, 26/11/2026" or "de 01/11/2026 a 26/11/2026". */
  get descricaoPeriodo(): string {
    const r = this.resumo;
    if (r === undefined) return '';
    if (r.de === r.ate) return `${r.de === this.hoje ? 'hoje, ' : ''}${isoParaBr(r.de) ?? r.de}`;
    return `de ${isoParaBr(r.de) ?? r.de} a ${isoParaBr(r.ate) ?? r.ate}`;
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'caixas:FinanceiroViewModel': FinanceiroViewModel;
  }
}
