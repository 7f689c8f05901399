import { describe, expect, it } from 'vitest';
import { isNetworkError } from '../index.ts';
import { ScriptedServer, useScriptedServer } from '../../test/scripted-server.ts';
import { sdkFor } from '../../test/sdk-fixture.ts';

const server = useScriptedServer();

describe('network errors (spec §8; architecture.md)', () => {
  it('a read that cannot reach the service sends the user to /erro, after its one retry', async () => {
    server.on('GET', '/usuario/7', { drop: true });
    const f = sdkFor(server);
    const error: unknown = await f.sdk.usuarios.obter(7).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(f.navegacoes).toEqual([{ para: '/erro', motivo: 'erroDeRede' }]);
    expect(f.mensagens).toEqual([]);
    expect(server.received).toHaveLength(2);
  });

  it("a read with onNetworkError 'report' only throws, for a form to say so", async () => {
    server.on('GET', '/usuario/7', { drop: true });
    const f = sdkFor(server);
    await expect(f.sdk.usuarios.obter(7, { onNetworkError: 'report' })).rejects.toSatisfy(isNetworkError);
    expect(f.navegacoes).toEqual([]);
  });

  it('a write never navigates: the form stays with its values', async () => {
    server.on('POST', '/usuario', { drop: true });
    const f = sdkFor(server);
    const error: unknown = await f.sdk.usuarios
      .salvar({ cpf: '52998224725', nome: 'Maria', login: 'maria', ativo: true, grupoIds: [] })
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(f.navegacoes).toEqual([]);
    expect(f.mensagens).toEqual([]);
  });

  it('a service that is not listening is a network error that keeps its cause', async () => {
    const closed = await ScriptedServer.start();
    const url = closed.url;
    await closed.close();
    const f = sdkFor(server, { services: { cadastro: url, selo: url, consulta: url } });
    const error: unknown = await f.sdk.usuarios.obter(7, { onNetworkError: 'report' }).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`GET ${url}/usuario/7`);
  });
});
