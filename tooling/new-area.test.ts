/**
 * `pnpm new-area` stamps a working area: run into a scratch copy of this repository (its files as they are in the
 * working tree, installed offline from the lockfile), the skeleton passes lint, typecheck, its tests in every layer,
 * the contract doc's test and its rows of the permission matrix.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RAIZ = join(dirname(fileURLToPath(import.meta.url)), '..');
// An area of a name no package has, on two routes of its own that the scratch copy's route table is given first (as
// a developer adds an area's routes before stamping it), whose permissions are the area's (VISUALIZAR_RELATORIOS).
const ARGS = ['gavetas', '--singular', 'gaveta', '--rota', 'gavetas', '--registro', 'gavetas.salvar', '--permissoes', 'RELATORIOS'];
const ROTAS_DA_AREA = `export const ROTAS = [
  rota('gavetas', '/gavetas', 'Gavetas', [P.VISUALIZAR_RELATORIOS], 'Cadastros'),
  rota('gavetas.salvar', '/gavetas/salvar/:id?', 'Gaveta', [P.VISUALIZAR_RELATORIOS]),`;

/** The environment of a child without the `npm_*` variables of the surrounding run (they carry its workspace). */
function ambiente(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'VITEST' && k !== 'NODE_ENV' && !k.startsWith('VITEST_')));
}

/** The pinned pnpm, from the PATH or through npx (as scripts/run.mjs finds it). */
function pnpm(): readonly string[] {
  const versao = (JSON.parse(readFileSync(join(RAIZ, 'package.json'), 'utf8')) as { packageManager: string }).packageManager.replace(/^pnpm@/, '');
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === versao ? ['pnpm'] : ['npx', '--yes', `pnpm@${versao}`];
}

/** Runs a command in the scratch copy; the output is kept for the failure message. */
function rodar(dir: string, comando: readonly string[]): { readonly status: number | null; readonly saida: string } {
  const [cmd = '', ...args] = comando;
  const r = spawnSync(cmd, args, { cwd: dir, env: ambiente(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // eslint-disable-next-line no-control-regex -- the colours of the tools' output
  return { status: r.status, saida: `${r.stdout}\n${r.stderr}`.replace(/\x1b\[[0-9;]*m/g, '').slice(-6000) };
}

describe('pnpm new-area', () => {
  let copia: string;
  let gerados: readonly string[];

  beforeAll(() => {
    copia = mkdtempSync(join(tmpdir(), 'rpj-new-area-'));
    const arquivos = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: RAIZ, encoding: 'utf8' }).split('\0').filter((f) => f !== '');
    for (const f of arquivos) if (existsSync(join(RAIZ, f))) cpSync(join(RAIZ, f), join(copia, f));
    const rotas = join(copia, 'packages/domain/src/permissions/route-access.ts');
    writeFileSync(rotas, readFileSync(rotas, 'utf8').replace('export const ROTAS = [', ROTAS_DA_AREA));
    const install = rodar(copia, [...pnpm(), 'install', '--offline', '--frozen-lockfile']);
    if (install.status !== 0) throw new Error(`pnpm install in the scratch copy failed:\n${install.saida}`);
    const gerar = rodar(copia, [join(copia, 'node_modules/.bin/tsx'), 'tooling/new-area/new-area.ts', ...ARGS]);
    if (gerar.status !== 0) throw new Error(`new-area failed:\n${gerar.saida}`);
    gerados = gerar.saida.split('\n').filter((l) => l.startsWith('  ')).map((l) => l.trim());
  }, 300_000);

  afterAll(() => {
    rmSync(copia, { recursive: true, force: true });
  });

  it('writes the area in every package, and refuses a second one of the same name', () => {
    expect(gerados).toEqual(
      expect.arrayContaining([
        'packages/domain/src/gavetas/gavetas.ts',
        'packages/sdk/src/gavetas/gavetas.endpoints.ts',
        'packages/server/src/gavetas/gavetas.module.ts',
        'packages/web/src/features/gavetas/gavetas.feature.ts',
        'packages/web/src/features/gavetas/gaveta-list.view.tsx',
        'packages/web/src/features/gavetas/gaveta-form.view.tsx',
        'e2e/tests/gavetas.spec.ts',
      ]),
    );
    const denovo = rodar(copia, [join(copia, 'node_modules/.bin/tsx'), 'tooling/new-area/new-area.ts', ...ARGS]);
    expect([denovo.status, denovo.saida]).toEqual([1, expect.stringContaining('packages/domain/src/gavetas already exists.')]);
    const semRota = rodar(copia, [join(copia, 'node_modules/.bin/tsx'), 'tooling/new-area/new-area.ts', 'coisas', '--permissoes', 'CAIXAS']);
    expect(semRota.saida).toContain("The route 'coisa' is not in ROTAS");
  });

  it('registers it with one line in each list of areas and a section of docs/api.md', () => {
    const ler = (f: string): string => readFileSync(join(copia, f), 'utf8');
    // Last in the server's list (its seeds run in that order).
    expect(ler('packages/server/src/areas.ts')).toMatch(/\[permissoes, gruposUsuario, usuarios, tarefas(, \w+)*, gavetas\]/);
    expect(ler('packages/web/src/app/screens.ts')).toContain("import { telas as gavetas } from '../features/gavetas/gavetas.feature.ts';");
    expect(ler('packages/web/src/app/screens.ts')).toMatch(/\.\.\.permissoes,\n( {2}\.\.\.\w+,\n)* {2}\.\.\.gavetas,\n};/);
    expect(ler('packages/sdk/src/areas.ts')).toContain('gavetas: clienteGavetas,');
    expect(ler('docs/api.md')).toContain('| cadastro | POST | /gaveta | novo: CRIAR_RELATORIOS / existente: EDITAR_RELATORIOS |');
  });

  it('passes lint and typecheck', () => {
    const lint = rodar(copia, [join(copia, 'node_modules/.bin/eslint'), '--max-warnings=0', ...gerados.filter((f) => /\.tsx?$/.test(f)), 'packages/sdk/src/areas.ts', 'packages/sdk/src/contract', 'packages/server/src/areas.ts', 'packages/web/src/app/screens.ts', 'packages/domain/src/index.ts', 'packages/sdk/src/index.ts']);
    expect(lint.status, lint.saida).toBe(0);
    const tipos = rodar(copia, [...pnpm(), '-r', '--workspace-concurrency=1', 'run', 'typecheck']);
    expect(tipos.status, tipos.saida).toBe(0);
  }, 400_000);

  it("passes the skeleton's tests in every layer, the contract doc's test and its rows of the permission matrix", () => {
    const testes = [...gerados.filter((f) => f.endsWith('.test.ts')), 'packages/sdk/test/api-doc.test.ts'];
    const unidade = rodar(copia, [join(copia, 'node_modules/.bin/vitest'), 'run', ...testes]);
    expect(unidade.status, unidade.saida).toBe(0);
    expect(unidade.saida).toMatch(/Test Files\s+5 passed/);
    const matriz = rodar(copia, [join(copia, 'node_modules/.bin/vitest'), 'run', 'packages/server/test/permission-matrix.test.ts', '-t', '/gaveta|every']);
    expect(matriz.status, matriz.saida).toBe(0);
    expect(matriz.saida).toMatch(/Tests\s+1[0-9] passed/);
  }, 400_000);
});
