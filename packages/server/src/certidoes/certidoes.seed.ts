/**
 * Certificates at every start and in the demo. Outside production, when the catalogue has no certificate service, the
 * demo office gets two (a summary and an inteiro teor; demonstration fees from the 02/2026 table's registration
 * without economic value and its Taxa Judiciária — the office enters its state's certificate fees). Then, once (no
 * certificate yet), through the area's own services: a summary of the first registered entity asked by a
 * requester, paid by PIX at the officer's box (opened for it and closed with the count it expects) and issued by the
 * demo officer, sealed; and an inteiro teor of the entity whose statute and minutes are scanned, asked and waiting
 * for payment.
 */
import { sql } from 'drizzle-orm';
import { PERMISSAO, REGISTRO_SEM_VALOR_GO_2026, TAXA_JUDICIARIA_GO_2026, VIGENCIA_TABELA_GO_2026, type Permissao, type ServicoSalvar } from '@rpj/domain';
import { buscarCaixa } from '../caixas/caixas.repository.ts';
import { abrirCaixa, fechar } from '../caixas/caixas.service.ts';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { gravarServico } from '../servicos/servicos.repository.ts';
import { emitir, pagarCertidao, pedir } from './certidoes.service.ts';

const fixo = (emolumentoCentavos: number): ServicoSalvar['vigencias'] => [{ de: VIGENCIA_TABELA_GO_2026, valores: { tipo: 'FIXO', emolumentoCentavos, taxaFixaCentavos: TAXA_JUDICIARIA_GO_2026 } }];

const SERVICOS_DEMO: readonly Omit<ServicoSalvar, 'id' | 'versao'>[] = [
  { codigo: '501', descricao: 'Certidão em breve relato, por quesitos ou de busca', tipoAto: 'CERTIDAO_BREVE_RELATO', selo: true, ativo: true, vigencias: fixo(REGISTRO_SEM_VALOR_GO_2026.primeiraPaginaCentavos) },
  { codigo: '502', descricao: 'Certidão de inteiro teor', tipoAto: 'CERTIDAO_INTEIRO_TEOR', selo: true, ativo: true, vigencias: fixo(REGISTRO_SEM_VALOR_GO_2026.primeiraPaginaCentavos + REGISTRO_SEM_VALOR_GO_2026.paginaAcrescidaCentavos) },
];

export async function semearCertidoes(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  const temServico = (await db.execute(sql`SELECT 1 FROM servico WHERE tipo_ato LIKE 'CERTIDAO_%'`)).rows.length > 0;
  if (!temServico) for (const s of SERVICOS_DEMO) await gravarServico(db, undefined, s);
  if ((await db.execute(sql`SELECT 1 FROM certidao LIMIT 1`)).rows.length > 0) return;
  const oficial = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'oficial'`)).rows[0]?.id;
  const assinante = (await db.execute<{ id: number }>(sql`SELECT id FROM responsavel WHERE cargo = 'OFICIAL' AND fim IS NULL ORDER BY id LIMIT 1`)).rows[0]?.id;
  const primeira = (await db.execute<{ id: number }>(sql`SELECT id FROM empresa WHERE numero_registro IS NOT NULL ORDER BY numero_registro LIMIT 1`)).rows[0];
  const escaneada = (await db.execute<{ id: number }>(sql`
    SELECT p.empresa_id AS id FROM digitalizacao d JOIN processo p ON p.protocolo = d.protocolo WHERE p.empresa_id IS NOT NULL AND d.removido_em IS NULL ORDER BY d.id LIMIT 1`)).rows[0];
  if (oficial === undefined || assinante === undefined || primeira === undefined) return;
  const autor = { principal: { id: oficial, login: 'oficial', ativo: true, permissoes: new Set(Object.values(PERMISSAO) as Permissao[]) }, requestId: 'demo' };
  const oficio = { uf: 'GO', cartorio: 'Registro Civil de Pessoas Jurídicas' };
  const breve = await pedir(db, oficio, { tipo: 'BREVE_RELATO', requerente: 'Carlos Mendes Pereira', documento: '52998224725', empresaId: primeira.id }, autor);
  const caixa = await abrirCaixa(db, 0, autor);
  const paga = await pagarCertidao(db, oficio, breve.id, { versao: breve.versao, caixaId: caixa.id, parcelas: [{ metodo: 'PIX', valorCentavos: breve.valorCentavos }] }, autor);
  const aberto = await buscarCaixa(db, caixa.id);
  if (aberto !== undefined) await fechar(db, caixa.id, { versao: aberto.versao, contado: aberto.esperado }, autor);
  const temSelo = (await db.execute(sql`SELECT 1 FROM selo WHERE situacao = 'DISPONIVEL' AND tipo = 'NORMAL' LIMIT 1`)).rows.length > 0;
  if (temSelo) await emitir(db, oficio, paga.id, { versao: paga.versao, responsavelId: assinante }, autor);
  await pedir(db, oficio, { tipo: 'INTEIRO_TEOR', requerente: 'Banco Cerrado S.A.', documento: '11222333000181', empresaId: (escaneada ?? primeira).id }, autor);
}
