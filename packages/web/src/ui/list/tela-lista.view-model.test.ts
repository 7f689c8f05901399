/**
 * The list screen's chassis (on the companies' entity): Novo, Editar and Excluir by the permissions; a row never removed; a row that cannot be
 * removed now, said before any question (with or without a way to what is in the way); Excluir confirmed by name,
 * then the list read again.
 */
import { PERMISSAO, buildPage, type Pagina, type Permissao } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { FakeAlerts, RecordingNavigation, servicosTela, settle, usuarioFixture, ENTIDADE_EMPRESA } from '../../test/fakes.ts';
import type { Entidade } from '../tela/entidade.ts';
import { TelaListaViewModel, type ImpedimentoRemocao } from './tela-lista.view-model.ts';

interface Data {
  readonly id: number;
  readonly nome: string;
  readonly fixa: boolean;
  readonly usos: number;
}
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- a Filtro is a record type
type FiltroDatas = { readonly nome: string };

const ENTIDADE: Entidade<Data> = ENTIDADE_EMPRESA;

const NATAL: Data = { id: 1, nome: 'Natal', fixa: true, usos: 0 };
const DIA_DO_CARTORIO: Data = { id: 2, nome: 'Dia do Cartório', fixa: false, usos: 3 };
const ANIVERSARIO: Data = { id: 3, nome: 'Aniversário da cidade', fixa: false, usos: 0 };
const DATAS: readonly Data[] = [NATAL, DIA_DO_CARTORIO, ANIVERSARIO];

const TODAS: readonly Permissao[] = [PERMISSAO.VISUALIZAR_EMPRESAS, PERMISSAO.CRIAR_EMPRESAS, PERMISSAO.EDITAR_EMPRESAS, PERMISSAO.REMOVER_EMPRESAS];

function montar(
  permissoes: readonly Permissao[] = TODAS,
  impedimento: (d: Data) => ImpedimentoRemocao | undefined = (d) =>
    d.usos === 0 ? undefined : { mensagem: `A data ${d.nome} está em ${String(d.usos)} prazos.`, acao: { rotulo: 'Ver os prazos', caminho: `/prazo?data=${String(d.id)}` } },
): { tela: TelaListaViewModel<Data, FiltroDatas>; alerts: FakeAlerts; navigation: RecordingNavigation; removidos: number[]; leituras: { n: number } } {
  const alerts = new FakeAlerts();
  const navigation = new RecordingNavigation();
  const removidos: number[] = [];
  const leituras = { n: 0 };
  const tela = new TelaListaViewModel<Data, FiltroDatas>(
    {
      entidade: ENTIDADE,
      vazio: { nome: '' },
      pessoais: [],
      ordenaveis: ['nome'],
      csv: { arquivo: 'datas.csv', colunas: [{ titulo: 'Nome', valor: (d) => d.nome }] },
      buscar: (): Promise<Pagina<Data>> => {
        leituras.n++;
        return Promise.resolve(buildPage([...DATAS], { pageNumber: 0, pageSize: 10 }, DATAS.length));
      },
      remover: (id) => {
        removidos.push(id);
        return Promise.resolve();
      },
      removivel: (d) => !d.fixa,
      impedimentoRemocao: impedimento,
    },
    servicosTela({ user: { usuario: usuarioFixture({ permissoes: [...permissoes] }) }, alerts, navigation }),
  );
  return { tela, alerts, navigation, removidos, leituras };
}

describe('TelaListaViewModel', () => {
  it('offers Novo, Editar and Excluir by the permissions, and no Excluir on a row never removed', () => {
    const { tela } = montar();
    expect([tela.podeCriar, tela.podeEditar, tela.podeRemover, tela.podeRemoverItem(NATAL), tela.podeRemoverItem(ANIVERSARIO)]).toEqual([true, true, true, false, true]);
    const leitor = montar([PERMISSAO.VISUALIZAR_EMPRESAS]).tela;
    expect([leitor.podeCriar, leitor.podeRemover, leitor.podeRemoverItem(ANIVERSARIO)]).toEqual([false, false, false]);
  });

  it('Excluir asks naming the record, removes it and reads the list again', async () => {
    const { tela, alerts, removidos, leituras } = montar();
    tela.lista.fromQuery('');
    await settle();
    await tela.remover(ANIVERSARIO);
    await settle();
    expect([alerts.pedidos.map((p) => p.mensagem), removidos, leituras.n]).toEqual([['Excluir a empresa Aniversário da cidade?'], [3], 2]);
  });

  it('a row that cannot be removed now: said before any question, with the way to what is in the way', async () => {
    const { tela, alerts, navigation, removidos } = montar();
    await tela.remover(DIA_DO_CARTORIO);
    expect(alerts.pedidos).toEqual([
      { tipo: 'ALERTA', titulo: 'Não é possível excluir a empresa', mensagem: 'A data Dia do Cartório está em 3 prazos.', rotuloConfirmar: 'Ver os prazos', rotuloCancelar: 'Fechar' },
    ]);
    expect([removidos, navigation.caminhos]).toEqual([[], ['/prazo?data=2']]);
  });

  it('without a way to it, the reason is only shown', async () => {
    const { tela, alerts, navigation, removidos } = montar(TODAS, (d) => (d.usos > 0 ? { mensagem: 'Em uso.' } : undefined));
    await tela.remover(DIA_DO_CARTORIO);
    expect([alerts.pedidos, alerts.avisos, removidos, navigation.caminhos]).toEqual([[], [{ tipo: 'ALERTA', titulo: 'Não é possível excluir a empresa', mensagem: 'Em uso.' }], [], []]);
  });
});
