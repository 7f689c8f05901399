import { describe, expect, it } from 'vitest';
import { isDecodeError, type DecodeError } from '../index.ts';
import { ok, useScriptedServer } from '../../test/scripted-server.ts';
import { paginaWire, sdkFor, usuarioWire } from '../../test/sdk-fixture.ts';

const server = useScriptedServer();

async function decodeError(run: () => Promise<unknown>): Promise<DecodeError> {
  const error: unknown = await run().catch((e: unknown) => e);
  if (!isDecodeError(error)) throw new Error(`expected a DecodeError, got ${String(error)}`);
  return error;
}

describe('decoding every response with its codec', () => {
  it('names the path of each field that does not match the contract', async () => {
    const rows = [
      { id: 1, nome: 'Ana', login: 'ana', cpf: '1', ativo: true, primeiroAcesso: false, grupos: [] },
      { id: 2, nome: 'Bia', login: 'bia', cpf: 2, ativo: 'sim', primeiroAcesso: false, grupos: [] },
    ];
    server.on('GET', '/usuario/listar', ok(paginaWire(rows)));
    const error = await decodeError(() => sdkFor(server).sdk.usuarios.listar());
    expect(error.paths).toEqual(['dados.content.1.cpf', 'dados.content.1.ativo']);
    expect(error.message).toContain('dados.content.1.cpf');
  });

  it('requires dados where the contract has it', async () => {
    server.on('GET', '/usuario/recupera-dados-por-login', { body: { mensagens: [], tipoResposta: 'OK' } });
    const error = await decodeError(() => sdkFor(server).sdk.usuarios.recuperaDadosPorLogin());
    expect(error.erros).toEqual([{ campo: 'dados', mensagem: 'Campo obrigatório.' }]);
  });

  it('refuses a body that is not JSON', async () => {
    server.on('GET', '/usuario/7', { body: 'not json' });
    const error = await decodeError(() => sdkFor(server).sdk.usuarios.obter(7));
    expect(error.erros).toEqual([{ campo: '', mensagem: 'A resposta não é JSON.' }]);
  });

  it('maps null optional fields to absent ones and drops fields the contract does not name', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire({ email: null, senhaHash: 'x' })));
    const { dados } = await sdkFor(server).sdk.usuarios.obter(7);
    expect('email' in dados).toBe(false);
    expect('senhaHash' in dados).toBe(false);
  });

  it('drops permission names this version does not know', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire({ permissoes: ['VISUALIZAR_USUARIOS', 'PERMISSAO_FUTURA'] })));
    const { dados } = await sdkFor(server).sdk.usuarios.obter(7);
    expect(dados.permissoes).toEqual(['VISUALIZAR_USUARIOS']);
  });

  it('decodes a removal answered with no dados', async () => {
    server.on('DELETE', '/usuario/7', { body: { mensagens: ['Usuário removido.'], tipoResposta: 'OK' } });
    const resposta = await sdkFor(server).sdk.usuarios.remover(7);
    expect(resposta.dados).toBeUndefined();
    expect(resposta.mensagens).toEqual(['Usuário removido.']);
  });
});
