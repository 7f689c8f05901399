/**
 * File storage (src/storage/arquivos.ts, docs/architecture.md "Storage"), in the database and in an S3-compatible
 * bucket (s3rver, started here, with the AWS SDK as in production): the bytes come back as they went, a key is never
 * written twice, a file over the limit is refused in pt-BR, and bytes that no longer match their SHA-256 are never
 * served.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { ArmazenamentoArquivos, ArquivoCorrompido, type ConfigArquivos } from '../src/storage/arquivos.ts';
import { cloneTemplate } from './harness.ts';

let database: Database;
let drop: () => Promise<void>;
let s3rver: S3rver;
let pasta: string;
let porta: number;
const MB = 1024 * 1024;

beforeAll(async () => {
  ({ database, drop } = await cloneTemplate());
  pasta = mkdtempSync(join(tmpdir(), 's3rver-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: pasta, configureBuckets: [{ name: 'rpj' }] });
  // s3rver ignores If-None-Match on PUT: answer 412 as S3 does when the object exists (test-only, not atomic).
  s3rver.middleware.unshift(async (ctx, next) => {
    const [, bucket = '', ...chave] = ctx.path.split('/').map(decodeURIComponent);
    if (ctx.method === 'PUT' && ctx.get('if-none-match') === '*' && chave.length > 0 && (await s3rver.store.existsObject(bucket, chave.join('/')))) {
      ctx.status = 412;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>';
      return;
    }
    await next();
  });
  ({ port: porta } = await s3rver.run());
}, 60_000);

afterAll(async () => {
  await s3rver.close();
  rmSync(pasta, { recursive: true, force: true });
  await drop();
});

const configS3 = (): ConfigArquivos => ({ tipo: 's3', maximoBytes: MB, endpoint: `http://127.0.0.1:${String(porta)}`, regiao: 'us-east-1', bucket: 'rpj', chaveAcesso: 'S3RVER', segredo: 'S3RVER' });

describe.each([
  ['in the database', (): ConfigArquivos => ({ tipo: 'banco', maximoBytes: MB })],
  ['in an S3 bucket', configS3],
])('files kept %s', (onde, config) => {
  const prefixo = onde.includes('S3') ? 's3' : 'banco';

  it('come back byte for byte with their type and SHA-256, and a key is never written twice', async () => {
    const arquivos = new ArmazenamentoArquivos(database.db, config());
    const pdf = Buffer.from(`%PDF-1.7\nCertidão nº 12 — Associação São João (${prefixo})\n`);
    const guardado = await arquivos.guardar(`${prefixo}/certidoes/12.pdf`, pdf, 'application/pdf');
    const lido = await arquivos.ler(`${prefixo}/certidoes/12.pdf`);
    expect(lido?.conteudo.equals(pdf)).toBe(true);
    expect(lido).toMatchObject({ ...guardado, tipo: 'application/pdf', tamanho: pdf.length });
    const outra = await arquivos.guardar(`${prefixo}/certidoes/12.pdf`, Buffer.from('outro'), 'application/pdf').catch((e: unknown) => e);
    expect(outra).toMatchObject({ status: 409, message: 'Já existe um arquivo guardado com esta identificação; arquivos guardados nunca são substituídos.' });
    expect((await arquivos.ler(`${prefixo}/certidoes/12.pdf`))?.conteudo.equals(pdf)).toBe(true);
    expect(await arquivos.ler(`${prefixo}/nao-existe.pdf`)).toBeUndefined();
    arquivos.fechar();
  });

  it('refuses a file over the limit, in pt-BR, and keeps nothing of it', async () => {
    const arquivos = new ArmazenamentoArquivos(database.db, config());
    const grande = await arquivos.guardar(`${prefixo}/grande.png`, Buffer.alloc(MB + 1), 'image/png').catch((e: unknown) => e);
    expect(grande).toMatchObject({ status: 413, message: 'O arquivo tem 1 MB; o limite é de 1 MB. Envie um arquivo menor (digitalize com menos resolução ou em partes).' });
    expect(await arquivos.ler(`${prefixo}/grande.png`)).toBeUndefined();
    arquivos.fechar();
  });
});

describe('bytes that no longer match their SHA-256', () => {
  it('are never served, from the database or from the bucket', async () => {
    const banco = new ArmazenamentoArquivos(database.db, { tipo: 'banco', maximoBytes: MB });
    await banco.guardar('corrompido/a.txt', Buffer.from('original'), 'text/plain');
    await database.db.execute(sql`UPDATE arquivo SET conteudo = ${Buffer.from('alterado')} WHERE chave = 'corrompido/a.txt'`);
    await expect(banco.ler('corrompido/a.txt')).rejects.toBeInstanceOf(ArquivoCorrompido);

    const s3 = new ArmazenamentoArquivos(database.db, configS3());
    await s3.guardar('corrompido/b.txt', Buffer.from('original'), 'text/plain');
    const cliente = new S3Client({ endpoint: `http://127.0.0.1:${String(porta)}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await cliente.send(new PutObjectCommand({ Bucket: 'rpj', Key: 'corrompido/b.txt', Body: Buffer.from('alterado') }));
    await expect(s3.ler('corrompido/b.txt')).rejects.toBeInstanceOf(ArquivoCorrompido);
    // An object already in the bucket under a new key (another process got there first): refused, not overwritten.
    await cliente.send(new PutObjectCommand({ Bucket: 'rpj', Key: 'corrompido/c.txt', Body: Buffer.from('de outro') }));
    expect(await s3.guardar('corrompido/c.txt', Buffer.from('meu'), 'text/plain').catch((e: unknown) => e)).toMatchObject({ status: 409 });
    expect((await database.db.execute(sql`SELECT 1 FROM arquivo WHERE chave = 'corrompido/c.txt'`)).rows).toHaveLength(0);
    cliente.destroy();
    s3.fechar();
    banco.fechar();
  });
});
