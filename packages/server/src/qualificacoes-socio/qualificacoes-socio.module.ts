/**
 * The Receita's qualification table (`/qualificacao-socio`) of the registration service: a table and the four calls
 * of a record area, seeded in full at every start (codes missing only: the office may rename one).
 */
import { sql } from 'drizzle-orm';
import { QUALIFICACOES_RECEITA } from '@rpj/domain';
import { QUALIFICACAO_SOCIO_ENDPOINTS } from '@rpj/sdk/contract';
import type { Db } from '../db/client.ts';
import { areaDeRegistros } from '../http/registros.ts';

const tabela = {
  tabela: 'qualificacao_socio',
  singular: 'qualificação de sócio',
  feminino: true,
  campos: { codigo: 'codigo', nome: 'nome' },
  busca: { nome: 'nome', codigo: 'codigo' },
  ordenacao: { codigo: 'codigo', nome: 'nome' },
};

async function semearQualificacoes(db: Db): Promise<void> {
  for (const [codigo, nome] of QUALIFICACOES_RECEITA) {
    await db.execute(sql`INSERT INTO qualificacao_socio (codigo, nome) VALUES (${codigo}, ${nome}) ON CONFLICT DO NOTHING`);
  }
}

export const qualificacoesSocio = areaDeRegistros({
  nome: 'qualificacoes-socio',
  endpoints: QUALIFICACAO_SOCIO_ENDPOINTS,
  migracoes: new URL('./migrations/', import.meta.url),
  tabela,
  semear: semearQualificacoes,
  unicos: {
    qualificacao_socio_codigo_key: { campo: 'codigo', mensagem: 'Já existe uma qualificação com este código.' },
    qualificacao_socio_nome: { campo: 'nome', mensagem: 'Já existe uma qualificação com este nome.' },
  },
  emUso: {
    empresa_socio_qualificacao_fkey: 'Esta qualificação está no quadro de sócios de empresas: troque-a nesses quadros antes de excluí-la.',
  },
});
