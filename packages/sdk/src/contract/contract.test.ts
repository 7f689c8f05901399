import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { MENSAGENS_CARACTERE, type Usuario } from '@rpj/domain';
import { entity, fieldErrors, Id, MENSAGEM_VERSAO_OBRIGATORIA } from './codec-helpers.ts';
import { areaDoPath, areasInvalidadas, describePermission } from './endpoint.ts';
import { USUARIO } from '../usuarios/usuarios.endpoints.ts';
import { ENDPOINTS } from './endpoints.ts';
import { GrupoUsuarioSalvarCodec } from '../grupos-usuario/grupos-usuario.codec.ts';
import { MENSAGEM_CATALOGO_FIXO, PermissaoSalvarCodec } from '../permissoes/permissoes.codec.ts';
import { FiltroUsuariosCodec, MENSAGEM_LOGIN, UsuarioSalvarCodec } from '../usuarios/usuarios.codec.ts';

function errorsOf<A>(codec: t.Type<A, unknown>, value: unknown): readonly { campo: string; mensagem: string }[] {
  const result = codec.decode(value);
  return result._tag === 'Left' ? fieldErrors(result.left) : [];
}

function decoded<A>(codec: t.Type<A, unknown>, value: unknown): A {
  const result = codec.decode(value);
  if (result._tag === 'Left') throw new Error(JSON.stringify(fieldErrors(result.left)));
  return result.right;
}

const valid = { cpf: '529.982.247-25', nome: '  Maria Souza ', login: 'maria', ativo: true, grupoIds: [2] };

describe('request codecs answer in pt-BR, naming the field', () => {
  it('accept a valid user, normalising the CPF and trimming the name', () => {
    expect(decoded(UsuarioSalvarCodec, valid)).toEqual({ ...valid, cpf: '52998224725', nome: 'Maria Souza' });
  });

  it.each([
    [{ cpf: '529.982.247-26' }, 'cpf', 'CPF inválido: confira os dígitos.'],
    [{ nome: '   ' }, 'nome', 'Preencha este campo.'],
    [{ nome: '' }, 'nome', 'Preencha este campo.'],
    [{ nome: 'x'.repeat(121) }, 'nome', 'Use no máximo 120 caracteres.'],
    [{ login: 'Maria Souza' }, 'login', MENSAGEM_LOGIN],
    [{ email: 'maria@' }, 'email', 'E-mail inválido: use o formato nome@dominio.com.br.'],
    [{ ativo: 'sim' }, 'ativo', 'Informe verdadeiro ou falso (veio um texto).'],
    [{ grupoIds: 'todos' }, 'grupoIds', 'Informe uma lista (veio um texto).'],
    [{ grupoIds: ['2'] }, 'grupoIds.0', 'Informe um número (veio um texto).'],
    [{ nome: 42 }, 'nome', 'Informe um texto (veio um número).'],
    [{ grupoIds: [0] }, 'grupoIds.0', 'Informe um identificador inteiro positivo.'],
    [{ id: -3 }, 'id', 'Informe um identificador inteiro positivo.'],
    [{ id: 2_147_483_648 }, 'id', 'Informe um identificador inteiro positivo.'],
    [{ nome: 'Maria\u0000Souza' }, 'nome', 'Remova os caracteres especiais invisíveis deste campo.'],
    [{ nome: 'Maria \u202Eazuos' }, 'nome', MENSAGENS_CARACTERE.direcao],
    [{ nome: 'Maria \u2066Souza\u2069' }, 'nome', MENSAGENS_CARACTERE.direcao],
    [{ nome: 'Maria \uD83D' }, 'nome', MENSAGENS_CARACTERE.substituto],
    [{ email: 'maria\u202E@cartorio.example' }, 'email', 'E-mail inválido: use o formato nome@dominio.com.br.'],
    [{ id: 7 }, 'versao', MENSAGEM_VERSAO_OBRIGATORIA],
    [{ email: 'maria\u0000@cartorio.example' }, 'email', 'E-mail inválido: use o formato nome@dominio.com.br.'],
    [{ versao: 1.5 }, 'versao', 'Informe um número inteiro.'],
  ])('%j is refused at %s', (change, campo, mensagem) => {
    expect(errorsOf(UsuarioSalvarCodec, { ...valid, ...change })).toEqual([{ campo, mensagem }]);
  });

  it('names every missing field once', () => {
    expect(errorsOf(UsuarioSalvarCodec, {}).map((e) => e.campo)).toEqual(['cpf', 'nome', 'login', 'ativo', 'grupoIds']);
    expect(errorsOf(UsuarioSalvarCodec, {})[0]?.mensagem).toBe('Campo obrigatório.');
  });

  it('refuses a body that is not an object, at the root, saying what was expected', () => {
    expect(errorsOf(UsuarioSalvarCodec, 'x')).toEqual([{ campo: '', mensagem: 'Informe um objeto com os campos do registro (veio um texto).' }]);
    expect(errorsOf(UsuarioSalvarCodec, [])[0]?.mensagem).toBe('Informe um objeto com os campos do registro (veio uma lista).');
  });

  it('asks an update for the version it loaded, and a creation for none', () => {
    expect(decoded(UsuarioSalvarCodec, { ...valid, id: 7, versao: 0 })).toMatchObject({ id: 7, versao: 0 });
    expect(errorsOf(GrupoUsuarioSalvarCodec, { id: 3, nome: 'CAIXA', permissoes: [] })).toEqual([{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }]);
    expect(errorsOf(GrupoUsuarioSalvarCodec, { nome: 'CAIXA', permissoes: [] })).toEqual([]);
  });

  it('drops fields the contract does not name (no mass assignment)', () => {
    expect(decoded(UsuarioSalvarCodec, { ...valid, permissoes: ['REMOVER_USUARIOS'], removido: false })).not.toHaveProperty('permissoes');
  });

  it('reads query strings as numbers and flags', () => {
    expect(decoded(FiltroUsuariosCodec, { grupoId: '3', ativo: 'false' })).toEqual({ grupoId: 3, ativo: false });
    expect(errorsOf(FiltroUsuariosCodec, { ativo: 'talvez' })).toEqual([{ campo: 'ativo', mensagem: 'Valor inválido: use true ou false.' }]);
  });

  it('refuses unknown permissions and upper-cases nothing by itself in group names', () => {
    expect(errorsOf(GrupoUsuarioSalvarCodec, { nome: 'CAIXA', permissoes: ['VOAR'] })[0]?.campo).toBe('permissoes');
    expect(errorsOf(GrupoUsuarioSalvarCodec, { nome: 'caixa', permissoes: [] })[0]?.campo).toBe('nome');
  });

  it('refuses to create a permission: the catalogue is fixed', () => {
    expect(errorsOf(PermissaoSalvarCodec, { versao: 0, rotulo: 'Voar', grupoIds: [] })).toEqual([
      { campo: 'id', mensagem: MENSAGEM_CATALOGO_FIXO },
    ]);
  });
});

describe('codecs are pinned to the domain types', () => {
  it('a codec that drifts from its type does not compile', () => {
    // @ts-expect-error -- a user codec without `versao` is not a codec of Usuario
    const drifted: t.Type<Usuario, unknown> = entity('Usuario', { id: Id, cpf: t.string }, {});
    expect(drifted.name).toBe('Usuario');
  });
});

describe('endpoints', () => {
  it('have unique names and unique method + path pairs', () => {
    expect(new Set(ENDPOINTS.map((e) => e.nome)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => `${e.metodo} ${e.path}`)).size).toBe(ENDPOINTS.length);
  });

  it('declare as dependent areas only other areas of their service, and only on writes', () => {
    const areas = new Set(ENDPOINTS.map((e) => `${e.servico} ${areaDoPath(e.path)}`));
    for (const e of ENDPOINTS.filter((x) => x.invalida !== undefined)) {
      expect(areasInvalidadas(e), e.nome).not.toEqual([]);
      for (const area of e.invalida ?? []) {
        expect(areas, `${e.nome}: ${area}`).toContain(`${e.servico} ${area}`);
        expect(area, e.nome).not.toBe(areaDoPath(e.path));
      }
    }
  });

  it('describe their permissions in the grammar of docs/api.md', () => {
    expect(describePermission(USUARIO.recuperaDadosPorLogin.permissao)).toBe('autenticado');
    expect(describePermission(USUARIO.listar.permissao)).toBe('VISUALIZAR_USUARIOS');
    expect(describePermission(USUARIO.salvar.permissao)).toBe('novo: CRIAR_USUARIOS / existente: EDITAR_USUARIOS + conta');
    expect(describePermission(USUARIO.resetarSenha.permissao)).toBe('EDITAR_USUARIOS + conta');
    expect(describePermission({ tipo: 'todas', permissoes: ['VISUALIZAR_USUARIOS', 'EDITAR_PERMISSOES'] })).toBe(
      'VISUALIZAR_USUARIOS e EDITAR_PERMISSOES',
    );
    expect(describePermission({ tipo: 'publico' })).toBe('público');
  });
});
