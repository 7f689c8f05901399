/**
 * /financeiro: the finance overview of a period (today when it opens): money in by method, box and day, revenue
 * recognised by service and by component, deposits held and refunds due, the open boxes. The period is typed
 * (dd/mm/aaaa) or chosen (today, the last 7 days, this month); the figures come from the service's sums.
 */
import { brParaIso, diaCivil, FUSO_HORARIO_PADRAO, isoParaBr, type ResumoFinanceiro } from '@rpj/domain';
import type { CaixaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { CAIXAS } from './caixas.tokens.ts';

export type Atalho = 'hoje' | 'semana' | 'mes';

/** The ISO days of a shortcut, given today (ISO). */
export function periodoDe(atalho: Atalho, hoje: string): { readonly de: string; readonly ate: string } {
  if (atalho === 'hoje') return { de: hoje, ate: hoje };
  if (atalho === 'mes') return { de: `${hoje.slice(0, 8)}01`, ate: hoje };
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 6);
  return { de: d.toISOString().slice(0, 10), ate: hoje };
}

@injectable()
export class FinanceiroViewModel {
  estado: EstadoCarga = 'ocioso';
  de = '';
  ate = '';
  erroPeriodo: string | undefined = undefined;
  resumo: ResumoFinanceiro | undefined = undefined;
  atualizando = false;

  constructor(
    @inject(CAIXAS.api) private readonly api: Pick<CaixaApi, 'resumo'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false }, { autoBind: true });
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
