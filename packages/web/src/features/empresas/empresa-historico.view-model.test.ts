// The history screen without a browser: what it reads, hiding with a reason (required), the hidden on request.
import { PERMISSAO, type Empresa, type EventoHistorico } from '@rpj/domain';
import type { EmpresaApi, Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { EmpresaHistoricoViewModel } from './empresa-historico.view-model.ts';

const resposta = <T,>(dados: T): Resposta<T> => ({ dados, mensagens: [], tipoResposta: 'OK' });

const ALTERACAO: EventoHistorico = { id: 31, momento: '2026-11-25T13:00:00.000Z', usuario: 'admin', acao: 'ALTERACAO', resumo: 'Alteração do cadastro', alteracoes: [{ campo: 'situacao', rotulo: 'Situação', antes: 'Ativa', depois: 'Dissolvida' }] };
const EVENTOS: readonly EventoHistorico[] = [
  ALTERACAO,
  { id: 30, momento: '2026-11-25T12:00:00.000Z', usuario: 'admin', acao: 'CRIACAO', resumo: 'Cadastro da empresa', alteracoes: [] },
];

class FakeEmpresas implements Pick<EmpresaApi, 'obter' | 'historico' | 'ocultarHistorico'> {
  readonly pedidos: (boolean | undefined)[] = [];
  readonly ocultadas: [number, string][] = [];

  obter(): Promise<Resposta<Empresa>> {
    return Promise.resolve(resposta({ id: 12, versao: 1, denominacao: 'Associação Cultural Ipê Amarelo', naturezaJuridica: '3999', situacao: 'DISSOLVIDA', migrada: true, objeto: 'x', endereco: {} }));
  }

  historico(_id: number, ocultos?: boolean): Promise<Resposta<readonly EventoHistorico[]>> {
    this.pedidos.push(ocultos);
    return Promise.resolve(resposta(ocultos === true ? EVENTOS : EVENTOS.filter((e) => !this.ocultadas.some(([id]) => id === e.id))));
  }

  ocultarHistorico(id: number, motivo: string): Promise<Resposta<undefined>> {
    this.ocultadas.push([id, motivo]);
    return Promise.resolve(resposta(undefined));
  }
}

function montar(id: string, permissoes = [PERMISSAO.VISUALIZAR_EMPRESAS, PERMISSAO.REMOVER_HISTORICO_EMPRESA]): { vm: EmpresaHistoricoViewModel; empresas: FakeEmpresas } {
  const empresas = new FakeEmpresas();
  const vm = new EmpresaHistoricoViewModel(empresas, servicosTela({ user: { usuario: usuarioFixture({ permissoes }) } }));
  vm.configure(id);
  return { vm, empresas };
}

describe('the history of an entity', () => {
  it('reads the entity and its events, and says it is not found for an address without a number', async () => {
    const { vm } = montar('12');
    await vm.carregar();
    expect([vm.status, vm.titulo, vm.eventos.map((e) => e.id)]).toEqual(['pronto', 'Histórico — Associação Cultural Ipê Amarelo', [31, 30]]);
    const errado = montar('abc').vm;
    await errado.carregar();
    expect(errado.status).toBe('naoEncontrado');
  });

  it('hides an entry only with a reason, then reads again; hidden ones come on request', async () => {
    const { vm, empresas } = montar('12');
    await vm.carregar();
    vm.abrirOcultar(ALTERACAO);
    vm.setMotivo('   ');
    await vm.ocultar();
    expect([empresas.ocultadas, vm.erroMotivo]).toEqual([[], 'Diga por que esta entrada sai do histórico.']);
    vm.setMotivo(' Lançada na empresa errada. ');
    await vm.ocultar();
    expect([empresas.ocultadas, vm.ocultando, vm.eventos.map((e) => e.id)]).toEqual([[[31, 'Lançada na empresa errada.']], undefined, [30]]);
    await vm.mostrarOcultos(true);
    expect([empresas.pedidos.at(-1), vm.eventos.map((e) => e.id)]).toEqual([true, [31, 30]]);
  });

  it('offers hiding only to who holds REMOVER_HISTORICO_EMPRESA', () => {
    expect([montar('12').vm.podeOcultar, montar('12', [PERMISSAO.VISUALIZAR_EMPRESAS]).vm.podeOcultar]).toEqual([true, false]);
  });
});
