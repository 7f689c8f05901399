import { PERMISSAO } from '@rpj/domain';
import { describe } from 'vitest';
import { testarTelasComNome } from '../../test/registros.ts';
import { FundamentoLegalFormViewModel, FundamentoLegalListViewModel } from './fundamentos-legais.view-models.ts';

describe('fundamentos legais view-models', () => {
  testarTelasComNome({ Lista: FundamentoLegalListViewModel, Formulario: FundamentoLegalFormViewModel, permissoes: [PERMISSAO.VISUALIZAR_ATOS, PERMISSAO.CRIAR_ATOS, PERMISSAO.EDITAR_ATOS], caminhoLista: '/servico/fundamento', tituloNovo: 'Novo fundamento legal' });
});
