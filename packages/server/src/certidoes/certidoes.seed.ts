/**
 * The certificate services of the demo office. Outside production, when the catalogue has no certificate service, the
 * demo office gets two (a summary, by questions or search; and an inteiro teor) **without a fee**: no published table
 * of Goiás's certificate fees for this office has been found to take them from, and a fee is a tax the office charges
 * by its state's table, not a number to make up. The services screen marks them "Sem valor em vigor"; the certificate
 * form asks whom may edit services for the office's fee the first time and keeps it on the service; the service
 * refuses a request while there is none (README, docs/areas.md).
 */
import { sql } from 'drizzle-orm';
import type { ServicoSalvar } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { gravarServico } from '../servicos/servicos.repository.ts';

const SERVICOS_DEMO: readonly Omit<ServicoSalvar, 'id' | 'versao'>[] = [
  { codigo: '501', descricao: 'Certidão em breve relato, por quesitos ou de busca', tipoAto: 'CERTIDAO_BREVE_RELATO', selo: true, ativo: true, vigencias: [] },
  { codigo: '502', descricao: 'Certidão de inteiro teor', tipoAto: 'CERTIDAO_INTEIRO_TEOR', selo: true, ativo: true, vigencias: [] },
];

export async function semearCertidoes(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  const temServico = (await db.execute(sql`SELECT 1 FROM servico WHERE tipo_ato LIKE 'CERTIDAO_%'`)).rows.length > 0;
  if (!temServico) for (const s of SERVICOS_DEMO) await gravarServico(db, undefined, s);
}
