/**
 * The view-model tests every simple record area (ui/tela/area-de-registros.ts) passes, with a fake of its client:
 * the form saves the trimmed name with the version it loaded and goes back to the list; an empty name is not sent
 * and says why; the list offers Novo, Editar and Excluir by the permissions.
 */
import { buildPage, type Permissao } from '@rpj/domain';
import type { RegistrosApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import type { ServicosTela } from '../ui/tela/servicos-tela.ts';
import type { SoNome, TelaDeLista, TelaDeRegistro } from '../ui/tela/area-de-registros.ts';
import { RecordingNavigation, servicosTela, settle, usuarioFixture } from './fakes.ts';

/** A versioned record with a name, and the body of its save. */
export interface ComNome {
  readonly id: number;
  readonly nome: string;
  readonly versao: number;
}
export interface Corpo {
  readonly id?: number;
  readonly versao?: number;
  readonly nome: string;
}
type Api = RegistrosApi<ComNome, ComNome, Corpo, Partial<SoNome>>;

/** The area's view-model classes, the permissions to view, create and edit, and the texts it shows. */
export interface TelasComNome {
  readonly Lista: new (api: Api, servicos: ServicosTela) => TelaDeLista<ComNome, SoNome>;
  readonly Formulario: new (api: Api, servicos: ServicosTela) => TelaDeRegistro<ComNome, SoNome>;
  readonly permissoes: readonly [Permissao, Permissao, Permissao];
  readonly caminhoLista: string;
  readonly tituloNovo: string;
}

/**
 * A fake of a record area's client over one record: `listar` gives a page of it (and keeps each filter), `obter` gives
 * it, `salvar` keeps each body and answers the record with the body's fields at the next version.
 */
export function fakeDeRegistros<R extends { readonly versao: number }, S, F>(registro: R): RegistrosApi<R, R, S, F> & { readonly salvos: S[]; readonly filtros: F[] } {
  const salvos: S[] = [];
  const filtros: F[] = [];
  const ok = <D>(dados: D): Promise<{ dados: D; mensagens: string[]; tipoResposta: 'OK' }> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
  return {
    salvos,
    filtros,
    listar: (filtro) => {
      filtros.push(filtro ?? ({} as F));
      return ok(buildPage([registro], { pageNumber: 0, pageSize: 10 }, 1));
    },
    obter: () => ok(registro),
    salvar: (corpo) => {
      salvos.push(corpo);
      return ok({ ...registro, ...corpo, versao: registro.versao + 1 });
    },
    remover: () => ok(undefined),
  };
}

export function testarTelasComNome(t: TelasComNome): void {
  const salvos: Corpo[] = [];
  const ok = <D>(dados: D): Promise<{ dados: D; mensagens: string[]; tipoResposta: 'OK' }> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
  const api: Api = {
    listar: () => ok(buildPage<ComNome>([], { pageNumber: 0, pageSize: 10 }, 0)),
    obter: (id) => ok({ id, nome: 'Existente', versao: 4 }),
    salvar: (corpo) => {
      salvos.push(corpo);
      return ok({ id: 9, nome: corpo.nome, versao: 0 });
    },
    remover: () => ok(undefined),
  };
  const eu = usuarioFixture({ permissoes: [...t.permissoes] });

  describe('the form', () => {
    it('saves the trimmed name with the version it loaded, then goes back to the list', async () => {
      const navigation = new RecordingNavigation();
      const vm = new t.Formulario(api, servicosTela({ user: { usuario: eu }, navigation }));
      vm.tela.configure('3');
      await vm.tela.carregar();
      vm.tela.form.set('nome', '  Novo nome ');
      await vm.tela.salvar();
      expect([salvos.at(-1), navigation.caminhos, vm.tela.podeRemover]).toEqual([{ nome: 'Novo nome', id: 3, versao: 4 }, [t.caminhoLista], false]);
    });

    it('keeps an empty name from being sent, and says why', async () => {
      const vm = new t.Formulario(api, servicosTela({ user: { usuario: eu } }));
      vm.tela.configure(undefined);
      await vm.tela.carregar();
      const antes = salvos.length;
      await vm.tela.salvar();
      expect([salvos.length - antes, vm.tela.form.erros.nome, vm.tela.titulo]).toEqual([0, 'Campo obrigatório.', t.tituloNovo]);
    });
  });

  describe('the list', () => {
    it('offers Novo and Editar by the permissions, and no Excluir without the permission to remove', async () => {
      const vm = new t.Lista(api, servicosTela({ user: { usuario: eu } }));
      vm.tela.lista.fromQuery('');
      await settle();
      expect([vm.tela.podeCriar, vm.tela.podeEditar, vm.tela.podeRemover, vm.tela.lista.status]).toEqual([true, true, false, 'pronto']);
    });
  });
}
