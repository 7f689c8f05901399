import { PERMISSAO } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { ENTIDADE_EMPRESA } from '../../test/fakes.ts';
import { chaveRascunho, pedidoRemocao, textosDe, type Entidade } from './entidade.ts';

const EMPRESA = ENTIDADE_EMPRESA;

describe('textosDe', () => {
  it('speaks of a feminine noun that can be created and removed', () => {
    expect(textosDe(EMPRESA)).toEqual({
      novo: 'Nova empresa',
      nenhumEncontrado: 'Nenhuma empresa encontrada. Ajuste os filtros ou cadastre uma nova.',
      nenhumCadastrado: 'Nenhuma empresa cadastrada. Use "Nova empresa" para cadastrar a primeira.',
      naoEncontrado: 'Empresa não encontrada',
      erroAoAbrir: 'Não foi possível abrir a empresa',
      motivoNaoEncontrado: 'Esta empresa não existe ou foi excluída.',
      voltar: 'Voltar à lista de empresas',
      excluir: 'Excluir empresa',
      tituloPadrao: 'Empresa',
    });
  });

  it('offers no creation and no removal where the area has none', () => {
    const fixo: Entidade<{ readonly nome: string }> = { ...EMPRESA, singular: 'serviço', plural: 'serviços', feminino: false, permissoes: { editar: PERMISSAO.EDITAR_SERVICOS } };
    const textos = textosDe(fixo);
    expect(textos.nenhumEncontrado).toBe('Nenhum serviço encontrado. Ajuste os filtros.');
    expect(textos.nenhumCadastrado).toBe('Nenhum serviço cadastrado.');
    expect(textos.motivoNaoEncontrado).toBe('Este serviço não existe.');
  });
});

describe('pedidoRemocao and chaveRascunho', () => {
  it('asks about the record by name, in the area’s own words when it has them', () => {
    expect(pedidoRemocao(EMPRESA, 'ACME').mensagem).toBe('Excluir a empresa ACME?');
    expect(pedidoRemocao({ ...EMPRESA, confirmarRemocao: (n) => `Apagar ${n}?` }, 'ACME')).toEqual({
      titulo: 'Excluir empresa',
      mensagem: 'Apagar ACME?',
      rotuloConfirmar: 'Excluir',
    });
  });

  it('keys a draft by the list’s path and the record’s id', () => {
    expect(chaveRascunho(EMPRESA, 12)).toBe('empresa:12');
    expect(chaveRascunho(EMPRESA, undefined)).toBe('empresa:novo');
  });
});
