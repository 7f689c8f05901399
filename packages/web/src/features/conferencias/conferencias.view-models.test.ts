// The conference screens without a browser: each tick goes to the service at once and shows who ticked it; the
// conference is confirmed only with every item ticked and returned only with a reason; the queue's filters reach
// the service as it reads them.
import { PERMISSAO as P, type ConferenciaDoProcesso, type Processo } from '@rpj/domain';
import type { ConferenciaApi, RegistroApi, Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { ConferenciaViewModel } from './conferencia.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

const PROCESSO = {
  protocolo: 77,
  versao: 5,
  protocoladoEm: '2026-11-20T12:00:00Z',
  prazo: '2026-12-04',
  situacao: 'CONFERENCIA',
  tipoAto: 'REGISTRO_CONSTITUICAO',
  tipoAtoNome: 'Registro',
  apresentante: { nome: 'Ana', documento: '52998224725', email: 'ana@exemplo.com.br' },
  empresaNome: 'Associação',
  documentos: [],
  itens: [],
  componentes: [],
  totalCentavos: 0,
  codigoVerificacao: 'ABCDEFGHJKMN',
  usuario: 'admin',
  historico: [],
} satisfies Processo;

function conferencia(permissoes: readonly string[]) {
  const chamadas: unknown[] = [];
  let estado: ConferenciaDoProcesso = { processo: PROCESSO, especieAto: 'REGISTRO', etapa: 'CONFERENCIA', itens: [{ item: 'Número conferido' }, { item: 'Selo aplicado' }], conferencias: [] };
  const marca = { usuario: { login: 'oficial', nome: 'Rafael' }, em: '2026-11-27T12:00:00Z' };
  const api = {
    processo: () => ok(estado),
    marcar: (n: number, corpo: { item: string; marcado: boolean }) => {
      chamadas.push(['marcar', n, corpo]);
      estado = { ...estado, itens: estado.itens.map((i) => (i.item !== corpo.item ? i : corpo.marcado ? { item: i.item, marca } : { item: i.item })) };
      return ok(estado);
    },
    concluir: (n: number, corpo: unknown) => {
      chamadas.push(['concluir', n, corpo]);
      estado = { ...estado, processo: { ...PROCESSO, situacao: 'CONFERENCIA_OFICIAL', versao: 6 }, etapa: 'OFICIAL' };
      return ok(estado);
    },
  } as unknown as ConferenciaApi;
  const registros = { obter: () => Promise.reject(new Error('not registered')) } as unknown as RegistroApi;
  const vm = new ConferenciaViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [...permissoes] as never }) } }), registros);
  vm.carga.configure('77');
  return { vm, chamadas };
}

describe('a conference', () => {
  it('saves each tick at once, and confirms only with every item ticked', async () => {
    const { vm, chamadas } = conferencia([P.VISUALIZAR_CONFERENCIAS, P.CRIAR_CONFERENCIAS]);
    await vm.carga.carregar();
    expect(vm.podeConferir).toBe(true);
    await vm.marcar('Número conferido', true);
    expect(vm.carga.registro?.itens[0]?.marca?.usuario.nome).toBe('Rafael');
    vm.decisao.pedir('CONFERIR');
    expect([vm.decisao.erro, vm.decisao.confirmando]).toEqual([{ campo: 'itens', mensagem: 'Marque cada item conferido: falta 1 item.' }, undefined]);
    await vm.marcar('Selo aplicado', true);
    expect(vm.decisao.erro).toBeUndefined();
    vm.decisao.pedir('DEVOLVER');
    expect(vm.decisao.erro?.campo).toBe('motivo');
    vm.decisao.pedir('CONFERIR');
    await vm.decisao.enviar();
    expect(chamadas.at(-1)).toEqual(['concluir', 77, { versao: 5, decisao: 'CONFERIR' }]);
    // The officer's conference follows on the same screen: its own ticks, then the registration of the new entity.
    expect([vm.carga.registro?.etapa, vm.noOficial, vm.pedeObjeto]).toEqual(['OFICIAL', true, true]);
    vm.pedirRegistro();
    expect([vm.erroRegistro?.campo, vm.confirmandoRegistro]).toEqual(['objeto', false]);
    vm.setObjeto('Promover o xadrez.');
    vm.pedirRegistro();
    expect(vm.confirmandoRegistro).toBe(true);
  });

  it('offers nothing to change to who only sees conferences', async () => {
    const { vm } = conferencia([P.VISUALIZAR_CONFERENCIAS]);
    await vm.carga.carregar();
    expect(vm.podeConferir).toBe(false);
  });
});
