// The catalogue of acts through the SDK (docs/api.md "Ato"): the catalogue an office starts with, a kind created,
// changed against its version and removed; a kind a service is of cannot be removed, and a change of its code
// follows into the service; the rules of a save.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGO_ATOS, type TipoAtoSalvar } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();
const atos = () => server.sdk('admin').atos;
const servicos = () => server.sdk('admin').servicos;

const AUTENTICACAO: TipoAtoSalvar = {
  codigo: 'AUTENTICACAO_LIVRO_DIGITAL',
  nome: 'Autenticação de livro em meio digital',
  especie: 'AUTENTICACAO_LIVRO',
  documentos: [
    { nome: 'Requerimento do representante legal', fundamento: 'Lei 6.015/1973, art. 121' },
    { nome: 'Livro em PDF/A assinado com certificado ICP-Brasil', naturezas: ['3999', '3069'] },
  ],
  exame: ['Pessoa jurídica registrada neste cartório', 'Assinaturas digitais válidas'],
  conferencia: ['Termo de autenticação lançado'],
  prazoDiasUteis: 5,
  fundamentoPrazo: 'Norma de serviço do cartório', prazoExigenciaDiasUteis: 20,
};

describe('tipos de ato (docs/api.md)', () => {
  it('starts with the catalogue of domain-rcpj, each kind with its book, documents, checklists and deadline', async () => {
    const { dados } = await atos().listar({}, { pageNumber: 0, pageSize: 50, sortBy: 'codigo', sort: 'asc' });
    expect(dados.content.map((a) => a.codigo)).toEqual(CATALOGO_ATOS.map((a) => a.codigo).sort());
    expect(dados.content.find((a) => a.codigo === 'MATRICULA_IMPRENSA')).toMatchObject({ especie: 'MATRICULA', livro: 'B', prazoDiasUteis: 10, documentos: 2 });
    expect((await atos().listar({ nome: 'certidao' })).dados.content.map((a) => a.codigo).sort()).toEqual(['CERTIDAO_BREVE_RELATO', 'CERTIDAO_INTEIRO_TEOR']);
    expect((await atos().listar({ especie: 'AVERBACAO' })).dados.totalElements).toBe(3);
    const registro = (await atos().listar({ nome: 'REGISTRO_CONSTITUICAO' })).dados.content[0];
    const { dados: completo } = await atos().obter(registro?.id ?? 0);
    expect(completo).toMatchObject({ ...CATALOGO_ATOS[0], versao: 0 });
  });

  it('creates a kind, changes it against its version, and the services\' catalogue says so', async () => {
    const { dados: criado, mensagens } = await atos().salvar(AUTENTICACAO);
    expect(mensagens).toEqual(['Tipo de ato cadastrado com sucesso!']);
    expect(criado).toMatchObject({ ...AUTENTICACAO, versao: 0 });
    const { dados: salvo } = await atos().salvar({ ...AUTENTICACAO, id: criado.id, versao: 0, prazoDiasUteis: 3 });
    expect([salvo.versao, salvo.prazoDiasUteis]).toEqual([1, 3]);
    expect((await httpError(atos().salvar({ ...AUTENTICACAO, id: criado.id, versao: 0 }))).status).toBe(409);
    expect((await servicos().atos()).dados.find((a) => a.codigo === AUTENTICACAO.codigo)?.prazoDiasUteis).toBe(3);
    const repetido = await httpError(atos().salvar({ ...AUTENTICACAO, nome: 'Outro' }));
    expect([repetido.status, repetido.erros]).toEqual([409, [{ campo: 'codigo', mensagem: 'Já existe um tipo de ato com este código.' }]]);
    expect((await atos().remover(criado.id)).mensagens).toEqual(['Tipo de ato Autenticação de livro em meio digital removido.']);
  });

  it('refuses a kind a service is of, and a change of its code follows into the service', async () => {
    const { dados: tipo } = await atos().salvar({ ...AUTENTICACAO, codigo: 'AUTENTICACAO_LIVRO_X' });
    const { dados: servico } = await servicos().salvar({ codigo: '9301', descricao: 'Autenticação digital', tipoAto: tipo.codigo, selo: true, ativo: true, vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 4_320 } }] });
    const emUso = await httpError(atos().remover(tipo.id));
    expect([emUso.status, emUso.resposta?.mensagens]).toEqual([409, ['Há serviços deste tipo de ato: troque o tipo desses serviços antes de excluí-lo.']]);
    await atos().salvar({ ...AUTENTICACAO, codigo: 'AUTENTICACAO_LIVRO_Y', id: tipo.id, versao: tipo.versao });
    expect((await servicos().obter(servico.id)).dados.tipoAto).toBe('AUTENTICACAO_LIVRO_Y');
    await servicos().remover(servico.id);
    await atos().remover(tipo.id);
    const unknown = await httpError(servicos().salvar({ codigo: '9302', descricao: 'X', tipoAto: 'AUTENTICACAO_LIVRO_Y', selo: true, ativo: true, vigencias: [] }));
    expect(unknown.erros).toEqual([{ campo: 'tipoAto', mensagem: 'Escolha um tipo de ato do catálogo.' }]);
  });

  it('refuses a bad kind with a pt-BR message on its field, and writes nothing', async () => {
    const semLivro = await httpError(atos().salvar({ ...AUTENTICACAO, codigo: 'REGISTRO_NOVO', especie: 'REGISTRO' }));
    expect(semLivro.erros).toEqual([{ campo: 'livro', mensagem: 'Informe o livro em que este ato é lançado.' }]);
    const ruim = await httpError(atos().salvar({ ...AUTENTICACAO, codigo: 'x', prazoDiasUteis: 0, documentos: [{ nome: 'Ata', naturezas: ['0000'] }, { nome: 'ata' }] }));
    expect(ruim.erros).toEqual([
      { campo: 'codigo', mensagem: 'Use de 3 a 40 letras maiúsculas, dígitos e sublinhado, começando por uma letra.' },
      { campo: 'prazoDiasUteis', mensagem: 'Informe um prazo de 1 a 365 dias úteis.' },
      { campo: 'documentos.0.naturezas', mensagem: 'Natureza jurídica desconhecida: 0000.' },
      { campo: 'documentos.1.nome', mensagem: 'Este documento já está na lista.' },
    ]);
    const especie = await httpError(atos().salvar({ ...AUTENTICACAO, especie: 'OUTRA' as 'CERTIDAO' }));
    expect(especie.erros.map((e) => e.campo)).toEqual(['especie']);
    const n = await server.database.db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM tipo_ato WHERE codigo IN ('REGISTRO_NOVO', 'x')`);
    expect(Number(n.rows[0]?.n)).toBe(0);
  });
});
