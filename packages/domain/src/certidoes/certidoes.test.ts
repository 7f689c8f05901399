import { describe, expect, it } from 'vitest';
import { calendario, feriadosNacionais } from '../feriados/calendario.ts';
import { conteudoDaCertidao, criterioDaBusca, errosDoPedido, prazoDaCertidao, semServicoDaCertidao, type EntidadeCertificada, type TipoCertidao } from './certidoes.ts';

const ENTIDADE: EntidadeCertificada = {
  denominacao: 'Associação dos Moradores do Setor Bueno',
  cnpj: '11222333000181',
  naturezaJuridica: '3999',
  situacao: 'ATIVA',
  numeroRegistro: 1520,
  livro: 'A-3',
  folha: '12',
  dataRegistro: '2024-03-05',
  objeto: 'Defender os interesses dos moradores.',
  sede: 'Rua T-30, 100, Setor Bueno, Goiânia/GO',
  administracao: [{ nome: 'Ana Souza', cargo: 'Presidente', mandatoAte: '2027-03-04' }],
  averbacoes: [
    { numero: 2, data: '2026-01-10', tipo: 'SEDE', descricao: 'Sede transferida para a Rua T-30, 100.' },
    { numero: 1, data: '2025-04-01', tipo: 'ADMINISTRACAO', descricao: 'Eleita a diretoria de 2025.' },
  ],
};

const texto = (secoes: ReturnType<typeof conteudoDaCertidao>): string => secoes.flatMap((s) => [...(s.titulo === undefined ? [] : [s.titulo]), ...s.paragrafos]).join('\n');

describe('a certificate\'s text', () => {
  it('tells the registration, the current data and administration, and every later amendment in order (art. 21)', () => {
    const t = texto(conteudoDaCertidao({ tipo: 'BREVE_RELATO', requerente: 'Carlos Lima', cartorio: 'Registro Civil de Pessoas Jurídicas de Goiânia', entidade: ENTIDADE }));
    expect(t).toContain('CERTIFICO, a pedido de Carlos Lima, que, revendo os livros e o arquivo deste Registro Civil de Pessoas Jurídicas de Goiânia, deles consta registrada sob o nº 1520, no Livro A-3, folha 12, em 05/03/2024, a pessoa jurídica Associação dos Moradores do Setor Bueno');
    expect(t).toContain('CNPJ: 11.222.333/0001-81.');
    expect(t).toContain('Natureza jurídica: 399-9 — Associação Privada.');
    expect(t).toContain('Ana Souza — Presidente, com mandato até 04/03/2027');
    expect(t).toContain('Constam 2 averbações posteriores ao registro:\nAv.1, em 01/04/2025 — Eleição ou alteração da administração: Eleita a diretoria de 2025.\nAv.2, em 10/01/2026 — Mudança de sede: Sede transferida para a Rua T-30, 100.');
    expect(t.endsWith('O referido é verdade e dou fé.')).toBe(true);
  });

  it('says there is no amendment when there is none, and an inteiro teor says how many scanned pages follow', () => {
    const t = texto(conteudoDaCertidao({ tipo: 'INTEIRO_TEOR', requerente: 'Carlos Lima', cartorio: 'RCPJ', entidade: { ...ENTIDADE, averbacoes: [] }, paginas: 3 }));
    expect(t).toContain('Não há averbações posteriores ao registro até a data desta certidão.');
    expect(t).toContain('Seguem, reproduzidas na íntegra, as 3 páginas digitalizadas do registro e de suas averbações');
  });

  it('by questions, carries the questions and the office\'s answers line by line, and the amendments', () => {
    const t = texto(conteudoDaCertidao({ tipo: 'QUESITOS', requerente: 'Banco X', cartorio: 'RCPJ', entidade: ENTIDADE, quesitos: 'Quem preside a entidade?\n\nDesde quando?', respostas: 'Ana Souza.\nDesde 05/03/2024.' }));
    expect(t).toContain('Quesitos\nQuem preside a entidade?\nDesde quando?\nRespostas\nAna Souza.\nDesde 05/03/2024.\nAlterações posteriores');
  });

  it('a search says what it found, or that nothing is recorded, by name, CNPJ or CPF', () => {
    const nada = texto(conteudoDaCertidao({ tipo: 'BUSCA', requerente: 'Carlos Lima', cartorio: 'RCPJ', busca: { termo: '529.982.247-25', achados: [] } }));
    expect(nada).toContain('NADA CONSTA de registro de pessoa jurídica em que figure o CPF 529.982.247-25 como integrante da administração ou do quadro social.');
    const achou = texto(conteudoDaCertidao({ tipo: 'BUSCA', requerente: 'Carlos Lima', cartorio: 'RCPJ', busca: { termo: 'moradores', achados: [{ denominacao: ENTIDADE.denominacao, numeroRegistro: 1520, dataRegistro: '2024-03-05', situacao: 'ATIVA' }] } }));
    expect(achou).toContain('CONSTA(M) 1 registro de pessoa jurídica em que figura o nome “moradores”:\nRegistros encontrados\nAssociação dos Moradores do Setor Bueno, registrada sob o nº 1520, em 05/03/2024 — Ativa');
  });

  it('reads a search term as a CNPJ or a CPF only when its check digits are right', () => {
    expect([criterioDaBusca('11.222.333/0001-81'), criterioDaBusca('529.982.247-25'), criterioDaBusca('52998224726'), criterioDaBusca('  Moradores   do  Bueno ')]).toEqual([
      { criterio: 'CNPJ', valor: '11222333000181' },
      { criterio: 'CPF', valor: '52998224725' },
      { criterio: 'NOME', valor: '52998224726' },
      { criterio: 'NOME', valor: 'Moradores do Bueno' },
    ]);
  });
});

describe('a request', () => {
  it('needs an entity, a search term or questions as its kind asks, on their fields', () => {
    expect([errosDoPedido({ tipo: 'BREVE_RELATO' }), errosDoPedido({ tipo: 'BUSCA', busca: '  ' }), errosDoPedido({ tipo: 'QUESITOS', protocolo: 12 }), errosDoPedido({ tipo: 'INTEIRO_TEOR', empresaId: 3 })]).toEqual([
      [{ campo: 'empresaId', mensagem: 'Escolha a entidade registrada de que se pede a certidão.' }],
      [{ campo: 'busca', mensagem: 'Informe o nome, o CNPJ ou o CPF a buscar.' }],
      [{ campo: 'quesitos', mensagem: 'Escreva os quesitos que a certidão deve responder.' }],
      [],
    ]);
  });

  it('is due on the 5th day with service after it, weekends and holidays skipped', () => {
    const cal = calendario([...feriadosNacionais(2026), { data: '2026-11-23' }]);
    // Asked on Thursday 19/11/2026: Friday 20 is Black Consciousness Day (national), Monday 23 an office holiday.
    expect(prazoDaCertidao('2026-11-19', cal)).toBe('2026-11-30');
    // Asked on a Friday: Monday to Friday of the next week.
    expect(prazoDaCertidao('2026-11-06', calendario(feriadosNacionais(2026)))).toBe('2026-11-13');
    // Around Christmas and New Year.
    expect(prazoDaCertidao('2026-12-23', calendario([...feriadosNacionais(2026), ...feriadosNacionais(2027)]))).toBe('2026-12-31');
  });
});

describe('a kind of certificate without a service', () => {
  it('names the act that prices it as the catalogue of acts does', () => {
    expect((['BREVE_RELATO', 'QUESITOS', 'BUSCA', 'INTEIRO_TEOR'] as const satisfies readonly TipoCertidao[]).map(semServicoDaCertidao)).toEqual([
      'Não há serviço ativo de certidão no catálogo para o ato “Certidão em breve relato”.',
      'Não há serviço ativo de certidão no catálogo para o ato “Certidão em breve relato”.',
      'Não há serviço ativo de certidão no catálogo para o ato “Certidão em breve relato”.',
      'Não há serviço ativo de certidão no catálogo para o ato “Certidão de inteiro teor”.',
    ]);
  });
});
