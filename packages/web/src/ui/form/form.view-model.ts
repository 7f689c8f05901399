/**
 * A form's state (docs/ux.md "Form screen", security.md #10): values with masks applied while typing, rules of
 * @rpj/domain checked when a field is left and on save, the server's field errors put on their fields, one save
 * at a time, a draft per user and form in sessionStorage (restored saying why it was left, deleted on save), a
 * value another record holds (409 on a field) under that field, a stale version (409 on `versao`) explained with
 * a way to reload, a network failure that keeps everything typed.
 */
import { errosDeCampo, validate, type Mask, type RuleRef } from '@rpj/domain';
import { isHttpError, isNetworkError, isTimeoutError } from '@rpj/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DraftStore, MotivoRascunho } from '../../session/draft-store.ts';

/** A form's values: text, switches and lists of ids. */
export type Valores = Readonly<Record<string, string | boolean | readonly number[] | readonly LinhaValores[]>>;

/** A row of a list field (a board's members): its own texts and switches. */
export type LinhaValores = Readonly<Record<string, string | boolean>>;

/** How one field behaves. */
export interface Campo {
  readonly rotulo: string;
  readonly obrigatorio?: boolean;
  readonly regras?: readonly RuleRef[];
  /** Applied while typing; the value kept is the formatted text. */
  readonly mascara?: Mask;
}

/**
 * What went wrong on the last save, besides field errors. `conflito`: someone saved the record first (a stale
 * version); reloading is the way out.
 */
export interface ProblemaSalvar {
  readonly tipo: 'conflito' | 'rede' | 'servidor';
  readonly mensagem: string;
}

/** Why and when the values on screen were left as a draft. */
export interface OrigemRascunho {
  readonly motivo: MotivoRascunho;
  readonly em: number | undefined;
}

/** The notice of a restored draft: what happened, in the person's words. */
export function avisoRascunho(origem: OrigemRascunho, agora: Date = new Date()): string {
  if (origem.motivo === 'sessao') return 'Sua sessão terminou antes de você salvar. Os valores que você tinha digitado foram recuperados: confira e salve.';
  let quando = '';
  if (origem.em !== undefined) {
    const em = new Date(origem.em);
    const hora = em.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
    const mesmoDia = em.toDateString() === agora.toDateString();
    quando = mesmoDia ? ` hoje às ${hora}` : ` em ${em.toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit' })} às ${hora}`;
  }
  return `Você saiu deste formulário sem salvar${quando}. Os valores que tinha digitado foram recuperados: confira e salve, ou descarte o rascunho.`;
}

/** Where the form keeps its draft. */
export interface Rascunho {
  readonly drafts: Pick<DraftStore, 'save' | 'load' | 'remove'>;
  /** The signed-in user's key. */
  readonly usuario: string;
  /** The form's key, e.g. 'usuario:7' or 'usuario:novo'. */
  readonly formulario: string;
}

const MENSAGEM_CONFLITO = 'Este registro foi alterado por outra pessoa depois que você o abriu.';
const MENSAGEM_REDE =
  'Não foi possível salvar: sem conexão com o servidor. O que você digitou continua aqui; tente salvar novamente quando a conexão voltar.';
const MENSAGEM_CAMPOS = 'Corrija os campos indicados antes de salvar.';

/** A plain object of texts and switches (a row of a list field). */
function ehLinha(v: unknown): v is LinhaValores {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string' || typeof x === 'boolean');
}

function igual(a: unknown, b: unknown): boolean {
  // Rows keep their order: the same rows in another order are a change.
  if (Array.isArray(a) && Array.isArray(b) && (a.some(ehLinha) || b.some(ehLinha))) return JSON.stringify(a) === JSON.stringify(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    const x = [...(a as unknown[])].map(String).sort();
    const y = [...(b as unknown[])].map(String).sort();
    return x.length === y.length && x.every((v, i) => v === y[i]);
  }
  return a === b;
}

/** Whether a draft's value may stand for a field's: same kind, and a list only of numbers (the ids forms hold). */
function mesmoTipo(rascunho: unknown, campo: unknown): boolean {
  if (Array.isArray(campo)) {
    if (!Array.isArray(rascunho)) return false;
    // A list of rows stays rows; a list of ids stays numbers (an empty list may be either).
    if (campo.some(ehLinha) || rascunho.some(ehLinha)) return rascunho.every(ehLinha) && campo.every(ehLinha);
    return rascunho.every((v) => typeof v === 'number' && Number.isFinite(v));
  }
  return !Array.isArray(rascunho) && typeof rascunho === typeof campo;
}

/** The fields of `V` that hold a list of ids. */
type CamposDeIds<V extends Valores> = { [K in keyof V & string]: V[K] extends readonly number[] ? K : never }[keyof V & string];

/** A form's state. */
export class FormViewModel<V extends Valores> {
  valores: V;
  iniciais: V;
  erros: Partial<Record<keyof V & string, string>> = {};
  /**
   * The service's errors inside a list field, by their whole path ('socios.1.saida'): the field's own editor shows
   * each on its row. A change of the field forgets its own.
   */
  errosAninhados: Readonly<Record<string, string>> = {};
  tocados = new Set<string>();
  salvando = false;
  problema: ProblemaSalvar | undefined = undefined;
  /** The values came from a draft, not from the record. */
  rascunhoRestaurado = false;
  /** Why and when that draft was left (while `rascunhoRestaurado`). */
  origemRascunho: OrigemRascunho | undefined = undefined;
  /** Saves refused with a field error so far: the screen moves the focus to the first one after each. */
  recusas = 0;

  readonly #campos: Readonly<Partial<Record<keyof V & string, Campo>>>;
  #rascunho: Rascunho | undefined;

  constructor(valores: V, campos: Readonly<Partial<Record<keyof V & string, Campo>>>) {
    this.valores = valores;
    this.iniciais = valores;
    this.#campos = campos;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * Starts editing `valores` (a record, or the empty form). With a draft of this form that differs, the draft's
   * values are shown instead and `rascunhoRestaurado` says so.
   */
  iniciar(valores: V, rascunho?: Rascunho): void {
    this.#rascunho = rascunho;
    this.iniciais = valores;
    this.valores = valores;
    this.erros = {};
    this.errosAninhados = {};
    this.tocados = new Set();
    this.problema = undefined;
    this.rascunhoRestaurado = false;
    this.origemRascunho = undefined;
    const guardado = rascunho?.drafts.load(rascunho.usuario, rascunho.formulario);
    const salvos = guardado?.valores;
    if (guardado !== undefined && typeof salvos === 'object' && salvos !== null) {
      const restaurado = { ...valores };
      for (const campo of Object.keys(valores)) {
        const valor = (salvos as Record<string, unknown>)[campo];
        if (mesmoTipo(valor, valores[campo])) (restaurado as Record<string, unknown>)[campo] = valor;
      }
      this.valores = restaurado;
      this.rascunhoRestaurado = this.sujo;
      if (this.rascunhoRestaurado) this.origemRascunho = { motivo: guardado.motivo, em: guardado.em };
    }
  }

  /** The rules of a field, the required rule first. */
  campo(nome: keyof V & string): Campo | undefined {
    return this.#campos[nome];
  }

  /** True when something differs from the record as loaded (or the empty form). */
  get sujo(): boolean {
    return Object.keys(this.valores).some((k) => !igual(this.valores[k], this.iniciais[k]));
  }

  get salvarDesabilitado(): boolean {
    return this.salvando;
  }

  /** A field changed: masked, kept in the draft, checked again if it showed an error. */
  set<K extends keyof V & string>(nome: K, valor: V[K]): void {
    const mascara = this.#campos[nome]?.mascara;
    const final = (typeof valor === 'string' && mascara !== undefined ? mascara.format(valor) : valor) as V[K];
    this.valores = { ...this.valores, [nome]: final };
    this.problema = this.problema?.tipo === 'rede' ? this.problema : undefined;
    if (Object.keys(this.errosAninhados).some((k) => k.startsWith(`${nome}.`))) {
      this.errosAninhados = Object.fromEntries(Object.entries(this.errosAninhados).filter(([k]) => !k.startsWith(`${nome}.`)));
    }
    this.#guardarRascunho();
    if (this.erros[nome] !== undefined) void this.#validar(nome);
  }

  /**
   * Values brought from elsewhere into a form just started (a new record from a lookup): they are edits, so the
   * form is unsaved and keeps them in its draft.
   */
  preencher(valores: Partial<V>): void {
    this.valores = { ...this.valores, ...valores };
    this.#guardarRascunho();
  }

  /** An id ticked or unticked in a list field (a user's groups, a group's permissions). */
  alternar(nome: CamposDeIds<V>, id: number, marcado: boolean): void {
    const atuais = this.valores[nome] as readonly number[];
    const proximos: readonly number[] = marcado ? [...new Set([...atuais, id])] : atuais.filter((x) => x !== id);
    // The field holds a list of ids, so the new list is its value.
    this.set(nome, proximos as unknown as V[CamposDeIds<V>]);
  }

  /** A field was left: its rules are checked. */
  sair(nome: keyof V & string): void {
    this.tocados.add(nome);
    void this.#validar(nome);
  }

  /**
   * Checks every field, then saves once (a second call while saving does nothing). Resolves to what `enviar`
   * answered, or `undefined` when nothing was saved (field errors, conflict, no network, server error).
   */
  async salvar<R>(enviar: (valores: V) => Promise<R>): Promise<R | undefined> {
    if (this.salvando) return undefined;
    this.salvando = true;
    this.problema = undefined;
    try {
      const validos = await this.validarTudo();
      if (!validos) {
        runInAction(() => {
          this.problema = { tipo: 'servidor', mensagem: MENSAGEM_CAMPOS };
          this.recusas++;
        });
        return undefined;
      }
      const enviados = this.valores;
      const resposta = await enviar(enviados);
      runInAction(() => {
        // What was sent is saved; anything typed while the request was on its way is still unsaved.
        this.iniciais = enviados;
        this.rascunhoRestaurado = false;
      });
      if (this.sujo) this.#guardarRascunho();
      else this.descartarRascunho();
      return resposta;
    } catch (error) {
      runInAction(() => {
        this.#falhou(error);
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.salvando = false;
      });
    }
  }

  /** Checks every field; true when none has an error. */
  async validarTudo(): Promise<boolean> {
    const nomes = Object.keys(this.#campos) as (keyof V & string)[];
    const resultados = await Promise.all(nomes.map((nome) => this.#validar(nome)));
    return resultados.every(Boolean);
  }

  /** Forgets the draft (saved, discarded, or leaving on purpose). */
  descartarRascunho(): void {
    const r = this.#rascunho;
    r?.drafts.remove(r.usuario, r.formulario);
  }

  /** Nothing is left to save (the record was removed): the draft is forgotten, and leaving asks nothing. */
  concluir(): void {
    this.descartarRascunho();
    this.iniciar(this.valores);
  }

  /** Back to the record as loaded. */
  desfazer(): void {
    this.valores = this.iniciais;
    this.erros = {};
    this.problema = undefined;
    this.rascunhoRestaurado = false;
    this.origemRascunho = undefined;
    this.descartarRascunho();
  }

  /** The first field with an error, for focus. */
  get primeiroErro(): (keyof V & string) | undefined {
    return (Object.keys(this.valores) as (keyof V & string)[]).find((k) => this.erros[k] !== undefined);
  }

  #guardarRascunho(): void {
    const r = this.#rascunho;
    if (r === undefined) return;
    if (this.sujo) r.drafts.save(r.usuario, r.formulario, this.valores);
    else r.drafts.remove(r.usuario, r.formulario);
  }

  async #validar(nome: keyof V & string): Promise<boolean> {
    const campo = this.#campos[nome];
    if (campo === undefined) return true;
    const regras: RuleRef[] = [...(campo.obrigatorio === true ? (['required'] as const) : []), ...(campo.regras ?? [])];
    const resultado = await validate(this.valores[nome], regras);
    runInAction(() => {
      const erros = { ...this.erros };
      if (resultado.status === 'invalid') erros[nome] = resultado.message;
      else Reflect.deleteProperty(erros, nome);
      this.erros = erros;
    });
    return resultado.status !== 'invalid';
  }

  #falhou(error: unknown): void {
    if (isNetworkError(error) || isTimeoutError(error)) {
      this.problema = { tipo: 'rede', mensagem: MENSAGEM_REDE };
      return;
    }
    if (isHttpError(error)) {
      // A stale version names the field `versao` (docs/api.md "Errors"): no field of the form can fix it.
      const versao = error.erros.find((e) => e.campo === 'versao');
      if (error.status === 409 && versao !== undefined) {
        this.problema = { tipo: 'conflito', mensagem: versao.mensagem || MENSAGEM_CONFLITO };
        return;
      }
      // Errors that name a field are the form's to show (the save asked the SDK not to: errosDeCampoNaTela).
      const deCampo = errosDeCampo(error.erros);
      if (deCampo.length > 0) {
        const erros: Record<string, string | undefined> = { ...this.erros };
        const aninhados: Record<string, string> = {};
        let algum = false;
        for (const { campo, mensagem } of deCampo) {
          // 'grupoIds.0' belongs to the field 'grupoIds'; a row's field ('socios.1.saida') is also kept whole.
          const nome = campo.split('.')[0] ?? campo;
          if (nome in this.valores) {
            erros[nome] ??= mensagem;
            if (campo !== nome) aninhados[campo] = mensagem;
            algum = true;
          }
        }
        this.erros = erros as Partial<Record<keyof V & string, string>>;
        this.errosAninhados = aninhados;
        if (algum) this.recusas++;
        // A value taken by another record (409) is one message, under its field; bad input also gets the summary,
        // since several fields may be wrong; errors on fields the form does not have, the server's message.
        if (algum && error.status === 409) this.problema = undefined;
        else this.problema = { tipo: 'servidor', mensagem: algum ? MENSAGEM_CAMPOS : (error.resposta?.mensagens[0] ?? MENSAGEM_CAMPOS) };
        return;
      }
      // Any other refusal (a rule, a permission, a server fault) the SDK's alert dialog has said: not again here.
      this.problema = undefined;
      return;
    }
    throw error;
  }
}
