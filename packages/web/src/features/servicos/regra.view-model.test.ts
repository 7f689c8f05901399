// The state's rule of fees without a browser: the rule as the form holds it and sends it back, a new period that
// copies the last one's components, and the rows' own problems.
import { PERMISSAO, REGRA_GO, REGRAS_GO, type RegrasEstado } from '@rpj/domain';
import type { Resposta, ServicoApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { corpoDasRegras, RegraViewModel, valoresDasRegras } from './regra.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

describe('the state\'s rule of fees', () => {
  it('shows the rule as typed (percentages as 10,00) and sends it back as it was', () => {
    const vigencias = [
      { de: '2021-01-01', ate: '2026-12-31', regra: REGRA_GO },
      { de: '2027-01-01', regra: { ...REGRA_GO, arredondamentoIss: 'TRUNCAR' as const, componentes: REGRA_GO.componentes.map((c) => (c.codigo === 'FUNDEPEG' ? { ...c, arredondamento: 'TRUNCAR' as const } : c)) } },
    ];
    const valores = valoresDasRegras({ uf: 'GO', versao: 3, vigencias });
    expect(valores.vigencias[0]).toMatchObject({ de: '01/01/2021', ate: '31/12/2026', iss: '5,00', arredondamentoIss: '' });
    expect(valores.componentes.find((c) => c.codigo === 'FUNDEPEG')).toMatchObject({ valor: '1,25', tipo: 'PERCENTUAL' });
    expect(valores.componentes.find((c) => c.codigo === 'SELO')).toMatchObject({ valor: '3,90', tipo: 'FIXO', doSelo: true });
    expect(corpoDasRegras(valores)).toEqual(vigencias);
  });

  it('a new period copies the last one\'s components; the rows say what they lack; the save sends the version read', async () => {
    const enviados: unknown[] = [];
    const api: Pick<ServicoApi, 'regra' | 'salvarRegra'> = {
      regra: () => ok<RegrasEstado>({ uf: 'GO', versao: 2, vigencias: REGRAS_GO }),
      salvarRegra: (r) => {
        enviados.push(r);
        return ok<RegrasEstado>({ uf: 'GO', versao: 3, vigencias: r.vigencias });
      },
    };
    const vm = new RegraViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_SERVICOS, PERMISSAO.EDITAR_SERVICOS] }) } }));
    await vm.carregar();
    expect([vm.uf, vm.podeEditar, vm.totalPercentual(0)]).toEqual(['GO', true, '40,00']);
    vm.adicionarVigencia();
    expect(vm.componentesDe(1).length).toBe(REGRA_GO.componentes.length);
    vm.alterarVigencia(0, 'ate', '31122026');
    vm.alterarVigencia(1, 'de', '01012027');
    const fundesp = vm.componentesDe(1).find((c) => c.componente.codigo === 'FUNDESP')?.indice ?? -1;
    vm.alterarComponente(fundesp, 'valor', '9,5');
    expect(vm.totalPercentual(1)).toBe('39,50');
    vm.alterarComponente(fundesp, 'valor', 'x');
    expect(vm.errosDasLinhas[`componentes.${String(fundesp)}.valor`]).toBe('Informe o percentual, como 10,00.');
    await vm.salvar();
    expect(enviados).toEqual([]);
    vm.alterarComponente(fundesp, 'valor', '9,50');
    await vm.salvar();
    const corpo = enviados[0] as { versao: number; vigencias: RegrasEstado['vigencias'] };
    expect([corpo.versao, corpo.vigencias.map((v) => [v.de, v.ate]), corpo.vigencias[1]?.regra.componentes.find((c) => c.codigo === 'FUNDESP')]).toEqual([
      2,
      [['2021-01-01', '2026-12-31'], ['2027-01-01', undefined]],
      { codigo: 'FUNDESP', nome: 'FUNDESP/PJ', tipo: 'PERCENTUAL', pontosBase: 950 },
    ]);
    expect(vm.versao).toBe(3);
  });

  it('is read-only without EDITAR_SERVICOS', async () => {
    const vm = new RegraViewModel({ regra: () => ok<RegrasEstado>({ uf: 'GO', versao: 0, vigencias: REGRAS_GO }), salvarRegra: () => Promise.reject(new Error('no')) }, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_SERVICOS] }) } }));
    await vm.carregar();
    expect(vm.podeEditar).toBe(false);
  });
});
