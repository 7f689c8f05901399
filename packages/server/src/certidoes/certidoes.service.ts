/**
 * Certificates (issue 32; ../shared/docs/domain-rcpj.md §1.6): a request takes the next certificate number, its price
 * from the catalogue's certificate service and its deadline of 5 days with service; the payment is a receipt of the
 * caller's open cash box in the request's transaction; the issue — by whom may sign that day — fixes the text as the
 * registration stands, takes a seal, and gives the code the public page checks. Each write is audited.
 */
import { randomBytes } from 'node:crypto';
import {
  atoDaCertidao,
  semServicoDaCertidao,
  carimboDoSelo,
  conteudoDaCertidao,
  criterioDaBusca,
  diaCivil,
  errosDoPedido,
  FUSO_HORARIO_PADRAO,
  gerarCodigoVerificacao,
  mensagemForaDaVigencia,
  mensagemSemSelo,
  prazoDaCertidao,
  ROTULOS_TIPO_CERTIDAO,
  situacaoDoPrazo,
  tabelaVigente,
  tituloDaCertidao,
  vigenteEm,
  type Certidao,
  type CertidaoListaItem,
  type CertidaoSalvar,
  type DadosCertidao,
  type EmissaoCertidao,
  type ErroCampo,
  type FiltroCertidoes,
  type Pagina,
  type Paginacao,
  type PagamentoCertidao,
  type Responsavel,
  type SecaoCertidao,
  type VerificacaoCertidao,
  type VigenciaTabela,
} from '@rpj/domain';
import { sql } from 'drizzle-orm';
import { audit } from '../audit/audit.ts';
import { hoje, pagar, type Autor } from '../caixas/caixas.service.ts';
import { lerJuntos, type Db } from '../db/client.ts';
import { ApiError, invalidInput, staleVersion } from '../http/api-error.ts';
import { calendarioEm } from '../processos/processos.service.ts';
import { buscarSelo, tomarSelos } from '../selos/selos.repository.ts';
import { arquivoDe } from '../digitalizacoes/digitalizacoes.service.ts';
import { paginaComoImagem } from '../digitalizacoes/leitura.ts';
import { renderizarPdf, type Impressao } from '../printing/pdf.ts';
import type { Armazenamento } from '../storage/arquivos.ts';
import { documentoCertidaoEmitida, nomeArquivoCertidaoEmitida, type PaginaReproduzida } from './certidao.documento.ts';
import { precificarItens } from '../servicos/servicos.service.ts';
import {
  buscarCertidao,
  buscarRegistros,
  certidaoPorCodigo,
  digitalizacoesDaEmpresa,
  entidadeCertificada,
  gravarEmissao,
  gravarPagamento,
  inserirCertidao,
  listarCertidoes,
  paginasDaCertidao,
  proximoNumeroCertidao,
  type CertidaoLida,
} from './certidoes.repository.ts';

/** What a certificate's text needs of the office. */
export interface Oficio {
  readonly uf: string;
  readonly cartorio: string;
}

export const MENSAGEM_VERIFICACAO_NAO_ENCONTRADA = 'Não encontramos uma certidão emitida com este código. Confira as 12 letras e números impressos na certidão; se estiverem certos, a certidão não é autêntica.';

function naoEncontrada(): ApiError {
  return new ApiError(404, 'Certidão não encontrada.');
}

interface ServicoDaCertidao {
  readonly id: number;
  readonly codigo: string;
  readonly descricao: string;
  readonly selo: boolean;
  readonly vigencias: readonly VigenciaTabela[];
}

/** The catalogue's certificate service asked for, or the first active one of the kind. */
async function servicoDaCertidao(tx: Db, tipo: CertidaoSalvar['tipo'], servicoId: number | undefined): Promise<ServicoDaCertidao> {
  const ato = atoDaCertidao(tipo);
  const r = await tx.execute<{ id: number; codigo: string; descricao: string; selo: boolean; tipo_ato: string; vigencias: readonly VigenciaTabela[] }>(
    servicoId === undefined
      ? sql`SELECT id, codigo, descricao, selo, tipo_ato, vigencias FROM servico WHERE ativo AND tipo_ato = ${ato} ORDER BY codigo, id LIMIT 1`
      : sql`SELECT id, codigo, descricao, selo, tipo_ato, vigencias FROM servico WHERE id = ${servicoId} AND ativo`,
  );
  const s = r.rows[0];
  if (s === undefined) {
    throw invalidInput([
      {
        campo: 'servicoId',
        mensagem: servicoId === undefined ? `${semServicoDaCertidao(tipo)} Cadastre-o em Serviços, com o emolumento da tabela do seu estado.` : 'Serviço desconhecido ou inativo: escolha um serviço de certidão do catálogo.',
      },
    ]);
  }
  if (!s.tipo_ato.startsWith('CERTIDAO_')) throw invalidInput([{ campo: 'servicoId', mensagem: 'Este serviço não é de certidão: escolha um serviço de certidão do catálogo.' }]);
  return s;
}

/** The entity a request certifies: the one named, or the process's; it must be registered here. */
async function entidadeDoPedido(tx: Db, corpo: CertidaoSalvar): Promise<number | undefined> {
  if (corpo.tipo === 'BUSCA') return undefined;
  let empresaId = corpo.empresaId;
  if (corpo.protocolo !== undefined) {
    const p = (await tx.execute<{ empresa_id: number | null }>(sql`SELECT empresa_id FROM processo WHERE protocolo = ${corpo.protocolo}`)).rows[0];
    if (p === undefined) throw invalidInput([{ campo: 'protocolo', mensagem: 'Não há processo com este protocolo.' }]);
    if (p.empresa_id === null) throw invalidInput([{ campo: 'protocolo', mensagem: 'Este processo ainda não tem entidade registrada: a certidão vem depois do registro.' }]);
    if (empresaId !== undefined && empresaId !== p.empresa_id) throw invalidInput([{ campo: 'empresaId', mensagem: 'A entidade escolhida não é a do processo informado.' }]);
    empresaId = p.empresa_id;
  }
  const e = (await tx.execute<{ numero_registro: number | null }>(sql`SELECT numero_registro FROM empresa WHERE id = ${empresaId ?? 0}`)).rows[0];
  if (e === undefined) throw invalidInput([{ campo: 'empresaId', mensagem: 'Entidade não encontrada: escolha uma da lista.' }]);
  if (e.numero_registro === null) throw invalidInput([{ campo: 'empresaId', mensagem: 'Esta entidade ainda não tem registro neste cartório: não há registro a certificar.' }]);
  return empresaId;
}

/** A request: numbered, priced, with its deadline; answered as it stands (with the text it would have today). */
export async function pedir(db: Db, oficio: Oficio, corpo: CertidaoSalvar, autor: Autor): Promise<Certidao> {
  const erros = errosDoPedido(corpo);
  if (erros.length > 0) throw invalidInput(erros);
  const id = await db.transaction(async (tx) => {
    const empresaId = await entidadeDoPedido(tx, corpo);
    const servico = await servicoDaCertidao(tx, corpo.tipo, corpo.servicoId);
    const dia = await hoje(tx);
    const [preco, cal] = await lerJuntos(tx, [() => precificarComoCertidao(tx, oficio.uf, dia, servico), () => calendarioEm(tx, dia)]);
    // The number last: the counter's row stays locked until the commit, and every request of the office waits for it.
    const numero = await proximoNumeroCertidao(tx);
    const novo = await inserirCertidao(tx, {
      numero,
      tipo: corpo.tipo,
      requerente: corpo.requerente.trim(),
      ...(corpo.documento === undefined ? {} : { documento: corpo.documento }),
      ...(corpo.protocolo === undefined ? {} : { protocolo: corpo.protocolo }),
      ...(empresaId === undefined ? {} : { empresaId }),
      ...(corpo.tipo === 'BUSCA' && corpo.busca !== undefined ? { busca: corpo.busca.trim() } : {}),
      ...(corpo.tipo === 'QUESITOS' && corpo.quesitos !== undefined ? { quesitos: corpo.quesitos.trim() } : {}),
      servicoId: servico.id,
      valorCentavos: preco,
      pedidoEm: dia,
      prazo: prazoDaCertidao(dia, cal),
      criadoPor: autor.principal.id,
    });
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'certidao', entidadeId: novo, requestId: autor.requestId, depois: { numero, ...corpo } });
    return novo;
  });
  return obterCertidao(db, oficio, id);
}

/**
 * The service's price today, its errors on the request's own field. A service without a fee in force is the usual
 * case of an office that has not entered its certificate fees yet (the demo's): the message says where to.
 */
async function precificarComoCertidao(tx: Db, uf: string, dia: string, servico: ServicoDaCertidao): Promise<number> {
  if (tabelaVigente(servico.vigencias, dia) === undefined) {
    const mensagem = `O serviço ${servico.codigo} — ${servico.descricao} não tem emolumentos em vigor em ${dia.split('-').reverse().join('/')}: cadastre o valor da certidão, pela tabela do seu estado, em Serviços, e peça de novo.`;
    throw invalidInput([{ campo: 'servicoId', mensagem }]);
  }
  try {
    return (await precificarItens(tx, uf, dia, [{ servicoId: servico.id, quantidade: 1 }], 'servicoId')).totalCentavos;
  } catch (erro) {
    if (erro instanceof ApiError && erro.erros !== undefined) throw invalidInput(erro.erros.map((e): ErroCampo => ({ campo: 'servicoId', mensagem: e.mensagem })));
    throw erro;
  }
}

/** What makes the text of a certificate as the registration stands now. */
async function dadosDaCertidao(db: Db, oficio: Oficio, c: CertidaoLida, respostas?: string): Promise<{ readonly dados: DadosCertidao; readonly paginas: Awaited<ReturnType<typeof digitalizacoesDaEmpresa>> }> {
  const base = { tipo: c.tipo, requerente: c.requerente, cartorio: oficio.cartorio };
  if (c.tipo === 'BUSCA') {
    const termo = c.busca ?? '';
    return { dados: { ...base, busca: { termo, achados: await buscarRegistros(db, criterioDaBusca(termo)) } }, paginas: [] };
  }
  const [entidade, paginas] = await lerJuntos(db, [() => entidadeCertificada(db, c.empresaId ?? 0), () => (c.tipo === 'INTEIRO_TEOR' ? digitalizacoesDaEmpresa(db, c.empresaId ?? 0) : Promise.resolve([]))]);
  const r = respostas ?? c.respostas;
  return {
    dados: {
      ...base,
      ...(entidade === undefined ? {} : { entidade }),
      ...(c.quesitos === undefined ? {} : { quesitos: c.quesitos }),
      ...(r === undefined ? {} : { respostas: r }),
      paginas: paginas.reduce((n, p) => n + p.paginas, 0),
    },
    paginas,
  };
}

/** One certificate: its issued text, or the text it would have if issued now; an open one with its deadline's standing. */
export async function obterCertidao(db: Db, oficio: Oficio, id: number): Promise<Certidao> {
  const c = await buscarCertidao(db, id);
  if (c === undefined) throw naoEncontrada();
  const { conteudoEmitido, ...resto } = c;
  const conteudo: readonly SecaoCertidao[] = conteudoEmitido ?? conteudoDaCertidao((await dadosDaCertidao(db, oficio, c)).dados);
  if (c.situacao === 'EMITIDA') return { ...resto, conteudo };
  const dia = diaCivil(Date.now(), FUSO_HORARIO_PADRAO);
  return { ...resto, conteudo, prazoSituacao: situacaoDoPrazo(dia, c.prazo, await calendarioEm(db, dia < c.prazo ? dia : c.prazo)) };
}

export async function listar(db: Db, filtro: FiltroCertidoes, paginacao: Paginacao): Promise<Pagina<CertidaoListaItem>> {
  const dia = diaCivil(Date.now(), FUSO_HORARIO_PADRAO);
  const pagina = await listarCertidoes(db, filtro, paginacao, dia);
  const abertas = pagina.content.filter((c) => c.situacao !== 'EMITIDA');
  if (abertas.length === 0) return pagina;
  const inicio = [dia, ...abertas.map((c) => c.prazo)].sort()[0] ?? dia;
  const cal = await calendarioEm(db, inicio);
  return { ...pagina, content: pagina.content.map((c) => (c.situacao === 'EMITIDA' ? c : { ...c, prazoSituacao: situacaoDoPrazo(dia, c.prazo, cal) })) };
}

/** The request, locked, at the version the caller saw. */
async function paraAlterar(tx: Db, id: number, versao: number): Promise<CertidaoLida> {
  const c = await buscarCertidao(tx, id, true);
  if (c === undefined) throw naoEncontrada();
  if (c.versao !== versao) throw staleVersion('A certidão', 'a');
  return c;
}

/** The payment at the caller's open box: a receipt of the certificate's service, to the requester's name. */
export async function pagarCertidao(db: Db, oficio: Oficio, id: number, corpo: PagamentoCertidao, autor: Autor): Promise<Certidao> {
  await db.transaction(async (tx) => {
    const c = await paraAlterar(tx, id, corpo.versao);
    if (c.situacao !== 'SOLICITADA') throw new ApiError(409, `A certidão nº ${String(c.numero)} já foi paga (recibo nº ${String(c.recibo?.numero ?? '')}).`);
    const recibo = await pagar(tx, oficio.uf, corpo.caixaId, { pagador: c.requerente, ...(c.documento === undefined ? {} : { documento: c.documento }), itens: [{ servicoId: c.servicoId, quantidade: 1 }], parcelas: corpo.parcelas }, autor);
    await gravarPagamento(tx, id, recibo.id, recibo.totalCentavos);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'certidao', entidadeId: id, requestId: autor.requestId, antes: { situacao: c.situacao }, depois: { situacao: 'PAGA', recibo: recibo.numero } });
  });
  return obterCertidao(db, oficio, id);
}

async function assinante(tx: Db, responsavelId: number, dia: string): Promise<Responsavel> {
  const r = (
    await tx.execute<{ id: number; nome: string; cargo: Responsavel['cargo']; inicio: string; fim: string | null; versao: number }>(sql`
      SELECT id, nome, cargo, to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim, versao FROM responsavel WHERE id = ${responsavelId}`)
  ).rows[0];
  if (r === undefined) throw invalidInput([{ campo: 'responsavelId', mensagem: 'Responsável assinante não encontrado: escolha um da lista.' }]);
  const responsavel: Responsavel = { id: r.id, nome: r.nome, cargo: r.cargo, inicio: r.inicio, ...(r.fim === null ? {} : { fim: r.fim }), versao: r.versao };
  if (!vigenteEm(responsavel, dia)) throw invalidInput([{ campo: 'responsavelId', mensagem: mensagemForaDaVigencia(responsavel, dia) }]);
  return responsavel;
}

/** The issue: signed by whom may sign today, sealed when the service takes a seal, its text and its public code fixed. */
export async function emitir(db: Db, oficio: Oficio, id: number, corpo: EmissaoCertidao, autor: Autor): Promise<Certidao> {
  await db.transaction(async (tx) => {
    const c = await paraAlterar(tx, id, corpo.versao);
    if (c.situacao === 'SOLICITADA') throw new ApiError(409, `A certidão nº ${String(c.numero)} ainda não foi paga: receba o pagamento no caixa antes de emiti-la.`);
    if (c.situacao === 'EMITIDA') throw new ApiError(409, `A certidão nº ${String(c.numero)} já foi emitida.`);
    const respostas = corpo.respostas?.trim();
    if (c.tipo === 'QUESITOS' && (respostas ?? '') === '') throw invalidInput([{ campo: 'respostas', mensagem: 'Escreva as respostas aos quesitos antes de emitir a certidão.' }]);
    const dia = await hoje(tx);
    const quem = await assinante(tx, corpo.responsavelId, dia);
    const { dados, paginas } = await dadosDaCertidao(tx, oficio, c, c.tipo === 'QUESITOS' ? respostas : undefined);
    const servico = (await tx.execute<{ selo: boolean }>(sql`SELECT selo FROM servico WHERE id = ${c.servicoId}`)).rows[0];
    let seloId: number | undefined;
    if (servico?.selo === true) {
      // Not on the process: its receipts and screens list the seals of its own acts; the court's report reads the
      // certificate's protocol through the certificate (selos.repository.ts `pendentes`).
      const [selo] = await tomarSelos(tx, 'NORMAL', 1, { ato: tituloDaCertidao(c), usuarioId: autor.principal.id });
      if (selo === undefined) throw new ApiError(409, mensagemSemSelo('NORMAL', 1));
      seloId = selo.id;
    }
    await gravarEmissao(tx, id, {
      responsavelId: quem.id,
      nome: quem.nome,
      cargo: quem.cargo,
      ...(seloId === undefined ? {} : { seloId }),
      codigo: gerarCodigoVerificacao((n) => randomBytes(n)),
      conteudo: conteudoDaCertidao(dados),
      paginas,
      ...(c.tipo === 'QUESITOS' && respostas !== undefined ? { respostas } : {}),
    });
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'certidao', entidadeId: id, requestId: autor.requestId, antes: { situacao: c.situacao }, depois: { situacao: 'EMITIDA', assinante: quem.nome, seloId } });
  });
  return obterCertidao(db, oficio, id);
}

/** The public check: what an issued certificate's code confirms, and nothing more. */
export async function verificar(db: Db, codigo: string): Promise<VerificacaoCertidao> {
  const c = await certidaoPorCodigo(db, codigo);
  if (c === undefined) throw new ApiError(404, MENSAGEM_VERIFICACAO_NAO_ENCONTRADA);
  return { numero: c.numero, emitidaEm: c.emitidaEm, tipo: ROTULOS_TIPO_CERTIDAO[c.tipo], ...(c.entidade === null ? {} : { entidade: c.entidade }) };
}

/** The issued certificate's PDF: its text, signature, seal stamp, public check and, for an inteiro teor, its scanned pages. */
export async function pdfDaCertidao(db: Db, arquivos: Armazenamento, impressao: Impressao, oficio: Oficio, id: number): Promise<{ readonly nomeArquivo: string; readonly pdf: Buffer }> {
  const c = await obterCertidao(db, oficio, id);
  if (c.situacao !== 'EMITIDA') throw new ApiError(409, `A certidão nº ${String(c.numero)} ainda não foi emitida: ${c.situacao === 'SOLICITADA' ? 'receba o pagamento e ' : ''}assine-a para imprimir.`);
  const seloId = (await db.execute<{ selo_id: number | null }>(sql`SELECT selo_id FROM certidao WHERE id = ${id}`)).rows[0]?.selo_id ?? null;
  const selo = seloId === null ? undefined : await buscarSelo(db, seloId);
  const dia = (instante: string): string => diaCivil(Date.parse(instante), FUSO_HORARIO_PADRAO);
  const paginas: PaginaReproduzida[] = [];
  for (const d of await paginasDaCertidao(db, id)) {
    const { digitalizacao, conteudo } = await arquivoDe(db, arquivos, d.digitalizacaoId);
    for (let numero = 1; numero <= d.paginas; numero++) {
      const { png } = await paginaComoImagem(digitalizacao.tipo, conteudo, numero, 1240);
      paginas.push({ png, legenda: `Reprodução do arquivo “${digitalizacao.nome}” (protocolo nº ${String(digitalizacao.protocolo)}), página ${String(numero)} de ${String(d.paginas)}.` });
    }
  }
  const documento = await documentoCertidaoEmitida(c, { appOrigin: impressao.appOrigin, ...(selo === undefined ? {} : { selo: carimboDoSelo(selo, oficio.cartorio, dia) }), paginas });
  return { nomeArquivo: nomeArquivoCertidaoEmitida(c), pdf: await renderizarPdf(impressao, documento) };
}
