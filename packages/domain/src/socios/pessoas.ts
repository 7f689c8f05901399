/**
 * The person search of /empresa/socio: in which entities a person is or was a member, found by its document or by
 * part of its name.
 */
import type { SituacaoEmpresa } from '../empresas/empresas.ts';
import type { Pessoa } from './socios.ts';

/** An entity a person is or was a member of, with the link. */
export interface VinculoPessoa {
  readonly socioId: number;
  readonly empresaId: number;
  readonly denominacao: string;
  readonly cnpj?: string;
  readonly numeroRegistro?: number;
  readonly livro?: string;
  readonly situacao: SituacaoEmpresa;
  readonly qualificacao: string;
  readonly qualificacaoNome: string;
  readonly entrada: string;
  readonly saida?: string;
  readonly representanteLegal: boolean;
}

/** A person found, with every entity it is or was a member of (current first). */
export interface PessoaVinculos {
  readonly pessoa: Pessoa;
  readonly vinculos: readonly VinculoPessoa[];
}

/**
 * The person search: by document (CPF or CNPJ, sent in a request body, never in an address) or by part of the name.
 * One of them.
 */
export interface BuscaPessoas {
  readonly documento?: string;
  readonly nome?: string;
}

/** How many persons a name search answers at most, the most alike first. */
export const PESSOAS_POR_BUSCA = 50;
