/**
 * One interface over the state courts' seal services (issue 29; domain-rcpj §3): a court reads the batch files it
 * gives the office and, when it has a service for it, issues a batch on request. GO's SEE does both over REST
 * (go.ts); MG gives its batches as XML files (mg.ts). What goes wrong is said in Portuguese, for the person
 * importing: a batch that cannot be read, or a court that does not answer.
 */
import type { AtoSelado, RetornoTribunal, SeloDoAto, SeloDoLote, TipoSelo, TribunalSelo } from '@rpj/domain';

/** A batch the court gave that cannot be read (its format, a truncated file, a missing field): nothing is imported. */
export class LoteIlegivel extends Error {
  override readonly name = 'LoteIlegivel';
}

/** The court's service did not answer as it should (down, refused the office's credentials). */
export class TribunalIndisponivel extends Error {
  override readonly name = 'TribunalIndisponivel';
}

export interface AdaptadorTribunal {
  readonly tribunal: TribunalSelo;
  /** The seals of a batch file's text; throws {@link LoteIlegivel}. */
  lerArquivo(conteudo: string): readonly SeloDoLote[];
  /** Asks the court for a batch of a type and downloads it: the file's text as the court gives it. Absent: files only. */
  readonly solicitarLote?: (tipo: TipoSelo, quantidade: number) => Promise<string>;
  /** Reports used seals to the court's service: its receipt and what it refused. Absent: the report is a file. */
  readonly informarUtilizados?: (atos: readonly AtoSelado[]) => Promise<RetornoTribunal>;
  /** The report as the file the court takes (MG's XML). */
  readonly arquivoDeUtilizados?: (serventia: string, atos: readonly AtoSelado[]) => string;
  /** Voids a reported seal at the court, or reactivates one voided there. */
  readonly inutilizar?: (selo: SeloDoAto) => Promise<void>;
  readonly reativar?: (selo: SeloDoAto) => Promise<void>;
}

/** How the office reaches its court's service: its address and the credentials the court gave the office. */
export interface AcessoTribunal {
  /** The court's API address; unset until the services know their own (the reference court is the seal service). */
  url: string | undefined;
  readonly email: string;
  readonly senha: string;
  /** The office's identifier at the court (GO: `hash_cartorio`). */
  readonly hash: string;
}
