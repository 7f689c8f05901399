/**
 * Registration in the books (issue 27; ../shared/docs/domain-rcpj.md §1.5): after the officer's conference, a
 * registration or a matrícula is written in its book (Livro A for legal persons, B for the press) under the next
 * number of that book's series, on the open volume's next page — a volume full at its page limit is closed with its
 * term and the next one opened with its own — and an amendment is averbated on the entity's registration under its
 * next number. The entity's record is created or updated in the same transaction.
 */
import type { SeloDoAto } from '../selos/selos.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { TipoAverbacao } from '../empresas/averbacoes.ts';
import type { LivroAto } from '../servicos/atos.ts';

/** A volume's pages unless the office says otherwise. */
export const FOLHAS_POR_LIVRO = 300;

export const REGISTRO_MAXIMO = { objeto: 2000, descricao: 2000 } as const;

/** A volume of a book. */
export interface Livro {
  readonly id: number;
  readonly letra: LivroAto;
  readonly numero: number;
  readonly folhas: number;
  readonly folhasUsadas: number;
  readonly abertoEm: string;
  readonly termoAbertura: string;
  readonly encerradoEm?: string;
  readonly termoEncerramento?: string;
}

/** What the registration wrote. */
export interface RegistroLancado {
  readonly protocolo: number;
  readonly especie: 'REGISTRO' | 'AVERBACAO';
  /** The day of the act (yyyy-mm-dd) and its instant. */
  readonly data: string;
  readonly em: string;
  readonly oficial: { readonly login: string; readonly nome: string };
  readonly empresaId: number;
  readonly empresaNome: string;
  /** A registration: its number in the book's series, the volume and the page. */
  readonly livro?: { readonly letra: LivroAto; readonly numero: number };
  readonly numero?: number;
  readonly folha?: number;
  /** An amendment: its number on the registration (Av.N). */
  readonly averbacao?: number;
  /** The court's seals the act carries (issue 29). */
  readonly selos: readonly SeloDoAto[];
}

/** The registration's body: the entity's object when the registration creates it; what an amendment averbates. */
export interface RegistroSalvar {
  readonly versao: number;
  readonly objeto?: string;
  readonly dataConstituicao?: string;
  readonly descricao?: string;
}

/** The book's label as written on the entity's record: 'A-3'. */
export function rotuloLivro(livro: { readonly letra: LivroAto; readonly numero: number }): string {
  return `${livro.letra}-${String(livro.numero)}`;
}

/** The kind of amendment an act of the catalogue averbates. */
export function tipoAverbacaoDoAto(codigo: string): TipoAverbacao {
  if (codigo.includes('ELEICAO') || codigo.includes('DIRETORIA')) return 'ADMINISTRACAO';
  if (codigo.includes('ESTATUT') || codigo.includes('CONTRATO')) return 'ATO_CONSTITUTIVO';
  if (codigo.includes('SEDE')) return 'SEDE';
  if (codigo.includes('DISSOLUCAO')) return 'DISSOLUCAO';
  if (codigo.includes('LIQUIDACAO')) return 'LIQUIDACAO';
  return 'OUTRA';
}

/** Whether a registration needs a new volume first: the open one is full (or there is none). */
export function precisaDeNovoLivro(aberto: Pick<Livro, 'folhas' | 'folhasUsadas'> | undefined): boolean {
  return aberto === undefined || aberto.folhasUsadas >= aberto.folhas;
}

/** A volume's opening and closing terms. */
export function termoDeAbertura(livro: Pick<Livro, 'letra' | 'numero' | 'folhas'>, cartorio: string, dia: string): string {
  return `Termo de abertura. Contém este livro ${String(livro.folhas)} folhas, numeradas de 1 a ${String(livro.folhas)}, e servirá de Livro ${rotuloLivro(livro)} do ${cartorio}, aberto em ${dia.split('-').reverse().join('/')}.`;
}

export function termoDeEncerramento(livro: Pick<Livro, 'letra' | 'numero' | 'folhasUsadas'>, dia: string): string {
  return `Termo de encerramento. Encerra-se o Livro ${rotuloLivro(livro)} com ${String(livro.folhasUsadas)} folhas utilizadas, em ${dia.split('-').reverse().join('/')}.`;
}

/** The endorsement on the title: what was registered, where and when. */
export function endossoDoRegistro(r: RegistroLancado): string {
  const dia = r.data.split('-').reverse().join('/');
  const selos = r.selos.length === 0 ? '' : ` ${r.selos.length === 1 ? 'Selo' : 'Selos'} de fiscalização nº ${r.selos.map((s) => s.codigo).join(', ')}.`;
  if (r.especie === 'AVERBACAO') return `Averbado sob o nº Av.${String(r.averbacao ?? 0)} à margem do registro de ${r.empresaNome}, em ${dia}, protocolo nº ${r.protocolo.toLocaleString('pt-BR')}.${selos}`;
  return `Registrado sob o nº ${String(r.numero ?? 0)} no Livro ${r.livro === undefined ? '' : rotuloLivro(r.livro)}, folha ${String(r.folha ?? 0)}, em ${dia}, protocolo nº ${r.protocolo.toLocaleString('pt-BR')}: ${r.empresaNome}.${selos}`;
}

/** What is wrong with a registration's body, given what it writes. */
export function errosDoRegistro(corpo: RegistroSalvar, o: { readonly novaEntidade: boolean }): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (o.novaEntidade && (corpo.objeto ?? '').trim() === '') erros.push({ campo: 'objeto', mensagem: 'Informe o objeto (finalidade) da entidade, como está no estatuto registrado.' });
  return erros;
}
