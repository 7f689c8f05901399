/**
 * /servico/cotacao: a quote as staff make it at the counter — services × quantity × declared value at a reference
 * date, each item's components and the total shown as the person types (priced here by @rpj/domain's `precificar`,
 * by the state's rule in force that day, as the service will), then numbered and saved by the service and printed.
 * What is typed is kept in the session's drafts until the quote is saved. Under it, the saved quotes: found by
 * number or customer, opened, printed again, or copied into a new quote.
 */
import {
  brParaIso,
  diaCivil,
  formatMoneyField,
  FUSO_HORARIO_PADRAO,
  isoParaBr,
  MASKS,
  MENSAGENS_PRECO,
  parseMoney,
  precificar,
  somarComponentes,
  tabelaVigente,
  type Cotacao,
  type CotacaoListaItem,
  type HipoteseIsencao,
  type ItemCotacaoSalvar,
  type ItemPrecificado,
  type Pagina,
  type Paginacao,
  type RegraCobranca,
  type RegrasEstado,
  type Servico,
  type ServicoListaItem,
  type ValorComponente,
} from '@rpj/domain';
import type { ServicoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormViewModel } from '../../ui/form/form.view-model.ts';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { exportarLista } from '../../ui/list/exportar-lista.ts';
import { ListViewModel } from '../../ui/list/list.view-model.ts';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SERVICOS } from './servicos.tokens.ts';

/** An item as typed. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaItem = { readonly servicoId: string; readonly quantidade: string; readonly valor: string; readonly hipotese: HipoteseIsencao | ''; readonly fundamento: string };
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresCotacao = { readonly dataReferencia: string; readonly cliente: string; readonly itens: readonly LinhaItem[] };

const ITEM_VAZIO: LinhaItem = { servicoId: '', quantidade: '1', valor: '', hipotese: '', fundamento: '' };

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroCotacoesSalvas = { readonly busca: string };

export const COLUNAS_CSV_COTACOES: readonly ColunaCsv<CotacaoListaItem>[] = [
  { titulo: 'Número', valor: (c) => String(c.numero) },
  { titulo: 'Feita em', valor: (c) => c.criadaEm },
  { titulo: 'Data de referência', valor: (c) => c.dataReferencia },
  { titulo: 'Solicitante', valor: (c) => c.cliente ?? '' },
  { titulo: 'Usuário', valor: (c) => c.usuario ?? '' },
  { titulo: 'Itens', valor: (c) => String(c.itens) },
  { titulo: 'Total (centavos)', valor: (c) => String(c.totalCentavos) },
];

/** The rows of a saved quote as they are typed, to start a new quote from it. */
export function linhasDaCotacao(c: Cotacao): readonly LinhaItem[] {
  return c.itens.map((i) => ({
    servicoId: String(i.servicoId),
    quantidade: String(i.quantidade),
    valor: i.valorDeclaradoCentavos === undefined ? '' : formatMoneyField(i.valorDeclaradoCentavos),
    hipotese: i.isencao?.hipotese ?? '',
    fundamento: i.isencao?.fundamento ?? '',
  }));
}
const RASCUNHO = 'servicos:cotacao';

/** An item as the service takes it, or why it cannot be priced yet. */
export function itemDaLinha(l: LinhaItem): ItemCotacaoSalvar | string {
  if (l.servicoId === '') return 'Escolha o serviço.';
  const quantidade = Number(l.quantidade);
  if (!/^\d{1,3}$/.test(l.quantidade.trim()) || quantidade < 1) return MENSAGENS_PRECO.QUANTIDADE;
  const valor = l.valor.trim() === '' ? undefined : parseMoney(l.valor);
  if (l.valor.trim() !== '' && valor === undefined) return 'Valor declarado inválido: use 1.234,56.';
  if (l.hipotese !== '' && l.fundamento.trim() === '') return 'Informe o fundamento da gratuidade.';
  return {
    servicoId: Number(l.servicoId),
    quantidade,
    ...(valor === undefined ? {} : { valorDeclaradoCentavos: valor }),
    ...(l.hipotese === '' ? {} : { isencao: { hipotese: l.hipotese, fundamento: l.fundamento.trim() } }),
  };
}

@injectable()
export class CotacaoViewModel {
  readonly form: FormViewModel<ValoresCotacao>;
  estado: EstadoCarga = 'carregando';
  regras: RegrasEstado | undefined = undefined;
  opcoes: readonly ServicoListaItem[] = [];
  /** Services read so far, with their tables, by id. */
  servicos = new Map<number, Servico>();
  enviando = false;
  /** The quote just saved, or a saved one opened from the list. */
  salva: Cotacao | undefined = undefined;
  /** Whether `salva` was opened from the list (not just saved). */
  aberta = false;
  /** The saved quotes: a number finds one, other text searches the customer's name. */
  readonly salvas: ListViewModel<CotacaoListaItem, FiltroCotacoesSalvas>;

  constructor(
    @inject(SERVICOS.api) private readonly api: Pick<ServicoApi, 'listar' | 'obter' | 'regra' | 'cotar' | 'cotacao' | 'cotacoes' | 'imprimirCotacao'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.salvas = new ListViewModel<CotacaoListaItem, FiltroCotacoesSalvas>(
      {
        vazio: { busca: '' },
        pessoais: ['busca'],
        campoLivre: 'busca',
        ordenaveis: ['numero', 'cliente', 'totalCentavos'],
        buscar: async (f: FiltroCotacoesSalvas, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<CotacaoListaItem>> => {
          const busca = f.busca.trim();
          const filtro = busca === '' ? {} : /^\d{1,15}$/.test(busca) ? { numero: Number(busca) } : { cliente: busca };
          return (await api.cotacoes(filtro, paginacao, { signal })).dados;
        },
      },
      servicosTela.scheduler,
    );
    this.form = new FormViewModel<ValoresCotacao>(this.#vazio(), {
      dataReferencia: { rotulo: 'Data de referência', obrigatorio: true, regras: [(v: unknown) => (typeof v === 'string' && brParaIso(v.trim()) !== undefined) || 'Data inválida: use dd/mm/aaaa.'], mascara: MASKS.dataBr },
      cliente: { rotulo: 'Solicitante' },
    });
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { form: false, salvas: false, api: false, servicosTela: false }, { autoBind: true });
  }

  #vazio(): ValoresCotacao {
    return { dataReferencia: isoParaBr(diaCivil(this.servicosTela.scheduler.now(), FUSO_HORARIO_PADRAO)) ?? '', cliente: '', itens: [ITEM_VAZIO] };
  }

  async carregar(): Promise<void> {
    this.estado = 'carregando';
    try {
      void this.salvas.carregar();
      const [regras, lista] = await Promise.all([this.api.regra({ onNetworkError: 'report' }), this.api.listar({ ativo: true }, { pageNumber: 0, pageSize: 100, sortBy: 'codigo', sort: 'asc' }, { onNetworkError: 'report' })]);
      const login = this.servicosTela.user.usuario?.login;
      runInAction(() => {
        this.regras = regras.dados;
        this.opcoes = lista.dados.content;
        this.form.iniciar(this.#vazio(), login === undefined ? undefined : { drafts: this.servicosTela.drafts, usuario: login, formulario: RASCUNHO });
        this.estado = 'pronto';
      });
      await Promise.all(this.form.valores.itens.map((l) => this.#lerServico(l.servicoId)));
    } catch {
      runInAction(() => {
        this.estado = 'erro';
      });
    }
  }

  async #lerServico(id: string): Promise<void> {
    if (id === '' || this.servicos.has(Number(id))) return;
    try {
      const { dados } = await this.api.obter(Number(id), { onNetworkError: 'report' });
      runInAction(() => {
        this.servicos = new Map(this.servicos).set(dados.id, dados);
      });
    } catch {
      // The row says it cannot be priced.
    }
  }

  /** The state's rule in force on the reference date. */
  get regra(): RegraCobranca | undefined {
    const data = brParaIso(this.form.valores.dataReferencia.trim());
    return data === undefined || this.regras === undefined ? undefined : tabelaVigente(this.regras.vigencias, data)?.regra;
  }

  /** Each row's price, or why there is none. */
  get precos(): readonly (ItemPrecificado | string)[] {
    const data = brParaIso(this.form.valores.dataReferencia.trim());
    const regra = this.regra;
    return this.form.valores.itens.map((l) => {
      const item = itemDaLinha(l);
      if (typeof item === 'string') return item;
      const servico = this.servicos.get(item.servicoId);
      if (servico === undefined || this.regras === undefined) return 'Lendo a tabela do serviço…';
      if (data === undefined) return 'Informe a data de referência.';
      if (regra === undefined) return MENSAGENS_PRECO.SEM_REGRA;
      const r = precificar(servico.vigencias, regra, item, data, servico);
      return 'erro' in r ? MENSAGENS_PRECO[r.erro] : r;
    });
  }

  /** Whether the row's service is charged by bands (it needs a declared value). */
  pedeValor(indice: number): boolean {
    const id = Number(this.form.valores.itens[indice]?.servicoId ?? '');
    const data = brParaIso(this.form.valores.dataReferencia.trim()) ?? '';
    const servico = this.servicos.get(id);
    return servico?.vigencias.some((v) => v.de <= data && (v.ate === undefined || data <= v.ate) && v.valores.tipo === 'FAIXAS') === true;
  }

  get total(): { readonly componentes: readonly ValorComponente[]; readonly totalCentavos: number } {
    return somarComponentes(this.precos.filter((p): p is ItemPrecificado => typeof p !== 'string'));
  }

  get podeSalvar(): boolean {
    return !this.enviando && this.form.valores.itens.length > 0 && this.precos.every((p) => typeof p !== 'string');
  }

  adicionarItem(): void {
    this.form.set('itens', [...this.form.valores.itens, ITEM_VAZIO]);
  }

  alterarItem(indice: number, campo: keyof LinhaItem, valor: string | boolean): void {
    this.form.set('itens', this.form.valores.itens.map((l, i) => (i === indice ? { ...l, [campo]: valor } : l)));
    if (campo === 'servicoId' && typeof valor === 'string') void this.#lerServico(valor);
  }

  removerItem(indice: number): void {
    this.form.set('itens', this.form.valores.itens.filter((_, i) => i !== indice));
  }

  /** Salvar: the service prices again, numbers and keeps the quote; the form starts over. */
  async salvar(): Promise<void> {
    if (!this.podeSalvar) return;
    const v = this.form.valores;
    const itens = v.itens.map(itemDaLinha).filter((i): i is ItemCotacaoSalvar => typeof i !== 'string');
    const data = brParaIso(v.dataReferencia.trim());
    if (data === undefined) return;
    this.enviando = true;
    try {
      const { dados } = await this.api.cotar({ dataReferencia: data, ...(v.cliente.trim() === '' ? {} : { cliente: v.cliente.trim() }), itens });
      runInAction(() => {
        this.salva = dados;
        this.aberta = false;
        this.form.descartarRascunho();
        this.form.iniciar(this.#vazio());
      });
      void this.salvas.carregar();
    } catch {
      // The SDK has said what went wrong; what was typed is still here.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  /** Imprimir: a saved quote's PDF in a new tab (the one just saved or opened, or one of the list). */
  async imprimir(id = this.salva?.id): Promise<void> {
    if (id === undefined) return;
    await this.servicosTela.documentos(async () => (await this.api.imprimirCotacao(id)).dados);
  }

  /** Opens a saved quote from the list: its items and total above the form. */
  async abrir(id: number): Promise<void> {
    try {
      const { dados } = await this.api.cotacao(id);
      runInAction(() => {
        this.salva = dados;
        this.aberta = true;
      });
    } catch {
      // The SDK has said what went wrong.
    }
  }

  /** Copies the open quote's items into the form (today's date; prices as of today), to quote again. */
  copiar(): void {
    const salva = this.salva;
    if (salva === undefined) return;
    this.form.set('cliente', salva.cliente ?? '');
    this.form.set('itens', linhasDaCotacao(salva));
    for (const i of salva.itens) void this.#lerServico(String(i.servicoId));
    this.salva = undefined;
  }

  fechar(): void {
    this.salva = undefined;
  }

  async exportarSalvas(): Promise<void> {
    await exportarLista(this.salvas, COLUNAS_CSV_COTACOES, 'cotacoes.csv', this.servicosTela.downloads, this.servicosTela.notifications);
  }

  dispose(): void {
    this.salvas.dispose();
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'servicos:CotacaoViewModel': CotacaoViewModel;
  }
}
