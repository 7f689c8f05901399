/**
 * The demo office's boards for `npm start` (never in production): each demo entity's members — a board of
 * president, secretary, treasurer and directors for associations, foundations, churches, unions and parties; two
 * or three partners with their shares for a simple society — drawn from one pool of persons, so that many persons
 * sit on more than one board, and some past members who left. The same every time (a seeded sequence).
 */
import { isValidCpf, type EmpresaSalvar, type SocioSalvar } from '@rpj/domain';
import { sequencia } from '../db/seed/sequencia.ts';

const PRENOMES = [
  'Ana Paula', 'Antônio Carlos', 'Beatriz', 'Bruno', 'Carla', 'Cláudio', 'Daniela', 'Eduardo', 'Fernanda', 'Francisco', 'Gabriela', 'Gustavo',
  'Helena', 'Igor', 'Isabela', 'João Pedro', 'Júlia', 'Leonardo', 'Luciana', 'Marcelo', 'Maria José', 'Mariana', 'Natália', 'Otávio',
  'Patrícia', 'Paulo Roberto', 'Rafaela', 'Renato', 'Sandra', 'Sérgio', 'Tatiane', 'Thiago', 'Vanessa', 'Vinícius', 'Wesley', 'Yara',
];
const SOBRENOMES = [
  'Almeida', 'Alves', 'Barbosa', 'Borges', 'Cardoso', 'Carvalho', 'Castro', 'Costa', 'Dias', 'Fernandes', 'Ferreira', 'Gomes', 'Lima',
  'Machado', 'Martins', 'Mendes', 'Moreira', 'Nascimento', 'Oliveira', 'Pereira', 'Ribeiro', 'Rocha', 'Rodrigues', 'Santos', 'Silva',
  'Siqueira', 'Souza', 'Teixeira', 'Vieira', 'Xavier',
];

/** A valid CPF for a number (nine digits from the number, check digits computed). */
export function cpfDe(n: number): string {
  const base = String(100_000_000 + ((n * 7_654_321) % 899_999_999)).slice(-9);
  for (let dv = 0; dv < 100; dv++) {
    const cpf = `${base}${String(dv).padStart(2, '0')}`;
    if (isValidCpf(cpf)) return cpf;
  }
  return `${base}00`;
}

/** A person of the demo pool. */
export interface PessoaDemo {
  readonly documento: string;
  readonly nome: string;
}

/**
 * The demo's persons: the first is Ana Paula Souza Mendes (CPF 529.982.247-25, the Receita's example), a member of
 * several boards, whom docs and screenshots look up.
 */
export function pessoasDemo(quantidade = 520): readonly PessoaDemo[] {
  const r = sequencia(4_242);
  const um = <T>(lista: readonly T[]): T => lista[Math.floor(r() * lista.length)] as T;
  const pessoas: PessoaDemo[] = [{ documento: '52998224725', nome: 'Ana Paula Souza Mendes' }];
  const nomes = new Set(pessoas.map((p) => p.nome));
  for (let i = 1; pessoas.length < quantidade; i++) {
    const [a, b] = [um(SOBRENOMES), um(SOBRENOMES)];
    const nome = `${um(PRENOMES)} ${a}${a === b ? '' : ` ${b}`}`;
    if (nomes.has(nome)) continue;
    nomes.add(nome);
    pessoas.push({ documento: cpfDe(i), nome });
  }
  return pessoas;
}

const iso = (ano: number, mes: number, dia: number): string => `${String(ano)}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

/** The board of the `indice`-th demo entity, its persons drawn from `pessoas`. */
export function quadroDemo(empresa: EmpresaSalvar, indice: number, pessoas: readonly PessoaDemo[], sociedade: boolean): readonly SocioSalvar[] {
  const r = sequencia(91_000 + indice);
  const inicio = empresa.dataConstituicao ?? empresa.dataRegistro ?? '2010-01-01';
  const ano = Number(inicio.slice(0, 4));
  const escolhidos = new Set<number>();
  // Ana Paula sits on every 60th board: she has a history to look up.
  if (indice % 60 === 3) escolhidos.add(0);
  const pessoa = (): PessoaDemo => {
    for (;;) {
      const i = 1 + Math.floor(r() * (pessoas.length - 1));
      const escolhida = pessoas[i];
      if (escolhida !== undefined && !escolhidos.has(i)) {
        escolhidos.add(i);
        return escolhida;
      }
    }
  };
  const primeira = escolhidos.has(0) ? pessoas[0] : undefined;
  if (sociedade) {
    const quantos = 2 + Math.floor(r() * 2);
    const partes = quantos === 2 ? [5000, 5000] : [4000, 3000, 3000];
    return partes.map((participacao, i) => ({
      pessoa: i === 0 && primeira !== undefined ? primeira : pessoa(),
      qualificacao: i === 0 ? '49' : '22',
      entrada: inicio,
      participacao,
      representanteLegal: i === 0,
    }));
  }
  // A board elected for a term; the earlier president, when there was one, left when this term began.
  const eleicao = iso(Math.min(2025, Math.max(ano, 2023 - Math.floor(r() * 3))), 1 + Math.floor(r() * 12), 1 + Math.floor(r() * 28));
  const eleito = eleicao < inicio ? inicio : eleicao;
  const mandatoAte = iso(Number(eleito.slice(0, 4)) + 4, Number(eleito.slice(5, 7)), Number(eleito.slice(8, 10)));
  const cargos = empresa.naturezaJuridica === '3069' ? ['16', '10', '10'] : empresa.naturezaJuridica === '3271' ? ['16', '18', '33'] : ['16', '18', '33', ...(r() < 0.4 ? ['10'] : [])];
  const atuais: SocioSalvar[] = cargos.map((qualificacao, i) => ({
    pessoa: i === 0 && primeira !== undefined ? primeira : pessoa(),
    qualificacao,
    entrada: eleito,
    mandatoAte,
    representanteLegal: i === 0,
  }));
  const fundador: SocioSalvar[] = r() < 0.5 ? [{ pessoa: pessoa(), qualificacao: '54', entrada: inicio, representanteLegal: false }] : [];
  const anterior: SocioSalvar[] = eleito > inicio && r() < 0.6 ? [{ pessoa: pessoa(), qualificacao: '16', entrada: inicio, saida: eleito, representanteLegal: false }] : [];
  return [...atuais, ...fundador, ...anterior];
}
