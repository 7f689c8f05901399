// The DBE screen without a browser: a control number pasted whole fills both halves, a malformed one is said on its
// field before any call, the DBE found is set beside the process with each mismatch flagged, a DBE that differs is
// conferred only with a reason, the decision sends the DBE shown, and who may not decide is told so.
import { PERMISSAO as P, type Dbe, type DbeDoProcesso, type Processo } from '@rpj/domain';
import type { ConsultaEmpresaApi, DbeApi, Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { DbeViewModel } from './dbe.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

const PROCESSO: Processo = {
  protocolo: 2,
  versao: 3,
  protocoladoEm: '2026-11-10T12:00:00Z',
  prazo: '2026-11-24',
  situacao: 'EM_EXAME',
  tipoAto: 'AVERBACAO_ELEICAO_DIRETORIA',
  tipoAtoNome: 'Averbação de eleição de diretoria',
  apresentante: { nome: 'João Batista Ferreira', documento: '11144477735', email: 'joao@exemplo.com.br' },
  empresaId: 1,
  empresaNome: 'Associação Bairro Feliz',
  documentos: [],
  itens: [],
  componentes: [],
  totalCentavos: 3_711,
  codigoVerificacao: 'ABCDEFGHJKMN',
  usuario: 'admin',
  historico: [],
};

const DADOS: DbeDoProcesso = {
  processo: PROCESSO,
  cartorio: {
    especieAto: 'AVERBACAO',
    tipoAtoNome: 'Averbação de eleição de diretoria',
    denominacao: 'Associação Bairro Feliz',
    cnpj: '11444777000161',
    naturezaJuridica: '3999',
    registrada: true,
    endereco: { cep: '74000000', logradouro: 'Rua 10', numero: '100', bairro: 'Centro', municipio: 'Goiânia', uf: 'GO' },
    qsa: [{ nome: 'Ana Souza', documento: '***.982.247-**', qualificacao: '16' }],
  },
  conferencias: [],
};

const DBE: Dbe = {
  recibo: 'GO26000020',
  identificacao: '20260000020000',
  emitidoEm: '2026-11-20',
  cnpj: '11444777000161',
  razaoSocial: 'ASSOCIACAO BAIRRO FELIZ',
  naturezaJuridica: '3999',
  eventos: [{ codigo: '205', descricao: 'Alteração do QSA', data: '2026-11-20' }],
  endereco: { cep: '74000000', logradouro: 'RUA 10', numero: '100', bairro: 'CENTRO', municipio: 'GOIANIA', uf: 'GO' },
  responsavel: { nome: 'ANA SOUZA', documento: '***.982.247-**', qualificacao: '16' },
  qsa: [{ nome: 'ANA SOUZA', documento: '***.982.247-**', qualificacao: '16' }],
};

function tela(permissoes: readonly string[] = [P.VISUALIZAR_EXAMES, P.ANALISAR_EXAME], dbe: Dbe = DBE) {
  const consultas: unknown[] = [];
  const enviados: unknown[] = [];
  const api = {
    processo: () => ok(DADOS),
    decidir: (n: number, corpo: unknown) => {
      enviados.push([n, corpo]);
      return ok({ ...DADOS, conferencias: [{ id: 1, recibo: dbe.recibo, identificacao: dbe.identificacao, decisao: 'CONFERIR' as const, divergencias: [], usuario: { login: 'examinador', nome: 'Beatriz' }, em: '2026-11-27T10:00:00Z' }] });
    },
  } as unknown as DbeApi;
  const consulta = {
    dbe: (chave: unknown) => {
      consultas.push(chave);
      return ok(dbe);
    },
  } as unknown as ConsultaEmpresaApi;
  const vm = new DbeViewModel(api, consulta, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [...permissoes] as never }) } }));
  vm.carga.configure('2');
  return { vm, consultas, enviados };
}

describe('the DBE screen', () => {
  it('reads a control number pasted whole, and says a malformed one on its field without asking the service', async () => {
    const { vm, consultas } = tela();
    await vm.carga.carregar();
    vm.setRecibo('go26000020 - 20260000020000');
    expect([vm.recibo, vm.identificacao]).toEqual(['GO26000020', '20260000020000']);
    vm.setRecibo('GO123');
    vm.setIdentificacao('12');
    await vm.consultar();
    expect([vm.erroDe('recibo'), vm.erroDe('identificacao') !== undefined, consultas]).toEqual(['Recibo: informe a UF e os 8 dígitos do número de controle do DBE (ex.: GO12345678).', true, []]);
    vm.setRecibo('go-26000020');
    vm.setIdentificacao('2026.0000.0200.00');
    await vm.consultar();
    expect(consultas).toEqual([{ recibo: 'GO26000020', identificacao: '20260000020000' }]);
    expect([vm.divergencias, vm.podeDecidir]).toEqual([[], true]);
  });

  it('flags what differs and confers it only with a reason, sending the DBE shown', async () => {
    const { vm, enviados } = tela(undefined, { ...DBE, razaoSocial: 'ASSOCIACAO BAIRRO FELIZ DE GOIAS', qsa: [{ nome: 'ANA SOUZA', documento: '***.982.247-**', qualificacao: '10' }] });
    await vm.carga.carregar();
    vm.setRecibo('GO26000020 20260000020000');
    await vm.consultar();
    expect(vm.divergencias.map((l) => [l.campo, l.local, l.receita])).toEqual([
      ['denominacao', 'Associação Bairro Feliz', 'ASSOCIACAO BAIRRO FELIZ DE GOIAS'],
      ['qsa', 'Ana Souza (16)', 'ANA SOUZA (10)'],
    ]);
    vm.decisao.pedir('CONFERIR');
    expect([vm.decisao.erro?.mensagem, vm.decisao.confirmando]).toEqual(['O DBE diverge em 2 pontos: justifique a conferência, ou rejeite o DBE.', undefined]);
    vm.decisao.setMotivo('Nome e diretoria alterados pelo próprio ato averbado.');
    vm.decisao.pedir('CONFERIR');
    await vm.decisao.enviar();
    expect(enviados).toEqual([[2, { recibo: 'GO26000020', identificacao: '20260000020000', decisao: 'CONFERIR', motivo: 'Nome e diretoria alterados pelo próprio ato averbado.' }]]);
    expect(vm.carga.registro?.conferencias.map((c) => c.decisao)).toEqual(['CONFERIR']);
  });

  it('tells who may only see it, and a process without a DBE', async () => {
    const leitor = tela([P.VISUALIZAR_EXAMES]);
    await leitor.vm.carga.carregar();
    leitor.vm.setRecibo('GO26000020 - 20260000020000');
    await leitor.vm.consultar();
    expect([leitor.vm.dbe?.recibo, leitor.vm.podeDecidir, leitor.vm.semDbe]).toEqual(['GO26000020', false, undefined]);
    const { vm } = tela();
    vm.carga.mostrar({ ...DADOS, cartorio: { ...DADOS.cartorio, especieAto: 'CERTIDAO' }, processo: { ...PROCESSO, tipoAtoNome: 'Certidão de breve relato' } });
    expect(vm.semDbe).toBe('Este processo é de certidão de breve relato: só registros e averbações têm DBE a conferir.');
  });
});
