/**
 * The printing figure of `pnpm bench`: the account's record (printing/, 3 pages for an administrator with every
 * permission) rendered to a PDF, the first render in the process (fonts loaded, QR code made) and the next ones; and
 * the seals' stamps (issue 30): a whole label sheet of 21 stamps, each with its QR code, and a model page.
 */
import { carimboDoSelo, CATALOGO_PERMISSOES, conteudoDaCertidao, type Carimbo, type Certidao, type ModeloSelo, type Usuario } from '@rpj/domain';
import { documentoCertidaoEmitida } from '../src/certidoes/certidao.documento.ts';
import { renderizarFolha, renderizarPdf, type Impressao } from '../src/printing/pdf.ts';
import { documentoEtiquetas, documentoModelo } from '../src/selos/carimbo.documento.ts';
import { fichaDoUsuario } from '../src/usuarios/usuarios.ficha.ts';

const USUARIO: Usuario = {
  id: 1,
  cpf: '39053344705',
  nome: 'Helena Duarte Vasconcelos',
  login: 'admin',
  email: 'helena.vasconcelos@cartorio.example',
  ativo: true,
  primeiroAcesso: false,
  versao: 0,
  permissoes: CATALOGO_PERMISSOES.filter((p) => p.atribuivel).map((p) => p.nome),
  groups: [{ grupoUsuario: { id: 1, nome: 'ADMINISTRADOR' } }, { grupoUsuario: { id: 2, nome: 'USER' } }],
};

const IMPRESSAO: Impressao = { timbre: { cartorio: 'Registro Civil de Pessoas Jurídicas', endereco: 'Rua da Consolação, 100 — São Paulo/SP', uf: 'SP' }, appOrigin: 'http://localhost:8080', agora: () => new Date() };

const CARIMBOS: readonly Carimbo[] = Array.from({ length: 21 }, (_, i) =>
  carimboDoSelo(
    { id: i + 1, codigo: `00012026RCPJ${String(i + 1).padStart(11, '0')}`, validador: `A0012026RCPJ${String(i + 1).padStart(11, '0')}`, tipo: 'NORMAL', tribunal: 'GO', situacao: 'UTILIZADO', loteId: 1, protocolo: 1_000 + i, ato: '101 — Registro de estatuto ou ato constitutivo sem valor econômico (1ª página)', usadoEm: '2026-11-27T12:00:00Z' },
    IMPRESSAO.timbre.cartorio,
    () => '2026-11-27',
  ),
);
const MODELO: ModeloSelo = { id: 1, nome: 'Certidão de ato praticado', texto: 'Certifico que neste {cartorio} foi praticado o ato de {ato}, relativo a {entidade}, sob o protocolo nº {protocolo}, em {data}, com o selo nº {selo}.\n\nO referido é verdade e dou fé.', carimboXMm: 101, carimboYMm: 249, atualizadoEm: '', atualizadoPor: '' };

/** An issued summary of an entity with a board and three amendments (issue 32). */
const CERTIDAO: Certidao = {
  id: 1,
  numero: 1_234,
  tipo: 'BREVE_RELATO',
  situacao: 'EMITIDA',
  requerente: 'Carlos Mendes Pereira',
  empresaId: 1,
  empresaNome: 'Associação Cultural Raízes do Cerrado',
  servicoId: 1,
  servicoDescricao: 'Certidão em breve relato',
  valorCentavos: 4_000,
  pedidoEm: '2026-11-27',
  prazo: '2026-12-04',
  emitidaEm: '2026-11-27T13:00:00.000Z',
  assinatura: { nome: 'Helena Duarte Ribeiro', cargo: 'OFICIAL' },
  codigo: 'ABCDEFGHJKMN',
  conteudo: conteudoDaCertidao({
    tipo: 'BREVE_RELATO',
    requerente: 'Carlos Mendes Pereira',
    cartorio: IMPRESSAO.timbre.cartorio,
    entidade: {
      denominacao: 'Associação Cultural Raízes do Cerrado',
      cnpj: '11222333000181',
      naturezaJuridica: '3999',
      situacao: 'ATIVA',
      numeroRegistro: 1_520,
      livro: 'A-3',
      folha: '12',
      dataRegistro: '2019-08-20',
      objeto: 'Promover a cultura popular do cerrado.',
      sede: 'Rua 10, 250 — Setor Oeste, Goiânia/GO, CEP 74120-020',
      administracao: [{ nome: 'Ana Beatriz Souza', cargo: 'Presidente', mandatoAte: '2027-08-19' }, { nome: 'Pedro Lima', cargo: 'Tesoureiro' }],
      averbacoes: [1, 2, 3].map((n) => ({ numero: n, data: `202${String(n + 2)}-02-10`, tipo: 'ADMINISTRACAO' as const, descricao: `Eleita a diretoria de 202${String(n + 2)}.` })),
    },
  }),
  versao: 2,
};

/** p50 and p95 of a render, in ms, over `vezes` runs. */
async function medir(vezes: number, render: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const tempos: number[] = [];
  for (let i = 0; i < vezes; i++) {
    const inicio = performance.now();
    await render();
    tempos.push(performance.now() - inicio);
  }
  tempos.sort((a, b) => a - b);
  const q = (p: number): number => tempos[Math.min(tempos.length - 1, Math.floor(p * tempos.length))] ?? 0;
  return { p50: q(0.5), p95: q(0.95) };
}

/** Cold and warm render times of the record, in ms, and its size; the seals' label sheet and model page. */
export async function benchImpressao(vezes = 20): Promise<{ frioMs: number; quenteP50Ms: number; quenteP95Ms: number; kb: number; etiquetas: { p50: number; p95: number }; modelo: { p50: number; p95: number }; certidao: { p50: number; p95: number } }> {
  const render = async (): Promise<{ ms: number; bytes: number }> => {
    const inicio = performance.now();
    const pdf = await renderizarPdf(IMPRESSAO, await fichaDoUsuario(IMPRESSAO, USUARIO));
    return { ms: performance.now() - inicio, bytes: pdf.length };
  };
  const frio = await render();
  const quentes: number[] = [];
  for (let i = 0; i < vezes; i++) quentes.push((await render()).ms);
  quentes.sort((a, b) => a - b);
  const q = (p: number): number => quentes[Math.min(quentes.length - 1, Math.floor(p * quentes.length))] ?? 0;
  const etiquetas = await medir(vezes, async () => renderizarFolha(IMPRESSAO, { ...(await documentoEtiquetas(CARIMBOS, 'A4360', 1)), margens: [0, 0, 0, 0] }));
  const modelo = await medir(vezes, async () => renderizarFolha(IMPRESSAO, await documentoModelo(MODELO, CARIMBOS[0] ?? ({} as Carimbo), { nome: 'Associação Cultural Raízes do Cerrado', cnpj: '11222333000181' })));
  const certidao = await medir(vezes, async () => renderizarPdf(IMPRESSAO, await documentoCertidaoEmitida(CERTIDAO, { appOrigin: IMPRESSAO.appOrigin, ...(CARIMBOS[0] === undefined ? {} : { selo: CARIMBOS[0] }), paginas: [] })));
  return { frioMs: frio.ms, quenteP50Ms: q(0.5), quenteP95Ms: q(0.95), kb: frio.bytes / 1024, etiquetas, modelo, certidao };
}

/** The figure's rows, beside their targets. */
export function formatImpressao(r: Awaited<ReturnType<typeof benchImpressao>>): string {
  const linha = (o: string, v: number, alvo: number): string => `| ${o} | ${v.toFixed(0)} ms | < ${String(alvo)} ms | ${v < alvo ? 'met' : 'NOT met'} |`;
  return [
    `\nPrinting: the account's record (3 pages, QR code, ${r.kb.toFixed(0)} KB)`,
    '| figure | measured | target | |',
    '|---|---|---|---|',
    linha('first render in the process', r.frioMs, 1000),
    linha('next renders, p50', r.quenteP50Ms, 300),
    linha('next renders, p95', r.quenteP95Ms, 500),
    linha('seals: a label sheet of 21 stamps with QR codes, p95 (issue 30)', r.etiquetas.p95, 1000),
    linha('seals: a model page with its stamp, p95 (issue 30)', r.modelo.p95, 300),
    linha('certificates: an issued summary with the seal\'s stamp and the verification QR code, p95 (issue 32)', r.certidao.p95, 500),
  ].join('\n');
}
