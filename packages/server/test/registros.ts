/**
 * The tests every simple record area (`endpointsDeRegistros` + `areaDeRegistros`) passes through the SDK: create,
 * find, update with its version, remove, each said in pt-BR; a stale version and a repeated name refused without a
 * write. An area's own test file calls it and adds what only the area has.
 */
import { expect, it } from 'vitest';
import type { RegistrosApi } from '@rpj/sdk';
import { httpError } from './harness.ts';

/** A record with a name. */
interface ComNome {
  readonly id: number;
  readonly nome: string;
  readonly versao: number;
}

/** The area's client and what it says on each write. */
export interface AreaComNome {
  readonly api: () => RegistrosApi<ComNome, ComNome, { readonly id?: number; readonly versao?: number; readonly nome: string }, { readonly nome?: string }>;
  readonly criado: string;
  readonly removido: string;
  readonly repetido: string;
}

export function testarRegistrosComNome(area: AreaComNome): void {
  it('creates, finds by part of the name, updates with its version and removes, saying so in pt-BR', async () => {
    const criado = await area.api().salvar({ nome: 'Registro de exemplo' });
    expect([criado.dados, criado.mensagens]).toEqual([{ id: criado.dados.id, nome: 'Registro de exemplo', versao: 0 }, [area.criado]]);
    expect((await area.api().listar({ nome: 'exemplo' })).dados.content.map((r) => r.id)).toContain(criado.dados.id);
    const salvo = await area.api().salvar({ id: criado.dados.id, versao: 0, nome: 'Registro alterado' });
    expect([salvo.dados.versao, (await area.api().obter(criado.dados.id)).dados.nome]).toEqual([1, 'Registro alterado']);
    expect((await area.api().remover(criado.dados.id)).mensagens).toEqual([area.removido]);
    expect((await httpError(area.api().obter(criado.dados.id))).status).toBe(404);
  });

  it('refuses a stale version and a repeated name, and writes nothing', async () => {
    const { dados } = await area.api().salvar({ nome: 'Registro único' });
    expect((await httpError(area.api().salvar({ id: dados.id, versao: 7, nome: 'Outro' }))).status).toBe(409);
    const repetido = await httpError(area.api().salvar({ nome: 'REGISTRO UNICO' }));
    expect([repetido.status, repetido.erros]).toEqual([409, [{ campo: 'nome', mensagem: area.repetido }]]);
    expect((await area.api().obter(dados.id)).dados).toEqual(dados);
  });
}
