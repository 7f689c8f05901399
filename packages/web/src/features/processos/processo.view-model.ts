/**
 * /processos/editar/:protocolo?: a process. Without a protocol, the field to open one by its number. With one: its
 * summary (state, deadline today, act, entity, assignee, deposit, verification code), the protocol receipt, the
 * presenter's data and the documents a clerk may correct (EDITAR_PROCESSOS), the moves this person may make now —
 * the counter's (EDITAR_PROCESSOS) and a supervisor's by hand (EDITAR_SITUACAO_SOLICITACAO, with a mandatory reason) —
 * and the history of every move. The server refuses what the screen hides.
 */
import {
  caminho,
  EVENTOS_ANDAMENTO,
  EVENTOS_MANUAIS,
  eventosPossiveis,
  hasPermissions,
  isValidCnpj,
  isValidCpf,
  normalizeTelefone,
  PERMISSAO as P,
  TRANSICOES,
  type DocumentoApresentado,
  type EventoProcesso,
  type Processo,
} from '@rpj/domain';
import type { ExameApi, ProcessoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RegistroPorNumero } from '../../ui/tela/registro-por-numero.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { PROCESSOS } from './processos.tokens.ts';

/** The presenter's data as typed. */
export interface ApresentanteDigitado {
  readonly nome: string;
  readonly documento: string;
  readonly email: string;
  readonly telefone: string;
}

/** The CPF or CNPJ typed (with or without punctuation), as the service takes it; undefined when it is neither. */
export function documentoDigitado(texto: string): string | undefined {
  const limpo = texto.replace(/[.\-/\s]/g, '').toUpperCase();
  if (limpo.length === 11 && isValidCpf(limpo)) return limpo;
  return limpo.length === 14 && isValidCnpj(limpo) ? limpo : undefined;
}

/** The presenter as the service takes it, or the first field's problem. */
export function apresentanteDoFormulario(a: ApresentanteDigitado): { readonly apresentante: Processo['apresentante'] } | { readonly campo: string; readonly erro: string } {
  if (a.nome.trim() === '') return { campo: 'nome', erro: 'Informe o nome de quem apresenta o título.' };
  const documento = documentoDigitado(a.documento);
  if (documento === undefined) return { campo: 'documento', erro: 'CPF ou CNPJ inválido: confira os dígitos.' };
  const telefone = a.telefone.trim() === '' ? undefined : normalizeTelefone(a.telefone);
  if (a.telefone.trim() !== '' && telefone === undefined) return { campo: 'telefone', erro: 'Telefone inválido: use o DDD e o número.' };
  if (a.email.trim() === '' && telefone === undefined) return { campo: 'email', erro: 'Informe um e-mail ou um telefone para contato.' };
  return {
    apresentante: {
      nome: a.nome.trim(),
      documento,
      ...(a.email.trim() === '' ? {} : { email: a.email.trim() }),
      ...(telefone === undefined ? {} : { telefone }),
    },
  };
}

/** An open requirement's answer as typed at the re-entry. */
export interface RespostaDigitada {
  readonly exigenciaId: number;
  readonly ordem: number;
  readonly texto: string;
  readonly cumprida: boolean;
  readonly resposta: string;
}

@injectable()
export class ProcessoViewModel {
  /** The process of the address (its protocol), or the field to type one. */
  readonly carga: RegistroPorNumero<Processo>;
  enviando = false;

  // A clerk's corrections.
  apresentante: ApresentanteDigitado = { nome: '', documento: '', email: '', telefone: '' };
  empresaNome = '';
  observacao = '';
  documentos: readonly DocumentoApresentado[] = [];
  erroCorrecao: { readonly campo: string; readonly erro: string } | undefined = undefined;

  /** A re-entry being recorded: each open requirement, met or not, and what the presenter brought. */
  reingresso: readonly RespostaDigitada[] | undefined = undefined;

  /** A move being confirmed, and why. */
  movendo: EventoProcesso | undefined = undefined;
  motivo = '';
  erroMotivo: string | undefined = undefined;

  constructor(
    @inject(PROCESSOS.api) private readonly api: Pick<ProcessoApi, 'obter' | 'corrigir' | 'situacao' | 'andamento' | 'comprovante'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
    @inject(PROCESSOS.exames) private readonly exames: Pick<ExameApi, 'reingresso'>,
  ) {
    this.carga = new RegistroPorNumero({
      obter: async (protocolo) => (await api.obter(protocolo, { onNetworkError: 'report', modoAlerta: 'success' })).dados,
      caminho: (protocolo) => caminho('processos.editar', { protocolo }),
      navigation: servicosTela.navigation,
      aoCarregar: (p) => {
        this.#preencher(p);
      },
    });
    makeAutoObservable<this, 'api' | 'servicosTela' | 'exames'>(this, { api: false, servicosTela: false, exames: false, carga: false }, { autoBind: true });
  }

  get processo(): Processo | undefined {
    return this.carga.registro;
  }

  #mostrar(p: Processo): void {
    this.carga.mostrar(p);
  }

  #preencher(p: Processo): void {
    this.apresentante = { nome: p.apresentante.nome, documento: p.apresentante.documento, email: p.apresentante.email ?? '', telefone: p.apresentante.telefone ?? '' };
    this.empresaNome = p.empresaNome;
    this.observacao = p.observacao ?? '';
    this.documentos = p.documentos;
    this.erroCorrecao = undefined;
  }

  get podeCorrigir(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_PROCESSOS]);
  }

  /** The moves this person may make now, as the machine and their permissions allow (the exam's and conference's have their screens). */
  get movimentos(): readonly { readonly evento: EventoProcesso; readonly rotulo: string; readonly manual: boolean }[] {
    const p = this.processo;
    if (p === undefined) return [];
    const estado = { situacao: p.situacao, ...(p.situacaoAnterior === undefined ? {} : { anterior: p.situacaoAnterior }) };
    return eventosPossiveis(estado, this.servicosTela.user.usuario)
      .filter((e) => EVENTOS_MANUAIS.includes(e) || EVENTOS_ANDAMENTO.includes(e))
      .map((e) => ({ evento: e, rotulo: TRANSICOES[e].rotulo, manual: TRANSICOES[e].manual }));
  }

  setApresentante(campo: keyof ApresentanteDigitado, valor: string): void {
    this.apresentante = { ...this.apresentante, [campo]: valor };
    if (this.erroCorrecao?.campo === campo) this.erroCorrecao = undefined;
  }

  setEmpresaNome(v: string): void {
    this.empresaNome = v;
  }

  setObservacao(v: string): void {
    this.observacao = v;
  }

  marcarDocumento(i: number, apresentado: boolean): void {
    this.documentos = this.documentos.map((d, k) => (k === i ? { ...d, apresentado } : d));
  }

  async salvarCorrecao(): Promise<void> {
    const p = this.processo;
    if (p === undefined) return;
    const lido = apresentanteDoFormulario(this.apresentante);
    if ('erro' in lido) {
      this.erroCorrecao = lido;
      return;
    }
    if (this.empresaNome.trim() === '') {
      this.erroCorrecao = { campo: 'empresaNome', erro: 'Informe o nome da entidade.' };
      return;
    }
    this.enviando = true;
    try {
      const { dados } = await this.api.corrigir(p.protocolo, {
        versao: p.versao,
        apresentante: lido.apresentante,
        empresaNome: this.empresaNome.trim(),
        documentos: this.documentos,
        ...(this.observacao.trim() === '' ? {} : { observacao: this.observacao.trim() }),
      });
      runInAction(() => {
        this.#mostrar(dados);
      });
    } catch {
      // The SDK has said what went wrong; what was typed is still here.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  pedirMovimento(evento: EventoProcesso): void {
    this.movendo = evento;
    this.motivo = '';
    this.erroMotivo = undefined;
  }

  fecharMovimento(): void {
    this.movendo = undefined;
  }

  setMotivo(v: string): void {
    this.motivo = v;
    this.erroMotivo = undefined;
  }

  async mover(): Promise<void> {
    const p = this.processo;
    const evento = this.movendo;
    if (p === undefined || evento === undefined) return;
    const motivo = this.motivo.trim();
    const manual = TRANSICOES[evento].manual;
    if (manual && motivo === '') {
      this.erroMotivo = 'Informe o motivo: ele fica no histórico do processo.';
      return;
    }
    this.enviando = true;
    // The dialog closes before the service answers: its message is a dialog too, and one dialog opened over another
    // that then closes leaves the page hidden from assistive technology.
    this.movendo = undefined;
    try {
      const corpo = { versao: p.versao, evento, ...(motivo === '' ? {} : { motivo }) };
      const { dados } = manual ? await this.api.situacao(p.protocolo, { ...corpo, motivo }) : await this.api.andamento(p.protocolo, corpo);
      runInAction(() => {
        this.#mostrar(dados);
      });
    } catch {
      // The SDK has said why (a stale version: reload); the dialog comes back with the reason typed.
      runInAction(() => {
        this.movendo = evento;
      });
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  /** The presenter is back within the deadline: the counter (EDITAR_PROCESSOS) records the re-entry. */
  get podeReingressar(): boolean {
    const p = this.processo;
    return p?.situacao === 'EM_EXIGENCIA' && (p.exigenciasAbertas ?? []).length > 0 && hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_PROCESSOS]);
  }

  pedirReingresso(): void {
    this.reingresso = (this.processo?.exigenciasAbertas ?? []).map((e) => ({ exigenciaId: e.id, ordem: e.ordem, texto: e.texto, cumprida: true, resposta: '' }));
  }

  fecharReingresso(): void {
    this.reingresso = undefined;
  }

  responder(exigenciaId: number, mudanca: Partial<Pick<RespostaDigitada, 'cumprida' | 'resposta'>>): void {
    this.reingresso = this.reingresso?.map((r) => (r.exigenciaId === exigenciaId ? { ...r, ...mudanca } : r));
  }

  async reingressar(): Promise<void> {
    const p = this.processo;
    const respostas = this.reingresso;
    if (p === undefined || respostas === undefined) return;
    this.enviando = true;
    // The dialog closes before the service answers (see `mover`); the answers typed come back if it refuses.
    this.reingresso = undefined;
    try {
      const { dados } = await this.exames.reingresso(p.protocolo, {
        versao: p.versao,
        respostas: respostas.map((r) => ({ exigenciaId: r.exigenciaId, cumprida: r.cumprida, ...(r.resposta.trim() === '' ? {} : { resposta: r.resposta.trim() }) })),
      });
      runInAction(() => {
        this.#mostrar(dados);
      });
    } catch {
      // The SDK has said why (the deadline passed, a stale version): the answers typed come back.
      runInAction(() => {
        this.reingresso = respostas;
      });
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  async imprimirComprovante(): Promise<void> {
    const p = this.processo;
    if (p === undefined) return;
    await this.servicosTela.documentos(async () => (await this.api.comprovante(p.protocolo)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'processos:ProcessoViewModel': ProcessoViewModel;
  }
}
