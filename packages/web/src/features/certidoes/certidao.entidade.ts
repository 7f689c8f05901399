/** How the certificate screens speak of a certificate, and the permissions of their actions (one is asked at /certidao/gerar). */
import { PERMISSAO as P, type CertidaoListaItem } from '@rpj/domain';
import type { Entidade } from '../../ui/tela/entidade.ts';

export const CERTIDAO: Entidade<Pick<CertidaoListaItem, 'numero'>> = {
  singular: 'certidão',
  plural: 'certidões',
  feminino: true,
  lista: 'certidao',
  registro: 'certidao.gerar',
  novo: 'certidao.gerar',
  nomeDe: (c) => `certidão nº ${String(c.numero)}`,
  // Asked by CRIAR_CERTIDOES; paid and issued by EDITAR_CERTIDOES; never removed (the sequence keeps every number).
  permissoes: { criar: P.CRIAR_CERTIDOES, editar: P.EDITAR_CERTIDOES, abrir: [P.VISUALIZAR_CERTIDOES, P.CRIAR_CERTIDOES, P.EDITAR_CERTIDOES] },
  textos: {
    novo: 'Pedir certidão',
    nenhumEncontrado: 'Nenhuma certidão encontrada. Ajuste os filtros.',
    nenhumCadastrado: 'Nenhuma certidão pedida até hoje. Use "Pedir certidão" para registrar o primeiro pedido.',
    motivoNaoEncontrado: 'Não há certidão com este número.',
  },
};
