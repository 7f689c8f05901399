/**
 * The published package, checked as a consumer gets it: build with tsup, `pnpm pack` (which applies
 * `publishConfig` and rewrites `workspace:` ranges), lint the tarball with publint and arethetypeswrong, then
 * `npm install` it into an empty project and load both entries from ESM and from CJS in a plain `node`.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, ScriptedServer, type Answer } from './scripted-server.ts';
import { usuarioWire } from './sdk-fixture.ts';

const SDK_DIR = fileURLToPath(new URL('..', import.meta.url));
const SETUP_TIMEOUT_MS = 180_000;
const CHECK_TIMEOUT_MS = 60_000;

interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment of a child process without the `npm_*` variables the surrounding `pnpm` sets: they carry
 * pnpm's own settings (and its workspace) into npm and into the tools.
 */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
}

/** Runs a command to its end, never rejecting on a non-zero exit: callers assert on the result. */
function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = cleanEnv()): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs a command that must succeed, failing with its output otherwise. */
async function runOk(command: string, args: readonly string[], cwd: string): Promise<RunResult> {
  const result = await run(command, args, cwd);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${String(result.code)}\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** A user as the services send it, valid for UsuarioCodec. */
const USUARIO = usuarioWire();

const SERVICES = { cadastro: 'http://127.0.0.1:1', selo: 'http://127.0.0.1:1', consulta: 'http://127.0.0.1:1' };

/** The consumer's check, the same from both module systems once the four names are loaded. */
const CHECK = `
const sdk = createRpjSdk({ services: ${JSON.stringify(SERVICES)} });
assert.equal(typeof sdk.usuarios.listar, 'function');
assert.equal(typeof isHttpError, 'function');
assert.equal(isHttpError(new Error('x')), false);
assert.equal(typeof ENDPOINTS, 'object');
const decoded = UsuarioCodec.decode(${JSON.stringify(USUARIO)});
assert.equal(decoded._tag, 'Right', JSON.stringify(decoded));
console.log('OK');
`;

const ESM_SCRIPT = `import assert from 'node:assert/strict';
import { createRpjSdk, isHttpError } from '@rpj/sdk';
import { UsuarioCodec, ENDPOINTS } from '@rpj/sdk/contract';
${CHECK}`;

const CJS_SCRIPT = `'use strict';
const assert = require('node:assert/strict');
const { createRpjSdk, isHttpError } = require('@rpj/sdk');
const { UsuarioCodec, ENDPOINTS } = require('@rpj/sdk/contract');
${CHECK}`;

/** The part of arethetypeswrong's `--format json` output read here. */
interface AttwReport {
  readonly analysis: {
    readonly problems?: readonly { readonly kind: string; readonly entrypoint?: string; readonly resolutionKind?: string }[];
  };
}

/** The part of a package.json read here. */
interface Manifest {
  readonly name: string;
  readonly private?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly exports?: unknown;
}

/**
 * The Node versions the packed SDK is loaded on: the one running the tests (the project's pinned LTS under
 * `npm test`) and, when the README's command provides it (`RPJ_NODE_SDK_MINIMO`, scripts/run.mjs), the oldest the
 * SDK declares in `engines` (20.19), which tools that import it may still run.
 */
const NODES: readonly (readonly [string, string])[] = [
  ['this Node', process.execPath],
  ...(process.env['RPJ_NODE_SDK_MINIMO'] === undefined || process.env['RPJ_NODE_SDK_MINIMO'] === process.execPath
    ? []
    : [['the oldest Node the SDK supports', process.env['RPJ_NODE_SDK_MINIMO']] as const]),
];

describe('the packed @rpj/sdk', () => {
  let packDir = '';
  let consumerDir = '';
  let tarball = '';

  beforeAll(async () => {
    packDir = await mkdtemp(join(tmpdir(), 'rpj-sdk-pack-'));
    consumerDir = await mkdtemp(join(tmpdir(), 'rpj-sdk-consumer-'));
    await runOk('pnpm', ['exec', 'tsup', '--silent'], SDK_DIR);
    await runOk('pnpm', ['pack', '--pack-destination', packDir], SDK_DIR);
    const tarballs = (await readdir(packDir)).filter((name) => name.endsWith('.tgz'));
    expect(tarballs).toHaveLength(1);
    tarball = join(packDir, tarballs[0] ?? '');

    await writeFile(
      join(consumerDir, 'package.json'),
      `${JSON.stringify({ name: 'rpj-sdk-consumer', version: '0.0.0', private: true }, null, 2)}\n`,
    );
    await writeFile(join(consumerDir, 'check.mjs'), ESM_SCRIPT);
    await writeFile(join(consumerDir, 'check.cjs'), CJS_SCRIPT);
    await copyFile(join(SDK_DIR, '..', '..', 'docs', 'examples', 'listar-usuarios.mjs'), join(consumerDir, 'listar-usuarios.mjs'));
    await runOk(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', '--loglevel=error', tarball],
      consumerDir,
    );
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const dir of [packDir, consumerDir]) {
      if (dir !== '') await rm(dir, { recursive: true, force: true });
    }
  });

  it('passes publint in strict mode with no errors and no warnings', { timeout: CHECK_TIMEOUT_MS }, async () => {
    const data = await readFile(tarball);
    const arrayBuffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    const { messages, pkg } = await publint({ pack: { tarball: arrayBuffer }, strict: true });
    const problems = messages
      .filter((message) => message.type !== 'suggestion')
      .map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
    expect(problems).toEqual([]);
  });

  it('has types that resolve for node16 (ESM and CJS) and bundlers', { timeout: CHECK_TIMEOUT_MS }, async () => {
    // attw exits non-zero when it finds a problem; the JSON report says which.
    const { stdout, stderr } = await run('pnpm', ['exec', 'attw', tarball, '--format', 'json'], SDK_DIR);
    let report: AttwReport;
    try {
      report = JSON.parse(stdout) as AttwReport;
    } catch {
      throw new Error(`attw printed no JSON report:\n${stdout}\n${stderr}`);
    }
    // The 'node10' resolution (moduleResolution "node"/"node10") ignores "exports", so it cannot find the
    // "./contract" subpath of an exports-only package: that one is not a target and is left out here.
    const problems = (report.analysis.problems ?? []).filter((problem) => problem.resolutionKind !== 'node10');
    expect(problems).toEqual([]);
  });

  it('publishes only dist entries and no workspace-only dependency', async () => {
    const manifest = JSON.parse(
      await readFile(join(consumerDir, 'node_modules', '@rpj', 'sdk', 'package.json'), 'utf8'),
    ) as Manifest;
    expect(manifest.name).toBe('@rpj/sdk');
    expect(manifest.private).toBeUndefined();
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('@rpj/domain');
    expect(Object.values(manifest.dependencies ?? {}).filter((range) => range.startsWith('workspace:'))).toEqual([]);
    const exportsJson = JSON.stringify(manifest.exports);
    expect(exportsJson).not.toContain('@rpj/source');
    expect(exportsJson).not.toContain('./src/');
  });

  it('inlines @rpj/domain in the code and the declarations', async () => {
    const distDir = join(consumerDir, 'node_modules', '@rpj', 'sdk', 'dist');
    const files = (await readdir(distDir)).filter((name) => /\.(?:js|cjs|d\.ts|d\.cts)$/.test(name));
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts']));
    expect(files).toEqual(expect.arrayContaining(['contract.js', 'contract.cjs', 'contract.d.ts', 'contract.d.cts']));
    const referencing: string[] = [];
    for (const name of files) {
      if (/["']@rpj\/domain["']/.test(await readFile(join(distDir, name), 'utf8'))) referencing.push(name);
    }
    expect(referencing).toEqual([]);
  });

  it.each(NODES)('names the Node versions it runs on (%s)', async (_nome, node) => {
    const result = await run(node, ['--version'], consumerDir);
    expect(result.stdout.trim()).toMatch(/^v(2[0-9]|[3-9][0-9])\./);
    if (node !== process.execPath) expect(result.stdout.trim()).toMatch(/^v20\.(19|[2-9][0-9])\./);
  });

  it.each(NODES)('loads both entries from an ES module (%s)', async (_nome, node) => {
    const result = await run(node, ['check.mjs'], consumerDir);
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout.trim()).toBe('OK');
  }, CHECK_TIMEOUT_MS);

  it.each(NODES)('runs the Node example of docs/sdk.md: client credentials, then every page of users (%s)', async (_nome, node) => {
    const office = await ScriptedServer.start();
    try {
      const row = (login: string, nome: string) => ({ id: login.length, nome, login, cpf: '52998224725', ativo: true, primeiroAcesso: false, grupos: ['USER'] });
      const page = (content: unknown[], last: boolean, number: number): Answer => {
        const sort = { sorted: true, unsorted: false, empty: false };
        return ok({
          content,
          pageable: { pageNumber: number, pageSize: 100, offset: number * 100, paged: true, unpaged: false, sort },
          totalElements: 2, totalPages: 2, last, first: number === 0, numberOfElements: content.length,
          size: 100, number, sort, empty: false,
        });
      };
      office.on('GET', '/.well-known/openid-configuration', { body: { token_endpoint: `${office.url}/token` } });
      office.on('POST', '/token', { body: { access_token: 'tecnico', expires_in: 300, token_type: 'Bearer' } });
      office.on('GET', '/usuario/listar', (r) =>
        r.headers.authorization !== 'Bearer tecnico'
          ? { status: 401 }
          : r.query.get('page') === '0'
            ? page([row('ana', 'Ana Lima')], false, 0)
            : page([row('bruno', 'Bruno Reis')], true, 1),
      );
      const env = { ...cleanEnv(), RPJ_ISSUER: office.url, RPJ_CLIENT_ID: 'rpj-integracao', RPJ_CLIENT_SECRET: 'segredo', RPJ_CADASTRO_URL: office.url };
      const result = await run(node, ['listar-usuarios.mjs'], consumerDir, env);
      expect(result, result.stderr).toMatchObject({ code: 0 });
      expect(result.stdout.trim().split('\n')).toEqual(['ana\tAna Lima\tUSER', 'bruno\tBruno Reis\tUSER']);
      expect(office.received.filter((r) => r.path === '/token')).toHaveLength(1);
    } finally {
      await office.close();
    }
  }, CHECK_TIMEOUT_MS);

  it.each(NODES)('loads both entries from CommonJS with require() (%s)', async (_nome, node) => {
    const result = await run(node, ['check.cjs'], consumerDir);
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout.trim()).toBe('OK');
  }, CHECK_TIMEOUT_MS);
});
