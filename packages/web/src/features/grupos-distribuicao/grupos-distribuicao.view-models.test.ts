// The distribution groups' form without a browser: members chosen among the examiners, absences that follow their
// member, the body grouped by member, and the service's errors on their rows.
import { buildPage, PERMISSAO, type GrupoDistribuicao, type GrupoDistribuicaoSalvar, type UsuarioResumo } from '@rpj/domain';
import { HttpError, type GrupoDistribuicaoApi, type Resposta, type UsuarioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { corpoDe, GrupoDistribuicaoFormViewModel, valoresDe } from './grupo-distribuicao-form.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
const EXAMINADORES: readonly UsuarioResumo[] = [
  { id: 4, nome: 'Beatriz Nogueira Lima', login: 'examinador' },
  { id: 1, nome: 'Helena Duarte Vasconcelos', login: 'admin' },
];
const GRUPO: GrupoDistribuicao = {
  id: 2,
  versao: 3,
  nome: 'Exame de títulos',
  ativo: true,
  tiposAto: ['Registro de estatuto'],
  membros: [
    { usuarioId: 4, nome: 'Beatriz Nogueira Lima', ausencias: [{ de: '2026-12-01', ate: '2026-12-15', motivo: 'Férias' }] },
    { usuarioId: 1, nome: 'Helena Duarte Vasconcelos', ausencias: [] },
  ],
};

function montar(falha?: HttpError): { vm: GrupoDistribuicaoFormViewModel; salvos: GrupoDistribuicaoSalvar[] } {
  const salvos: GrupoDistribuicaoSalvar[] = [];
  const grupos: Pick<GrupoDistribuicaoApi, 'obter' | 'salvar' | 'remover'> = {
    obter: () => ok(GRUPO),
    salvar: (corpo) => {
      salvos.push(corpo);
      return falha === undefined ? ok({ ...GRUPO, versao: 4 }) : Promise.reject(falha);
    },
    remover: () => ok(undefined),
  };
  const usuarios: Pick<UsuarioApi, 'listarAnalista'> = { listarAnalista: () => ok(buildPage([...EXAMINADORES], { pageNumber: 0, pageSize: 100 }, 2)) };
  const eu = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_GRUPOS_DISTRIBUICAO, PERMISSAO.CRIAR_GRUPOS_DISTRIBUICAO, PERMISSAO.EDITAR_GRUPOS_DISTRIBUICAO] });
  return { vm: new GrupoDistribuicaoFormViewModel(grupos, usuarios, servicosTela({ user: { usuario: eu } })), salvos };
}

describe('the distribution group\'s form', () => {
  it('shows a group and sends it back, each absence under its member', () => {
    const valores = valoresDe(GRUPO);
    expect(valores.ausencias).toEqual([{ usuarioId: '4', de: '01/12/2026', ate: '15/12/2026', motivo: 'Férias' }]);
    expect(corpoDe(valores)).toEqual({
      nome: 'Exame de títulos',
      ativo: true,
      tiposAto: ['Registro de estatuto'],
      membros: [
        { usuarioId: 4, ausencias: [{ de: '2026-12-01', ate: '2026-12-15', motivo: 'Férias' }] },
        { usuarioId: 1, ausencias: [] },
      ],
    });
  });

  it('a new group: members from the examiners, an absence, one kind of act per line', async () => {
    const { vm, salvos } = montar();
    await vm.tela.carregar();
    vm.form.set('nome', 'Exame de atas');
    vm.form.set('tiposAto', 'Averbação de ata\n\n Registro de estatuto ');
    vm.adicionarMembro();
    vm.adicionarMembro();
    expect(vm.form.valores.membros).toEqual([{ usuarioId: '4' }, { usuarioId: '1' }]);
    vm.adicionarAusencia();
    vm.alterarAusencia(0, 'de', '01122026');
    vm.alterarAusencia(0, 'ate', '15122026');
    await vm.tela.salvar();
    expect(salvos).toEqual([
      { nome: 'Exame de atas', ativo: true, tiposAto: ['Averbação de ata', 'Registro de estatuto'], membros: [{ usuarioId: 4, ausencias: [{ de: '2026-12-01', ate: '2026-12-15' }] }, { usuarioId: 1, ausencias: [] }] },
    ]);
  });

  it('sends no empty group, nor an absence that ends before it begins; a member who leaves takes their absences along', async () => {
    const { vm, salvos } = montar();
    await vm.tela.carregar();
    vm.form.set('nome', 'Vazio');
    await vm.tela.salvar();
    expect([salvos, vm.form.erros.membros]).toEqual([[], 'Inclua ao menos um membro no grupo.']);
    vm.adicionarMembro();
    vm.adicionarAusencia();
    vm.alterarAusencia(0, 'de', '10122026');
    vm.alterarAusencia(0, 'ate', '01122026');
    await vm.tela.salvar();
    expect([salvos, vm.erro('ausencias', 0, 'ate')]).toEqual([[], 'O fim da ausência não pode ser anterior ao início.']);
    vm.removerMembro(0);
    expect(vm.form.valores.ausencias).toEqual([]);
  });

  it('puts the service\'s answer on the absence it names', async () => {
    const mensagem = 'O fim da ausência não pode ser anterior ao início.';
    const falha = new HttpError(400, { metodo: 'POST', url: 'http://localhost:8140/grupo-distribuicao', requestId: 'r' }, { dados: undefined, mensagens: ['Corrija'], tipoResposta: 'ERRO', erros: [{ campo: 'membros.0.ausencias.0.ate', mensagem }] });
    const { vm } = montar(falha);
    vm.tela.configure('2');
    await vm.tela.carregar();
    vm.form.set('nome', 'Exame de títulos e atas');
    await vm.tela.salvar();
    expect(vm.erro('ausencias', 0, 'ate')).toBe(mensagem);
  });
});
