/**
 * Registered entities (empresas): the associations, foundations, simple societies, religious organisations and
 * party bodies an RCPJ office registers in its Livro A (../shared/docs/domain-rcpj.md §1.5 and §5), their legal
 * natures, their situations, and the rule that bars a name identical or similar to another's in the district.
 */
import type { Endereco } from '../documents/endereco.ts';
import { rules, type RuleRef } from '../input/rules.ts';
import type { Socio, SocioSalvar } from '../socios/socios.ts';

/**
 * A legal nature of the Receita's table (CONCLA 2021) that an RCPJ office keeps: `registravel` false for one only
 * a record migrated from an older system may carry (the EIRELI de natureza simples, extinct since Lei
 * 14.195/2021). Cooperatives (Junta Comercial) and lawyers' single-member societies (OAB) are not here.
 */
export interface NaturezaJuridica {
  /** The four digits, check digit included: '3999'. */
  readonly codigo: string;
  readonly nome: string;
  readonly registravel: boolean;
  /** A society, whose record has a share capital. */
  readonly sociedade: boolean;
}

const natureza = (codigo: string, nome: string, extra: { readonly sociedade?: boolean; readonly registravel?: boolean } = {}): NaturezaJuridica => ({
  codigo,
  nome,
  registravel: extra.registravel ?? true,
  sociedade: extra.sociedade ?? false,
});

/** The legal natures an RCPJ office registers (domain-rcpj §5), in the table's order. */
export const NATUREZAS_JURIDICAS: readonly NaturezaJuridica[] = [
  natureza('2232', 'Sociedade Simples Pura', { sociedade: true }),
  natureza('2240', 'Sociedade Simples Limitada', { sociedade: true }),
  natureza('2259', 'Sociedade Simples em Nome Coletivo', { sociedade: true }),
  natureza('2267', 'Sociedade Simples em Comandita Simples', { sociedade: true }),
  natureza('2313', 'Empresa Individual de Responsabilidade Limitada (de Natureza Simples)', { sociedade: true, registravel: false }),
  natureza('3069', 'Fundação Privada'),
  natureza('3131', 'Entidade Sindical'),
  natureza('3204', 'Estabelecimento, no Brasil, de Fundação ou Associação Estrangeiras'),
  natureza('3220', 'Organização Religiosa'),
  natureza('3255', 'Órgão de Direção Nacional de Partido Político'),
  natureza('3263', 'Órgão de Direção Regional de Partido Político'),
  natureza('3271', 'Órgão de Direção Local de Partido Político'),
  natureza('3280', 'Comitê Financeiro de Partido Político'),
  natureza('3301', 'Organização Social (OS)'),
  natureza('3999', 'Associação Privada'),
];

/** The legal nature of a code, or undefined. */
export function naturezaJuridica(codigo: string): NaturezaJuridica | undefined {
  return NATUREZAS_JURIDICAS.find((n) => n.codigo === codigo);
}

/** '399-9 — Associação Privada'. */
export function rotuloNatureza(n: NaturezaJuridica): string {
  return `${n.codigo.slice(0, 3)}-${n.codigo.slice(3)} — ${n.nome}`;
}

/** Where an entity stands. */
export const SITUACOES_EMPRESA = ['ATIVA', 'EM_LIQUIDACAO', 'DISSOLVIDA', 'CANCELADA'] as const;
export type SituacaoEmpresa = (typeof SITUACOES_EMPRESA)[number];

export const ROTULOS_SITUACAO_EMPRESA: Readonly<Record<SituacaoEmpresa, string>> = {
  ATIVA: 'Ativa',
  EM_LIQUIDACAO: 'Em liquidação',
  DISSOLVIDA: 'Dissolvida',
  CANCELADA: 'Cancelada',
};

/** The registration in Livro A: written by the registration step; typed here only for a migrated record. */
export interface RegistroLivro {
  readonly numeroRegistro?: number;
  /** 'A', or a volume of it ('A-12'). */
  readonly livro?: string;
  /** '123' or '123v'. */
  readonly folha?: string;
  /** yyyy-mm-dd. */
  readonly dataRegistro?: string;
}

/** What the record and the list's row both say of an entity: who it is and where it stands. */
export interface IdentificacaoEmpresa extends RegistroLivro {
  readonly id: number;
  /** The name (denominação) under which it is registered. */
  readonly denominacao: string;
  readonly nomeFantasia?: string;
  /** Its 14 characters. */
  readonly cnpj?: string;
  readonly naturezaJuridica: string;
  readonly situacao: SituacaoEmpresa;
  /** Brought from an older system: its registration data was typed, not written by a registration here. */
  readonly migrada: boolean;
}

/** An entity's record. Dates are yyyy-mm-dd; the capital in cents. */
export interface Empresa extends IdentificacaoEmpresa {
  readonly versao: number;
  readonly dataConstituicao?: string;
  /** The end of its term; absent, the term is indefinite. */
  readonly duracaoAte?: string;
  readonly capitalCentavos?: number;
  /** Its purpose (objeto social / finalidade). */
  readonly objeto: string;
  readonly endereco: Endereco;
  readonly email?: string;
  readonly telefone?: string;
  /**
   * Its board: members, present and past (socios/). Every record the service answers has it; audit rows written
   * before members existed do not.
   */
  readonly socios?: readonly Socio[];
}

/**
 * The body of a save: without `id` it creates; with `id` and `versao` it updates. `nomeSemelhanteConfirmado`
 * says the person saw the similar names {@link nomesSemelhantes} found and keeps the name.
 */
export type EmpresaSalvar = Omit<Empresa, 'id' | 'versao' | 'socios'> & {
  readonly id?: number;
  readonly versao?: number;
  readonly nomeSemelhanteConfirmado?: boolean;
  /**
   * The whole board as it should stand (members added, changed, and left out to remove them, which needs
   * REMOVER_SOCIOS); absent, the board stays as it is.
   */
  readonly socios?: readonly SocioSalvar[];
};

/** A row of the list. */
export interface EmpresaListaItem extends IdentificacaoEmpresa {
  readonly municipio?: string;
  readonly uf?: string;
}

/** The list's filters: part of the name (or trade name), the CNPJ, the number, the nature, the situation, a period of registration. */
export interface FiltroEmpresas {
  readonly nome?: string;
  readonly cnpj?: string;
  readonly numeroRegistro?: number;
  readonly naturezaJuridica?: string;
  readonly situacao?: SituacaoEmpresa;
  readonly registroDe?: string;
  readonly registroAte?: string;
}

/** Another record whose name is like the one being saved. */
export interface NomeSemelhante {
  readonly id: number;
  readonly denominacao: string;
  readonly numeroRegistro?: number;
  readonly livro?: string;
  readonly situacao: SituacaoEmpresa;
}

/** The longest texts. */
export const EMPRESA_MAXIMO = { denominacao: 200, nomeFantasia: 120, objeto: 2000, livro: 10, folha: 10, email: 120, telefone: 20 } as const;

/** The name's rules besides being required: the form checks them, and the codec the same limit. */
export const REGRAS_DENOMINACAO: readonly RuleRef[] = [rules.maxLength(EMPRESA_MAXIMO.denominacao)];

// --- The similar-name rule -----------------------------------------------------------------------------------

/**
 * Words that say what kind of body an entity is, or join words: two names that differ only in them are the same
 * name for the rule ("Associação dos Moradores do Jardim América" and "Associação de Moradores Jardim América").
 */
const PALAVRAS_GENERICAS = new Set([
  'associacao', 'associacoes', 'sociedade', 'simples', 'pura', 'limitada', 'ltda', 'civil', 'fundacao', 'organizacao',
  'entidade', 'eireli', 'ss', 'me', 'epp', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'para', 'a', 'o', 'as', 'os',
  'no', 'na', 'nos', 'nas', 'com',
]);

/**
 * The part of a name that tells it apart: without accents, case, punctuation and the generic words. What the
 * similar-name rule compares, and what the server stores to find candidates.
 *
 * @example
 * ```ts
 * chaveNome('Associação dos Moradores do Jardim América'); // 'moradores jardim america'
 * ```
 */
export function chaveNome(nome: string): string {
  const palavras = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p !== '');
  const distintas = palavras.filter((p) => !PALAVRAS_GENERICAS.has(p));
  // A name made only of generic words ("Associação Civil") is compared whole.
  return (distintas.length > 0 ? distintas : palavras).join(' ');
}

/** The trigrams of a text as PostgreSQL's pg_trgm makes them: each word padded with two spaces before, one after. */
function trigramas(texto: string): Set<string> {
  const conjunto = new Set<string>();
  for (const palavra of texto.split(' ').filter((p) => p !== '')) {
    const p = `  ${palavra} `;
    for (let i = 0; i + 3 <= p.length; i++) conjunto.add(p.slice(i, i + 3));
  }
  return conjunto;
}

/** pg_trgm's `similarity()` of two texts: shared trigrams over all trigrams, 0 to 1. */
export function similaridade(a: string, b: string): number {
  const ta = trigramas(a);
  const tb = trigramas(b);
  if (ta.size === 0 && tb.size === 0) return 0;
  let comuns = 0;
  for (const t of ta) if (tb.has(t)) comuns++;
  return comuns / (ta.size + tb.size - comuns);
}

/** From this similarity of their keys on, two names are similar (the server's candidates use the same measure). */
export const LIMIAR_NOME_SEMELHANTE = 0.6;

/**
 * True when two names are identical or similar for the rule that bars a name like another's in the same district
 * (domain-rcpj §1.5): the same key, or keys at least {@link LIMIAR_NOME_SEMELHANTE} alike.
 */
export function nomesSemelhantes(a: string, b: string): boolean {
  const ka = chaveNome(a);
  const kb = chaveNome(b);
  return ka === kb || similaridade(ka, kb) >= LIMIAR_NOME_SEMELHANTE;
}

/** What the save says when similar names exist and the person has not confirmed the name. */
export function mensagemNomesSemelhantes(semelhantes: readonly NomeSemelhante[]): string {
  const lista = semelhantes
    .map((s) => (s.numeroRegistro === undefined ? `${s.denominacao} (sem registro)` : `${s.denominacao} (registro nº ${String(s.numeroRegistro)}, Livro ${s.livro ?? 'A'})`))
    .join('; ');
  return `Há nomes iguais ou semelhantes já cadastrados: ${lista}. Confirme o nome para salvar mesmo assim, ou altere-o.`;
}
