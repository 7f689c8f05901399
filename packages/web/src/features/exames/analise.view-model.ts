/**
 * /processos/analise/processo/:protocolo?: a fit title's second look (issue 27) — the process, its rounds, the
 * earlier analyses and the history — and the decision of someone other than its examiner: the exam confirmed (the
 * title goes to conference) or returned to the examiner with the reason.
 */
import { caminho, errosDaAnalise, hasPermissions, PERMISSAO as P, type DecisaoAnalise, type ExameDoProcesso } from '@rpj/domain';
import type { ExameApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RegistroPorNumero } from '../../ui/tela/registro-por-numero.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { EXAMES } from './exames.tokens.ts';

@injectable()
export class AnaliseViewModel {
  readonly carga: RegistroPorNumero<ExameDoProcesso>;
  enviando = false;
  motivo = '';
  erroMotivo: string | undefined = undefined;
  /** A decision being confirmed. */
  confirmando: DecisaoAnalise | undefined = undefined;

  constructor(
    @inject(EXAMES.api) private readonly api: Pick<ExameApi, 'processo' | 'analisar' | 'nota'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.carga = new RegistroPorNumero({
      obter: async (protocolo) => (await api.processo(protocolo, { onNetworkError: 'report', modoAlerta: 'success' })).dados,
      caminho: (protocolo) => caminho('processos.analise.processo', { protocolo }),
      navigation: servicosTela.navigation,
    });
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false, carga: false }, { autoBind: true });
  }

  get #ultimaRodada(): ExameDoProcesso['rodadas'][number] | undefined {
    return this.carga.registro?.rodadas.at(-1);
  }

  /** The title waits for its analysis. */
  get aguardaAnalise(): boolean {
    return this.carga.registro?.processo.situacao === 'APTO' && this.#ultimaRodada?.decisao === 'APTO';
  }

  /** Who examined the fit round does not analyse it. */
  get examinouEste(): boolean {
    return this.#ultimaRodada?.examinador.login === this.servicosTela.user.usuario?.login;
  }

  get podeAnalisar(): boolean {
    return this.aguardaAnalise && !this.examinouEste && hasPermissions(this.servicosTela.user.usuario, [P.ANALISAR_EXAME]);
  }

  setMotivo(v: string): void {
    this.motivo = v;
    this.erroMotivo = undefined;
  }

  pedir(decisao: DecisaoAnalise): void {
    const d = this.carga.registro;
    if (d === undefined) return;
    const erro = errosDaAnalise({ versao: d.processo.versao, decisao, motivo: this.motivo })[0];
    this.erroMotivo = erro?.mensagem;
    if (erro === undefined) this.confirmando = decisao;
  }

  cancelar(): void {
    this.confirmando = undefined;
  }

  async analisar(): Promise<void> {
    const d = this.carga.registro;
    const decisao = this.confirmando;
    if (d === undefined || decisao === undefined) return;
    this.enviando = true;
    try {
      const motivo = this.motivo.trim();
      const { dados } = await this.api.analisar(d.processo.protocolo, { versao: d.processo.versao, decisao, ...(motivo === '' ? {} : { motivo }) }, { modoAlerta: 'success' });
      runInAction(() => {
        this.carga.mostrar(dados);
        this.motivo = '';
      });
    } catch {
      // The SDK has said why; the reason typed is kept.
    } finally {
      runInAction(() => {
        this.enviando = false;
        this.confirmando = undefined;
      });
    }
  }

  async imprimirNota(id: number): Promise<void> {
    await this.servicosTela.documentos(async () => (await this.api.nota(id)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'exames:AnaliseViewModel': AnaliseViewModel;
  }
}
