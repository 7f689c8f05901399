/**
 * /processos/entrada (CRIAR_PROCESSOS): a title taken in. Who presents it, the entity concerned (one on record,
 * found by name, or a new one with its legal nature), the kind of act (its documents for that nature as a checklist,
 * and others the presenter brought), the services priced as a quote (a saved quote loaded by its number, or the
 * kind's services priced here, which saves the quote), the prior deposit at the clerk's open box, a note. Protocolar
 * sends it all at once; the answer is the protocol: its number, deadline, assignee and verification code, and its
 * receipt to print. What is typed is kept as a draft until the intake is done.
 */
import {
  caminho,
  documentosExigidos,
  formatMoneyField,
  hasPermissions,
  METODOS_PAGAMENTO,
  NATUREZAS_JURIDICAS,
  PERMISSAO as P,
  type Caixa,
  type Cotacao,
  type EmpresaListaItem,
  type EntradaProcesso,
  type MetodoPagamento,
  type Processo,
  type ServicoListaItem,
  type TipoAtoRegistro,
} from '@rpj/domain';
import type { CaixaApi, EmpresaApi, ProcessoApi, ServicoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { centavosDigitados } from './dinheiro.ts';
import { apresentanteDoFormulario, type ApresentanteDigitado } from './processo.view-model.ts';
import { PROCESSOS } from './processos.tokens.ts';

/** A service row as typed: which service, how many, the declared value of an act with financial content. */
export interface LinhaServico {
  readonly servicoId: string;
  readonly quantidade: string;
  readonly valorDeclarado: string;
}

/** What the draft keeps (everything typed). */
interface Rascunho {
  readonly apresentante: ApresentanteDigitado;
  readonly modoEntidade: 'existente' | 'nova';
  readonly empresa?: Pick<EmpresaListaItem, 'id' | 'denominacao' | 'naturezaJuridica'>;
  readonly novaNome: string;
  readonly novaNatureza: string;
  readonly tipoAto: string;
  readonly apresentados: readonly string[];
  readonly extras: readonly string[];
  readonly linhas: readonly LinhaServico[];
  readonly numeroCotacao: string;
  readonly receberDeposito: boolean;
  readonly valorDeposito: string;
  readonly metodoDeposito: MetodoPagamento;
  readonly observacao: string;
}

const FORMULARIO = 'processos:entrada';
const LINHA_VAZIA: LinhaServico = { servicoId: '', quantidade: '1', valorDeclarado: '' };

@injectable()
export class EntradaViewModel {
  estado: EstadoCarga = 'ocioso';
  enviando = false;
  atos: readonly TipoAtoRegistro[] = [];
  servicosDoAto: readonly ServicoListaItem[] = [];
  caixa: Caixa | undefined = undefined;

  apresentante: ApresentanteDigitado = { nome: '', documento: '', email: '', telefone: '' };
  modoEntidade: 'existente' | 'nova' = 'nova';
  buscaEmpresa = '';
  empresasAchadas: readonly EmpresaListaItem[] = [];
  empresa: Pick<EmpresaListaItem, 'id' | 'denominacao' | 'naturezaJuridica'> | undefined = undefined;
  novaNome = '';
  novaNatureza = '';
  tipoAto = '';
  apresentados: readonly string[] = [];
  extras: readonly string[] = [];
  novoExtra = '';
  linhas: readonly LinhaServico[] = [LINHA_VAZIA];
  numeroCotacao = '';
  cotacao: Cotacao | undefined = undefined;
  receberDeposito = true;
  valorDeposito = '';
  metodoDeposito: MetodoPagamento = 'DINHEIRO';
  observacao = '';
  /** The first problem found before sending, on its field. */
  erro: { readonly campo: string; readonly mensagem: string } | undefined = undefined;
  /** The protocol just taken. */
  resultado: Processo | undefined = undefined;
  /** A draft was brought back when the screen opened. */
  rascunhoRestaurado = false;

  constructor(
    @inject(PROCESSOS.api) private readonly api: Pick<ProcessoApi, 'entrada' | 'comprovante'>,
    @inject(PROCESSOS.servicos) private readonly servicos: Pick<ServicoApi, 'atos' | 'listar' | 'cotar' | 'cotacao' | 'cotacoes'>,
    @inject(PROCESSOS.caixas) private readonly caixas: Pick<CaixaApi, 'meu'>,
    @inject(PROCESSOS.empresas) private readonly empresas: Pick<EmpresaApi, 'listar'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicos' | 'caixas' | 'empresas' | 'servicosTela'>(this, { api: false, servicos: false, caixas: false, empresas: false, servicosTela: false }, { autoBind: true });
  }

  get #login(): string {
    return this.servicosTela.user.usuario?.login ?? '';
  }

  /** May take the deposit: holds the cash permission. */
  get podeReceber(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_CAIXAS]);
  }

  async carregar(): Promise<void> {
    this.estado = 'carregando';
    try {
      const [atos, meu] = await Promise.all([
        this.servicos.atos({ onNetworkError: 'report', modoAlerta: 'success' }),
        this.podeReceber ? this.caixas.meu({ modoAlerta: 'success' }).catch(() => undefined) : Promise.resolve(undefined),
      ]);
      runInAction(() => {
        this.atos = atos.dados;
        this.caixa = meu?.dados.caixa;
        this.#restaurar();
        this.estado = 'pronto';
      });
      if (this.tipoAto !== '') await this.#carregarServicosDoAto();
      // A draft's quote is read again (its prices as saved).
      if (this.rascunhoRestaurado && this.numeroCotacao !== '') await this.carregarCotacao();
    } catch {
      runInAction(() => {
        this.estado = 'erro';
      });
    }
  }

  #restaurar(): void {
    const r = this.servicosTela.drafts.load(this.#login, FORMULARIO)?.valores as Rascunho | undefined;
    if (r === undefined) return;
    this.apresentante = r.apresentante;
    this.modoEntidade = r.modoEntidade;
    this.empresa = r.empresa;
    this.novaNome = r.novaNome;
    this.novaNatureza = r.novaNatureza;
    this.tipoAto = r.tipoAto;
    this.apresentados = r.apresentados;
    this.extras = r.extras;
    this.linhas = r.linhas.length === 0 ? [LINHA_VAZIA] : r.linhas;
    this.numeroCotacao = r.numeroCotacao;
    this.receberDeposito = r.receberDeposito;
    this.valorDeposito = r.valorDeposito;
    this.metodoDeposito = r.metodoDeposito;
    this.observacao = r.observacao;
    this.rascunhoRestaurado = true;
  }

  #guardar(): void {
    const r: Rascunho = {
      apresentante: this.apresentante,
      modoEntidade: this.modoEntidade,
      ...(this.empresa === undefined ? {} : { empresa: this.empresa }),
      novaNome: this.novaNome,
      novaNatureza: this.novaNatureza,
      tipoAto: this.tipoAto,
      apresentados: this.apresentados,
      extras: this.extras,
      linhas: this.linhas,
      numeroCotacao: this.numeroCotacao,
      receberDeposito: this.receberDeposito,
      valorDeposito: this.valorDeposito,
      metodoDeposito: this.metodoDeposito,
      observacao: this.observacao,
    };
    this.servicosTela.drafts.save(this.#login, FORMULARIO, r);
    this.erro = undefined;
  }

  /** Começar de novo: everything typed is dropped. */
  limpar(): void {
    this.servicosTela.drafts.remove(this.#login, FORMULARIO);
    this.apresentante = { nome: '', documento: '', email: '', telefone: '' };
    this.modoEntidade = 'nova';
    this.buscaEmpresa = '';
    this.empresasAchadas = [];
    this.empresa = undefined;
    this.novaNome = '';
    this.novaNatureza = '';
    this.tipoAto = '';
    this.apresentados = [];
    this.extras = [];
    this.linhas = [LINHA_VAZIA];
    this.numeroCotacao = '';
    this.cotacao = undefined;
    this.receberDeposito = true;
    this.valorDeposito = '';
    this.metodoDeposito = 'DINHEIRO';
    this.observacao = '';
    this.erro = undefined;
    this.resultado = undefined;
    this.rascunhoRestaurado = false;
    this.servicosDoAto = [];
  }

  // ---- Presenter and entity --------------------------------------------------------------------------------------

  setApresentante(campo: keyof ApresentanteDigitado, valor: string): void {
    this.apresentante = { ...this.apresentante, [campo]: valor };
    this.#guardar();
  }

  setModoEntidade(modo: 'existente' | 'nova'): void {
    this.modoEntidade = modo;
    this.#guardar();
  }

  setBuscaEmpresa(v: string): void {
    this.buscaEmpresa = v;
  }

  async buscarEmpresas(): Promise<void> {
    const nome = this.buscaEmpresa.trim();
    if (nome === '') {
      this.erro = { campo: 'empresa', mensagem: 'Digite parte do nome ou o CNPJ da entidade.' };
      return;
    }
    const digitos = nome.replace(/\D/g, '');
    const { dados } = await this.empresas.listar(digitos.length === 14 ? { cnpj: digitos } : { nome }, { pageNumber: 0, pageSize: 8 });
    runInAction(() => {
      this.empresasAchadas = dados.content;
      this.erro = dados.content.length === 0 ? { campo: 'empresa', mensagem: 'Nenhuma entidade com este nome ou CNPJ: confira, ou cadastre como nova.' } : undefined;
    });
  }

  escolherEmpresa(e: EmpresaListaItem): void {
    this.empresa = { id: e.id, denominacao: e.denominacao, naturezaJuridica: e.naturezaJuridica };
    this.empresasAchadas = [];
    this.buscaEmpresa = '';
    this.#guardar();
  }

  setNovaNome(v: string): void {
    this.novaNome = v;
    this.#guardar();
  }

  setNovaNatureza(v: string): void {
    this.novaNatureza = v;
    this.#guardar();
  }

  /** The legal nature the checklist is read for. */
  get natureza(): string | undefined {
    const n = this.modoEntidade === 'existente' ? this.empresa?.naturezaJuridica : this.novaNatureza;
    return n === undefined || n === '' ? undefined : n;
  }

  get naturezas(): readonly { readonly codigo: string; readonly nome: string }[] {
    return NATUREZAS_JURIDICAS;
  }

  // ---- Act, documents, services ----------------------------------------------------------------------------------

  get ato(): TipoAtoRegistro | undefined {
    return this.atos.find((a) => a.codigo === this.tipoAto);
  }

  /** The kind's documents for the entity's nature (all of them until the nature is known). */
  get exigidos(): readonly string[] {
    const ato = this.ato;
    if (ato === undefined) return [];
    const n = this.natureza;
    return (n === undefined ? ato.documentos : documentosExigidos(ato, n)).map((d) => d.nome);
  }

  async setTipoAto(codigo: string): Promise<void> {
    this.tipoAto = codigo;
    this.cotacao = undefined;
    this.linhas = [LINHA_VAZIA];
    this.#guardar();
    await this.#carregarServicosDoAto();
  }

  async #carregarServicosDoAto(): Promise<void> {
    if (this.tipoAto === '') return;
    const { dados } = await this.servicos.listar({ tipoAto: this.tipoAto, ativo: true }, { pageNumber: 0, pageSize: 50 });
    runInAction(() => {
      this.servicosDoAto = dados.content;
      if (this.linhas.length === 1 && this.linhas[0]?.servicoId === '' && dados.content[0] !== undefined) {
        this.linhas = [{ ...LINHA_VAZIA, servicoId: String(dados.content[0].id) }];
      }
    });
  }

  marcarApresentado(nome: string, apresentado: boolean): void {
    this.apresentados = apresentado ? [...new Set([...this.apresentados, nome])] : this.apresentados.filter((n) => n !== nome);
    this.#guardar();
  }

  setNovoExtra(v: string): void {
    this.novoExtra = v;
  }

  adicionarExtra(): void {
    const nome = this.novoExtra.trim();
    if (nome === '') return;
    if ([...this.exigidos, ...this.extras].some((n) => n.toLowerCase() === nome.toLowerCase())) {
      this.erro = { campo: 'documentos', mensagem: 'Este documento já está na lista.' };
      return;
    }
    this.extras = [...this.extras, nome];
    this.apresentados = [...this.apresentados, nome];
    this.novoExtra = '';
    this.#guardar();
  }

  removerExtra(nome: string): void {
    this.extras = this.extras.filter((n) => n !== nome);
    this.apresentados = this.apresentados.filter((n) => n !== nome);
    this.#guardar();
  }

  alterarLinha(i: number, campo: keyof LinhaServico, valor: string): void {
    this.linhas = this.linhas.map((l, k) => (k === i ? { ...l, [campo]: campo === 'quantidade' ? valor.replace(/\D/g, '').slice(0, 4) : valor } : l));
    this.cotacao = undefined;
    this.#guardar();
  }

  adicionarLinha(): void {
    this.linhas = [...this.linhas, LINHA_VAZIA];
    this.cotacao = undefined;
    this.#guardar();
  }

  removerLinha(i: number): void {
    if (this.linhas.length > 1) this.linhas = this.linhas.filter((_, k) => k !== i);
    this.cotacao = undefined;
    this.#guardar();
  }

  setNumeroCotacao(v: string): void {
    this.numeroCotacao = v.replace(/\D/g, '').slice(0, 9);
    this.#guardar();
  }

  /** Carregar cotação: the saved quote of that number; its items become the intake's. */
  async carregarCotacao(): Promise<void> {
    const numero = Number(this.numeroCotacao);
    if (!(numero > 0)) {
      this.erro = { campo: 'numeroCotacao', mensagem: 'Informe o número da cotação.' };
      return;
    }
    const achada = (await this.servicos.cotacoes({ numero }, { pageNumber: 0, pageSize: 1 })).dados.content[0];
    if (achada === undefined) {
      runInAction(() => {
        this.erro = { campo: 'numeroCotacao', mensagem: `Não há cotação nº ${String(numero)}: confira o número.` };
      });
      return;
    }
    const { dados } = await this.servicos.cotacao(achada.id);
    runInAction(() => {
      this.#usarCotacao(dados);
    });
  }

  /** Calcular: the rows priced today as a quote (saved, numbered). */
  async calcular(): Promise<void> {
    const itens = this.linhas.map((l) => {
      const valor = centavosDigitados(l.valorDeclarado);
      return { servicoId: Number(l.servicoId), quantidade: Number(l.quantidade), ...(valor === undefined ? {} : { valorDeclaradoCentavos: valor }) };
    });
    if (itens.some((i) => !(i.servicoId > 0) || !(i.quantidade > 0))) {
      this.erro = { campo: 'itens', mensagem: 'Escolha o serviço e a quantidade de cada linha.' };
      return;
    }
    const cliente = this.apresentante.nome.trim();
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(this.servicosTela.scheduler.now()));
    try {
      // The quote's number shows on the screen: no dialog to close in the middle of an intake.
      const { dados } = await this.servicos.cotar({ dataReferencia: hoje, itens, ...(cliente === '' ? {} : { cliente }) }, { modoAlerta: 'error' });
      runInAction(() => {
        this.#usarCotacao(dados);
      });
    } catch {
      // The SDK has said which row is wrong.
    }
  }

  #usarCotacao(c: Cotacao): void {
    this.cotacao = c;
    this.numeroCotacao = String(c.numero);
    this.linhas = c.itens.map((i) => ({ servicoId: String(i.servicoId), quantidade: String(i.quantidade), valorDeclarado: i.valorDeclaradoCentavos === undefined ? '' : formatMoneyField(i.valorDeclaradoCentavos) }));
    if (this.valorDeposito.trim() === '' || centavosDigitados(this.valorDeposito) === undefined) this.valorDeposito = formatMoneyField(c.totalCentavos);
    this.#guardar();
  }

  // ---- Deposit and note ------------------------------------------------------------------------------------------

  get metodos(): readonly MetodoPagamento[] {
    return METODOS_PAGAMENTO;
  }

  setReceberDeposito(v: boolean): void {
    this.receberDeposito = v;
    this.#guardar();
  }

  setValorDeposito(v: string): void {
    this.valorDeposito = v;
    this.#guardar();
  }

  setMetodoDeposito(v: MetodoPagamento): void {
    this.metodoDeposito = v;
    this.#guardar();
  }

  setObservacao(v: string): void {
    this.observacao = v;
    this.#guardar();
  }

  /** The deposit is taken now: the person may, has an open box, and chose to. */
  get depositoAgora(): boolean {
    return this.podeReceber && this.caixa !== undefined && this.receberDeposito;
  }

  /** What the service will receive, or the first problem on its field. */
  get corpo(): { readonly corpo: EntradaProcesso } | { readonly campo: string; readonly mensagem: string } {
    const a = apresentanteDoFormulario(this.apresentante);
    if ('erro' in a) return { campo: `apresentante.${a.campo}`, mensagem: a.erro };
    let entidade: Pick<EntradaProcesso, 'empresaId' | 'empresaNome' | 'naturezaJuridica'>;
    if (this.modoEntidade === 'existente') {
      if (this.empresa === undefined) return { campo: 'empresa', mensagem: 'Procure e escolha a entidade cadastrada.' };
      entidade = { empresaId: this.empresa.id };
    } else {
      if (this.novaNome.trim() === '') return { campo: 'novaNome', mensagem: 'Informe o nome da nova entidade.' };
      if (this.novaNatureza === '') return { campo: 'novaNatureza', mensagem: 'Escolha a natureza jurídica da nova entidade.' };
      entidade = { empresaNome: this.novaNome.trim(), naturezaJuridica: this.novaNatureza };
    }
    if (this.tipoAto === '') return { campo: 'tipoAto', mensagem: 'Escolha o ato.' };
    const c = this.cotacao;
    if (c === undefined) return { campo: 'itens', mensagem: 'Calcule os serviços (ou carregue a cotação) antes de protocolar.' };
    let deposito: EntradaProcesso['deposito'];
    if (this.depositoAgora && this.caixa !== undefined) {
      const valor = centavosDigitados(this.valorDeposito);
      if (valor === undefined || valor <= 0) return { campo: 'valorDeposito', mensagem: 'Informe o valor do depósito (1.234,56).' };
      deposito = { caixaId: this.caixa.id, valorCentavos: valor, parcelas: [{ metodo: this.metodoDeposito, valorCentavos: valor }] };
    }
    const documentos = [
      ...this.exigidos.map((nome) => ({ nome, exigido: true, apresentado: this.apresentados.includes(nome) })),
      ...this.extras.map((nome) => ({ nome, exigido: false, apresentado: true })),
    ];
    return {
      corpo: {
        apresentante: a.apresentante,
        ...entidade,
        tipoAto: this.tipoAto,
        documentos,
        itens: c.itens.map((i) => ({
          servicoId: i.servicoId,
          quantidade: i.quantidade,
          ...(i.valorDeclaradoCentavos === undefined ? {} : { valorDeclaradoCentavos: i.valorDeclaradoCentavos }),
          ...(i.isencao === undefined ? {} : { isencao: i.isencao }),
        })),
        cotacaoId: c.id,
        ...(deposito === undefined ? {} : { deposito }),
        ...(this.observacao.trim() === '' ? {} : { observacao: this.observacao.trim() }),
      },
    };
  }

  /** Protocolar: the protocol is taken; the draft is dropped; the screen shows the number and the code. */
  async protocolar(): Promise<void> {
    const r = this.corpo;
    if ('campo' in r) {
      this.erro = r;
      return;
    }
    this.enviando = true;
    try {
      // The protocol fills the screen: no dialog to close first.
      const { dados } = await this.api.entrada(r.corpo, { modoAlerta: 'error' });
      runInAction(() => {
        this.servicosTela.drafts.remove(this.#login, FORMULARIO);
        this.resultado = dados;
      });
    } catch {
      // The SDK has said what went wrong, on its field; what was typed is still here.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  abrirProcesso(): void {
    const p = this.resultado;
    if (p !== undefined) this.servicosTela.navigation.navigate(caminho('processos.editar', { protocolo: p.protocolo }));
  }

  async imprimirComprovante(): Promise<void> {
    const p = this.resultado;
    if (p === undefined) return;
    await this.servicosTela.documentos(async () => (await this.api.comprovante(p.protocolo)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'processos:EntradaViewModel': EntradaViewModel;
  }
}
