/**
 * The printing figure of `pnpm bench`: the account's record (printing/, 3 pages for an administrator with every
 * permission) rendered to a PDF, the first render in the process (fonts loaded, QR code made) and the next ones.
 */
import { CATALOGO_PERMISSOES, type Usuario } from '@rpj/domain';
import { renderizarPdf, type Impressao } from '../src/printing/pdf.ts';
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

/** Cold and warm render times of the record, in ms, and its size. */
export async function benchImpressao(vezes = 20): Promise<{ frioMs: number; quenteP50Ms: number; quenteP95Ms: number; kb: number }> {
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
  return { frioMs: frio.ms, quenteP50Ms: q(0.5), quenteP95Ms: q(0.95), kb: frio.bytes / 1024 };
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
  ].join('\n');
}
