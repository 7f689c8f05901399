/**
 * Scanning (issue 31): the office's archive — PDFs and page images attached to a process (and so to its registration
 * or amendment and its entity), kept by the platform's storage (checksummed, never overwritten), read page by page by
 * OCR in Portuguese in the background, and found by a word from a page. A file is what its bytes say, not its name:
 * an empty, oversized, corrupt or password-protected one, or one that is neither a PDF nor an image, is refused with
 * its name said, and nothing is kept. A file travels in parts, each confirmed, so a failure is retried from the part
 * that failed and the progress is what the service has.
 */
import type { ErroCampo } from '../response/resposta-padrao.ts';

/** A file's size as a person reads it: '65 KB' under a megabyte, '21 MB' or '1,5 MB' from there (a scanned file's). */
export function formatarTamanho(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB` : `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** What the archive takes, by the bytes' signature. */
export const TIPOS_DIGITALIZADOS = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TipoDigitalizado = (typeof TIPOS_DIGITALIZADOS)[number];

export const ROTULOS_TIPO_DIGITALIZADO: Readonly<Record<TipoDigitalizado, string>> = { 'application/pdf': 'PDF', 'image/png': 'Imagem PNG', 'image/jpeg': 'Imagem JPEG' };

export const DIGITALIZACAO_MAXIMO = {
  /** A file's size (also the server's RPJ_ARQUIVO_MAXIMO_MB cap). */
  bytes: 20 * 1024 * 1024,
  /** One part of an upload (base64 in JSON stays under the services' 1 MiB body). */
  parte: 512 * 1024,
  nome: 200,
  paginas: 300,
  motivo: 500,
} as const;

/** The type the bytes' signature says, or nothing when they are neither a PDF nor a PNG or JPEG image. */
export function tipoPeloConteudo(bytes: Uint8Array): TipoDigitalizado | undefined {
  const comeca = (...assinatura: number[]): boolean => assinatura.every((b, i) => bytes[i] === b);
  // A PDF's header may follow a little junk (the spec allows it within the first 1,024 bytes).
  const inicio = String.fromCharCode(...bytes.subarray(0, 1024));
  if (inicio.includes('%PDF-')) return 'application/pdf';
  if (comeca(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (comeca(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return undefined;
}

/**
 * Whether an image's bytes reach their end marker — PNG's IEND chunk, JPEG's EOI (trailing padding allowed): a
 * truncated transfer or a cut file still decodes in part, so its end is checked.
 */
export function imagemCompleta(tipo: 'image/png' | 'image/jpeg', bytes: Uint8Array): boolean {
  let fim = bytes.length;
  while (fim > 0 && bytes[fim - 1] === 0) fim--;
  const termina = (...marca: number[]): boolean => fim >= marca.length && marca.every((b, i) => bytes[fim - marca.length + i] === b);
  return tipo === 'image/png' ? termina(0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82) : termina(0xff, 0xd9);
}

/** Why a file is refused before its content is read (size, kind), its name in the words; nothing when it may go on. */
export function problemaDoArquivo(nome: string, tamanho: number, bytes?: Uint8Array): string | undefined {
  if (tamanho === 0) return `O arquivo “${nome}” está vazio: escolha o arquivo digitalizado de novo.`;
  if (tamanho > DIGITALIZACAO_MAXIMO.bytes) return `O arquivo “${nome}” tem ${formatarTamanho(tamanho)}: o limite é ${String(DIGITALIZACAO_MAXIMO.bytes / 1024 / 1024)} MB. Digitalize em menor resolução ou divida o documento.`;
  if (bytes !== undefined && tipoPeloConteudo(bytes) === undefined) return `O arquivo “${nome}” não é um PDF nem uma imagem PNG ou JPEG (pelo conteúdo, não pelo nome): digitalize o documento num desses formatos.`;
  return undefined;
}

/** A corrupt or protected file, in words (the content was read and failed). */
export function mensagemArquivoIlegivel(nome: string, motivo: 'corrompido' | 'protegido' | 'paginas'): string {
  if (motivo === 'protegido') return `O arquivo “${nome}” está protegido por senha: salve-o sem senha e envie de novo.`;
  if (motivo === 'paginas') return `O arquivo “${nome}” tem mais de ${String(DIGITALIZACAO_MAXIMO.paginas)} páginas: divida o documento.`;
  return `O arquivo “${nome}” está corrompido e não pôde ser lido: digitalize o documento de novo.`;
}

/** Where the text of a file stands: waiting for the OCR task, being read (its pages), read, failed. */
export const SITUACOES_OCR = ['PENDENTE', 'LENDO', 'CONCLUIDO', 'FALHOU'] as const;
export type SituacaoOcr = (typeof SITUACOES_OCR)[number];

export const ROTULOS_SITUACAO_OCR: Readonly<Record<SituacaoOcr, string>> = { PENDENTE: 'Aguardando leitura', LENDO: 'Lendo o texto', CONCLUIDO: 'Texto pesquisável', FALHOU: 'Leitura falhou' };

/** A kept file of the archive. */
export interface Digitalizacao {
  readonly id: number;
  readonly nome: string;
  readonly tipo: TipoDigitalizado;
  readonly tamanho: number;
  readonly paginas: number;
  readonly sha256: string;
  /** The process it is attached to, and through it its registration or amendment and its entity. */
  readonly protocolo: number;
  readonly empresaId?: number;
  readonly empresaNome: string;
  readonly ocr: SituacaoOcr;
  /** The OCR task (`sdk.tarefas.obter` for its progress). */
  readonly tarefaId?: string;
  readonly criadoEm: string;
  readonly criadoPor: string;
}

/** An upload under way: its file's name and size, the process, and the parts the service has. */
export interface EnvioDigitalizacao {
  readonly id: number;
  readonly nome: string;
  readonly tamanho: number;
  readonly protocolo: number;
  readonly partes: number;
  readonly recebidas: readonly number[];
}

/** The start of an upload. */
export interface InicioEnvio {
  readonly nome: string;
  readonly tamanho: number;
  readonly protocolo: number;
}

/** How many parts a file of `tamanho` bytes travels in. */
export function partesDoArquivo(tamanho: number): number {
  return Math.max(1, Math.ceil(tamanho / DIGITALIZACAO_MAXIMO.parte));
}

export function errosDoInicio(i: InicioEnvio): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (i.nome.trim() === '') erros.push({ campo: 'nome', mensagem: 'Informe o nome do arquivo.' });
  const problema = problemaDoArquivo(i.nome, i.tamanho);
  if (problema !== undefined) erros.push({ campo: 'tamanho', mensagem: problema });
  return erros;
}

/** A page where a word was found: the file, the page, and the passage around the words. */
export interface AchadoDigitalizacao {
  readonly digitalizacao: Digitalizacao;
  readonly pagina: number;
  readonly trecho: string;
}

/** A page drawn for the screen: its number of the file's, its size in pixels, and the image as a data URL. */
export interface PaginaDigitalizada {
  readonly numero: number;
  readonly paginas: number;
  readonly largura: number;
  readonly altura: number;
  readonly imagem: string;
}

/** The widths a page is drawn at: a thumbnail, and the page for reading. */
export const LARGURAS_PAGINA = { miniatura: 160, leitura: 1100 } as const;
