import { describe, expect, it } from 'vitest';
import { CATALOGO_ATOS, documentosExigidos } from './atos.ts';

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
});
