/**
 * What a list and a record screen of one area both know about the area's records: how a record is called in
 * Portuguese, its two routes, the permissions of its actions and how a removal is confirmed. The screens' texts
 * (empty lists, "Novo usuário", "Permissão não encontrada", …) are made from it here, once, so that every area
 * speaks the same way (docs/ux.md).
 */
import { canAccess, caminho, hasPermissions, PERMISSAO, routeById, type IdRota, type Permissao, type Usuario } from '@rpj/domain';

/** An area's records, as its screens speak of them. */
export interface Entidade<T> {
  /** The noun in lower case: 'usuário', 'grupo', 'permissão'. */
  readonly singular: string;
  readonly plural: string;
  /** The noun is feminine ('Nova permissão', 'Nenhuma permissão encontrada'). */
  readonly feminino?: boolean;
  /** The list's route. */
  readonly lista: IdRota;
  /** The record's route (with one optional parameter: `:id`, `:protocolo`). */
  readonly registro: IdRota;
  /** Where "Novo" goes, when a record is not created on its own screen (a process: /processos/entrada). */
  readonly novo?: IdRota;
  /** How a record is named in titles, confirmations and the row actions' labels. */
  nomeDe(registro: T): string;
  readonly permissoes: {
    /** Creating; an area without it has no "Novo" (the permissions' catalogue is fixed). */
    readonly criar?: Permissao;
    readonly editar: Permissao;
    /** Removing; an area without it has no "Excluir". */
    readonly remover?: Permissao;
    /** What the list's Editar needs beside access to the record's route (default: `editar`). */
    readonly abrir?: readonly Permissao[];
  };
  /** The question before Excluir, given the record's name (the default says nothing more than "Excluir o X?"). */
  confirmarRemocao?(nome: string): string;
  /** Texts of an area whose records are not "cadastrados" (a cash box is opened): they replace the ones made from the noun. */
  readonly textos?: Partial<TextosEntidade>;
}

/** The user a screen asks about. */
type Eu = Pick<Usuario, 'permissoes'> | undefined;

/** Which actions the signed-in user may take on an area's records. */
export function podeCriar<T>(entidade: Entidade<T>, eu: Eu): boolean {
  const p = entidade.permissoes.criar;
  return p !== undefined && hasPermissions(eu, [p]);
}

export function podeEditar<T>(entidade: Entidade<T>, eu: Eu): boolean {
  return hasPermissions(eu, [entidade.permissoes.editar]);
}

export function podeRemover<T>(entidade: Entidade<T>, eu: Eu): boolean {
  const p = entidade.permissoes.remover;
  return p !== undefined && hasPermissions(eu, [p]);
}

/** The record's route opens for the user (the list links a record's name to it). */
export function podeVer<T>(entidade: Entidade<T>, eu: Eu): boolean {
  return eu !== undefined && canAccess(eu, routeById(entidade.registro)).allowed;
}

/** The list's Editar: the record's route opens, and the user holds what `abrir` says. */
export function podeAbrir<T>(entidade: Entidade<T>, eu: Eu): boolean {
  return podeVer(entidade, eu) && hasPermissions(eu, entidade.permissoes.abrir ?? [entidade.permissoes.editar]);
}

/** Where a record opens (no id: a new one), by the record route's one parameter. */
export function caminhoRegistro<T>(entidade: Entidade<T>, id?: number): string {
  if (id === undefined) return caminho(entidade.novo ?? entidade.registro);
  const nome = /:(\w+)/.exec(routeById(entidade.registro).path)?.[1] ?? 'id';
  return caminho(entidade.registro, { [nome]: id });
}

/** The key of a record's form draft: 'usuario:7', 'grupo-usuario:novo'. */
export function chaveRascunho<T>(entidade: Entidade<T>, id: number | undefined): string {
  return `${caminho(entidade.lista).slice(1)}:${id === undefined ? 'novo' : String(id)}`;
}

function maiuscula(texto: string): string {
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** The texts every list and record screen of an area shows. */
export interface TextosEntidade {
  /** 'Novo usuário', 'Nova permissão'. */
  readonly novo: string;
  /** The empty list after filtering. */
  readonly nenhumEncontrado: string;
  /** The empty list without filters. */
  readonly nenhumCadastrado: string;
  readonly naoEncontrado: string;
  readonly erroAoAbrir: string;
  /** Why a record does not open. */
  readonly motivoNaoEncontrado: string;
  readonly voltar: string;
  /** The confirmation's title. */
  readonly excluir: string;
  /** The record's title before it is loaded. */
  readonly tituloPadrao: string;
}

/** The texts of an area, made from its noun. */
export function textosDe<T>(entidade: Entidade<T>): TextosEntidade {
  const f = entidade.feminino === true;
  const { singular, plural } = entidade;
  const artigo = f ? 'a' : 'o';
  const este = f ? 'Esta' : 'Este';
  const nenhum = f ? 'Nenhuma' : 'Nenhum';
  const novo = `${f ? 'Nova' : 'Novo'} ${singular}`;
  const cria = entidade.permissoes.criar !== undefined;
  const remove = entidade.permissoes.remover !== undefined;
  return {
    novo,
    nenhumEncontrado: `${nenhum} ${singular} ${f ? 'encontrada' : 'encontrado'}. Ajuste os filtros${cria ? ` ou cadastre ${f ? 'uma nova' : 'um novo'}` : ''}.`,
    nenhumCadastrado: `${nenhum} ${singular} ${f ? 'cadastrada' : 'cadastrado'}.${cria ? ` Use "${novo}" para cadastrar ${f ? 'a primeira' : 'o primeiro'}.` : ''}`,
    naoEncontrado: `${maiuscula(singular)} não ${f ? 'encontrada' : 'encontrado'}`,
    erroAoAbrir: `Não foi possível abrir ${artigo} ${singular}`,
    motivoNaoEncontrado: `${este} ${singular} não existe${remove ? ` ou foi ${f ? 'excluída' : 'excluído'}` : ''}.`,
    voltar: `Voltar à lista de ${plural}`,
    excluir: `Excluir ${singular}`,
    tituloPadrao: maiuscula(singular),
    ...entidade.textos,
  };
}

/** The confirmation before removing a record. */
export function pedidoRemocao<T>(entidade: Entidade<T>, nome: string): { titulo: string; mensagem: string; rotuloConfirmar: string } {
  const f = entidade.feminino === true;
  return {
    titulo: textosDe(entidade).excluir,
    mensagem: entidade.confirmarRemocao?.(nome) ?? `Excluir ${f ? 'a' : 'o'} ${entidade.singular} ${nome}?`,
    rotuloConfirmar: 'Excluir',
  };
}

/** The list's path. */
export function caminhoLista<T>(entidade: Entidade<T>): string {
  return caminho(entidade.lista);
}

/** An area of the catalogue with the four record permissions: 'FERIADOS' of CRIAR_FERIADOS, EDITAR_FERIADOS, … */
export type AreaDeRegistros = {
  [P in Permissao]: P extends `CRIAR_${infer A}` ? (`EDITAR_${A}` | `REMOVER_${A}` extends Permissao ? A : never) : never;
}[Permissao];

/** The create, edit and remove permissions of an area of the catalogue. */
export function permissoesDaArea(area: AreaDeRegistros): Entidade<never>['permissoes'] {
  const de = (acao: string): Permissao => PERMISSAO[`${acao}_${area}` as keyof typeof PERMISSAO];
  return { criar: de('CRIAR'), editar: de('EDITAR'), remover: de('REMOVER') };
}
