// The services' screens without a browser: a service's tables as the form holds them and sends them back, and the
// quote priced as it is typed, then saved.
import { buildPage, PERMISSAO, REGRA_GO, type Cotacao, type CotacaoSalvar, type Servico } from '@rpj/domain';
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
  function montar(): { vm: CotacaoViewModel; cotados: CotacaoSalvar[] } {
    const cotados: CotacaoSalvar[] = [];
    const api: Pick<ServicoApi, 'listar' | 'obter' | 'regra' | 'cotar' | 'imprimirCotacao'> = {
      listar: () => ok(buildPage([BANDAS, CERTIDAO].map(({ vigencias: _v, ...s }) => s), { pageNumber: 0, pageSize: 100 }, 2)),
      obter: (id) => ok(id === 7 ? BANDAS : CERTIDAO),
      regra: () => ok(REGRA_GO),
      cotar: (c) => {
        cotados.push(c);
        return ok({ id: 1, numero: 41, criadaEm: '2026-03-10T12:00:00Z', dataReferencia: c.dataReferencia, itens: [], componentes: [], totalCentavos: 123 } satisfies Cotacao);
      },
      imprimirCotacao: () => ok({ nomeArquivo: 'x.pdf', tipo: 'application/pdf', conteudo: new Blob([]) }),
    };
    const scheduler = new FakeScheduler(Date.UTC(2026, 2, 10, 15));
    const vm = new CotacaoViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_SERVICOS] }) }, scheduler }));
    return { vm, cotados };
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
    vm.alterarItem(0, 'gratuito', true);
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.podeSalvar).toBe(false);
    vm.alterarItem(0, 'fundamento', 'Gratuidade de justiça');
    vm.form.set('cliente', ' Maria ');
    await vm.salvar();
    expect(cotados).toEqual([{ dataReferencia: '2026-03-10', cliente: 'Maria', itens: [{ servicoId: 8, quantidade: 1, isencao: { fundamento: 'Gratuidade de justiça' } }] }]);
    expect([vm.salva?.numero, vm.form.valores.itens]).toEqual([41, [{ servicoId: '', quantidade: '1', valor: '', gratuito: false, fundamento: '' }]]);
  });

  it('says what an item lacks', () => {
    expect(itemDaLinha({ servicoId: '', quantidade: '1', valor: '', gratuito: false, fundamento: '' })).toBe('Escolha o serviço.');
    expect(itemDaLinha({ servicoId: '3', quantidade: '0', valor: '', gratuito: false, fundamento: '' })).toBe('Informe uma quantidade de 1 a 999.');
    expect(itemDaLinha({ servicoId: '3', quantidade: '1', valor: 'abc', gratuito: false, fundamento: '' })).toBe('Valor declarado inválido: use 1.234,56.');
  });
});
