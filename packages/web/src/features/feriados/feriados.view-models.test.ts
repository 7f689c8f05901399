// The calendar's screens without a browser: the filters the service takes, the year at a glance, the deadline
// simulated on the calendar, national holidays that cannot be removed, and the form's body.
import { buildPage, feriadosNacionais, idGerado, PERMISSAO, type DiaSemExpediente, type Feriado, type FeriadoListaItem, type FeriadoSalvar, type FiltroFeriados } from '@rpj/domain';
import type { FeriadoApi, Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, RecordingNavigation, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { FeriadoFormViewModel } from './feriado-form.view-model.ts';
import { FeriadoListViewModel, filtroDaTela, mesesDoAno } from './feriado-list.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
const ANIVERSARIO: DiaSemExpediente = { data: '2026-10-23', nome: 'Dia sem expediente', abrangencia: 'CARTORIO', tipo: 'SEM_EXPEDIENTE' };

class FakeFeriados implements Pick<FeriadoApi, 'listar' | 'remover' | 'calendario' | 'obter' | 'salvar'> {
  readonly filtros: FiltroFeriados[] = [];
  readonly salvos: FeriadoSalvar[] = [];
  readonly anos: number[] = [];
  listar(filtro?: FiltroFeriados): Promise<Resposta<ReturnType<typeof buildPage<FeriadoListaItem>>>> {
    this.filtros.push(filtro ?? {});
    const linhas = feriadosNacionais(2026).map((f): FeriadoListaItem => ({ ...f, id: idGerado(f.data), gerado: true }));
    return ok(buildPage(linhas, { pageNumber: 0, pageSize: 50 }, linhas.length));
  }
  remover(): Promise<Resposta<undefined>> {
    return ok(undefined);
  }
  calendario(ano: number): Promise<Resposta<readonly DiaSemExpediente[]>> {
    this.anos.push(ano);
    return ok([...feriadosNacionais(ano), ...(ano === 2026 ? [ANIVERSARIO] : [])]);
  }
  obter(): Promise<Resposta<Feriado>> {
    return ok({ id: 4, versao: 1, data: '2026-10-24', nome: 'Aniversário de Goiânia', abrangencia: 'MUNICIPAL', tipo: 'FERIADO' });
  }
  salvar(corpo: FeriadoSalvar): Promise<Resposta<Feriado>> {
    this.salvos.push(corpo);
    return ok({ ...corpo, id: corpo.id ?? 9, versao: (corpo.versao ?? -1) + 1 });
  }
}

const eu = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_FERIADOS, PERMISSAO.CRIAR_FERIADOS, PERMISSAO.EDITAR_FERIADOS, PERMISSAO.REMOVER_FERIADOS] });

describe('the calendar\'s list', () => {
  it('sends the filters the service takes', () => {
    expect(filtroDaTela({ ano: '2027', nome: ' goiânia ', abrangencia: 'MUNICIPAL', tipo: 'FERIADO' })).toEqual({ ano: 2027, nome: 'goiânia', abrangencia: 'MUNICIPAL', tipo: 'FERIADO' });
    expect(filtroDaTela({ ano: '27', nome: '', abrangencia: 'MUNDIAL', tipo: '' })).toEqual({});
  });

  it('lays out the year month by month, the days without service named', () => {
    const meses = mesesDoAno(2026, feriadosNacionais(2026));
    expect(meses).toHaveLength(12);
    // April 2026 starts on a Wednesday: three empty cells, then 1.
    expect(meses[3]?.semanas[0]?.slice(0, 4).map((d) => d?.dia ?? null)).toEqual([null, null, null, 1]);
    const tiradentes = meses[3]?.semanas.flat().find((d) => d?.data === '2026-04-21');
    expect(tiradentes?.semExpediente).toBe('Tiradentes');
  });

  it('loads the year shown and the next, and simulates a deadline on them; national holidays are not removable', async () => {
    const feriados = new FakeFeriados();
    const scheduler = new FakeScheduler(Date.UTC(2026, 10, 26, 15));
    const vm = new FeriadoListViewModel(feriados, servicosTela({ user: { usuario: eu }, scheduler }));
    const parar = vm.iniciar();
    await new Promise((r) => setTimeout(r, 0));
    expect([vm.ano, feriados.anos]).toEqual([2026, [2026, 2027]]);
    vm.setInicio('21102026');
    vm.setQuantidade('2');
    // Wednesday 21/10/2026 + 2: Thursday 22, then Friday 23 is closed and the weekend passes: Monday 26.
    expect(vm.prazo).toEqual({ fim: '2026-10-26' });
    expect(vm.textoPrazo).toBe('2 dias úteis a partir de 21/10/2026: o prazo termina em segunda-feira, 26/10/2026.');
    vm.setInicio('01012030');
    expect(vm.prazo).toEqual({ erro: 'Simule um prazo que comece em 2026, o ano mostrado.' });
    const tiradentes: FeriadoListaItem = { id: -20260421, data: '2026-04-21', nome: 'Tiradentes', abrangencia: 'NACIONAL', tipo: 'FERIADO', gerado: true };
    expect([vm.tela.podeRemoverItem(tiradentes), vm.tela.podeEditarItem(tiradentes), vm.tela.podeEditarItem({ ...tiradentes, id: 3, gerado: false })]).toEqual([false, false, true]);
    parar();
  });
});

describe('the holiday\'s form', () => {
  it('shows the date as typed and sends it back as yyyy-mm-dd with the version it loaded', async () => {
    const feriados = new FakeFeriados();
    const navigation = new RecordingNavigation();
    const vm = new FeriadoFormViewModel(feriados, servicosTela({ user: { usuario: eu }, navigation }));
    vm.tela.configure('4');
    await vm.tela.carregar();
    expect(vm.tela.form.valores).toEqual({ data: '24/10/2026', nome: 'Aniversário de Goiânia', abrangencia: 'MUNICIPAL', tipo: 'FERIADO', fundamento: '' });
    vm.tela.form.set('fundamento', ' Lei municipal 1.234 ');
    await vm.tela.salvar();
    expect([feriados.salvos, navigation.caminhos]).toEqual([[{ id: 4, versao: 1, data: '2026-10-24', nome: 'Aniversário de Goiânia', abrangencia: 'MUNICIPAL', tipo: 'FERIADO', fundamento: 'Lei municipal 1.234' }], ['/feriado']]);
  });

  it('keeps a date that does not exist from being sent', async () => {
    const feriados = new FakeFeriados();
    const vm = new FeriadoFormViewModel(feriados, servicosTela({ user: { usuario: eu } }));
    await vm.tela.carregar();
    vm.tela.form.set('data', '30022026');
    vm.tela.form.set('nome', 'X');
    await vm.tela.salvar();
    expect([feriados.salvos, vm.tela.form.erros.data]).toEqual([[], 'Data inválida: use dd/mm/aaaa com uma data que exista.']);
  });
});
