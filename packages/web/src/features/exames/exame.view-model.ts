/**
 * /processos/exames/processo/:protocolo?: a process as its examiner sees it — the summary, the documents presented,
 * the act's checklist, the earlier rounds and the history — and the decision: fit, or a requirement note whose
 * requirements are written with a legal ground chosen from the maintained list (its model text offered) or typed.
 * What is typed is kept as a draft until the decision is sent. After a note: print it, send it by e-mail.
 */
import {
  caminho,
  errosDaDecisao,
  hasPermissions,
  PERMISSAO as P,
  type DecisaoExame,
  type DecisaoSalvar,
  type ExameDoProcesso,
  type ExigenciaSalvar,
} from '@rpj/domain';
import type { ExameApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RegistroPorNumero } from '../../ui/tela/registro-por-numero.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { EXAMES } from './exames.tokens.ts';

/** A requirement as typed: the ground chosen from the list (its id) or written, and the text. */
export interface LinhaExigencia {
  readonly chave: number;
  readonly fundamentoId: string;
  readonly fundamento: string;
  readonly texto: string;
}

interface Rascunho {
  readonly exigencias: readonly LinhaExigencia[];
  readonly observacao: string;
  readonly marcados: readonly string[];
}

let proximaChave = 1;
const linhaVazia = (): LinhaExigencia => ({ chave: proximaChave++, fundamentoId: '', fundamento: '', texto: '' });

/** The decision's body from what was typed (blank rows left out). */
export function corpoDaDecisao(versao: number, decisao: DecisaoExame, linhas: readonly LinhaExigencia[], observacao: string): DecisaoSalvar {
  const exigencias: ExigenciaSalvar[] =
    decisao === 'APTO'
      ? []
      : linhas
          .filter((l) => l.texto.trim() !== '' || l.fundamento.trim() !== '')
          .map((l) => ({ texto: l.texto.trim(), fundamento: l.fundamento.trim(), ...(l.fundamentoId === '' ? {} : { fundamentoId: Number(l.fundamentoId) }) }));
  return { versao, decisao, exigencias, ...(observacao.trim() === '' ? {} : { observacao: observacao.trim() }) };
}

@injectable()
export class ExameViewModel {
  /** The process of the address (its protocol) with its exam, or the field to type one. */
  readonly carga: RegistroPorNumero<ExameDoProcesso>;
  enviando = false;

  exigencias: readonly LinhaExigencia[] = [linhaVazia()];
  observacao = '';
  /** The checklist items the examiner has ticked (an aid while examining; kept with the draft). */
  marcados: readonly string[] = [];
  /** Errors of the decision, by field as the service names them ('exigencias', 'exigencias.1.texto'). */
  erros: Readonly<Record<string, string>> = {};
  /** A decision being confirmed. */
  confirmando: DecisaoExame | undefined = undefined;
  rascunhoRestaurado = false;

  constructor(
    @inject(EXAMES.api) private readonly api: Pick<ExameApi, 'processo' | 'decidir' | 'nota'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.carga = new RegistroPorNumero({
      obter: async (protocolo) => (await api.processo(protocolo, { onNetworkError: 'report', modoAlerta: 'success' })).dados,
      caminho: (protocolo) => caminho('processos.exames.processo', { protocolo }),
      navigation: servicosTela.navigation,
      aoCarregar: () => {
        this.#restaurar();
      },
    });
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false, carga: false }, { autoBind: true });
  }

  get dados(): ExameDoProcesso | undefined {
    return this.carga.registro;
  }

  get #login(): string {
    return this.servicosTela.user.usuario?.login ?? '';
  }

  get #chaveRascunho(): string {
    return `exame:${String(this.carga.numero ?? 0)}`;
  }

  #restaurar(): void {
    if (this.rascunhoRestaurado) return;
    const r = this.servicosTela.drafts.load(this.#login, this.#chaveRascunho)?.valores as Rascunho | undefined;
    if (r === undefined || !this.podeDecidir) return;
    this.exigencias = r.exigencias.length === 0 ? [linhaVazia()] : r.exigencias.map((l) => ({ ...l, chave: proximaChave++ }));
    this.observacao = r.observacao;
    this.marcados = r.marcados;
    this.rascunhoRestaurado = true;
  }

  #guardar(): void {
    const r: Rascunho = { exigencias: this.exigencias, observacao: this.observacao, marcados: this.marcados };
    this.servicosTela.drafts.save(this.#login, this.#chaveRascunho, r);
  }

  /** The process waits for a decision and this person may decide. */
  get podeDecidir(): boolean {
    const s = this.dados?.processo.situacao;
    return (s === 'EM_EXAME' || s === 'REINGRESSO') && hasPermissions(this.servicosTela.user.usuario, [P.ANALISAR_EXAME]);
  }

  /** The process is someone else's: the service will refuse unless this person may redistribute. */
  get deOutroExaminador(): string | undefined {
    const r = this.dados?.processo.responsavel;
    const eu = this.servicosTela.user.usuario;
    if (r === undefined || eu === undefined || r.login === eu.login || hasPermissions(eu, [P.EDITAR_DISTRIBUICOES])) return undefined;
    return r.nome;
  }

  marcar(item: string, marcado: boolean): void {
    this.marcados = marcado ? [...new Set([...this.marcados, item])] : this.marcados.filter((m) => m !== item);
    this.#guardar();
  }

  adicionarExigencia(): void {
    this.exigencias = [...this.exigencias, linhaVazia()];
    this.#guardar();
  }

  removerExigencia(chave: number): void {
    const restantes = this.exigencias.filter((l) => l.chave !== chave);
    this.exigencias = restantes.length === 0 ? [linhaVazia()] : restantes;
    this.erros = {};
    this.#guardar();
  }

  /** A ground chosen from the list: its name is the citation, and its model text fills an empty requirement. */
  escolherFundamento(chave: number, fundamentoId: string): void {
    const f = this.dados?.fundamentos.find((x) => String(x.id) === fundamentoId);
    this.exigencias = this.exigencias.map((l) =>
      l.chave !== chave ? l : f === undefined ? { ...l, fundamentoId: '' } : { ...l, fundamentoId, fundamento: f.nome, texto: l.texto.trim() === '' ? f.texto : l.texto },
    );
    this.#limparErrosDa(chave);
    this.#guardar();
  }

  setFundamento(chave: number, fundamento: string): void {
    this.exigencias = this.exigencias.map((l) => (l.chave !== chave ? l : { ...l, fundamento, fundamentoId: '' }));
    this.#limparErrosDa(chave);
    this.#guardar();
  }

  setTexto(chave: number, texto: string): void {
    this.exigencias = this.exigencias.map((l) => (l.chave !== chave ? l : { ...l, texto }));
    this.#limparErrosDa(chave);
    this.#guardar();
  }

  setObservacao(v: string): void {
    this.observacao = v;
    this.#guardar();
  }

  #limparErrosDa(chave: number): void {
    const i = this.exigencias.findIndex((l) => l.chave === chave);
    const { exigencias: _todas, [`exigencias.${String(i)}.texto`]: _t, [`exigencias.${String(i)}.fundamento`]: _f, ...resto } = this.erros;
    this.erros = resto;
  }

  /** The error of a row's field, as the service would name it. */
  erroDa(chave: number, campo: 'texto' | 'fundamento'): string | undefined {
    const i = this.exigencias.findIndex((l) => l.chave === chave);
    return this.erros[`exigencias.${String(i)}.${campo}`];
  }

  /** Asks to confirm a decision, after checking what was typed as the service will. */
  pedir(decisao: DecisaoExame): void {
    const d = this.dados;
    if (d === undefined) return;
    const corpo = corpoDaDecisao(d.processo.versao, decisao, this.exigencias, this.observacao);
    // The rows sent are the non-blank ones: errors are placed back on the rows as typed.
    const enviadas = this.exigencias.filter((l) => l.texto.trim() !== '' || l.fundamento.trim() !== '');
    const erros: Record<string, string> = {};
    for (const e of errosDaDecisao(corpo)) {
      const m = /^exigencias\.(\d+)\.(\w+)$/.exec(e.campo);
      const linha = m === null ? undefined : enviadas[Number(m[1])];
      const campo = linha === undefined || m === null ? e.campo : `exigencias.${String(this.exigencias.indexOf(linha))}.${m[2] ?? ''}`;
      erros[campo] ??= e.mensagem;
    }
    this.erros = decisao === 'APTO' ? {} : erros;
    if (decisao === 'EXIGENCIA' && Object.keys(erros).length > 0) return;
    this.confirmando = decisao;
  }

  cancelarConfirmacao(): void {
    this.confirmando = undefined;
  }

  async decidir(): Promise<void> {
    const d = this.dados;
    const decisao = this.confirmando;
    if (d === undefined || decisao === undefined) return;
    this.enviando = true;
    // The confirmation closes before the service answers (its message is a dialog too: see DecisaoComMotivo).
    this.confirmando = undefined;
    try {
      const { dados } = await this.api.decidir(d.processo.protocolo, corpoDaDecisao(d.processo.versao, decisao, this.exigencias, this.observacao), { modoAlerta: 'success' });
      runInAction(() => {
        this.servicosTela.drafts.remove(this.#login, this.#chaveRascunho);
        this.carga.mostrar(dados);
        this.exigencias = [linhaVazia()];
        this.observacao = '';
        this.marcados = [];
        this.confirmando = undefined;
        this.rascunhoRestaurado = false;
      });
    } catch {
      // The SDK has said why (a stale version, someone else's process); what was typed is kept.
      runInAction(() => {
        this.confirmando = undefined;
      });
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  async imprimirNota(id: number): Promise<void> {
    await this.servicosTela.documentos(async () => (await this.api.nota(id)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'exames:ExameViewModel': ExameViewModel;
  }
}
