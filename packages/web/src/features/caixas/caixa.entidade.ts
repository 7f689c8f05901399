/** How the cash screens speak of a box, and the permissions of their actions (a box is opened, not registered). */
import { PERMISSAO as P, type CaixaListaItem } from '@rpj/domain';
import type { Entidade } from '../../ui/tela/entidade.ts';

export const CAIXA: Entidade<Pick<CaixaListaItem, 'id' | 'nomeUsuario'>> = {
  singular: 'caixa',
  plural: 'caixas',
  lista: 'caixa',
  registro: 'caixa.salvar',
  nomeDe: (c) => `nº ${String(c.id)} — ${c.nomeUsuario}`,
  // A box is opened (CRIAR_CAIXAS) and then worked in on its own screen, which anyone who sees boxes opens; never removed.
  permissoes: { criar: P.CRIAR_CAIXAS, editar: P.EDITAR_CAIXAS, abrir: [P.VISUALIZAR_CAIXAS] },
  textos: {
    novo: 'Abrir caixa',
    nenhumEncontrado: 'Nenhum caixa encontrado. Ajuste os filtros.',
    nenhumCadastrado: 'Nenhum caixa aberto até hoje. Use "Abrir caixa" para abrir o primeiro.',
    motivoNaoEncontrado: 'Este caixa não existe.',
  },
};
