/**
 * A financial report's screen (issue 33): the period (typed dd/mm/aaaa or a shortcut) and the report's own filters,
 * the rows read part after part with the progress shown (a year is hundreds of thousands of rows), the totals and
 * charts of what was read, and its exports — the CSV written here from the rows on screen, the PDF asked of the
 * service with the filters the rows on screen were read with. The rows are kept as one frozen array (observable by
 * reference only: MobX never walks them).
 */
import {
  hasPermissions,
  PERMISSAO as P,
  periodoDoAtalho,
  type AtalhoPeriodo,
  type FiltrosVisao,
  type VisaoRelatorio,
  brParaIso,
  DEFINICOES_RELATORIO,
  descricaoDoFiltro,
  diaCivil,
  errosDoFiltro,
  FUSO_HORARIO_PADRAO,
  isoParaBr,
  METODOS_PAGAMENTO,
  pontosDoGrafico,
  textoDaCelula,
  textoDoTotal,
  totaisDoRelatorio,
  type CampoFiltroRelatorio,
  type DefinicaoRelatorio,
  type FiltroRelatorio,
  type LinhaRelatorio,
  type TipoColuna,
  type MetodoPagamento,
  type NomeRelatorio,
} from '@rpj/domain';
import { isHttpError, type OpcoesRelatorio, type ProgressoRelatorio, type RelatorioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { toCsv, type ColunaCsv } from '../../ui/list/csv.ts';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { RELATORIOS_TELA } from './relatorios.tokens.ts';

/** The report's own filters as typed: text of the fields, '' for none. */
export interface FiltrosTela {
  readonly caixaId: string;
  readonly usuario: string;
  readonly grupoId: string;
  readonly servico: string;
  readonly metodo: string;
  readonly ocorrencias: boolean;
  /** '' any, 'sim' converted only, 'nao' not converted only. */
  readonly convertida: string;
}

export const FILTROS_VAZIOS: FiltrosTela = { caixaId: '', usuario: '', grupoId: '', servico: '', metodo: '', ocorrencias: false, convertida: '' };

/** What a report opens with: the daily cash the last 7 days, the others this month. */
function atalhoInicial(nome: NomeRelatorio): AtalhoPeriodo {
  return nome === 'caixaDiario' ? 'semana' : 'mes';
}

@injectable()
export class RelatorioViewModel {
  nome: NomeRelatorio = 'caixa';
  estado: EstadoCarga = 'ocioso';
  de = '';
  ate = '';
  filtros: FiltrosTela = FILTROS_VAZIOS;
  /** Field errors of the filters, by field. */
  erros: Readonly<Record<string, string>> = {};
  opcoes: OpcoesRelatorio | undefined = undefined;
  /** The rows on screen, and the filters they were read with (what the exports export). */
  linhas: readonly LinhaRelatorio[] = [];
  gerado: FiltroRelatorio | undefined = undefined;
  gerando = false;
  progresso: ProgressoRelatorio | undefined = undefined;
  falhou = false;
  imprimindo = false;
  /** The report's saved views, the one applied ('' none), and the view being named (the dialog). */
  visoes: readonly VisaoRelatorio[] = [];
  visaoId = '';
  editandoVisao: { readonly id?: number; readonly versao?: number; readonly nome: string; readonly periodo: AtalhoPeriodo | '' } | undefined = undefined;
  erroNomeVisao: string | undefined = undefined;
  salvandoVisao = false;
  #abortar: AbortController | undefined;

  constructor(
    @inject(RELATORIOS_TELA.api) private readonly api: Pick<RelatorioApi, 'gerar' | 'pdf' | 'opcoes' | 'visoes' | 'salvarVisao' | 'removerVisao'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false, linhas: observableRef, opcoes: observableRef, gerado: observableRef }, { autoBind: true });
  }

  configure(nome: NomeRelatorio): void {
    this.nome = nome;
  }

  get definicao(): DefinicaoRelatorio {
    return DEFINICOES_RELATORIO[this.nome];
  }

  tem(filtro: CampoFiltroRelatorio): boolean {
    return this.definicao.filtros.includes(filtro);
  }

  get hoje(): string {
    return diaCivil(this.servicosTela.scheduler.now(), FUSO_HORARIO_PADRAO);
  }

  /** Opens with the report's usual period, read at once; the filters' choices first when it has any. */
  async carregar(): Promise<void> {
    this.estado = 'carregando';
    const { de, ate } = periodoDoAtalho(atalhoInicial(this.nome), this.hoje);
    this.de = isoParaBr(de) ?? '';
    this.ate = isoParaBr(ate) ?? '';
    try {
      if (this.definicao.filtros.some((f) => f === 'usuario' || f === 'grupoId' || f === 'servico')) {
        const { dados } = await this.api.opcoes({ onNetworkError: 'report' });
        runInAction(() => {
          this.opcoes = dados;
        });
      }
      if (this.podeVerVisoes) await this.#lerVisoes('report');
      runInAction(() => {
        this.estado = 'pronto';
      });
    } catch {
      runInAction(() => {
        this.estado = 'erro';
      });
      return;
    }
    await this.gerar();
  }

  get podeVerVisoes(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.VISUALIZAR_RELATORIOS]);
  }

  get podeCriarVisao(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.CRIAR_RELATORIOS]);
  }

  get podeEditarVisao(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_RELATORIOS]);
  }

  get podeRemoverVisao(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.REMOVER_RELATORIOS]);
  }

  get visao(): VisaoRelatorio | undefined {
    return this.visoes.find((v) => String(v.id) === this.visaoId);
  }

  async #lerVisoes(onNetworkError?: 'report'): Promise<void> {
    const { dados } = await this.api.visoes(this.nome, onNetworkError === undefined ? undefined : { onNetworkError });
    runInAction(() => {
      this.visoes = dados;
      if (this.visao === undefined) this.visaoId = '';
    });
  }

  /** A saved view chosen: its filters, its period when it keeps one, read at once ('' leaves the filters as they are). */
  async aplicarVisao(id: string): Promise<void> {
    this.visaoId = id;
    const v = this.visao;
    if (v === undefined) return;
    const f = v.filtros;
    this.filtros = {
      caixaId: f.caixaId === undefined ? '' : String(f.caixaId),
      usuario: f.usuario ?? '',
      grupoId: f.grupoId === undefined ? '' : String(f.grupoId),
      servico: f.servico ?? '',
      metodo: f.metodo ?? '',
      ocorrencias: f.ocorrencias ?? false,
      convertida: f.convertida === undefined ? '' : f.convertida ? 'sim' : 'nao',
    };
    this.erros = {};
    if (f.periodo !== undefined) {
      const { de, ate } = periodoDoAtalho(f.periodo, this.hoje);
      this.de = isoParaBr(de) ?? '';
      this.ate = isoParaBr(ate) ?? '';
    }
    await this.gerar();
  }

  /** "Salvar como visão": names the filters on screen. */
  novaVisao(): void {
    this.editandoVisao = { nome: '', periodo: '' };
    this.erroNomeVisao = undefined;
  }

  /** "Atualizar visão": the view chosen takes the filters on screen. */
  atualizarVisao(): void {
    const v = this.visao;
    if (v === undefined) return;
    this.editandoVisao = { id: v.id, versao: v.versao, nome: v.nome, periodo: v.filtros.periodo ?? '' };
    this.erroNomeVisao = undefined;
  }

  setNomeVisao(nome: string): void {
    if (this.editandoVisao !== undefined) this.editandoVisao = { ...this.editandoVisao, nome };
    this.erroNomeVisao = undefined;
  }

  setPeriodoVisao(periodo: AtalhoPeriodo | ''): void {
    if (this.editandoVisao !== undefined) this.editandoVisao = { ...this.editandoVisao, periodo };
  }

  fecharVisao(): void {
    this.editandoVisao = undefined;
  }

  async confirmarVisao(): Promise<void> {
    const e = this.editandoVisao;
    if (e === undefined) return;
    if (e.nome.trim() === '') {
      this.erroNomeVisao = 'Dê um nome à visão.';
      return;
    }
    const f = this.filtro();
    if (f === undefined) return;
    const { de: _de, ate: _ate, ...proprios } = f;
    const filtros: FiltrosVisao = { ...proprios, ...(e.periodo === '' ? {} : { periodo: e.periodo }) };
    this.salvandoVisao = true;
    try {
      const { dados } = await this.api.salvarVisao({ ...(e.id === undefined ? {} : { id: e.id, versao: e.versao ?? 0 }), relatorio: this.nome, nome: e.nome.trim(), filtros }, { errosDeCampoNaTela: true });
      await this.#lerVisoes();
      runInAction(() => {
        this.visaoId = String(dados.id);
        this.editandoVisao = undefined;
      });
    } catch (error) {
      const erro = isHttpError(error) ? error.resposta?.erros?.find((x) => x.campo === 'nome') : undefined;
      runInAction(() => {
        if (erro !== undefined) this.erroNomeVisao = erro.mensagem;
      });
    } finally {
      runInAction(() => {
        this.salvandoVisao = false;
      });
    }
  }

  /** "Remover visão", after a confirmation naming it. */
  async removerVisao(): Promise<void> {
    const v = this.visao;
    if (v === undefined) return;
    const sim = await this.servicosTela.alerts.confirm({ titulo: 'Remover visão', mensagem: `Remover a visão "${v.nome}" do ${this.definicao.titulo.toLowerCase()}? Ela some para todo o cartório.`, rotuloConfirmar: 'Remover' });
    if (!sim) return;
    try {
      await this.api.removerVisao(v.id);
      await this.#lerVisoes();
    } catch {
      // The SDK has said what went wrong.
    }
  }

  dispose(): void {
    this.#abortar?.abort();
  }

  setDe(v: string): void {
    this.de = v;
    this.erros = { ...this.erros, de: '' };
  }

  setAte(v: string): void {
    this.ate = v;
    this.erros = { ...this.erros, ate: '' };
  }

  setFiltro<K extends keyof FiltrosTela>(campo: K, valor: FiltrosTela[K]): void {
    this.filtros = { ...this.filtros, [campo]: valor };
    if (campo === 'caixaId') this.erros = { ...this.erros, caixaId: '' };
  }

  limparFiltros(): void {
    this.filtros = FILTROS_VAZIOS;
    this.erros = {};
  }

  async escolher(atalho: AtalhoPeriodo): Promise<void> {
    const { de, ate } = periodoDoAtalho(atalho, this.hoje);
    this.de = isoParaBr(de) ?? '';
    this.ate = isoParaBr(ate) ?? '';
    this.erros = {};
    await this.gerar();
  }

  /** The typed filters checked, as the service takes them; undefined (with the errors on their fields) when wrong. */
  filtro(): FiltroRelatorio | undefined {
    const de = brParaIso(this.de.trim());
    const ate = brParaIso(this.ate.trim());
    const erros: Record<string, string> = {};
    if (de === undefined) erros['de'] = 'Data inválida: use dd/mm/aaaa.';
    if (ate === undefined) erros['ate'] = 'Data inválida: use dd/mm/aaaa.';
    const f = this.filtros;
    const caixa = f.caixaId.trim();
    if (this.tem('caixaId') && caixa !== '' && !/^[1-9]\d{0,8}$/.test(caixa)) erros['caixaId'] = 'Informe o número do caixa (só algarismos).';
    if (de !== undefined && ate !== undefined) for (const e of errosDoFiltro({ de, ate })) erros[e.campo] = e.mensagem;
    this.erros = erros;
    if (Object.keys(erros).length > 0 || de === undefined || ate === undefined) return undefined;
    return {
      de,
      ate,
      ...(this.tem('caixaId') && caixa !== '' ? { caixaId: Number(caixa) } : {}),
      ...(this.tem('usuario') && f.usuario !== '' ? { usuario: f.usuario } : {}),
      ...(this.tem('grupoId') && f.grupoId !== '' ? { grupoId: Number(f.grupoId) } : {}),
      ...(this.tem('servico') && f.servico !== '' ? { servico: f.servico } : {}),
      ...(this.tem('metodo') && METODOS_PAGAMENTO.includes(f.metodo as MetodoPagamento) ? { metodo: f.metodo as MetodoPagamento } : {}),
      ...(this.tem('ocorrencias') && f.ocorrencias ? { ocorrencias: true } : {}),
      ...(this.tem('convertida') && f.convertida !== '' ? { convertida: f.convertida === 'sim' } : {}),
    };
  }

  /** Gerar: the rows of the typed filters, part after part; a new one stops the one before. */
  async gerar(): Promise<void> {
    const filtro = this.filtro();
    if (filtro === undefined) return;
    this.#abortar?.abort();
    const abortar = new AbortController();
    this.#abortar = abortar;
    this.gerando = true;
    this.falhou = false;
    this.progresso = undefined;
    try {
      const linhas = await this.api.gerar(this.nome, filtro, {
        sinal: abortar.signal,
        signal: abortar.signal,
        aoProgredir: (p) => {
          runInAction(() => {
            this.progresso = p;
          });
        },
      });
      if (abortar.signal.aborted) return;
      runInAction(() => {
        this.linhas = Object.freeze(linhas);
        this.gerado = filtro;
      });
    } catch {
      // Stopped by a newer one, or the SDK has said what went wrong; the rows shown are the last ones.
      if (!abortar.signal.aborted) {
        runInAction(() => {
          this.falhou = true;
        });
      }
    } finally {
      if (this.#abortar === abortar) {
        runInAction(() => {
          this.gerando = false;
          this.progresso = undefined;
        });
      }
    }
  }

  /** Parar: stops the reading; the rows shown stay. */
  parar(): void {
    this.#abortar?.abort();
    this.gerando = false;
    this.progresso = undefined;
  }

  get totais(): Readonly<Record<string, number>> {
    return totaisDoRelatorio(this.definicao.colunas, this.linhas);
  }

  /** Rows flagged (a gap, a cancellation, a day that does not reconcile). */
  get alertas(): number {
    const i = this.definicao.alerta === undefined ? -1 : this.definicao.colunas.findIndex((c) => c.chave === this.definicao.alerta);
    if (i < 0) return 0;
    let n = 0;
    for (const l of this.linhas) if (typeof l[i] === 'string' && l[i] !== '') n++;
    return n;
  }

  get graficos(): readonly { readonly titulo: string; readonly tipo: 'rosca' | 'barras'; readonly tipoValor: TipoColuna | undefined; readonly pontos: readonly { readonly rotulo: string; readonly valor: number }[] }[] {
    return this.definicao.graficos.map((g) => ({
      titulo: g.titulo,
      tipo: g.tipo,
      tipoValor: this.definicao.colunas.find((c) => c.chave === g.valor)?.tipo,
      pontos: pontosDoGrafico(this.definicao, g, this.linhas),
    }));
  }

  /** The filters of the rows shown, in words. */
  get descricao(): string {
    if (this.gerado === undefined) return '';
    const grupo = this.opcoes?.grupos.find((g) => g.id === this.gerado?.grupoId)?.nome;
    const servico = this.opcoes?.servicos.find((s) => s.codigo === this.gerado?.servico)?.descricao;
    return descricaoDoFiltro(this.gerado, { ...(grupo === undefined ? {} : { grupo }), ...(servico === undefined ? {} : { servico }) });
  }

  /** The CSV of the rows on screen: the same columns and cells as the table, then its totals row. */
  csv(): string {
    const { colunas } = this.definicao;
    const totais = this.totais;
    const textos = this.linhas.map((l) => colunas.map((c, i) => textoDaCelula(c.tipo, l[i] ?? null)));
    const total = colunas.map((c, i) => (i === 0 ? 'Total' : textoDoTotal(c, totais)));
    const colunasCsv: ColunaCsv<readonly string[]>[] = colunas.map((c, i) => ({ titulo: c.titulo, valor: (l) => l[i] ?? '' }));
    return toCsv(colunasCsv, [...textos, total]);
  }

  exportarCsv(): void {
    if (this.gerado === undefined) return;
    this.servicosTela.downloads(`${this.definicao.titulo} ${this.gerado.de} a ${this.gerado.ate}.csv`, this.csv(), 'text/csv;charset=utf-8');
    this.servicosTela.notifications.notify({ tipo: 'OK', mensagem: `${this.linhas.length.toLocaleString('pt-BR')} ${this.linhas.length === 1 ? 'linha exportada' : 'linhas exportadas'} para CSV.` });
  }

  /** Imprimir: the PDF of the rows on screen (the filters they were read with). */
  async imprimir(): Promise<void> {
    const filtro = this.gerado;
    if (filtro === undefined) return;
    this.imprimindo = true;
    try {
      await this.servicosTela.documentos(async () => (await this.api.pdf(this.nome, filtro)).dados);
    } finally {
      runInAction(() => {
        this.imprimindo = false;
      });
    }
  }
}

// What this file's token resolves to (di/token.ts).
declare module '../../di/token.ts' {
  interface Registro {
    'relatorios:RelatorioViewModel': RelatorioViewModel;
  }
}
