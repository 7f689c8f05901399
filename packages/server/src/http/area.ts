/**
 * A business area as the server sees it (docs/areas.md): which service answers it, how its routes are registered,
 * its tables (the SQL migrations of its folder) and what it seeds. Each area's folder exports one `x.module.ts`;
 * `src/areas.ts` lists them, one line per area.
 */
import type { AcessoTribunal } from '../selos/tribunais/tribunal.ts';
import type { FastifyInstance } from 'fastify';
import type { Servico } from '@rpj/sdk/contract';
import type { Db } from '../db/client.ts';
import type { DefinicaoTarefa } from '../jobs/fila.ts';
import type { Armazenamento } from '../storage/arquivos.ts';
import type { RouteDeps } from './route.ts';

/** A first administrator for an office's production database (from the environment). */
export interface AdministradorInicial {
  readonly login: string;
  readonly cpf: string;
  readonly nome: string;
}

/** What the seed is asked for at start. */
export interface OpcoesSemente {
  /** Outside production: the demo data of the README. */
  readonly demo: boolean;
  /** A first administrator for an office's production database (from the environment). */
  readonly administrador?: AdministradorInicial;
}

/** What a taken unique value means: the field it is under and the message, in pt-BR. */
export interface ValorUnico {
  readonly campo: string;
  readonly mensagem: string;
}

/** An area of the server. */
/** What an area's background tasks get: the office's state, the court's access, the kept files. */
export interface OpcoesTarefas {
  readonly uf: string;
  readonly tribunal: AcessoTribunal;
  readonly arquivos: Armazenamento;
}

export interface AreaServidor {
  /** The area's folder name, e.g. `usuarios`. */
  readonly nome: string;
  /** The service (and port) that answers its endpoints. */
  readonly servico: Servico;
  /** Registers the area's endpoints (each through `registerEndpoint`). */
  registrarRotas(app: FastifyInstance, deps: RouteDeps): void;
  /**
   * The folder of the area's SQL migrations (`NNNN_nome.sql`, numbered after every migration already in the
   * project: src/db/migrate.ts applies all folders' files in one order by name). The SQL is the schema.
   */
  readonly migracoes?: URL;
  /** Its background and scheduled work (jobs/fila.ts), started with the server; `uf`: the office's state. */
  tarefas?(db: Db, opcoes: OpcoesTarefas): readonly DefinicaoTarefa[];
  /**
   * Its unique constraints by name: when two saves race past the area's own check, the database's refusal still
   * answers 409 under the field (http/app.ts).
   */
  readonly unicos?: Readonly<Record<string, ValorUnico>>;
  /**
   * Foreign keys that point at its records, by constraint name, and what to say when a removal meets one (409):
   * 'Esta qualificação está no quadro de sócios de empresas: …'.
   */
  readonly emUso?: Readonly<Record<string, string>>;
  /** Seeds what the area needs at every start, idempotently (in the caller's transaction). */
  semear?(db: Db, opcoes: OpcoesSemente): Promise<void>;
}
