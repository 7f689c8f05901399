/**
 * The record screen's chassis, on a feminine noun (the companies' entity): open by
 * id, save with the version and with field errors left to the form, a stale version reloaded, Excluir confirmed by
 * name, and a record that does not exist.
 */
import { PERMISSAO, rules } from '@rpj/domain';
import { HttpError, type CallOptions, type RegistrosApi, type RequestInfo } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeAlerts, FakeDraftStore, RecordingNavigation, servicosTela, usuarioFixture, ENTIDADE_EMPRESA } from '../../test/fakes.ts';
import type { ComNome, Corpo } from '../../test/registros.ts';
import type { Entidade } from '../tela/entidade.ts';
import { registroDeApi } from './registro.view-model.ts';

type Data = ComNome;

const ENTIDADE: Entidade<Data> = ENTIDADE_EMPRESA;

const INFO: RequestInfo = { requestId: 't', metodo: 'POST', url: 'http://cadastro/empresa' };

/** The area's client: a record per id, each save and its options recorded, failing with `falha` when set. */
class FakeApi implements RegistrosApi<Data, Data, Corpo, unknown> {
  registros = new Map<number, Data>([[4, { id: 4, nome: 'Tiradentes', versao: 2 }]]);
  readonly salvos: [Corpo, CallOptions | undefined][] = [];
  readonly lidos: number[] = [];
  readonly removidos: number[] = [];
  falha: Error | undefined;

  listar(): never {
    throw new Error('not used');
  }
  obter(id: number): Promise<{ dados: Data; mensagens: string[]; tipoResposta: 'OK' }> {
    this.lidos.push(id);
    const r = this.registros.get(id);
    return r === undefined ? Promise.reject(new HttpError(404, { ...INFO, metodo: 'GET' }, { mensagens: ['Não encontrada.'], tipoResposta: 'ERRO' })) : Promise.resolve({ dados: r, mensagens: [], tipoResposta: 'OK' });
  }
  salvar(corpo: Corpo, opcoes?: CallOptions): Promise<{ dados: Data; mensagens: string[]; tipoResposta: 'OK' }> {
    this.salvos.push([corpo, opcoes]);
    if (this.falha !== undefined) return Promise.reject(this.falha);
    const dados = { id: corpo.id ?? 9, nome: corpo.nome, versao: (corpo.versao ?? -1) + 1 };
    this.registros.set(dados.id, dados);
    return Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
  }
  remover(id: number): Promise<{ dados: undefined; mensagens: string[]; tipoResposta: 'OK' }> {
    this.removidos.push(id);
    return Promise.resolve({ dados: undefined, mensagens: [], tipoResposta: 'OK' });
  }
}

function montar(id: string | undefined): { api: FakeApi; tela: ReturnType<typeof registroDeApi<Data, { nome: string }, Corpo>>; navigation: RecordingNavigation; alerts: FakeAlerts; drafts: FakeDraftStore } {
  const api = new FakeApi();
  const navigation = new RecordingNavigation();
  const alerts = new FakeAlerts();
  const drafts = new FakeDraftStore();
  const eu = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_EMPRESAS, PERMISSAO.CRIAR_EMPRESAS, PERMISSAO.EDITAR_EMPRESAS, PERMISSAO.REMOVER_EMPRESAS] });
  const tela = registroDeApi<Data, { nome: string }, Corpo>(
    api,
    { entidade: ENTIDADE, vazio: { nome: '' }, campos: { nome: { rotulo: 'Nome', obrigatorio: true, regras: [rules.maxLength(60)] } }, valores: (d) => ({ nome: d.nome }), corpo: (v) => ({ nome: v.nome.trim() }) },
    servicosTela({ user: { usuario: eu }, navigation, alerts, drafts }),
  );
  tela.configure(id);
  return { api, tela, navigation, alerts, drafts };
}

describe('RegistroViewModel', () => {
  it('opens a record by its id, titled by its name, and saves it with the version it loaded', async () => {
    const { api, tela, navigation } = montar('4');
    await tela.carregar();
    expect([tela.status, tela.titulo, tela.form.valores, tela.podeSalvar, tela.podeRemover]).toEqual(['pronto', 'Tiradentes', { nome: 'Tiradentes' }, true, true]);
    tela.form.set('nome', ' Tiradentes (21 de abril) ');
    await tela.salvar();
    // Field errors are the form's to show: the SDK is asked not to say them in the alert dialog too.
    expect(api.salvos).toEqual([[{ nome: 'Tiradentes (21 de abril)', id: 4, versao: 2 }, { errosDeCampoNaTela: true }]]);
    expect(navigation.caminhos).toEqual(['/empresa']);
  });

  it('a new record: its title in the noun’s gender, and no id or version sent', async () => {
    const { api, tela } = montar(undefined);
    await tela.carregar();
    expect([tela.titulo, tela.podeRemover]).toEqual(['Nova empresa', false]);
    tela.form.set('nome', 'Dia do Cartório');
    await tela.salvar();
    expect(api.salvos[0]?.[0]).toEqual({ nome: 'Dia do Cartório' });
  });

  it('a stale version stays on the form; Recarregar brings the saved version and drops what was typed', async () => {
    const { api, tela, navigation, drafts } = montar('4');
    await tela.carregar();
    tela.form.set('nome', 'Meu texto');
    api.registros.set(4, { id: 4, nome: 'Tiradentes, por outra pessoa', versao: 3 });
    const mensagem = 'A empresa foi alterada por outra pessoa depois que você a abriu. Recarregue a página e refaça suas alterações.';
    api.falha = new HttpError(409, INFO, { mensagens: [mensagem], tipoResposta: 'ALERTA', erros: [{ campo: 'versao', mensagem }] });
    await tela.salvar();
    expect([tela.form.problema, navigation.caminhos, drafts.guardados.size]).toEqual([{ tipo: 'conflito', mensagem }, [], 1]);
    await tela.recarregar();
    expect([tela.form.valores.nome, tela.form.problema, drafts.guardados.size, api.lidos]).toEqual(['Tiradentes, por outra pessoa', undefined, 0, [4, 4]]);
  });

  it('Excluir asks naming the record, then removes it and goes back to the list', async () => {
    const { api, tela, navigation, alerts } = montar('4');
    await tela.carregar();
    alerts.resposta = false;
    await tela.remover();
    expect([alerts.pedidos[0]?.mensagem, api.removidos]).toEqual(['Excluir a empresa Tiradentes?', []]);
    alerts.resposta = true;
    await tela.remover();
    expect([api.removidos, navigation.caminhos]).toEqual([[4], ['/empresa']]);
  });

  it('a record that does not exist says so', async () => {
    const { tela } = montar('77');
    await tela.carregar();
    expect(tela.status).toBe('naoEncontrado');
  });
});
