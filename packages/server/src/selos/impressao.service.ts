/**
 * Printing seals (issue 30): the stamps of used seals on label sheets and on the office's model pages of an act, and
 * those models (their changes audited). A seal the office does not have is 404; one not used on an act, or voided, 409.
 */
import { carimboDoSelo, diaCivil, errosDasEtiquetas, errosDoModelo, FUSO_HORARIO_PADRAO, problemaDaImpressao, type Carimbo, type CodigoFolha, type EntradaModeloSelo, type ModeloSelo } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Autor } from '../caixas/caixas.service.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import { renderizarFolha, type Impressao } from '../printing/pdf.ts';
import type { DocumentoImpresso } from '../http/route.ts';
import { documentoEtiquetas, documentoModelo, nomeArquivoEtiquetas, nomeArquivoModelo } from './carimbo.documento.ts';
import { buscarModelo, gravarModelo, removerModelo, selosParaImpressao, type SeloParaImpressao } from './impressao.repository.ts';

const dia = (instante: string): string => diaCivil(Date.parse(instante), FUSO_HORARIO_PADRAO);

/** The seals of these codes, in this order, each printable; else the first problem, said. */
async function selosImprimiveis(db: Db, codigos: readonly string[]): Promise<readonly SeloParaImpressao[]> {
  const achados = await selosParaImpressao(db, codigos);
  return codigos.map((codigo) => {
    const s = achados.get(codigo);
    if (s === undefined) throw new ApiError(404, `O selo ${codigo} não foi encontrado no estoque do cartório: confira o código.`);
    const problema = problemaDaImpressao(s.selo);
    if (problema !== undefined) throw new ApiError(409, problema);
    return s;
  });
}

/** The codes typed in a label printing's query: separated by commas, spaces or lines, in capitals. */
export function codigosDaConsulta(texto: string): readonly string[] {
  return texto.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter((c) => c !== '');
}

export async function imprimirEtiquetas(db: Db, impressao: Impressao, pedido: { readonly codigos: readonly string[]; readonly folha: CodigoFolha; readonly posicao: number }): Promise<DocumentoImpresso> {
  const erros = errosDasEtiquetas(pedido);
  if (erros.length > 0) throw invalidInput(erros);
  const carimbos: Carimbo[] = (await selosImprimiveis(db, pedido.codigos)).map((s) => carimboDoSelo(s.selo, impressao.timbre.cartorio, dia));
  const documento = await documentoEtiquetas(carimbos, pedido.folha, pedido.posicao);
  return { nomeArquivo: nomeArquivoEtiquetas(carimbos), pdf: await renderizarFolha(impressao, { ...documento, margens: [0, 0, 0, 0] }) };
}

export async function imprimirModelo(db: Db, impressao: Impressao, modeloId: number, codigo: string): Promise<DocumentoImpresso> {
  const modelo = await buscarModelo(db, modeloId);
  if (modelo === undefined) throw new ApiError(404, 'Modelo não encontrado: escolha outro na lista.');
  const [s] = await selosImprimiveis(db, [codigo.trim().toUpperCase()]);
  if (s === undefined) throw new ApiError(404, 'Informe o código do selo.');
  const carimbo = carimboDoSelo(s.selo, impressao.timbre.cartorio, dia);
  return { nomeArquivo: nomeArquivoModelo(modelo, carimbo), pdf: await renderizarFolha(impressao, await documentoModelo(modelo, carimbo, { nome: s.entidade, cnpj: s.cnpj })) };
}

/** Creates a model (no `id`) or rewrites one. */
export async function salvarModelo(db: Db, entrada: EntradaModeloSelo, autor: Autor, id?: number): Promise<ModeloSelo> {
  const erros = errosDoModelo(entrada);
  if (erros.length > 0) throw invalidInput(erros);
  return db.transaction(async (tx) => {
    const antes = id === undefined ? undefined : await buscarModelo(tx, id);
    if (id !== undefined && antes === undefined) throw new ApiError(404, 'Modelo não encontrado: ele pode ter sido removido.');
    const gravado = (await gravarModelo(tx, entrada, autor.principal.id, id)) ?? 0;
    await audit(tx, { ator: autor.principal, acao: id === undefined ? 'CRIACAO' : 'ALTERACAO', entidade: 'selo_modelo', entidadeId: gravado, requestId: autor.requestId, ...(antes === undefined ? {} : { antes }), depois: entrada });
    const modelo = await buscarModelo(tx, gravado);
    if (modelo === undefined) throw new Error(`selo_modelo ${String(gravado)} vanished`);
    return modelo;
  });
}

export async function excluirModelo(db: Db, id: number, autor: Autor): Promise<ModeloSelo> {
  return db.transaction(async (tx) => {
    const antes = await buscarModelo(tx, id);
    if (antes === undefined || !(await removerModelo(tx, id))) throw new ApiError(404, 'Modelo não encontrado: ele pode já ter sido removido.');
    await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: 'selo_modelo', entidadeId: id, requestId: autor.requestId, antes });
    return antes;
  });
}
