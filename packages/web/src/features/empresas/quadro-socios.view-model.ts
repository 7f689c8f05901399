/**
 * The board of an entity inside its form (the `socios` field of the entity's values): one row per member, as typed
 * (masked document, dd/mm/aaaa dates, a share like 25,00), each row's problems said on its own fields — the ones
 * found here as the person types, and the ones the service answered ('socios.1.saida'). Members leave by their exit
 * date; taking a saved member out of the board needs REMOVER_SOCIOS.
 */
import {
  brParaIso,
  errosDoQuadro,
  formatParticipacao,
  isoParaBr,
  isValidCivilDate,
  mascararDocumentoPessoa,
  MASKS,
  MENSAGEM_DOCUMENTO_PESSOA,
  normalizeDocumentoPessoa,
  parseDateBr,
  parseMoney,
  PARTICIPACAO_MAXIMA,
  qualificacoesSugeridas,
  type QualificacaoSocio,
  type Socio,
  type SocioSalvar,
} from '@rpj/domain';
import { makeAutoObservable } from 'mobx';
import type { FormViewModel } from '../../ui/form/form.view-model.ts';

/** A member as the form holds it: texts as typed. `id` is '' for a member not saved yet. */
// A type alias (not an interface): a row of the form's values.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaSocio = {
  readonly id: string;
  readonly documento: string;
  readonly nome: string;
  readonly qualificacao: string;
  readonly entrada: string;
  readonly saida: string;
  readonly mandatoAte: string;
  readonly participacao: string;
  readonly representanteLegal: boolean;
};

/** The fields of a row a person types. */
export type CampoLinha = Exclude<keyof LinhaSocio, 'id' | 'representanteLegal'>;

export const LINHA_VAZIA: LinhaSocio = { id: '', documento: '', nome: '', qualificacao: '', entrada: '', saida: '', mandatoAte: '', participacao: '', representanteLegal: false };

/** A saved member as a row. */
export function linhaDe(s: Socio): LinhaSocio {
  return {
    id: String(s.id),
    documento: mascararDocumentoPessoa(s.pessoa.documento),
    nome: s.pessoa.nome,
    qualificacao: s.qualificacao,
    entrada: isoParaBr(s.entrada) ?? '',
    saida: isoParaBr(s.saida) ?? '',
    mandatoAte: isoParaBr(s.mandatoAte) ?? '',
    participacao: s.participacao === undefined ? '' : formatParticipacao(s.participacao).replace(/\s%$/, ''),
    representanteLegal: s.representanteLegal,
  };
}

/** What a save sends of a row (the service checks it again); a share only in a society. */
export function socioDaLinha(l: LinhaSocio, sociedade: boolean): SocioSalvar {
  const iso = (texto: string): string | undefined => brParaIso(texto.trim());
  const saida = iso(l.saida);
  const mandatoAte = iso(l.mandatoAte);
  const participacao = sociedade && l.participacao.trim() !== '' ? parseMoney(l.participacao) : undefined;
  return {
    ...(l.id === '' ? {} : { id: Number(l.id) }),
    pessoa: { documento: l.documento.trim(), nome: l.nome.trim() },
    qualificacao: l.qualificacao,
    entrada: iso(l.entrada) ?? l.entrada.trim(),
    ...(saida === undefined ? {} : { saida }),
    ...(mandatoAte === undefined ? {} : { mandatoAte }),
    ...(participacao === undefined ? {} : { participacao }),
    representanteLegal: l.representanteLegal,
  };
}

const dataValida = (texto: string): boolean => {
  const d = parseDateBr(texto.trim());
  return d !== undefined && isValidCivilDate(d);
};

/**
 * The problems of the rows, by '<row>.<field>' (and '' for the whole board): each field's own rule, then the
 * board's (exit before entry, a person twice, shares over 100 %).
 */
export function errosDasLinhas(linhas: readonly LinhaSocio[], sociedade: boolean): Readonly<Record<string, string>> {
  const erros: Record<string, string> = {};
  linhas.forEach((l, i) => {
    const em = (campo: CampoLinha, mensagem: string): void => {
      erros[`${String(i)}.${campo}`] ??= mensagem;
    };
    if (l.documento.trim() === '') em('documento', 'Informe o CPF ou CNPJ.');
    else if (normalizeDocumentoPessoa(l.documento) === undefined) em('documento', MENSAGEM_DOCUMENTO_PESSOA);
    if (l.nome.trim() === '') em('nome', 'Informe o nome.');
    if (l.qualificacao === '') em('qualificacao', 'Escolha a qualificação.');
    if (l.entrada.trim() === '') em('entrada', 'Informe a data de entrada.');
    else if (!dataValida(l.entrada)) em('entrada', 'Data inválida: use dd/mm/aaaa.');
    if (l.saida.trim() !== '' && !dataValida(l.saida)) em('saida', 'Data inválida: use dd/mm/aaaa.');
    if (l.mandatoAte.trim() !== '' && !dataValida(l.mandatoAte)) em('mandatoAte', 'Data inválida: use dd/mm/aaaa.');
    if (sociedade && l.participacao.trim() !== '') {
      const p = parseMoney(l.participacao);
      if (p === undefined || p > PARTICIPACAO_MAXIMA) em('participacao', 'Use um percentual de 0 a 100, como 25,50.');
    }
  });
  if (Object.keys(erros).length > 0) return erros;
  // Each row reads: the board's own rules, as the service has them.
  for (const { campo, mensagem } of errosDoQuadro(
    linhas.map((l) => {
      const s = socioDaLinha(l, sociedade);
      return { ...s, pessoa: { ...s.pessoa, documento: normalizeDocumentoPessoa(s.pessoa.documento) ?? s.pessoa.documento } };
    }),
    { sociedade },
  )) {
    erros[campo.replace(/^socios\.?/, '').replace(/\.pessoa\./, '.')] ??= mensagem;
  }
  return erros;
}

/** The board's rule for the form: the first problem of any row blocks the save. */
export function regraQuadro(valor: unknown): true | string {
  if (!Array.isArray(valor)) return true;
  const erros = errosDasLinhas(valor as readonly LinhaSocio[], true);
  const primeiro = Object.values(erros)[0];
  return primeiro === undefined ? true : `Há problemas no quadro de sócios: ${primeiro}`;
}

/** What the board's editor uses of the entity's form: the `socios` field, its errors, and the service's per row. */
export interface FormDoQuadro {
  readonly valores: { readonly socios: readonly LinhaSocio[] };
  readonly erros: { readonly socios?: string };
  readonly errosAninhados: FormViewModel<{ readonly socios: readonly LinhaSocio[] }>['errosAninhados'];
  set(nome: 'socios', valor: readonly LinhaSocio[]): void;
}

/** The board's editor. */
export class QuadroSociosViewModel {
  /** The qualification table, as the office keeps it. */
  qualificacoes: readonly QualificacaoSocio[] = [];
  /** Row fields a person has left, whose own problems are now shown. */
  tocados = new Set<string>();

  readonly #form: FormDoQuadro;
  readonly #sociedade: () => boolean;
  readonly #podeRemoverSalvos: () => boolean;
  readonly #buscarNome: (documento: string) => Promise<string | undefined>;

  constructor(opcoes: {
    readonly form: FormDoQuadro;
    readonly sociedade: () => boolean;
    readonly podeRemoverSalvos: () => boolean;
    /** The name of a person already known by document, to fill the name typed after it. */
    readonly buscarNome: (documento: string) => Promise<string | undefined>;
  }) {
    this.#form = opcoes.form;
    this.#sociedade = opcoes.sociedade;
    this.#podeRemoverSalvos = opcoes.podeRemoverSalvos;
    this.#buscarNome = opcoes.buscarNome;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get linhas(): readonly LinhaSocio[] {
    return this.#form.valores.socios;
  }

  get sociedade(): boolean {
    return this.#sociedade();
  }

  /** The qualifications that usually suit this kind of entity first (guidance, not a rule), then the rest. */
  get opcoesQualificacao(): { readonly sugeridas: readonly QualificacaoSocio[]; readonly outras: readonly QualificacaoSocio[] } {
    const sugeridas = qualificacoesSugeridas(this.sociedade);
    const porCodigo = new Map(this.qualificacoes.map((q) => [q.codigo, q]));
    return {
      sugeridas: sugeridas.flatMap((c) => {
        const q = porCodigo.get(c);
        return q === undefined ? [] : [q];
      }),
      outras: this.qualificacoes.filter((q) => !sugeridas.includes(q.codigo)),
    };
  }

  /** What is wrong with a row's field: the service's answer, or (once left, or after a refused save) the rule's. */
  erro(indice: number, campo: CampoLinha): string | undefined {
    const chave = `${String(indice)}.${campo}`;
    const doServidor = this.#form.errosAninhados[`socios.${chave}`] ?? (campo === 'documento' ? this.#form.errosAninhados[`socios.${String(indice)}.pessoa.documento`] : undefined);
    if (doServidor !== undefined) return doServidor;
    if (!this.tocados.has(chave) && this.#form.erros.socios === undefined) return undefined;
    return errosDasLinhas(this.linhas, this.sociedade)[chave];
  }

  /** A problem of the whole board (shares over 100 %). */
  get erroGeral(): string | undefined {
    return this.#form.errosAninhados['socios'] ?? (this.#form.erros.socios === undefined ? undefined : errosDasLinhas(this.linhas, this.sociedade)['']);
  }

  adicionar(): void {
    this.#form.set('socios', [...this.linhas, LINHA_VAZIA]);
  }

  alterar(indice: number, campo: CampoLinha, valor: string): void {
    const formatado =
      campo === 'documento' ? mascararDocumentoPessoa(valor) : campo === 'entrada' || campo === 'saida' || campo === 'mandatoAte' ? MASKS.dataBr.format(valor) : valor;
    this.#form.set(
      'socios',
      this.linhas.map((l, i) => (i === indice ? { ...l, [campo]: formatado } : l)),
    );
  }

  representante(indice: number, marcado: boolean): void {
    this.#form.set(
      'socios',
      this.linhas.map((l, i) => (i === indice ? { ...l, representanteLegal: marcado } : l)),
    );
  }

  /** A field of a row was left: its problems show; a known person's name fills a blank name. */
  async sair(indice: number, campo: CampoLinha): Promise<void> {
    this.tocados = new Set([...this.tocados, `${String(indice)}.${campo}`]);
    const linha = this.linhas[indice];
    if (campo !== 'documento' || linha?.nome.trim() !== '') return;
    const documento = normalizeDocumentoPessoa(linha.documento);
    if (documento === undefined) return;
    const nome = await this.#buscarNome(documento);
    const agora = this.linhas[indice];
    if (nome !== undefined && agora?.nome.trim() === '' && normalizeDocumentoPessoa(agora.documento) === documento) this.alterar(indice, 'nome', nome);
  }

  /** A row not saved yet can always be taken out; a saved member only with REMOVER_SOCIOS (otherwise, an exit date). */
  podeRemover(indice: number): boolean {
    return this.linhas[indice]?.id === '' || this.#podeRemoverSalvos();
  }

  remover(indice: number): void {
    if (!this.podeRemover(indice)) return;
    this.#form.set(
      'socios',
      this.linhas.filter((_, i) => i !== indice),
    );
    this.tocados = new Set();
  }
}
