/**
 * Responsáveis assinantes (`/responsavel`) of the registration service: who may sign certificates, with their post
 * and period; a table and the four calls of a record area. The list filters who may sign on a day (`vigenteEm`),
 * which is what the certificates' signature offers; the demo seeds the office's officer and a substitute.
 */
import { sql } from 'drizzle-orm';
import { RESPONSAVEL_ENDPOINTS } from '@rpj/sdk/contract';
import type { Db } from '../db/client.ts';
import { areaDeRegistros } from '../http/registros.ts';

const tabela = {
  tabela: 'responsavel',
  singular: 'responsável assinante',
  campos: { nome: 'nome', cargo: 'cargo', inicio: 'inicio', fim: 'fim' },
  datas: ['inicio', 'fim'],
  busca: { nome: 'nome' },
  filtros: {
    cargo: (cargo: string) => sql`cargo = ${cargo}`,
    vigenteEm: (dia: string) => sql`inicio <= ${dia}::date AND (fim IS NULL OR fim >= ${dia}::date)`,
  },
  ordenacao: { nome: 'nome', cargo: 'cargo', inicio: 'inicio' },
  unico: { campo: 'nome', mensagem: 'Já existe um responsável assinante com este nome.' },
};

/** The demo office's signatories: its officer since 2020 and a substitute since 2024, once. */
async function semearResponsaveis(db: Db, opcoes: { readonly demo: boolean }): Promise<void> {
  if (!opcoes.demo) return;
  await db.execute(sql`
    INSERT INTO responsavel (nome, cargo, inicio)
    SELECT r.nome, r.cargo, r.inicio::date FROM (VALUES ('Helena Duarte Ribeiro', 'OFICIAL', '2020-01-02'), ('Rafael Nunes Carvalho', 'SUBSTITUTO', '2024-03-01')) AS r(nome, cargo, inicio)
    WHERE NOT EXISTS (SELECT 1 FROM responsavel)`);
}

export const responsaveis = areaDeRegistros({ nome: 'responsaveis', endpoints: RESPONSAVEL_ENDPOINTS, migracoes: new URL('./migrations/', import.meta.url), tabela, semear: semearResponsaveis });
