/**
 * `pnpm new-area <nome> [options]`: stamps a working record area (docs/areas.md) — a list and a form over a table
 * with one field, `nome` — in every package, registers it with one line in each list of areas, adds its section to
 * docs/api.md, its permission-matrix samples and its e2e journey. The developer then grows it.
 *
 *   pnpm new-area gavetas --singular gaveta --rota gavetas --registro gavetas.salvar --permissoes RELATORIOS
 *
 * Options (defaults in brackets):
 *   --singular <kebab>     the record's name in code [nome without its final s]
 *   --rotulo <texto>       the noun in Portuguese, singular, lower case ['feriado' from --singular]
 *   --rotulo-plural <t>    the plural [rotulo + s]
 *   --feminino             the noun is feminine
 *   --rota <id>            the list's route id in ROTAS of @rpj/domain (it must exist: the spec's routes) [singular]
 *   --registro <id>        the record's route id (with `:id?`) [rota.salvar]
 *   --permissoes <AREA>    the catalogue's area: VISUALIZAR_, CRIAR_, EDITAR_ and REMOVER_<AREA> must exist [NOME]
 *   --raiz <dir>           the repository [this one]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Every name the templates use, derived once from the options. */
export interface Nomes {
  /** Folder: 'feriados'. */
  readonly nome: string;
  /** 'feriado'. */
  readonly singular: string;
  /** camelCase of the folder (the SDK client): 'feriados'. */
  readonly camel: string;
  /** camelCase of the singular (endpoint names): 'feriado'. */
  readonly camelSingular: string;
  /** PascalCase of the singular (types): 'Feriado'. */
  readonly Tipo: string;
  /** PascalCase of the folder: 'Feriados'. */
  readonly Tipos: string;
  /** CONSTANT_CASE of the singular: 'FERIADO'. */
  readonly CONST: string;
  /** CONSTANT_CASE of the folder: 'FERIADOS'. */
  readonly CONSTS: string;
  /** The table: 'feriado'. */
  readonly tabela: string;
  readonly rotulo: string;
  readonly rotuloPlural: string;
  readonly feminino: boolean;
  readonly rota: string;
  readonly registro: string;
  readonly permissoes: string;
  /** The list route's path: '/feriado'. */
  readonly caminhoLista: string;
  /** The next migration's number, e.g. '0007'. */
  readonly migracao: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function camel(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function pascal(kebab: string): string {
  const c = camel(kebab);
  return c.charAt(0).toUpperCase() + c.slice(1);
}

function constante(kebab: string): string {
  return kebab.replace(/-/g, '_').toUpperCase();
}

function maiuscula(texto: string): string {
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** Fails with a message for the person who ran the command. */
class ErroNovaArea extends Error {}

/** The names of an area, checked against the repository (routes, permissions, free folders). */
export function nomesDe(raiz: string, args: readonly string[]): Nomes {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      singular: { type: 'string' },
      rotulo: { type: 'string' },
      'rotulo-plural': { type: 'string' },
      feminino: { type: 'boolean' },
      rota: { type: 'string' },
      registro: { type: 'string' },
      permissoes: { type: 'string' },
      raiz: { type: 'string' },
    },
  });
  const nome = positionals[0];
  if (nome === undefined || !KEBAB.test(nome)) throw new ErroNovaArea('Give the area a folder name in kebab-case, e.g. `pnpm new-area caixas`.');
  const singular = values.singular ?? nome.replace(/s$/, '');
  if (!KEBAB.test(singular) || singular === nome) throw new ErroNovaArea('--singular must be kebab-case and differ from the folder name.');
  const rotulo = values.rotulo ?? singular.replace(/-/g, ' ');
  const rota = values.rota ?? camel(singular);
  const registro = values.registro ?? `${rota}.salvar`;
  const permissoes = values.permissoes ?? constante(nome);

  const rotas = readFileSync(join(raiz, 'packages/domain/src/permissions/route-access.ts'), 'utf8');
  for (const id of [rota, registro]) {
    if (!rotas.includes(`'${id}'`)) throw new ErroNovaArea(`The route '${id}' is not in ROTAS of @rpj/domain: use one of the spec's routes (--rota, --registro).`);
  }
  const catalogo = readFileSync(join(raiz, 'packages/domain/src/permissions/permission.ts'), 'utf8');
  for (const acao of ['VISUALIZAR', 'CRIAR', 'EDITAR', 'REMOVER']) {
    if (!catalogo.includes(`${acao}_${permissoes}:`)) throw new ErroNovaArea(`The permission ${acao}_${permissoes} is not in the catalogue (--permissoes).`);
  }
  for (const pasta of ['packages/domain/src', 'packages/sdk/src', 'packages/server/src', 'packages/web/src/features']) {
    if (existsSync(join(raiz, pasta, nome))) throw new ErroNovaArea(`${pasta}/${nome} already exists.`);
  }
  const caminhoLista = new RegExp(`rota\\(\\s*'${rota.replace(/\./g, '\\.')}',\\s*'([^']+)'`).exec(rotas)?.[1];
  if (caminhoLista === undefined) throw new ErroNovaArea(`The route '${rota}' has no path in ROTAS.`);
  const numeros = migracoes(raiz).map((m) => Number(m.slice(0, 4)));
  return {
    nome,
    singular,
    camel: camel(nome),
    camelSingular: camel(singular),
    Tipo: pascal(singular),
    Tipos: pascal(nome),
    CONST: constante(singular),
    CONSTS: constante(nome),
    tabela: singular.replace(/-/g, '_'),
    rotulo,
    rotuloPlural: values['rotulo-plural'] ?? `${rotulo}s`,
    feminino: values.feminino === true,
    rota,
    registro,
    permissoes,
    caminhoLista,
    migracao: String(Math.max(0, ...numeros) + 1).padStart(4, '0'),
  };
}

/** Every migration file of the server, shared or of an area. */
function migracoes(raiz: string): readonly string[] {
  const src = join(raiz, 'packages/server/src');
  const pastas = [join(src, 'db/migrations'), ...readdirSync(src).map((d) => join(src, d, 'migrations'))];
  return pastas.filter((p) => existsSync(p)).flatMap((p) => readdirSync(p).filter((f) => /^\d{4}_.*\.sql$/.test(f)));
}

/** A file to write, relative to the repository. */
interface Arquivo {
  readonly caminho: string;
  readonly texto: string;
}

/** The skeleton's files. */
export function arquivos(n: Nomes): readonly Arquivo[] {
  const um = n.feminino ? 'uma' : 'um';
  const o = n.feminino ? 'a' : 'o';
  const d = `packages/domain/src/${n.nome}`;
  const s = `packages/sdk/src/${n.nome}`;
  const v = `packages/server/src/${n.nome}`;
  const w = `packages/web/src/features/${n.nome}`;
  return [
    {
      caminho: `${d}/${n.nome}.ts`,
      texto: `/** ${maiuscula(n.rotuloPlural)}: the area's records (grow them with what ../shared/docs/domain-rcpj.md says of the area). */
import { rules, type RuleRef } from '../input/rules.ts';

/** ${maiuscula(um)} ${n.rotulo}. */
export interface ${n.Tipo} { readonly id: number; readonly nome: string; readonly versao: number }

/** The body of a save: without \`id\` it creates; with \`id\` and \`versao\` it updates. */
export type ${n.Tipo}Salvar = Omit<${n.Tipo}, 'id' | 'versao'> & { readonly id?: number; readonly versao?: number };

/** The list's filters: part of the name. */
export interface Filtro${n.Tipos} { readonly nome?: string }

/** The longest name. */
export const NOME_${n.CONST}_MAXIMO = 120;

/** The name's rules besides being required: the form checks them, and the codec the same limit. */
export const REGRAS_NOME_${n.CONST}: readonly RuleRef[] = [rules.maxLength(NOME_${n.CONST}_MAXIMO)];
`,
    },
    {
      caminho: `${d}/${n.nome}.test.ts`,
      texto: `import { describe, expect, it } from 'vitest';
import { validate } from '../input/validate.ts';
import { NOME_${n.CONST}_MAXIMO, REGRAS_NOME_${n.CONST} } from './${n.nome}.ts';

describe('REGRAS_NOME_${n.CONST}', () => {
  it('takes a name up to the limit and refuses a longer one in pt-BR', async () => {
    expect(await validate('x'.repeat(NOME_${n.CONST}_MAXIMO), REGRAS_NOME_${n.CONST})).toEqual({ status: 'valid' });
    expect(await validate('x'.repeat(NOME_${n.CONST}_MAXIMO + 1), REGRAS_NOME_${n.CONST})).toEqual({ status: 'invalid', message: \`Use no máximo \${NOME_${n.CONST}_MAXIMO} caracteres.\` });
  });
});
`,
    },
    {
      caminho: `${s}/${n.nome}.codec.ts`,
      texto: `/** Wire codecs of ${n.rotuloPlural} (registration service, /${n.singular}): a record, the body of a save, the list's filters. */
import * as t from 'io-ts';
import { NOME_${n.CONST}_MAXIMO, type Filtro${n.Tipos}, type ${n.Tipo}, type ${n.Tipo}Salvar } from '@rpj/domain';
import { corpoSalvar, entity, Id, Inteiro, texto } from '../contract/codec-helpers.ts';

const Nome = texto(NOME_${n.CONST}_MAXIMO, 'Nome');
export const ${n.Tipo}Codec: t.Type<${n.Tipo}, unknown> = entity('${n.Tipo}', { id: Id, nome: t.string, versao: Inteiro }, {});
export const ${n.Tipo}SalvarCodec: t.Type<${n.Tipo}Salvar, unknown> = corpoSalvar(entity('${n.Tipo}Salvar', { nome: Nome }, { id: Id, versao: Inteiro }));
export const Filtro${n.Tipos}Codec: t.Type<Filtro${n.Tipos}, unknown> = entity('Filtro${n.Tipos}', {}, { nome: Nome });
`,
    },
    {
      caminho: `${s}/${n.nome}.codec.test.ts`,
      texto: `import { describe, expect, it } from 'vitest';
import { fieldErrors, MENSAGEM_PREENCHA, MENSAGEM_VERSAO_OBRIGATORIA } from '../contract/codec-helpers.ts';
import { ${n.Tipo}SalvarCodec } from './${n.nome}.codec.ts';

const erros = (corpo: unknown): unknown => ((r) => (r._tag === 'Left' ? fieldErrors(r.left) : []))(${n.Tipo}SalvarCodec.decode(corpo));

describe('${n.Tipo}SalvarCodec', () => {
  it('names the field of what it refuses, in pt-BR', () => {
    expect([erros({ nome: '  ' }), erros({ id: 3, nome: 'Um nome' }), erros({ nome: ' Um nome ' })]).toEqual([[{ campo: 'nome', mensagem: MENSAGEM_PREENCHA }], [{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }], []]);
  });
});
`,
    },
    {
      caminho: `${s}/${n.nome}.endpoints.ts`,
      texto: `/** The ${n.rotuloPlural} area's endpoints (registration service, \`/${n.singular}\`), as data. */
import { PERMISSAO as P } from '@rpj/domain';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { Filtro${n.Tipos}Codec, ${n.Tipo}Codec, ${n.Tipo}SalvarCodec } from './${n.nome}.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_${n.permissoes}, criar: P.CRIAR_${n.permissoes}, editar: P.EDITAR_${n.permissoes}, remover: P.REMOVER_${n.permissoes} };

export const ${n.CONST}_ENDPOINTS = endpointsDeRegistros({ nome: '${n.camelSingular}', path: '/${n.singular}', permissoes, registro: ${n.Tipo}Codec, linha: ${n.Tipo}Codec, salvar: ${n.Tipo}SalvarCodec, filtro: Filtro${n.Tipos}Codec, ordenacao: ['nome'] });
`,
    },
    {
      caminho: `${s}/${n.nome}.api.ts`,
      texto: `import type { Filtro${n.Tipos}, ${n.Tipo}, ${n.Tipo}Salvar } from '@rpj/domain';
import type { HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { RegistrosApi } from '../http/registros.api.ts';
import { ${n.CONST}_ENDPOINTS } from './${n.nome}.endpoints.ts';

/** ${maiuscula(n.rotuloPlural)} (registration service, \`/${n.singular}\`): \`await sdk.${n.camel}.listar({ nome: 'parte do nome' })\`. */
export type ${n.Tipo}Api = RegistrosApi<${n.Tipo}, ${n.Tipo}, ${n.Tipo}Salvar, Filtro${n.Tipos}>;

/** The client over an SDK core: \`sdk.cliente(cliente${n.Tipos})\` (createRpjSdkNucleo); \`sdk.${n.camel}\` of createRpjSdk. */
export const cliente${n.Tipos} = (http: HttpCore): ${n.Tipo}Api => new HttpRegistrosRemoviveis(http, ${n.CONST}_ENDPOINTS);
`,
    },
    {
      caminho: `${v}/${n.nome}.module.ts`,
      texto: `/** ${maiuscula(n.rotuloPlural)} (\`/${n.singular}\`) of the registration service: a table and the four calls of a record area. */
import { ${n.CONST}_ENDPOINTS } from '@rpj/sdk/contract';
import { areaDeRegistros } from '../http/registros.ts';

const tabela = { tabela: '${n.tabela}', singular: '${n.rotulo}',${n.feminino ? ' feminino: true,' : ''} campos: { nome: 'nome' }, busca: { nome: 'nome' }, ordenacao: { nome: 'nome' }, unico: { campo: 'nome', mensagem: 'Já existe ${um} ${n.rotulo} com este nome.' } };

export const ${n.camel} = areaDeRegistros({ nome: '${n.nome}', endpoints: ${n.CONST}_ENDPOINTS, migracoes: new URL('./migrations/', import.meta.url), tabela });
`,
    },
    {
      caminho: `${v}/migrations/${n.migracao}_${n.tabela}.sql`,
      texto: `-- ${maiuscula(n.rotuloPlural)}: the area's records (grow the table with the area's fields, in a new migration).
CREATE TABLE ${n.tabela} (id serial PRIMARY KEY, nome varchar(120) NOT NULL, versao integer NOT NULL DEFAULT 0, criado_em timestamptz NOT NULL DEFAULT now());
-- One name once, whatever its accents and case.
CREATE UNIQUE INDEX ${n.tabela}_nome ON ${n.tabela} (f_unaccent(lower(nome)));
-- The list's change stamp (migration 0006), for a list cache when the list must stay fast.
SELECT versionar_lista('${n.tabela}', '${n.tabela}');
`,
    },
    {
      caminho: `packages/server/test/${n.nome}.test.ts`,
      texto: `import { describe } from 'vitest';
import { useTestServer } from './harness.ts';
import { testarRegistrosComNome } from './registros.ts';

const server = useTestServer();

describe('${n.rotuloPlural} (docs/api.md)', () => {
  testarRegistrosComNome({ api: () => server.sdk('admin').${n.camel}, criado: '${maiuscula(n.rotulo)} cadastrad${o} com sucesso!', removido: '${maiuscula(n.rotulo)} removid${o}.', repetido: 'Já existe ${um} ${n.rotulo} com este nome.' });
});
`,
    },
    {
      caminho: `packages/server/test/areas/${n.nome}.matrix.ts`,
      texto: `import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts).
export const amostras: AmostrasDaArea = (sdk, unico) => amostrasDeRegistros('/${n.singular}', () => sdk().${n.camel}, () => ({ nome: unico('Nome ') }));
`,
    },
    {
      caminho: `${w}/${n.nome}.tokens.ts`,
      texto: `/** Tokens of the ${n.rotuloPlural} screens: the SDK's client and the two view-models (ui/tela/area-de-registros.ts). */
import type { ${n.Tipo} } from '@rpj/domain';
import type { ${n.Tipo}Api } from '@rpj/sdk';
import { tokenDe } from '../../di/token.ts';
import type { SoNome, TelaDeLista, TelaDeRegistro } from '../../ui/tela/area-de-registros.ts';

export const ${n.CONSTS} = { api: tokenDe<${n.Tipo}Api>('${n.nome}:api'), lista: tokenDe<TelaDeLista<${n.Tipo}, SoNome>>('${n.nome}:lista'), formulario: tokenDe<TelaDeRegistro<${n.Tipo}, SoNome>>('${n.nome}:formulario') } as const;
`,
    },
    {
      caminho: `${w}/${n.nome}.view-models.ts`,
      texto: `/** ${n.caminhoLista}: the ${n.rotuloPlural} list, filtered by part of the name; and the form of ${um} ${n.rotulo}. */
import { REGRAS_NOME_${n.CONST}, type ${n.Tipo} } from '@rpj/domain';
import { FormularioDeApi, ListaDeApi } from '../../ui/tela/area-de-registros.ts';
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';
import { ${n.CONSTS} } from './${n.nome}.tokens.ts';

export const ${n.CONST}: Entidade<${n.Tipo}> = { singular: '${n.rotulo}', plural: '${n.rotuloPlural}',${n.feminino ? ' feminino: true,' : ''} lista: '${n.rota}', registro: '${n.registro}', nomeDe: (r) => r.nome, permissoes: permissoesDaArea('${n.permissoes}') };
export const ${n.Tipo}ListViewModel = ListaDeApi(${n.CONSTS}.api, { entidade: ${n.CONST}, vazio: { nome: '' }, campoLivre: 'nome', ordenaveis: ['nome'], csv: { arquivo: '${n.nome}.csv', colunas: [{ titulo: 'Nome', valor: (r) => r.nome }] } });
export const ${n.Tipo}FormViewModel = FormularioDeApi(${n.CONSTS}.api, { entidade: ${n.CONST}, vazio: { nome: '' }, campos: { nome: { rotulo: 'Nome', obrigatorio: true, regras: REGRAS_NOME_${n.CONST} } }, valores: (r) => ({ nome: r.nome }), corpo: (v) => ({ nome: v.nome.trim() }) });
`,
    },
    {
      caminho: `${w}/${n.nome}.view-models.test.ts`,
      texto: `import { PERMISSAO } from '@rpj/domain';
import { describe } from 'vitest';
import { testarTelasComNome } from '../../test/registros.ts';
import { ${n.Tipo}FormViewModel, ${n.Tipo}ListViewModel } from './${n.nome}.view-models.ts';

describe('${n.rotuloPlural} view-models', () => {
  testarTelasComNome({ Lista: ${n.Tipo}ListViewModel, Formulario: ${n.Tipo}FormViewModel, permissoes: [PERMISSAO.VISUALIZAR_${n.permissoes}, PERMISSAO.CRIAR_${n.permissoes}, PERMISSAO.EDITAR_${n.permissoes}], caminhoLista: '${n.caminhoLista}', tituloNovo: '${n.feminino ? 'Nova' : 'Novo'} ${n.rotulo}' });
});
`,
    },
    {
      caminho: `${w}/${n.nome}.module.ts`,
      texto: `/** The ${n.rotuloPlural} screens' bindings: the SDK's client and the two view-models. */
import { cliente${n.Tipos} } from '@rpj/sdk';
import { moduloDeRegistros } from '../../ui/tela/area-de-registros.ts';
import { ${n.Tipo}FormViewModel, ${n.Tipo}ListViewModel } from './${n.nome}.view-models.ts';
import { ${n.CONSTS} } from './${n.nome}.tokens.ts';

export const ${n.camel}Module = moduloDeRegistros(${n.CONSTS}, { cliente: (sdk) => sdk.cliente(cliente${n.Tipos}), lista: ${n.Tipo}ListViewModel, formulario: ${n.Tipo}FormViewModel });
`,
    },
    {
      caminho: `${w}/${n.singular}-list.view.tsx`,
      texto: `/** ${n.caminhoLista}: the ${n.rotuloPlural} list. */
import { LinkRegistro } from '../../ui/list/tela-lista.view.tsx';
import { vistaDeLista } from '../../ui/tela/lista-de-registros.view.tsx';
import { ${n.CONSTS} } from './${n.nome}.tokens.ts';

export const ${n.Tipo}ListView = vistaDeLista(${n.CONSTS}.lista, {
  colunas: (tela) => [{ id: 'nome', titulo: 'Nome', ordenarPor: 'nome', render: (r) => <LinkRegistro tela={tela} item={r}>{r.nome}</LinkRegistro> }],
  busca: { campo: 'nome', rotulo: 'Nome' },
});
`,
    },
    {
      caminho: `${w}/${n.singular}-form.view.tsx`,
      texto: `/** The form of ${um} ${n.rotulo}. */
import { TextField } from '../../ui/form/fields.view.tsx';
import { vistaDeRegistro } from '../../ui/tela/registro-de-area.view.tsx';
import { ${n.CONSTS} } from './${n.nome}.tokens.ts';

export const ${n.Tipo}FormView = vistaDeRegistro(${n.CONSTS}.formulario, (form, somenteLeitura) => <TextField vm={form} nome="nome" somenteLeitura={somenteLeitura} autoComplete="off" />);
`,
    },
    {
      caminho: `${w}/${n.nome}.feature.ts`,
      texto: `/** The ${n.rotuloPlural} screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./${n.nome}.module.ts').then((m) => m.${n.camel}Module), {
  '${n.rota}': () => import('./${n.singular}-list.view.tsx').then((m) => m.${n.Tipo}ListView),
  '${n.registro}': () => import('./${n.singular}-form.view.tsx').then((m) => m.${n.Tipo}FormView),
});
`,
    },
    {
      caminho: `e2e/tests/${n.nome}.spec.ts`,
      texto: `// ${maiuscula(n.rotuloPlural)}: one journey (support/registros.ts); add the area's own cases here.
import { test } from '../support/fixtures.ts';
import { jornadaComNome } from '../support/registros.ts';

test('${n.rotuloPlural}: create, find, edit and remove, in pt-BR', async ({ page }) => {
  await jornadaComNome(page, { caminho: '${n.caminhoLista}', titulo: '${maiuscula(n.rotuloPlural)}', novo: '${n.feminino ? 'Nova' : 'Novo'} ${n.rotulo}', removido: '${maiuscula(n.rotulo)} removid${o}.', nome: '${n.nome}' });
});
`,
    },
  ];
}

/** Inserts \`linha\` before the first match of \`antes\` in a file, or fails naming the file. */
function inserir(raiz: string, caminho: string, antes: string | RegExp, linha: string): void {
  const arquivo = join(raiz, caminho);
  const texto = readFileSync(arquivo, 'utf8');
  const i = typeof antes === 'string' ? texto.indexOf(antes) : (antes.exec(texto)?.index ?? -1);
  if (i < 0) throw new ErroNovaArea(`${caminho} no longer has the place new-area writes to (${String(antes)}): register the area by hand (docs/areas.md).`);
  writeFileSync(arquivo, `${texto.slice(0, i)}${linha}${texto.slice(i)}`);
}

/** The one line (or block) of each list of areas, and the area's section of docs/api.md. */
export function registrar(raiz: string, n: Nomes): void {
  const dominio = join(raiz, 'packages/domain/src/index.ts');
  writeFileSync(dominio, `${readFileSync(dominio, 'utf8')}// ${n.nome}\nexport { NOME_${n.CONST}_MAXIMO, REGRAS_NOME_${n.CONST} } from './${n.nome}/${n.nome}.ts';\nexport type { Filtro${n.Tipos}, ${n.Tipo}, ${n.Tipo}Salvar } from './${n.nome}/${n.nome}.ts';\n`);

  inserir(raiz, 'packages/sdk/src/areas.ts', '} as const;', `  ${n.camel}: cliente${n.Tipos},\n`);
  inserir(raiz, 'packages/sdk/src/areas.ts', '\nconst AREAS', `import { cliente${n.Tipos} } from './${n.nome}/${n.nome}.api.ts';\n`);
  inserir(raiz, 'packages/sdk/src/contract/endpoints.ts', /\];\n\n\/\*\* Every endpoint/, `, ${n.CONST}_ENDPOINTS`);
  inserir(raiz, 'packages/sdk/src/contract/endpoints.ts', "import type { AnyEndpoint }", `import { ${n.CONST}_ENDPOINTS } from '../${n.nome}/${n.nome}.endpoints.ts';\n`);
  const contrato = join(raiz, 'packages/sdk/src/contract/index.ts');
  writeFileSync(contrato, `${readFileSync(contrato, 'utf8')}export { ${n.CONST}_ENDPOINTS } from '../${n.nome}/${n.nome}.endpoints.ts';\nexport { Filtro${n.Tipos}Codec, ${n.Tipo}Codec, ${n.Tipo}SalvarCodec } from '../${n.nome}/${n.nome}.codec.ts';\n`);
  inserir(raiz, 'packages/sdk/src/index.ts', '\nexport { SdkError', `export { cliente${n.Tipos} } from './${n.nome}/${n.nome}.api.ts';\nexport type { ${n.Tipo}Api } from './${n.nome}/${n.nome}.api.ts';\n`);

  inserir(raiz, 'packages/server/src/areas.ts', '\nexport const AREAS', `import { ${n.camel} } from './${n.nome}/${n.nome}.module.ts';\n`);
  inserir(raiz, 'packages/server/src/areas.ts', /\];\n*$/, `, ${n.camel}`);

  inserir(raiz, 'packages/web/src/app/screens.ts', '\n/** The screens, by route id', `import { telas as ${n.camel} } from '../features/${n.nome}/${n.nome}.feature.ts';\n`);
  inserir(raiz, 'packages/web/src/app/screens.ts', /};\n*$/, `  ...${n.camel},\n`);

  inserir(raiz, 'docs/api.md', '<!-- endpoint-table:end -->', [
    `| cadastro | GET | /${n.singular}/listar | VISUALIZAR_${n.permissoes} |`,
    `| cadastro | GET | /${n.singular}/{id} | VISUALIZAR_${n.permissoes} |`,
    `| cadastro | POST | /${n.singular} | novo: CRIAR_${n.permissoes} / existente: EDITAR_${n.permissoes} |`,
    `| cadastro | DELETE | /${n.singular}/{id} | REMOVER_${n.permissoes} |`,
    '',
  ].join('\n'));
  const api = join(raiz, 'docs/api.md');
  writeFileSync(api, `${readFileSync(api, 'utf8').trimEnd()}\n\n### ${n.Tipo} (\`/${n.singular}\`, made by \`pnpm new-area\`: grow it)\n\n\`{ id, nome, versao }\`; \`nome\`: 1–120 characters, unique whatever its accents and case (409 on \`nome\`: "Já existe ${n.feminino ? 'uma' : 'um'} ${n.rotulo} com este nome."). \`GET /${n.singular}/listar?nome=\` finds by part of the name, sorted by \`nome\`; saves and removals answer "${maiuscula(n.rotulo)} cadastrad${n.feminino ? 'a' : 'o'} com sucesso!", "… salv${n.feminino ? 'a' : 'o'} com sucesso!", "… removid${n.feminino ? 'a' : 'o'}.".\n`);
}

/** Stamps the area into the repository at `raiz`; returns the files written. */
export function novaArea(raiz: string, args: readonly string[]): readonly string[] {
  const n = nomesDe(raiz, args);
  const escritos = arquivos(n);
  for (const a of escritos) {
    const destino = join(raiz, a.caminho);
    mkdirSync(dirname(destino), { recursive: true });
    writeFileSync(destino, a.texto);
  }
  registrar(raiz, n);
  return escritos.map((a) => a.caminho);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--raiz');
  const raiz = i >= 0 ? (args[i + 1] ?? '.') : join(dirname(fileURLToPath(import.meta.url)), '../..');
  try {
    const escritos = novaArea(raiz, args);
    console.log(`Area written (${escritos.length} files); registered in each list of areas and in docs/api.md:\n${escritos.map((e) => `  ${e}`).join('\n')}\nNext: docs/areas.md "Adding an area, step by step".`);
  } catch (error) {
    if (!(error instanceof ErroNovaArea)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
