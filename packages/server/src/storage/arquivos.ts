/**
 * File storage (docs/architecture.md "Storage"): files kept under a key, in PostgreSQL (`banco`: the embedded database
 * and small offices) or in an S3-compatible bucket (`s3`, by configuration, with the official AWS SDK), behind one
 * interface. A key is written once and never overwritten; the SHA-256 of the bytes is stored in the database and
 * checked on every read; a file over the size limit is refused with a pt-BR message.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';

/** What is known of a kept file. */
export interface ArquivoGuardado {
  readonly chave: string;
  readonly tipo: string;
  readonly tamanho: number;
  readonly sha256: string;
}

/** Where files are kept. */
export interface Armazenamento {
  /** Keeps a file under a new key: a key already used is refused (409), a file over the limit too (413). */
  guardar(chave: string, conteudo: Buffer, tipo: string): Promise<ArquivoGuardado>;
  /** A kept file, its bytes checked against the stored SHA-256; `undefined` when there is no such key. */
  ler(chave: string): Promise<(ArquivoGuardado & { readonly conteudo: Buffer }) | undefined>;
}

/** The configuration of file storage. */
export type ConfigArquivos =
  | { readonly tipo: 'banco'; readonly maximoBytes: number }
  | {
      readonly tipo: 's3';
      readonly maximoBytes: number;
      readonly endpoint: string | undefined;
      readonly regiao: string;
      readonly bucket: string;
      readonly chaveAcesso: string;
      readonly segredo: string;
    };

/** A file whose bytes no longer match their SHA-256: a fault of the storage, never served. */
export class ArquivoCorrompido extends Error {
  constructor(chave: string) {
    super(`The file ${chave} does not match its SHA-256`);
    this.name = 'ArquivoCorrompido';
  }
}

const CHAVE = /^[a-z0-9][a-z0-9/._-]{0,399}$/;

function megabytes(bytes: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

/** Checks a file before it is kept; answers its SHA-256. */
function verificar(chave: string, conteudo: Buffer, maximoBytes: number): string {
  if (!CHAVE.test(chave)) throw new Error(`Invalid file key: ${chave}`);
  if (conteudo.length > maximoBytes) {
    throw new ApiError(413, `O arquivo tem ${megabytes(conteudo.length)} MB; o limite é de ${megabytes(maximoBytes)} MB. Envie um arquivo menor (digitalize com menos resolução ou em partes).`);
  }
  return createHash('sha256').update(conteudo).digest('hex');
}

const JA_EXISTE = 'Já existe um arquivo guardado com esta identificação; arquivos guardados nunca são substituídos.';

/** Files in the database's `arquivo` table (migration 0007), and their bytes in S3 when configured so. */
export class ArmazenamentoArquivos implements Armazenamento {
  readonly #db: Db;
  readonly #config: ConfigArquivos;
  readonly #s3: S3Client | undefined;

  constructor(db: Db, config: ConfigArquivos) {
    this.#db = db;
    this.#config = config;
    // The SDK warns on Node 20 (its releases after January 2027 need Node 22; docs/toolchain.md): said once in the docs.
    if (config.tipo === 's3') process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
    this.#s3 =
      config.tipo === 's3'
        ? new S3Client({
            ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint, forcePathStyle: true }),
            region: config.regiao,
            credentials: { accessKeyId: config.chaveAcesso, secretAccessKey: config.segredo },
            // Buffers only, checksum computed by us: no aws-chunked framing, which S3-compatible servers mishandle.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          })
        : undefined;
  }

  async guardar(chave: string, conteudo: Buffer, tipo: string): Promise<ArquivoGuardado> {
    const sha256 = verificar(chave, conteudo, this.#config.maximoBytes);
    const local = this.#s3 === undefined ? 'banco' : 's3';
    // The row first: the primary key makes one writer win, whatever the storage.
    const inserido = await this.#db.execute<{ chave: string }>(sql`
      INSERT INTO arquivo (chave, tipo, tamanho, sha256, local, conteudo)
      VALUES (${chave}, ${tipo}, ${conteudo.length}, ${sha256}, ${local}, ${local === 'banco' ? conteudo : null})
      ON CONFLICT (chave) DO NOTHING RETURNING chave`);
    if (inserido.rows.length === 0) throw new ApiError(409, JA_EXISTE);
    if (this.#s3 !== undefined && this.#config.tipo === 's3') {
      try {
        await this.#s3.send(
          new PutObjectCommand({ Bucket: this.#config.bucket, Key: chave, Body: conteudo, ContentType: tipo, IfNoneMatch: '*', Metadata: { sha256 } }),
        );
      } catch (error) {
        await this.#db.execute(sql`DELETE FROM arquivo WHERE chave = ${chave}`);
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412) throw new ApiError(409, JA_EXISTE);
        throw error;
      }
    }
    return { chave, tipo, tamanho: conteudo.length, sha256 };
  }

  async ler(chave: string): Promise<(ArquivoGuardado & { readonly conteudo: Buffer }) | undefined> {
    const linhas = await this.#db.execute<{ tipo: string; tamanho: string | number; sha256: string; local: string; conteudo: Uint8Array | null }>(
      sql`SELECT tipo, tamanho, sha256, local, conteudo FROM arquivo WHERE chave = ${chave}`,
    );
    const linha = linhas.rows[0];
    if (linha === undefined) return undefined;
    let conteudo: Buffer;
    if (linha.local === 'banco') conteudo = Buffer.from(linha.conteudo ?? new Uint8Array());
    else {
      if (this.#s3 === undefined || this.#config.tipo !== 's3') throw new Error(`The file ${chave} is in S3, which is not configured`);
      const objeto = await this.#s3.send(new GetObjectCommand({ Bucket: this.#config.bucket, Key: chave }));
      conteudo = Buffer.from((await objeto.Body?.transformToByteArray()) ?? new Uint8Array());
    }
    if (createHash('sha256').update(conteudo).digest('hex') !== linha.sha256) throw new ArquivoCorrompido(chave);
    return { chave, tipo: linha.tipo, tamanho: Number(linha.tamanho), sha256: linha.sha256, conteudo };
  }

  /** Releases the S3 client's connections. */
  fechar(): void {
    this.#s3?.destroy();
  }
}
