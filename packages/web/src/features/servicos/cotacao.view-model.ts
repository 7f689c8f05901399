/**
 * /servico/cotacao: a quote as staff make it at the counter — services × quantity × declared value at a reference
 * date, each item's components and the total shown as the person types (priced here by @rpj/domain's `precificar`,
 * as the service will), then numbered and saved by the service and printed. What is typed is kept in the session's
 * drafts until the quote is saved.
 */
import {
  brParaIso,
  diaCivil,
  FUSO_HORARIO_PADRAO,
  isoParaBr,
  MASKS,
  MENSAGENS_PRECO,
  parseMoney,
  precificar,
  somarComponentes,
  type Cotacao,
  type ItemCotacaoSalvar,
  type ItemPrecificado,
  type RegraCobranca,
  type Servico,
  type ServicoListaItem,
  type ValorComponente,
} from '@rpj/domain';
import type { ServicoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormViewModel } from '../../ui/form/form.view-model.ts';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SERVICOS } from './servicos.tokens.ts';

/** An item as typed. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaItem = { readonly servicoId: string; readonly quantidade: string; readonly valor: string; readonly gratuito: boolean; readonly fundamento: string };
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresCotacao = { readonly dataReferencia: string; readonly cliente: string; readonly itens: readonly LinhaItem[] };

const ITEM_VAZIO: LinhaItem = { servicoId: '', quantidade: '1', valor: '', gratuito: false, fundamento: '' };
const RASCUNHO = 'servicos:cotacao';

/** An item as the service takes it, or why it cannot be priced yet. */
export function itemDaLinha(l: LinhaItem): ItemCotacaoSalvar | string {
  if (l.servicoId === '') return 'Escolha o serviço.';
  const quantidade = Number(l.quantidade);
  if (!/^\d{1,3}$/.test(l.quantidade.trim()) || quantidade < 1) return MENSAGENS_PRECO.QUANTIDADE;
  const valor = l.valor.trim() === '' ? undefined : parseMoney(l.valor);
  if (l.valor.trim() !== '' && valor === undefined) return 'Valor declarado inválido: use 1.234,56.';
  if (l.gratuito && l.fundamento.trim() === '') return 'Informe o fundamento da gratuidade.';
  return {
    servicoId: Number(l.servicoId),
    quantidade,
    ...(valor === undefined ? {} : { valorDeclaradoCentavos: valor }),
    ...(l.gratuito ? { isencao: { fundamento: l.fundamento.trim() } } : {}),
  };
}

@injectable()
export class CotacaoViewModel {
  readonly form: FormViewModel<ValoresCotacao>;
  estado: EstadoCarga = 'carregando';
  regra: RegraCobranca | undefined = undefined;
  opcoes: readonly ServicoListaItem[] = [];
  /** Services read so far, with their tables, by id. */
  servicos = new Map<number, Servico>();
  enviando = false;
  /** The quote just saved. */
  salva: Cotacao | undefined = undefined;

  constructor(@inject(SERVICOS.api) private readonly api: Pick<ServicoApi, 'listar' | 'obter' | 'regra' | 'cotar' | 'imprimirCotacao'>, @inject(UI.servicos) private readonly servicosTela: ServicosTela) {
    this.form = new FormViewModel<ValoresCotacao>(this.#vazio(), {
      dataReferencia: { rotulo: 'Data de referência', obrigatorio: true, regras: [(v: unknown) => (typeof v === 'string' && brParaIso(v.trim()) !== undefined) || 'Data inválida: use dd/mm/aaaa.'], mascara: MASKS.dataBr },
      cliente: { rotulo: 'Solicitante' },
    });
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { form: false, api: false, servicosTela: false }, { autoBind: true });
  }

  #vazio(): ValoresCotacao {
    return { dataReferencia: isoParaBr(diaCivil(this.servicosTela.scheduler.now(), FUSO_HORARIO_PADRAO)) ?? '', cliente: '', itens: [ITEM_VAZIO] };
  }

  async carregar(): Promise<void> {
    this.estado = 'carregando';
    try {
      const [regra, lista] = await Promise.all([this.api.regra({ onNetworkError: 'report' }), this.api.listar({ ativo: true }, { pageNumber: 0, pageSize: 100, sortBy: 'codigo', sort: 'asc' }, { onNetworkError: 'report' })]);
      const login = this.servicosTela.user.usuario?.login;
      runInAction(() => {
        this.regra = regra.dados;
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

  /** Each row's price, or why there is none. */
  get precos(): readonly (ItemPrecificado | string)[] {
    const data = brParaIso(this.form.valores.dataReferencia.trim());
    return this.form.valores.itens.map((l) => {
      const item = itemDaLinha(l);
      if (typeof item === 'string') return item;
      const servico = this.servicos.get(item.servicoId);
      if (servico === undefined || this.regra === undefined) return 'Lendo a tabela do serviço…';
      if (data === undefined) return 'Informe a data de referência.';
      const r = precificar(servico.vigencias, this.regra, item, data, servico);
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
        this.form.descartarRascunho();
        this.form.iniciar(this.#vazio());
      });
    } catch {
      // The SDK has said what went wrong; what was typed is still here.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  /** Imprimir: the saved quote's PDF in a new tab. */
  async imprimir(): Promise<void> {
    const salva = this.salva;
    if (salva === undefined) return;
    await this.servicosTela.documentos(async () => (await this.api.imprimirCotacao(salva.id)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'servicos:CotacaoViewModel': CotacaoViewModel;
  }
}
