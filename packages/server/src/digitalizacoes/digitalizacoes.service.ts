/**
 * The scanned archive (issue 31): a file arrives in parts (each confirmed, a failed one sent again), is read through
 * by its content when the last is in — refused with its name said and nothing kept, or kept by the platform's
 * storage (checksummed, never overwritten) and attached to its process — and its pages are read by OCR in the
 * background (`ler-digitalizacao`), their text indexed for the search. Removing hides a file; the audit keeps it.
 */
import { DIGITALIZACAO_MAXIMO, errosDoInicio, partesDoArquivo, type Digitalizacao, type PaginaDigitalizada, type TipoDigitalizado, type EnvioDigitalizacao, type InicioEnvio } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Autor } from '../caixas/caixas.service.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import type { DefinicaoTarefa, Fila } from '../jobs/fila.ts';
import { buscarProcesso } from '../processos/processos.repository.ts';
import { ArquivoCorrompido, type Armazenamento } from '../storage/arquivos.ts';
import {
  buscarDigitalizacao,
  buscarEnvio,
  bytesDoEnvio,
  chaveDoArquivo,
  gravarPagina,
  gravarParte,
  gravarTarefa,
  inserirDigitalizacao,
  inserirEnvio,
  marcarOcr,
  removerDigitalizacao,
  removerEnvio,
} from './digitalizacoes.repository.ts';
import { lerDigitalizado, paginaComoImagem, paginasComoImagem } from './leitura.ts';
import { abrirOcr, type LeitorOcr } from './ocr.ts';

export const TAREFA_LER_DIGITALIZACAO = 'ler-digitalizacao';

const EXTENSAO: Readonly<Record<string, string>> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

const naoEncontrado = (): ApiError => new ApiError(404, 'Envio de arquivo não encontrado: ele pode já ter sido concluído ou recusado. Envie o arquivo de novo.');

function comPartes(e: Omit<EnvioDigitalizacao, 'partes'>): EnvioDigitalizacao {
  return { id: e.id, nome: e.nome, tamanho: e.tamanho, protocolo: e.protocolo, partes: partesDoArquivo(e.tamanho), recebidas: e.recebidas };
}

export async function iniciarEnvio(db: Db, corpo: InicioEnvio, autor: Autor): Promise<EnvioDigitalizacao> {
  const nome = corpo.nome.trim();
  const erros = errosDoInicio({ ...corpo, nome });
  if (erros.length > 0) throw invalidInput(erros);
  if ((await buscarProcesso(db, corpo.protocolo)) === undefined) throw invalidInput([{ campo: 'protocolo', mensagem: `Não há processo com o protocolo nº ${corpo.protocolo.toLocaleString('pt-BR')}.` }]);
  const id = await inserirEnvio(db, { nome, tamanho: corpo.tamanho, protocolo: corpo.protocolo, usuarioId: autor.principal.id });
  return comPartes({ id, nome, tamanho: corpo.tamanho, protocolo: corpo.protocolo, recebidas: [] });
}

export async function obterEnvio(db: Db, id: number, autor: Autor): Promise<EnvioDigitalizacao> {
  const envio = await buscarEnvio(db, id, autor.principal.id);
  if (envio === undefined) throw naoEncontrado();
  return comPartes(envio);
}

/** One part: its size must be the one its place in the file gives (the last one is the rest). */
export async function receberParte(db: Db, id: number, numero: number, conteudo: string, autor: Autor): Promise<EnvioDigitalizacao> {
  const envio = await buscarEnvio(db, id, autor.principal.id);
  if (envio === undefined) throw naoEncontrado();
  const partes = partesDoArquivo(envio.tamanho);
  if (numero > partes) throw invalidInput([{ campo: 'numero', mensagem: `O arquivo “${envio.nome}” tem ${String(partes)} ${partes === 1 ? 'parte' : 'partes'}: não há a parte ${String(numero)}.` }]);
  const bytes = Buffer.from(conteudo, 'base64');
  const esperado = Math.min(DIGITALIZACAO_MAXIMO.parte, envio.tamanho - (numero - 1) * DIGITALIZACAO_MAXIMO.parte);
  if (bytes.length !== esperado) throw invalidInput([{ campo: 'conteudo', mensagem: `A parte ${String(numero)} do arquivo “${envio.nome}” deveria ter ${esperado.toLocaleString('pt-BR')} bytes e chegou com ${bytes.length.toLocaleString('pt-BR')}: envie-a de novo.` }]);
  await gravarParte(db, id, numero, bytes);
  return obterEnvio(db, id, autor);
}

/** Every part in: the file read through and kept (or refused, nothing kept), its reading queued. */
export async function concluirEnvio(db: Db, fila: Fila, arquivos: Armazenamento, id: number, autor: Autor): Promise<Digitalizacao> {
  const envio = await buscarEnvio(db, id, autor.principal.id);
  if (envio === undefined) throw naoEncontrado();
  const faltam = Array.from({ length: partesDoArquivo(envio.tamanho) }, (_, i) => i + 1).filter((n) => !envio.recebidas.includes(n));
  if (faltam.length > 0) throw new ApiError(409, `Faltam partes do arquivo “${envio.nome}” (${faltam.slice(0, 10).join(', ')}${faltam.length > 10 ? '…' : ''}): envie-as e conclua de novo.`);
  const bytes = await bytesDoEnvio(db, id);
  let lido;
  try {
    lido = await lerDigitalizado(envio.nome, bytes);
  } catch (erro) {
    // Refused: nothing of it is kept, the parts neither.
    await removerEnvio(db, id);
    throw erro;
  }
  const chave = `digitalizacao/${String(envio.protocolo)}/${String(id)}.${EXTENSAO[lido.tipo] ?? 'bin'}`;
  const guardado = await arquivos.guardar(chave, bytes, lido.tipo);
  const novo = await db.transaction(async (tx) => {
    const novoId = await inserirDigitalizacao(tx, { arquivo: chave, nome: envio.nome, tipo: lido.tipo, tamanho: bytes.length, paginas: lido.paginas, sha256: guardado.sha256, protocolo: envio.protocolo, usuarioId: autor.principal.id });
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'digitalizacao', entidadeId: novoId, requestId: autor.requestId, depois: { nome: envio.nome, tipo: lido.tipo, tamanho: bytes.length, paginas: lido.paginas, sha256: guardado.sha256, protocolo: envio.protocolo, arquivo: chave } });
    await removerEnvio(tx, id);
    return novoId;
  });
  const tarefaId = await fila.enviar(TAREFA_LER_DIGITALIZACAO, { id: novo }, `digitalizacao-${String(novo)}`, { usuarioId: autor.principal.id });
  if (tarefaId !== undefined) await gravarTarefa(db, novo, tarefaId);
  const d = await buscarDigitalizacao(db, novo);
  if (d === undefined) throw new Error(`digitalizacao ${String(novo)} vanished`);
  return d;
}

/** A kept file's bytes, verified against their checksum. */
export async function arquivoDe(db: Db, arquivos: Armazenamento, id: number): Promise<{ readonly digitalizacao: Digitalizacao; readonly conteudo: Buffer }> {
  const d = await buscarDigitalizacao(db, id);
  const chave = d === undefined ? undefined : await chaveDoArquivo(db, id);
  if (d === undefined || chave === undefined) throw new ApiError(404, 'Arquivo digitalizado não encontrado.');
  try {
    const lido = await arquivos.ler(chave);
    if (lido === undefined) throw new ArquivoCorrompido(chave);
    return { digitalizacao: d, conteudo: lido.conteudo };
  } catch (erro) {
    if (erro instanceof ArquivoCorrompido) throw new ApiError(500, `O arquivo “${d.nome}” guardado não confere com sua soma de verificação: ele foi alterado ou danificado no armazenamento. Avise o suporte; o documento precisa ser digitalizado de novo.`);
    throw erro;
  }
}

/** A page drawn `largura` pixels wide, as a data URL for an <img> (a thumbnail, or the page for reading). */
export async function paginaDe(db: Db, arquivos: Armazenamento, id: number, numero: number, largura: number): Promise<PaginaDigitalizada> {
  const { digitalizacao, conteudo } = await arquivoDe(db, arquivos, id);
  if (numero > digitalizacao.paginas) throw new ApiError(404, `O arquivo “${digitalizacao.nome}” tem ${String(digitalizacao.paginas)} ${digitalizacao.paginas === 1 ? 'página' : 'páginas'}: não há a página ${String(numero)}.`);
  const p = await paginaComoImagem(digitalizacao.tipo, conteudo, numero, largura);
  return { numero, paginas: digitalizacao.paginas, largura: p.largura, altura: p.altura, imagem: `data:image/png;base64,${p.png.toString('base64')}` };
}

export async function remover(db: Db, id: number, motivo: string, autor: Autor): Promise<Digitalizacao> {
  return db.transaction(async (tx) => {
    const d = await buscarDigitalizacao(tx, id);
    if (d === undefined || !(await removerDigitalizacao(tx, id, autor.principal.id, motivo.trim()))) throw new ApiError(404, 'Arquivo digitalizado não encontrado: ele pode já ter sido removido.');
    await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: 'digitalizacao', entidadeId: id, requestId: autor.requestId, antes: d, depois: { motivo: motivo.trim() } });
    return d;
  });
}

/** Reads a kept file's pages by OCR and indexes their text, page by page (`aoLer` after each); then it is searchable. */
export async function lerTexto(db: Db, id: number, tipo: TipoDigitalizado, bytes: Uint8Array, ocr: LeitorOcr, aoLer?: (numero: number, total: number) => Promise<void>): Promise<void> {
  for await (const p of paginasComoImagem(tipo, bytes)) {
    await gravarPagina(db, id, p.numero, (await ocr.ler(p.png)).trim());
    await aoLer?.(p.numero, p.total);
  }
  await marcarOcr(db, id, 'CONCLUIDO');
}

/** Reads a kept file's pages by OCR, page by page, its progress reported; idempotent (a page read again replaces itself). */
export function tarefaLerDigitalizacao(db: Db, arquivos: Armazenamento): DefinicaoTarefa<{ readonly id: number }> {
  const tentativas = 2;
  return {
    nome: TAREFA_LER_DIGITALIZACAO,
    tentativas,
    esperaEntreTentativasS: 10,
    prazoS: 60 * 60,
    async executar({ id }, contexto) {
      const d = await buscarDigitalizacao(db, id, true);
      const chave = await chaveDoArquivo(db, id);
      if (d === undefined || chave === undefined) return;
      try {
        const lido = await arquivos.ler(chave);
        if (lido === undefined) throw new ArquivoCorrompido(chave);
        await marcarOcr(db, id, 'LENDO');
        await contexto.progresso(0, d.paginas, 'Preparando a leitura');
        const ocr = await abrirOcr();
        try {
          await lerTexto(db, id, d.tipo, lido.conteudo, ocr, (n, total) => contexto.progresso(n, total, `Lida a página ${String(n)} de ${String(total)}`));
        } finally {
          await ocr.fechar();
        }
      } catch (erro) {
        if (contexto.tentativa >= tentativas) await marcarOcr(db, id, 'FALHOU');
        throw erro;
      }
    },
  };
}
