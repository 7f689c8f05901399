import { describe, expect, it } from 'vitest';
import { TEXTOS, type ModoAlerta, type TipoResposta } from '@rpj/domain';
import { isDecodeError, isHttpError, isTimeoutError } from '../index.ts';
import { ok, useScriptedServer } from '../../test/scripted-server.ts';
import { sdkFor, usuarioWire } from '../../test/sdk-fixture.ts';

const server = useScriptedServer();

describe('message events (spec §8)', () => {
  it.each([
    ['OK', 'Sucesso'],
    ['INFO', 'Informação'],
    ['ALERTA', 'Atenção'],
    ['ERRO', 'Erro'],
    ['CONFIRMACAO', 'Aviso'],
  ] as const)('a %s response with a message emits it with the title %s', async (tipoResposta, titulo) => {
    server.on('GET', '/usuario/7', ok(usuarioWire(), { tipoResposta, mensagens: ['', 'Primeira', 'Segunda'] }));
    const f = sdkFor(server);
    await f.sdk.usuarios.obter(7);
    expect(f.mensagens).toEqual([expect.objectContaining({ tipo: tipoResposta, titulo, mensagem: 'Primeira' })]);
  });

  it('emits nothing when every message is blank', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire(), { mensagens: ['  ', ''] }));
    const f = sdkFor(server);
    await f.sdk.usuarios.obter(7);
    expect(f.mensagens).toEqual([]);
  });

  it('reads a response without tipoResposta as INFO', async () => {
    server.on('GET', '/usuario/7', { body: { dados: usuarioWire(), mensagens: ['Olá'] } });
    const f = sdkFor(server);
    const resposta = await f.sdk.usuarios.obter(7);
    expect(resposta.tipoResposta).toBe('INFO');
    expect(f.mensagens[0]?.titulo).toBe('Informação');
  });

  it('turns a failed response with a standard body into that body, and keeps it on the error', async () => {
    const body = {
      tipoResposta: 'ERRO',
      mensagens: ['Confira os campos destacados.'],
      erros: [{ campo: 'cpf', mensagem: 'CPF inválido: confira os dígitos.' }],
    };
    server.on('POST', '/usuario', { status: 400, body });
    const f = sdkFor(server);
    const error: unknown = await f.sdk.usuarios
      .salvar({ cpf: '52998224725', nome: 'M', login: 'maria', ativo: true, grupoIds: [] })
      .catch((e: unknown) => e);
    expect(isHttpError(error) && error.erros).toEqual(body.erros);
    expect(f.mensagens).toEqual([
      expect.objectContaining({ tipo: 'ERRO', titulo: 'Erro', mensagem: 'Confira os campos destacados.', erros: body.erros }),
    ]);
  });

  it.each([
    ['a value another record holds (409)', 409, [{ campo: 'cpf', mensagem: 'Já existe um usuário com este CPF.' }], 0],
    ['a stale version (409 on versao)', 409, [{ campo: 'versao', mensagem: 'O usuário foi alterado por outra pessoa.' }], 0],
    ['bad input (400)', 400, [{ campo: 'login', mensagem: 'Login inválido.' }], 0],
    ['a refusal that names no field (409)', 409, undefined, 1],
    ['an error on no field (400)', 400, [{ campo: '', mensagem: 'JSON inválido.' }], 1],
  ] as const)('with errosDeCampoNaTela, %s is left to the screen: %i message', async (_caso, status, erros, mensagens) => {
    server.on('POST', '/usuario', { status, body: { tipoResposta: 'ALERTA', mensagens: ['Recusado.'], ...(erros === undefined ? {} : { erros }) } });
    const f = sdkFor(server);
    const body = { cpf: '52998224725', nome: 'M', login: 'maria', ativo: true, grupoIds: [] };
    const error: unknown = await f.sdk.usuarios.salvar(body, { errosDeCampoNaTela: true }).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).toBe(status);
    expect(f.mensagens).toHaveLength(mensagens);
    // Without the option, every failure is a message.
    await f.sdk.usuarios.salvar(body).catch(() => undefined);
    expect(f.mensagens).toHaveLength(mensagens + 1);
  });

  it('shows a 409 ALERTA body as an Atenção dialog', async () => {
    server.on('POST', '/usuario/resetar-senha/7', { status: 409, body: { tipoResposta: 'ALERTA', mensagens: ['Usuário alterado por outra pessoa.'] } });
    const f = sdkFor(server);
    await expect(f.sdk.usuarios.resetarSenha(7)).rejects.toSatisfy(isHttpError);
    expect(f.mensagens[0]).toMatchObject({ tipo: 'ALERTA', titulo: 'Atenção' });
  });

  it.each([
    ['a body that is not a standard response', { status: 500, body: '<html>Bad gateway</html>' }],
    ['an empty body', { status: 500 }],
    ['a standard body with no message', { status: 500, body: { tipoResposta: 'ERRO', mensagens: [] } }],
  ])('shows the generic ERRO for %s', async (_, answer) => {
    server.on('DELETE', '/usuario/7', answer);
    const f = sdkFor(server);
    await expect(f.sdk.usuarios.remover(7)).rejects.toSatisfy(isHttpError);
    expect(f.mensagens).toEqual([expect.objectContaining({ tipo: 'ERRO', titulo: 'Erro', mensagem: TEXTOS.erroInesperado })]);
  });

  it('shows the generic ERRO for a response outside the contract', async () => {
    server.on('GET', '/usuario/7', ok({ id: 'sete' }));
    const f = sdkFor(server);
    await expect(f.sdk.usuarios.obter(7)).rejects.toSatisfy(isDecodeError);
    expect(f.mensagens[0]?.mensagem).toBe(TEXTOS.erroInesperado);
  });

  it('shows the generic ERRO for a timeout', async () => {
    server.on('GET', '/usuario/7', { ...ok(usuarioWire()), delayMs: 300 });
    const f = sdkFor(server);
    await expect(f.sdk.usuarios.obter(7, { timeoutMs: 30 })).rejects.toSatisfy(isTimeoutError);
    expect(f.mensagens[0]?.mensagem).toBe(TEXTOS.erroInesperado);
  });

  const modes: readonly [ModoAlerta, TipoResposta, boolean][] = [
    ['all', 'OK', true],
    ['all', 'ERRO', true],
    ['success', 'OK', true],
    ['success', 'INFO', true],
    ['success', 'ERRO', false],
    ['success', 'ALERTA', false],
    ['error', 'OK', false],
    ['error', 'ERRO', true],
    ['error', 'ALERTA', true],
    ['error', 'CONFIRMACAO', true],
  ];
  it.each(modes)('alert mode %s shows a %s: %s', async (modoAlerta, tipoResposta, shown) => {
    server.on('GET', '/usuario/7', ok(usuarioWire(), { tipoResposta, mensagens: ['Mensagem'] }));
    const f = sdkFor(server);
    await f.sdk.usuarios.obter(7, { modoAlerta });
    expect(f.mensagens).toHaveLength(shown ? 1 : 0);
  });

  it('alert mode success hides the dialog of a failure, which still throws', async () => {
    server.on('GET', '/usuario/7', { status: 404, body: { tipoResposta: 'ERRO', mensagens: ['Usuário não encontrado.'] } });
    const f = sdkFor(server);
    await expect(f.sdk.usuarios.obter(7, { modoAlerta: 'success' })).rejects.toSatisfy(isHttpError);
    expect(f.mensagens).toEqual([]);
  });

  it('a listener that throws does not break the call', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire(), { mensagens: ['Olá'] }));
    const f = sdkFor(server);
    f.sdk.events.on('mensagem', () => {
      throw new Error('listener bug');
    });
    const unhandled: unknown[] = [];
    const onError = (e: unknown): void => void unhandled.push(e);
    process.on('uncaughtException', onError);
    await expect(f.sdk.usuarios.obter(7)).resolves.toMatchObject({ dados: { id: 7 } });
    await new Promise((r) => setTimeout(r, 0));
    process.off('uncaughtException', onError);
    expect(f.mensagens).toHaveLength(1);
    expect(unhandled).toHaveLength(1);
  });
});
