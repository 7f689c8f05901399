import { describe, expect, it } from 'vitest';
import { CATALOGO_ATOS, documentosExigidos, errosDoTipoAto } from './atos.ts';

const tipo = (codigo: string) => {
  const t = CATALOGO_ATOS.find((a) => a.codigo === codigo);
  if (t === undefined) throw new Error(`no ${codigo}`);
  return t;
};

describe('the catalogue of acts', () => {
  it('each kind once, with its book, a deadline in business days and its ground, and what exam and conference check', () => {
    expect(new Set(CATALOGO_ATOS.map((a) => a.codigo)).size).toBe(CATALOGO_ATOS.length);
    for (const a of CATALOGO_ATOS) {
      expect(a.prazoDiasUteis, a.codigo).toBeGreaterThan(0);
      expect(a.fundamentoPrazo, a.codigo).not.toBe('');
      expect(a.exame.length, a.codigo).toBeGreaterThan(0);
      expect(a.conferencia.length, a.codigo).toBeGreaterThan(0);
      expect(a.livro === undefined, a.codigo).toBe(a.especie === 'CERTIDAO' || a.especie === 'AUTENTICACAO_LIVRO');
    }
    expect(tipo('MATRICULA_IMPRENSA').livro).toBe('B');
    expect([tipo('CERTIDAO_BREVE_RELATO').prazoDiasUteis, tipo('REGISTRO_CONSTITUICAO').prazoDiasUteis]).toEqual([5, 10]);
  });

  it('asks an association for its statute, founding and election minutes; a society for its contract; a foundation for its deed and the prosecutor\'s approval', () => {
    const constituicao = tipo('REGISTRO_CONSTITUICAO');
    expect(documentosExigidos(constituicao, '3999').map((d) => d.nome)).toEqual([
      'Requerimento do representante legal',
      'Estatuto com o visto de advogado',
      'Ata de fundação',
      'Ata de eleição e posse da diretoria, com a qualificação e o mandato',
      'Lista de presença da assembleia de fundação',
    ]);
    expect(documentosExigidos(constituicao, '2240').map((d) => d.nome)).toEqual(['Requerimento do representante legal', 'Contrato social com o visto de advogado']);
    expect(documentosExigidos(constituicao, '3069').map((d) => d.nome)).toEqual([
      'Requerimento do representante legal',
      'Estatuto com o visto de advogado',
      'Escritura pública ou testamento de instituição',
      'Aprovação do estatuto pelo Ministério Público',
    ]);
  });

  it('the catalogue an office starts with passes its own checks', () => {
    for (const a of CATALOGO_ATOS) expect(errosDoTipoAto(a), a.codigo).toEqual([]);
  });

  it('refuses a book where none goes or none where one does, a matrícula in Livro A, unknown natures, a document twice', () => {
    const base = tipo('REGISTRO_CONSTITUICAO');
    expect(errosDoTipoAto({ ...base, codigo: 'reg', livro: undefined as never, prazoDiasUteis: 0 }).map((e) => e.campo)).toEqual(['codigo', 'livro', 'prazoDiasUteis']);
    const { livro: _l, ...semLivro } = base;
    expect(errosDoTipoAto({ ...semLivro, especie: 'MATRICULA' }).map((e) => e.mensagem)).toEqual(['Informe o livro em que este ato é lançado.']);
    expect(errosDoTipoAto({ ...base, especie: 'MATRICULA' }).map((e) => e.mensagem)).toEqual(['A matrícula de jornais, oficinas e emissoras é feita no Livro B.']);
    expect(errosDoTipoAto({ ...base, especie: 'CERTIDAO' }).map((e) => e.campo)).toEqual(['livro']);
    expect(
      errosDoTipoAto({ ...base, documentos: [{ nome: 'Ata' }, { nome: ' ata ', naturezas: ['3999', '9999'] }] }),
    ).toEqual([
      { campo: 'documentos.1.nome', mensagem: 'Este documento já está na lista.' },
      { campo: 'documentos.1.naturezas', mensagem: 'Natureza jurídica desconhecida: 9999.' },
    ]);
  });
});
