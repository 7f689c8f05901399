/** How the registered entities' screens speak of a record, and the permissions of their actions. */
import type { Entidade } from '../../ui/tela/entidade.ts';
import { permissoesDaArea } from '../../ui/tela/entidade.ts';

export const EMPRESA: Entidade<{ readonly denominacao: string }> = {
  singular: 'empresa',
  plural: 'empresas',
  feminino: true,
  lista: 'empresa',
  registro: 'empresa.salvar',
  nomeDe: (e) => e.denominacao,
  permissoes: permissoesDaArea('EMPRESAS'),
  confirmarRemocao: (nome) => `Excluir a empresa ${nome}? O cadastro sai das listas; o histórico fica na trilha de auditoria.`,
};
