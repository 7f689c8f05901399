import type { AchadoDigitalizacao, Digitalizacao, EnvioDigitalizacao, Pagina, PaginaDigitalizada, PaginacaoRequest } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';
import type { FiltroDigitalizacoes, PesquisaDigitalizacoes } from './digitalizacoes.codec.ts';

/** How a file's sending goes: the bytes the service has confirmed, of the total. */
export type ProgressoEnvio = (enviados: number, total: number) => void;

/**
 * The scanned archive (the registration service, `/digitalizacao`): files sent in parts and kept, found by a word.
 *
 * @example
 * ```ts
 * const { dados } = await sdk.digitalizacoes.enviarArquivo(arquivo, { nome: 'ata.pdf', protocolo: 12, aoProgredir: (n, total) => … });
 * // dados.ocr 'PENDENTE', dados.tarefaId: sdk.tarefas.obter(dados.tarefaId) for the reading's progress; then
 * const { dados: achados } = await sdk.digitalizacoes.pesquisar({ texto: 'assembleia' }); // pages with the passage
 * ```
 * A part that fails is retried; a sending that fails still (the network down) throws, and `enviarArquivo` called
 * again with `envioId` sends only the parts the service lacks.
 */
export interface DigitalizacaoApi {
  enviarArquivo(arquivo: Blob, envio: { readonly nome: string; readonly protocolo: number; readonly envioId?: number; readonly aoProgredir?: ProgressoEnvio; readonly aoIniciar?: (envioId: number) => void }, options?: CallOptions): Promise<Resposta<Digitalizacao>>;
  iniciarEnvio(inicio: { readonly nome: string; readonly tamanho: number; readonly protocolo: number }, options?: CallOptions): Promise<Resposta<EnvioDigitalizacao>>;
  envio(id: number, options?: CallOptions): Promise<Resposta<EnvioDigitalizacao>>;
  enviarParte(id: number, numero: number, conteudo: string, options?: CallOptions): Promise<Resposta<EnvioDigitalizacao>>;
  concluirEnvio(id: number, options?: CallOptions): Promise<Resposta<Digitalizacao>>;
  listar(filtro?: FiltroDigitalizacoes, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<Digitalizacao>>>;
  pesquisar(pesquisa: PesquisaDigitalizacoes, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<AchadoDigitalizacao>>>;
  obter(id: number, options?: CallOptions): Promise<Resposta<Digitalizacao>>;
  /** The kept file as it was sent (`conteudo`, `tipo`): pdfjs-dist draws a PDF's pages. */
  arquivo(id: number, options?: CallOptions): Promise<Resposta<Documento>>;
  /** Page `numero` drawn `largura` pixels wide (LARGURAS_PAGINA), as a data URL for an image. */
  pagina(id: number, numero: number, largura: number, options?: CallOptions): Promise<Resposta<PaginaDigitalizada>>;
  remover(id: number, motivo: string, options?: CallOptions): Promise<Resposta<undefined>>;
}
