/**
 * /salvar-selos (issue 29): the imports waiting for confirmation, each with its review — counts per type and the
 * range of codes — and its confirmation into stock (CRIAR_SELAGENS), after a question naming how many seals go in.
 */
import { hasPermissions, PERMISSAO as P, type EstoqueSelos, type LoteSelos } from '@rpj/domain';
import type { SeloApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SELOS } from './selos.tokens.ts';

@injectable()
export class SalvarSelosViewModel {
  estado: EstadoCarga = 'ocioso';
  prontos: readonly LoteSelos[] = [];
  estoque: EstoqueSelos | undefined = undefined;
  /** The batch whose confirmation is being asked. */
  confirmando: LoteSelos | undefined = undefined;
  enviando = false;

  constructor(
    @inject(SELOS.api) private readonly api: Pick<SeloApi, 'lotes' | 'confirmar' | 'estoque'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false }, { autoBind: true });
  }

  get podeConfirmar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.CRIAR_SELAGENS]);
  }

  async carregar(): Promise<void> {
    this.estado = 'carregando';
    try {
      const [prontos, estoque] = await Promise.all([this.api.lotes({ situacao: 'PRONTO' }, { pageNumber: 0, pageSize: 50, sortBy: 'criadoEm', sort: 'asc' }, { onNetworkError: 'report' }), this.api.estoque({ onNetworkError: 'report' })]);
      runInAction(() => {
        this.prontos = prontos.dados.content;
        this.estoque = estoque.dados;
        this.estado = 'pronto';
      });
    } catch {
      runInAction(() => {
        this.estado = 'erro';
      });
    }
  }

  pedir(lote: LoteSelos): void {
    this.confirmando = lote;
  }

  cancelar(): void {
    this.confirmando = undefined;
  }

  async confirmar(): Promise<void> {
    const lote = this.confirmando;
    if (lote === undefined) return;
    this.enviando = true;
    // The question closes before the service answers (its message is a dialog too).
    this.confirmando = undefined;
    try {
      await this.api.confirmar(lote.id, { modoAlerta: 'all' });
      await this.carregar();
    } catch {
      // The SDK has said why.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'selos:SalvarSelosViewModel': SalvarSelosViewModel;
  }
}
