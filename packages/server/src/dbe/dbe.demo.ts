/**
 * The demo DBEs (never in production), made from the demo processes as the office has them: for each registration
 * or amendment one DBE that matches — an inscription (event 101) for a title not yet on record, a change for an
 * entity on record — and, for the first amendment of an entity with a CNPJ and a board, one DBE built to differ on
 * each field the conferral checks, plus one unreadable (a CNPJ with wrong check digits).
 *
 * Control numbers: receipt `GO` + 26 000 000 + protocol × 10 + variant; identification `2026` + the protocol in 6
 * digits + the variant in 4 (process 2's matching DBE: GO26000020 - 20260000020000). Event 101 (inscription) is the
 * RFB's (domain-rcpj §6); the change events' codes and descriptions are this demo's, in the RFB's 2xx range.
 */
import { isValidCnpj, stripAccents, type CartorioDbe, type Dbe, type EventoDbe } from '@rpj/domain';

const receita = (texto: string): string => stripAccents(texto).toUpperCase();

/** The control number of a demo DBE. */
export function chaveDbeDemo(protocolo: number, variante: number, uf = 'GO'): { readonly recibo: string; readonly identificacao: string } {
  return { recibo: `${uf}${String(26_000_000 + protocolo * 10 + variante).padStart(8, '0')}`, identificacao: `2026${String(protocolo).padStart(6, '0')}${String(variante).padStart(4, '0')}` };
}

/** What each variant of the first amendment changes (variant 0 matches). */
export const VARIANTES_DBE_DEMO = {
  cnpj: 1,
  denominacao: 2,
  naturezaJuridica: 3,
  endereco: 4,
  nomeDeMembro: 5,
  qualificacaoDeMembro: 6,
  ilegivel: 9,
} as const;

const EVENTO_DO_ATO: Readonly<Record<string, Omit<EventoDbe, 'data'>>> = {
  AVERBACAO_ELEICAO_DIRETORIA: { codigo: '205', descricao: 'Alteração do quadro de sócios e administradores (QSA)' },
  AVERBACAO_ALTERACAO_ESTATUTARIA: { codigo: '220', descricao: 'Alteração do nome empresarial e do estatuto' },
  AVERBACAO_DISSOLUCAO: { codigo: '230', descricao: 'Dissolução: início da liquidação' },
};

/** A valid CNPJ of a root that is not the entity's. */
function outroCnpj(cnpj: string): string {
  const raiz = String((Number(cnpj.slice(0, 8)) + 1) % 100_000_000).padStart(8, '0');
  for (let dv = 0; dv < 100; dv++) {
    const c = `${raiz}0001${String(dv).padStart(2, '0')}`;
    if (isValidCnpj(c)) return c;
  }
  return cnpj;
}

/** The demo DBEs of one process, as the office has it on `dia` (yyyy-mm-dd). */
export function dbesDemo(protocolo: number, tipoAto: string, c: CartorioDbe, dia: string, primeiraAlteracao: boolean): readonly Dbe[] {
  const qsa = c.qsa.map((s) => ({ nome: receita(s.nome), documento: s.documento ?? '', qualificacao: s.qualificacao }));
  const responsavel = qsa[0] ?? { nome: 'MARINA ALBUQUERQUE SANTOS', documento: '***.982.247-**', qualificacao: '16' };
  const evento = c.especieAto === 'REGISTRO' ? { codigo: '101', descricao: 'Inscrição de primeiro estabelecimento' } : (EVENTO_DO_ATO[tipoAto] ?? { codigo: '205', descricao: 'Alteração do quadro de sócios e administradores (QSA)' });
  const base: Dbe = {
    ...chaveDbeDemo(protocolo, 0),
    protocoloRedesim: `GOP${String(2_600_000_000 + protocolo)}`,
    emitidoEm: dia,
    ...(c.cnpj === undefined ? {} : { cnpj: c.cnpj }),
    razaoSocial: receita(c.denominacao),
    ...(c.nomeFantasia === undefined ? {} : { nomeFantasia: receita(c.nomeFantasia) }),
    naturezaJuridica: c.naturezaJuridica ?? '3999',
    eventos: [{ ...evento, data: dia }],
    endereco: c.endereco === undefined
      ? { cep: '74230010', logradouro: 'RUA T-55', numero: String(100 + protocolo), bairro: 'SETOR BUENO', municipio: 'GOIANIA', uf: 'GO' }
      : { ...c.endereco, ...(c.endereco.logradouro === undefined ? {} : { logradouro: receita(c.endereco.logradouro) }), ...(c.endereco.bairro === undefined ? {} : { bairro: receita(c.endereco.bairro) }), ...(c.endereco.municipio === undefined ? {} : { municipio: receita(c.endereco.municipio) }) },
    responsavel,
    qsa: qsa.length === 0 ? [responsavel] : qsa,
  };
  if (!primeiraAlteracao || c.cnpj === undefined || qsa.length < 2) return [base];
  const v = (variante: number, muda: Partial<Dbe>): Dbe => ({ ...base, ...chaveDbeDemo(protocolo, variante), ...muda });
  const [primeiro, segundo, ...resto] = base.qsa;
  if (primeiro === undefined || segundo === undefined) return [base];
  const V = VARIANTES_DBE_DEMO;
  return [
    base,
    v(V.cnpj, { cnpj: outroCnpj(c.cnpj) }),
    v(V.denominacao, { razaoSocial: `${base.razaoSocial} DE GOIAS` }),
    v(V.naturezaJuridica, { naturezaJuridica: base.naturezaJuridica === '3069' ? '3999' : '3069' }),
    v(V.endereco, { endereco: { ...base.endereco, logradouro: 'AVENIDA T-4', numero: '1478' } }),
    v(V.nomeDeMembro, { qsa: [primeiro, { ...segundo, nome: `${segundo.nome} FILHO` }, ...resto] }),
    v(V.qualificacaoDeMembro, { qsa: [primeiro, { ...segundo, qualificacao: segundo.qualificacao === '10' ? '05' : '10' }, ...resto] }),
    v(V.ilegivel, { cnpj: `${c.cnpj.slice(0, 12)}${String((Number(c.cnpj.slice(12)) + 1) % 100).padStart(2, '0')}` }),
  ];
}
