import { describe, expect, it } from 'vitest';
import { podeDisparar, transicionar, type EstadoProcesso, type EventoProcesso } from '../processos/situacoes.ts';
import { duracaoPorExtenso, errosDaDecisao, errosDoReingresso, estadoDoEnvio, mensagemDaNota, type DecisaoSalvar } from './exames.ts';

const exigencia = (texto: string, fundamento = 'Lei 6.015/1973, art. 120') => ({ texto, fundamento });

function caminho(inicio: EstadoProcesso, eventos: readonly EventoProcesso[]): string {
  let estado = inicio;
  for (const e of eventos) {
    const r = transicionar(estado, e);
    if ('erro' in r) return r.erro;
    estado = r.estado;
  }
  return estado.situacao;
}

describe('the exam of a title (issue 26)', () => {
  it('goes through every path of the state machine from exam', () => {
    const emExame: EstadoProcesso = { situacao: 'EM_EXAME' };
    expect(caminho(emExame, ['APROVAR_EXAME'])).toBe('APTO');
    expect(caminho(emExame, ['EXIGIR', 'CUMPRIR_EXIGENCIA', 'REEXAMINAR', 'APROVAR_EXAME'])).toBe('APTO');
    expect(caminho(emExame, ['EXIGIR', 'CUMPRIR_EXIGENCIA', 'REEXAMINAR', 'EXIGIR', 'CADUCAR'])).toBe('PROTOCOLO_CANCELADO');
    expect(caminho(emExame, ['EXIGIR', 'SUSCITAR_DUVIDA', 'DUVIDA_IMPROCEDENTE'])).toBe('APTO');
    expect(caminho(emExame, ['EXIGIR', 'SUSCITAR_DUVIDA', 'DUVIDA_PROCEDENTE'])).toBe('PROTOCOLO_CANCELADO');
    expect(caminho(emExame, ['EXIGIR', 'DEVOLVER'])).toBe('DEVOLVIDO');
    // A dúvida stops the requirement's deadline: a process under one does not lapse.
    expect(caminho(emExame, ['EXIGIR', 'SUSCITAR_DUVIDA', 'CADUCAR'])).toBe('“Prazo da exigência vencido” não se aplica a um processo dúvida suscitada.');
    expect(caminho(emExame, ['CUMPRIR_EXIGENCIA'])).toContain('não se aplica a um processo em exame');
    expect(caminho({ situacao: 'REINGRESSO' }, ['APROVAR_EXAME'])).toContain('não se aplica');
  });

  it('lets nobody lapse a protocol by hand, and only the officer raise and record a dúvida', () => {
    const todas = { permissoes: ['ANALISAR_EXAME', 'EDITAR_PROCESSOS', 'EDITAR_SITUACAO_SOLICITACAO', 'EDITAR_DISTRIBUICOES'] as const };
    expect(podeDisparar('CADUCAR', { permissoes: [...todas.permissoes] })).toBe(false);
    expect(podeDisparar('SUSCITAR_DUVIDA', { permissoes: ['EDITAR_PROCESSOS'] })).toBe(false);
    expect(podeDisparar('DUVIDA_PROCEDENTE', { permissoes: ['EDITAR_SITUACAO_SOLICITACAO'] })).toBe(true);
  });

  it('refuses a decision without requirements or with empty, repeated or groundless ones, each on its field', () => {
    const d = (decisao: DecisaoSalvar['decisao'], exigencias: DecisaoSalvar['exigencias']): DecisaoSalvar => ({ versao: 0, decisao, exigencias });
    expect(errosDaDecisao(d('APTO', []))).toEqual([]);
    expect(errosDaDecisao(d('EXIGENCIA', [exigencia('Apresentar a ata de eleição.')]))).toEqual([]);
    expect(errosDaDecisao(d('EXIGENCIA', [])).map((e) => e.campo)).toEqual(['exigencias']);
    expect(errosDaDecisao(d('APTO', [exigencia('x')])).map((e) => e.campo)).toEqual(['exigencias']);
    expect(errosDaDecisao(d('EXIGENCIA', [exigencia(' '), exigencia('Juntar a lista de presença.', ''), exigencia('juntar a lista de presença. ')]))).toEqual([
      { campo: 'exigencias.0.texto', mensagem: 'Escreva o que o apresentante deve fazer.' },
      { campo: 'exigencias.1.fundamento', mensagem: 'Informe o fundamento legal: escolha um da lista ou escreva-o.' },
      { campo: 'exigencias.2.texto', mensagem: 'Esta exigência já está na nota.' },
    ]);
  });

  it('wants every open requirement answered once at a re-entry', () => {
    const abertas = [
      { id: 7, ordem: 1 },
      { id: 8, ordem: 2 },
      { id: 9, ordem: 3 },
    ];
    expect(errosDoReingresso({ versao: 1, respostas: [7, 8, 9].map((exigenciaId) => ({ exigenciaId, cumprida: true })) }, abertas)).toEqual([]);
    expect(errosDoReingresso({ versao: 1, respostas: [{ exigenciaId: 8, cumprida: false }] }, abertas)).toEqual([{ campo: 'respostas', mensagem: 'Responda a cada exigência: faltam as de nº 1, 3.' }]);
    expect(
      errosDoReingresso(
        {
          versao: 1,
          respostas: [
            { exigenciaId: 7, cumprida: true },
            { exigenciaId: 7, cumprida: true },
            { exigenciaId: 99, cumprida: true },
            { exigenciaId: 8, cumprida: true },
            { exigenciaId: 9, cumprida: true },
          ],
        },
        abertas,
      ).map((e) => e.campo),
    ).toEqual(['respostas.1.exigenciaId', 'respostas.2.exigenciaId']);
  });

  it('says how long a round took and where a sending stands', () => {
    expect(duracaoPorExtenso('2026-11-02T12:00:00Z', '2026-11-02T12:45:20Z')).toBe('45 min');
    expect(duracaoPorExtenso('2026-11-02T12:00:00Z', '2026-11-02T15:10:00Z')).toBe('3 h 10 min');
    expect(duracaoPorExtenso('2026-11-02T12:00:00Z', '2026-11-04T15:00:00Z')).toBe('2 dias e 3 h');
    expect(duracaoPorExtenso('2026-11-02T12:00:00Z', '2026-11-03T12:00:00Z')).toBe('1 dia');
    expect(estadoDoEnvio({ estado: 'repetir', tentativas: 2 })).toBe('Falhou; nova tentativa em breve (2 falhas)');
    expect(estadoDoEnvio({ estado: 'concluida', tentativas: 0 })).toBe('Enviado');
  });

  it('writes the note’s e-mail with every requirement, its ground and the deadline', () => {
    const m = mensagemDaNota(
      {
        protocolo: 1234,
        rodada: 2,
        exigencias: [{ id: 1, ordem: 1, texto: 'Juntar a ata de eleição.', fundamento: 'Código Civil, art. 54', situacao: 'ABERTA' }],
        prazoExigencia: '2026-12-15',
        tipoAtoNome: 'Registro de ato constitutivo',
        empresaNome: 'Associação Boa Vista',
        apresentante: { nome: 'Renata Amaral', documento: '52998224725', email: 'renata@example.com' },
      },
      'Cartório de Registro Civil de Pessoas Jurídicas',
      (dia) => dia.split('-').reverse().join('/'),
    );
    expect(m.assunto).toBe('Nota de exigência — protocolo nº 1.234');
    expect(m.texto).toContain('examinado pela 2ª vez');
    expect(m.texto).toContain('1. Juntar a ata de eleição.\n   Fundamento: Código Civil, art. 54');
    expect(m.texto).toContain('Cumpra as exigências até 15/12/2026');
  });
});
