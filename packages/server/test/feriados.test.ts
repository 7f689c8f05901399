// The office's calendar through the SDK (docs/api.md "Feriado"): the year's list with the national holidays the law
// fixes, the office's own holidays, a deadline that moves past them, and the rules of a save.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, calendario, type FeriadoSalvar } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();
const api = () => server.sdk('admin').feriados;

describe('feriados (docs/api.md)', () => {
  it('lists a year with the national holidays generated, in date order, the office\'s beside them', async () => {
    const { dados } = await api().listar({ ano: 2031 }, { pageNumber: 0, pageSize: 50 });
    expect(dados.content.slice(0, 4).map((f) => [f.data, f.nome, f.gerado, f.id])).toEqual([
      ['2031-01-01', 'Confraternização Universal', true, -20310101],
      ['2031-02-24', 'Carnaval (segunda-feira)', true, -20310224],
      ['2031-02-25', 'Carnaval (terça-feira)', true, -20310225],
      ['2031-04-11', 'Sexta-feira Santa', true, -20310411],
    ]);
    const { dados: municipal } = await api().salvar({ data: '2031-10-24', nome: 'Aniversário de Goiânia', abrangencia: 'MUNICIPAL', tipo: 'FERIADO', fundamento: 'Lei municipal' });
    const lista = (await api().listar({ ano: 2031, abrangencia: 'MUNICIPAL' })).dados.content;
    expect(lista).toEqual([{ id: municipal.id, data: '2031-10-24', nome: 'Aniversário de Goiânia', abrangencia: 'MUNICIPAL', tipo: 'FERIADO', fundamento: 'Lei municipal', gerado: false }]);
    expect((await api().listar({ ano: 2031, nome: 'goiania' })).dados.totalElements).toBe(1);
  });

  it('the year\'s calendar moves a deadline past the office\'s holiday', async () => {
    const inicio = '2032-10-21'; // a Thursday
    const antes = addBusinessDays(inicio, 2, calendario((await api().calendario(2032)).dados));
    await api().salvar({ data: '2032-10-22', nome: 'Dia sem expediente', abrangencia: 'CARTORIO', tipo: 'SEM_EXPEDIENTE' });
    const depois = addBusinessDays(inicio, 2, calendario((await api().calendario(2032)).dados));
    expect([antes, depois]).toEqual(['2032-10-25', '2032-10-26']);
  });

  it('refuses a date that does not exist, a duplicate, and a national holiday the law already makes, in pt-BR', async () => {
    const base: FeriadoSalvar = { data: '2033-06-16', nome: 'Feriado de teste', abrangencia: 'MUNICIPAL', tipo: 'FERIADO' };
    const inexistente = await httpError(api().salvar({ ...base, data: '2033-02-29' }));
    expect([inexistente.status, inexistente.erros]).toEqual([400, [{ campo: 'data', mensagem: 'Data inválida: use dd/mm/aaaa.' }]]);
    const { dados: criado } = await api().salvar(base);
    const repetido = await httpError(api().salvar({ ...base, nome: 'Outro nome' }));
    expect([repetido.status, repetido.erros]).toEqual([409, [{ campo: 'data', mensagem: 'Já há um feriado desta abrangência nesta data.' }]]);
    const daLei = await httpError(api().salvar({ ...base, data: '2033-04-21', abrangencia: 'NACIONAL', nome: 'Tiradentes' }));
    expect([daLei.status, daLei.erros]).toEqual([409, [{ campo: 'data', mensagem: 'Tiradentes já é feriado nacional nesta data.' }]]);
    // The same date in another scope is another holiday.
    expect((await api().salvar({ ...base, abrangencia: 'ESTADUAL' })).mensagens).toEqual(['Feriado cadastrado com sucesso!']);
    const stale = await httpError(api().salvar({ ...base, id: criado.id, versao: 9 }));
    expect(stale.status).toBe(409);
    expect((await api().salvar({ ...base, id: criado.id, versao: 0, nome: 'Renomeado' })).mensagens).toEqual(['Feriado salvo com sucesso!']);
    expect((await api().remover(criado.id)).mensagens).toEqual(['Feriado removido.']);
    expect((await httpError(api().obter(criado.id))).status).toBe(404);
    const trilha = await server.database.db.execute<{ acao: string }>(sql`SELECT acao FROM auditoria WHERE entidade = 'feriado' AND entidade_id = ${String(criado.id)} ORDER BY id`);
    expect(trilha.rows.map((r) => r.acao)).toEqual(['CRIACAO', 'ALTERACAO', 'REMOCAO']);
  });

  it('the demo office has the city\'s and the state\'s holidays of this year and the next', async () => {
    const ano = new Date().getFullYear();
    for (const a of [ano, ano + 1]) {
      const municipais = (await api().listar({ ano: a, abrangencia: 'MUNICIPAL' })).dados.content.map((f) => f.nome);
      expect(municipais).toContain('Aniversário de Goiânia');
    }
  });
});
