/**
 * /enviar-selo-eletronico (issue 30): the used seals waiting to be reported, a sending to the court followed by its
 * task's progress to its receipts, the seals the court refused with its reasons — each corrected as the court knows
 * it and sent again — and the past sendings.
 */
import { errosDaCorrecaoDeSelo, hasPermissions, PERMISSAO as P, SELO_MAXIMO, type EnvioSelos, type ErroCampo, type Selo } from '@rpj/domain';
import type { SeloApi, TarefaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SeguirTarefa } from './seguir-tarefa.ts';
import { SELOS } from './selos.tokens.ts';

@injectable()
export class EnvioSelosViewModel {
  pendentes: number | undefined = undefined;
  rejeitados: readonly Selo[] = [];
  envios: readonly EnvioSelos[] = [];
  envio: EnvioSelos | undefined = undefined;
  enviando = false;
  readonly andamento: SeguirTarefa;
  /** The refused seal being corrected, and what is typed. */
  corrigindo: Selo | undefined = undefined;
  validador = '';
  motivo = '';
  erros: readonly ErroCampo[] = [];

  constructor(
    @inject(SELOS.api) private readonly api: Pick<SeloApi, 'listar' | 'envios' | 'envio' | 'enviar' | 'corrigir'>,
    @inject(SELOS.tarefas) tarefas: Pick<TarefaApi, 'obter'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.andamento = new SeguirTarefa(tarefas, servicosTela);
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false, andamento: false }, { autoBind: true });
  }

  get podeEnviar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_SELAGENS]);
  }

  async carregar(): Promise<void> {
    const [pendentes, rejeitados, envios] = await Promise.all([
      this.api.listar({ situacao: 'UTILIZADO' }, { pageNumber: 0, pageSize: 1 }, { onNetworkError: 'report' }),
      this.api.listar({ situacao: 'REJEITADO' }, { pageNumber: 0, pageSize: 50 }, { onNetworkError: 'report' }),
      this.api.envios({ pageNumber: 0, pageSize: 8 }, { onNetworkError: 'report' }),
    ]);
    runInAction(() => {
      this.pendentes = pendentes.dados.totalElements;
      this.rejeitados = rejeitados.dados.content;
      this.envios = envios.dados.content;
    });
  }

  async enviar(): Promise<void> {
    this.enviando = true;
    try {
      const { dados } = await this.api.enviar({ modoAlerta: 'error' });
      runInAction(() => {
        this.envio = dados;
      });
      this.andamento.seguir(dados.tarefaId, 'Na fila de envio', async () => {
        const { dados: atual } = await this.api.envio(dados.id, { onNetworkError: 'report', modoAlerta: 'error' });
        runInAction(() => {
          this.envio = atual;
        });
        if (atual.situacao === 'ENVIANDO') return false;
        await this.carregar();
        return true;
      });
    } catch {
      // The SDK has said why (nothing pending, a sending under way).
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  pedirCorrecao(s: Selo): void {
    this.corrigindo = s;
    this.validador = s.validador;
    this.motivo = '';
    this.erros = [];
  }

  setValidador(v: string): void {
    this.validador = v.toUpperCase().replace(/\s/g, '').slice(0, 23);
    this.erros = this.erros.filter((e) => e.campo !== 'validador');
  }

  setMotivo(v: string): void {
    this.motivo = v.slice(0, SELO_MAXIMO.motivo);
    this.erros = this.erros.filter((e) => e.campo !== 'motivo');
  }

  cancelarCorrecao(): void {
    this.corrigindo = undefined;
  }

  erroDe(campo: string): string | undefined {
    return this.erros.find((e) => e.campo === campo)?.mensagem;
  }

  async corrigir(): Promise<void> {
    const s = this.corrigindo;
    if (s === undefined) return;
    const corpo = { motivo: this.motivo.trim(), ...(this.validador === s.validador ? {} : { validador: this.validador }) };
    this.erros = errosDaCorrecaoDeSelo(s.tribunal, corpo);
    if (this.erros.length > 0) return;
    this.corrigindo = undefined;
    try {
      await this.api.corrigir(s.id, corpo, { modoAlerta: 'all' });
      await this.carregar();
    } catch {
      // The SDK has said why.
    }
  }

  encerrar(): void {
    this.andamento.encerrar();
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'selos:EnvioSelosViewModel': EnvioSelosViewModel;
  }
}
