// The services' screens without a browser: a service's tables as the form holds them and sends them back, and the
// quote priced as it is typed, then saved.
import { buildPage, PERMISSAO, REGRA_GO, type Cotacao, type CotacaoListaItem, type CotacaoSalvar, type FiltroCotacoes, type Servico } from '@rpj/domain';
import type { Resposta, ServicoApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { CotacaoViewModel, itemDaLinha } from './cotacao.view-model.ts';
import { corpoDe, valoresDe } from './servico-form.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

const BANDAS: Servico = {
  id: 7,
  versao: 1,
  codigo: '102',
  descricao: 'Registro de contrato social',
  tipoAto: 'REGISTRO_CONSTITUICAO',
  selo: true,
  ativo: true,
  vigencias: [
    { de: '2025-01-01', ate: '2025-12-31', valores: { tipo: 'FIXO', emolumentoCentavos: 10_000, taxaFixaCentavos: 1_500 } },
    { de: '2026-01-01', valores: { tipo: 'FAIXAS', faixas: [{ ateCentavos: 1_000_000, emolumentoCentavos: 15_400, taxaFixaCentavos: 1_610 }, { emolumentoCentavos: 24_800 }] } },
  ],
};
const CERTIDAO: Servico = { id: 8, versao: 0, codigo: '501', descricao: 'Certidão em breve relato', tipoAto: 'CERTIDAO_BREVE_RELATO', selo: true, ativo: true, vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 3_450, taxaFixaCentavos: 540 } }] };

describe('a service\'s form', () => {
  it('shows the tables as typed and sends them back as they were', () => {
    const valores = valoresDe(BANDAS);
    expect(valores.vigencias).toEqual([
      { de: '01/01/2025', ate: '31/12/2025', tipo: 'FIXO', emolumento: '100,00', taxa: '15,00' },
      { de: '01/01/2026', ate: '', tipo: 'FAIXAS', emolumento: '', taxa: '' },
    ]);
    expect(valores.faixas).toEqual([
      { vigencia: '1', ate: '10.000,00', emolumento: '154,00', taxa: '16,10' },
      { vigencia: '1', ate: '', emolumento: '248,00', taxa: '' },
    ]);
    const { id: _id, versao: _v, ...semId } = BANDAS;
    expect(corpoDe(valores)).toEqual(semId);
  });
});

describe('the quote', () => {
  const SALVA: Cotacao = {
    id: 5,
    numero: 40,
    criadaEm: '2026-03-09T12:00:00Z',
    dataReferencia: '2026-03-09',
    cliente: 'Clube Beija-Flor',
    itens: [
      { servicoId: 7, codigo: '102', descricao: 'Registro', quantidade: 1, valorDeclaradoCentavos: 1_000_001, precificado: { quantidade: 1, isento: false, selos: 1, componentes: [], totalCentavos: 30_000 } },
      { servicoId: 8, codigo: '501', descricao: 'Certidão', quantidade: 2, isencao: { hipotese: 'POBREZA', fundamento: 'Declaração' }, precificado: { quantidade: 2, isento: true, selos: 2, componentes: [], totalCentavos: 0 } },
    ],
    componentes: [],
    totalCentavos: 30_000,
  };

  function montar(regras = [{ de: '2021-01-01', regra: REGRA_GO }]): { vm: CotacaoViewModel; cotados: CotacaoSalvar[]; filtros: FiltroCotacoes[] } {
    const cotados: CotacaoSalvar[] = [];
    const filtros: FiltroCotacoes[] = [];
    const linha: CotacaoListaItem = { id: 5, numero: 40, criadaEm: SALVA.criadaEm, dataReferencia: SALVA.dataReferencia, cliente: 'Clube Beija-Flor', itens: 2, totalCentavos: 30_000 };
    const api: Pick<ServicoApi, 'listar' | 'obter' | 'regra' | 'cotar' | 'cotacao' | 'cotacoes' | 'imprimirCotacao'> = {
      listar: () => ok(buildPage([BANDAS, CERTIDAO].map(({ vigencias: _v, ...s }) => s), { pageNumber: 0, pageSize: 100 }, 2)),
      obter: (id) => ok(id === 7 ? BANDAS : CERTIDAO),
      regra: () => ok({ uf: 'GO', versao: 0, vigencias: regras }),
      cotacao: () => ok(SALVA),
      cotacoes: (f) => {
        filtros.push(f ?? {});
        return ok(buildPage([linha], { pageNumber: 0, pageSize: 10 }, 1));
      },
      cotar: (c) => {
        cotados.push(c);
        return ok({ id: 1, numero: 41, criadaEm: '2026-03-10T12:00:00Z', dataReferencia: c.dataReferencia, itens: [], componentes: [], totalCentavos: 123 } satisfies Cotacao);
      },
      imprimirCotacao: () => ok({ nomeArquivo: 'x.pdf', tipo: 'application/pdf', conteudo: new Blob([]) }),
    };
    const scheduler = new FakeScheduler(Date.UTC(2026, 2, 10, 15));
    const vm = new CotacaoViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_SERVICOS] }) }, scheduler }));
    return { vm, cotados, filtros };
  }

  it('prices each item as it is typed — the band asks for the declared value — and totals by component', async () => {
    const { vm } = montar();
    await vm.carregar();
    expect(vm.form.valores.dataReferencia).toBe('10/03/2026');
    vm.alterarItem(0, 'servicoId', '7');
    await new Promise((r) => setTimeout(r, 0));
    expect([vm.pedeValor(0), vm.precos[0]]).toEqual([true, 'Este ato tem conteúdo financeiro: informe o valor declarado.']);
    vm.alterarItem(0, 'valor', '10.000,01');
    const item = vm.precos[0];
    expect(typeof item === 'string' ? item : item?.componentes[0]).toEqual({ codigo: 'EMOLUMENTO', nome: 'Emolumentos', centavos: 24_800 });
    vm.adicionarItem();
    vm.alterarItem(1, 'servicoId', '8');
    vm.alterarItem(1, 'quantidade', '2');
    await new Promise((r) => setTimeout(r, 0));
    const total = vm.total;
    expect(total.totalCentavos).toBe(vm.precos.reduce((s, p) => s + (typeof p === 'string' ? 0 : p.totalCentavos), 0));
    expect(total.componentes.find((c) => c.codigo === 'EMOLUMENTO')?.centavos).toBe(24_800 + 6_900);
    expect(vm.podeSalvar).toBe(true);
  });

  it('saves what was typed, and starts over with the number said', async () => {
    const { vm, cotados } = montar();
    await vm.carregar();
    vm.alterarItem(0, 'servicoId', '8');
    vm.alterarItem(0, 'hipotese', 'ORDEM_JUDICIAL');
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.podeSalvar).toBe(false);
    vm.alterarItem(0, 'fundamento', 'Gratuidade de justiça');
    vm.form.set('cliente', ' Maria ');
    await vm.salvar();
    expect(cotados).toEqual([{ dataReferencia: '2026-03-10', cliente: 'Maria', itens: [{ servicoId: 8, quantidade: 1, isencao: { hipotese: 'ORDEM_JUDICIAL', fundamento: 'Gratuidade de justiça' } }] }]);
    expect([vm.salva?.numero, vm.form.valores.itens]).toEqual([41, [{ servicoId: '', quantidade: '1', valor: '', hipotese: '', fundamento: '' }]]);
  });

  it('says what an item lacks', () => {
    expect(itemDaLinha({ servicoId: '', quantidade: '1', valor: '', hipotese: '', fundamento: '' })).toBe('Escolha o serviço.');
    expect(itemDaLinha({ servicoId: '3', quantidade: '0', valor: '', hipotese: '', fundamento: '' })).toBe('Informe uma quantidade de 1 a 999.');
    expect(itemDaLinha({ servicoId: '3', quantidade: '1', valor: 'abc', hipotese: '', fundamento: '' })).toBe('Valor declarado inválido: use 1.234,56.');
  });

  it('prices by the state\'s rule of the reference date, and says when there is none', async () => {
    const { vm } = montar([{ de: '2026-03-10', regra: { ...REGRA_GO, issPontosBase: 0 } }]);
    await vm.carregar();
    vm.alterarItem(0, 'servicoId', '8');
    await new Promise((r) => setTimeout(r, 0));
    const hoje = vm.precos[0];
    expect(typeof hoje === 'string' ? hoje : hoje?.componentes.some((c) => c.codigo === 'ISS')).toBe(false);
    vm.form.set('dataReferencia', '09/03/2026');
    expect([vm.regra, vm.precos[0], vm.podeSalvar]).toEqual([undefined, 'Não há regra de cobrança do estado (fundos, taxas e ISS) em vigor nesta data.', false]);
  });

  it('finds saved quotes by number or customer, opens one and copies it into a new quote', async () => {
    const { vm, filtros } = montar();
    await vm.carregar();
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.salvas.linhas.map((c) => c.numero)).toEqual([40]);
    vm.salvas.setCampo('busca', '40');
    vm.salvas.pesquisar();
    vm.salvas.setCampo('busca', 'beija');
    vm.salvas.pesquisar();
    await new Promise((r) => setTimeout(r, 0));
    expect(filtros).toEqual([{}, { numero: 40 }, { cliente: 'beija' }]);
    await vm.abrir(5);
    expect([vm.salva?.numero, vm.aberta]).toEqual([40, true]);
    vm.copiar();
    expect(vm.salva).toBeUndefined();
    expect(vm.form.valores.cliente).toBe('Clube Beija-Flor');
    expect(vm.form.valores.itens).toEqual([
      { servicoId: '7', quantidade: '1', valor: '10.000,01', hipotese: '', fundamento: '' },
      { servicoId: '8', quantidade: '2', valor: '', hipotese: 'POBREZA', fundamento: 'Declaração' },
    ]);
    vm.dispose();
  });
});
