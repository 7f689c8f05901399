/**
 * Registration (issue 27): after the officer's conference — every item of its list ticked — a registration or a
 * matrícula is written in its book on the open volume's next page under the book's next number (a full volume is
 * closed with its term and the next opened with its own), creating or completing the entity's record; an amendment
 * is averbated on the entity's registration. In the same transaction: the held deposit settled against the acts
 * (revenue recognised this day), the record of what was written, the move in the history. A failure anywhere
 * leaves nothing done. Then the registration certificate is printed and issued, and the counter delivers.
 */
import {
  endossoDoRegistro,
  errosDaConferencia,
  errosDoRegistro,
  FOLHAS_POR_LIVRO,
  precisaDeNovoLivro,
  rotuloLivro,
  termoDeAbertura,
  termoDeEncerramento,
  tipoAverbacaoDoAto,
  transicionar,
  type EspecieAto,
  type LivroAto,
  type Processo,
  type RegistroLancado,
  type RegistroSalvar,
} from '@rpj/domain';
import { sql } from 'drizzle-orm';
import { audit } from '../audit/audit.ts';
import { hoje, type Autor } from '../caixas/caixas.service.ts';
import { buscarDeposito } from '../caixas/depositos.repository.ts';
import { liquidarNaTransacao } from '../caixas/depositos.service.ts';
import { inserirConferencia, itensDaConferencia } from '../conferencias/conferencias.repository.ts';
import type { Db } from '../db/client.ts';
import { selarAto } from '../selos/selos.service.ts';
import { averbar } from '../empresas/averbacoes.service.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import { moverProcesso, processoParaAlterar, releitura } from '../processos/processos.service.ts';
import { abrirLivro, buscarRegistro, encerrarLivro, gravarRegistroNaEmpresa, inserirEmpresaRegistrada, inserirRegistro, livroAberto, proximoNumeroRegistro, tomarFolha } from './registros.repository.ts';

/** Where a test may break a registration between its writes (our own seam: the default does nothing). */
export type PassoRegistro = 'selos' | 'livro' | 'entidade' | 'deposito';
export type AposPasso = (passo: PassoRegistro) => Promise<void>;

async function atoDoProcesso(tx: Db, codigo: string): Promise<{ readonly nome: string; readonly especie: EspecieAto; readonly livro?: LivroAto }> {
  const r = await tx.execute<{ nome: string; especie: EspecieAto; livro: LivroAto | null }>(sql`SELECT nome, especie, livro FROM tipo_ato WHERE codigo = ${codigo}`);
  const l = r.rows[0];
  if (l === undefined) throw new Error(`unknown act ${codigo}`);
  return { nome: l.nome, especie: l.especie, ...(l.livro === null ? {} : { livro: l.livro }) };
}

/** The page and number of a registration in its book, opening a new volume when the open one is full. */
async function lancarNoLivro(tx: Db, letra: LivroAto, cartorio: string, dia: string): Promise<{ readonly livroId: number; readonly livro: { readonly letra: LivroAto; readonly numero: number }; readonly folha: number; readonly numero: number }> {
  // The series' counter first: its row always exists, so locking it serializes the book's registrations, and the
  // open volume read after it is the one the registration before committed (a volume it opened included).
  const numero = await proximoNumeroRegistro(tx, letra);
  let livro = await livroAberto(tx, letra);
  if (livro === undefined || precisaDeNovoLivro(livro)) {
    if (livro !== undefined) await encerrarLivro(tx, livro.id, termoDeEncerramento(livro, dia));
    const proximo = { letra, numero: (livro?.numero ?? 0) + 1, folhas: livro?.folhas ?? FOLHAS_POR_LIVRO };
    livro = await abrirLivro(tx, { ...proximo, termo: termoDeAbertura(proximo, cartorio, dia) });
  }
  const folha = await tomarFolha(tx, livro.id);
  return { livroId: livro.id, livro: { letra, numero: livro.numero }, folha, numero };
}

/** The deposit held for the process, settled against its acts; the acts beyond it need their complement first. */
async function liquidarDeposito(tx: Db, uf: string, p: Processo, autor: Autor): Promise<void> {
  if (p.deposito?.situacao !== 'EM_ABERTO') return;
  const d = await buscarDeposito(tx, p.deposito.id);
  if (d === undefined) return;
  if (p.totalCentavos > d.valorCentavos) {
    throw new ApiError(409, `Os atos (${(p.totalCentavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}) passam do depósito (${(d.valorCentavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}): receba o complemento no caixa antes de registrar.`);
  }
  const itens = p.itens.map((i) => ({ servicoId: i.servicoId, quantidade: i.quantidade, ...(i.valorDeclaradoCentavos === undefined ? {} : { valorDeclaradoCentavos: i.valorDeclaradoCentavos }), ...(i.isencao === undefined ? {} : { isencao: i.isencao }) }));
  await liquidarNaTransacao(tx, uf, d.id, { versao: d.versao, itens }, { login: autor.principal.login, ator: autor.principal, requestId: autor.requestId });
}

/** Registers (or averbates) a process in its officer's conference. */
export async function registrar(db: Db, o: { readonly uf: string; readonly cartorio: string }, protocolo: number, corpo: RegistroSalvar, autor: Autor, aposPasso: AposPasso = () => Promise.resolve()): Promise<RegistroLancado> {
  await db.transaction(async (tx) => {
    const antes = await processoParaAlterar(tx, protocolo, corpo.versao);
    const ato = await atoDoProcesso(tx, antes.tipoAto);
    const evento = ato.especie === 'AVERBACAO' ? 'AVERBAR' : 'REGISTRAR';
    // Refused before anything is written: the move itself is made last.
    const r = transicionar({ situacao: antes.situacao }, evento);
    if ('erro' in r) throw new ApiError(409, r.erro);
    const conferencia = errosDaConferencia({ versao: corpo.versao, decisao: 'CONFERIR' }, await itensDaConferencia(tx, protocolo, antes.tipoAto, 'OFICIAL'));
    if (conferencia.length > 0) throw invalidInput(conferencia);
    // The court's seals first: a short stock refuses the act before the book is touched.
    await selarAto(tx, protocolo, antes.itens, autor.principal.id);
    await aposPasso('selos');
    const dia = await hoje(tx);
    let lancado: { readonly empresaId: number; readonly livroId?: number; readonly numero?: number; readonly folha?: number; readonly averbacao?: number; readonly livro?: { readonly letra: LivroAto; readonly numero: number } };
    if (ato.especie === 'REGISTRO' || ato.especie === 'MATRICULA') {
      const novaEntidade = antes.empresaId === undefined;
      const erros = errosDoRegistro(corpo, { novaEntidade });
      if (erros.length > 0) throw invalidInput(erros);
      if (!novaEntidade) {
        const jaRegistrada = (await tx.execute<{ n: number | null }>(sql`SELECT numero_registro AS n FROM empresa WHERE id = ${antes.empresaId ?? 0}`)).rows[0]?.n;
        if (jaRegistrada !== null && jaRegistrada !== undefined) throw new ApiError(409, `${antes.empresaNome} já tem registro (nº ${String(jaRegistrada)}): uma alteração se averba sobre ele.`);
      }
      const noLivro = await lancarNoLivro(tx, ato.livro ?? (ato.especie === 'MATRICULA' ? 'B' : 'A'), o.cartorio, dia);
      await aposPasso('livro');
      const registro = { numero: noLivro.numero, livro: rotuloLivro(noLivro.livro), folha: noLivro.folha, data: dia };
      let empresaId = antes.empresaId;
      if (empresaId === undefined) {
        empresaId = await inserirEmpresaRegistrada(tx, {
          denominacao: antes.empresaNome,
          naturezaJuridica: antes.naturezaJuridica ?? '3999',
          objeto: (corpo.objeto ?? '').trim(),
          ...(corpo.dataConstituicao === undefined ? {} : { dataConstituicao: corpo.dataConstituicao }),
          ...registro,
        });
        await tx.execute(sql`UPDATE processo SET empresa_id = ${empresaId} WHERE protocolo = ${protocolo}`);
      } else {
        await gravarRegistroNaEmpresa(tx, empresaId, registro);
      }
      lancado = { empresaId, livroId: noLivro.livroId, numero: noLivro.numero, folha: noLivro.folha, livro: noLivro.livro };
    } else if (ato.especie === 'AVERBACAO') {
      if (antes.empresaId === undefined) throw new ApiError(409, 'Uma averbação se faz sobre o registro de uma entidade: corrija a entidade do processo.');
      const { averbacao } = await averbar(tx, antes.empresaId, { data: dia, tipo: tipoAverbacaoDoAto(antes.tipoAto), descricao: (corpo.descricao ?? '').trim() || ato.nome, protocolo: String(protocolo) }, autor);
      lancado = { empresaId: antes.empresaId, averbacao: averbacao.numero };
    } else {
      throw new ApiError(409, `“${ato.nome}” não se lança em livro de registro.`);
    }
    await aposPasso('entidade');
    await liquidarDeposito(tx, o.uf, antes, autor);
    await aposPasso('deposito');
    await inserirRegistro(tx, { protocolo, especie: ato.especie === 'AVERBACAO' ? 'AVERBACAO' : 'REGISTRO', ...lancado, data: dia, oficialId: autor.principal.id });
    await inserirConferencia(tx, { protocolo, etapa: 'OFICIAL', usuarioId: autor.principal.id, decisao: 'CONFERIR' });
    const escrito = await buscarRegistro(tx, protocolo);
    await moverProcesso(tx, antes, evento, autor.principal.login, escrito === undefined ? undefined : endossoDoRegistro(escrito));
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'registro', entidadeId: protocolo, requestId: autor.requestId, depois: escrito });
  });
  const feito = await buscarRegistro(db, protocolo);
  if (feito === undefined) throw new Error('the registration just written is gone');
  return feito;
}

export async function obterRegistro(db: Db, protocolo: number): Promise<RegistroLancado> {
  const r = await buscarRegistro(db, protocolo);
  if (r === undefined) throw new ApiError(404, 'Este processo ainda não foi registrado.');
  return r;
}

/** The registration certificate issued (EMITIR_CERTIDAO): the title can be delivered. */
export async function emitirCertidao(db: Db, protocolo: number, versao: number, autor: Autor): Promise<Processo> {
  return db.transaction(async (tx) => {
    const antes = await processoParaAlterar(tx, protocolo, versao);
    if ((await buscarRegistro(tx, protocolo)) === undefined) throw new ApiError(409, 'Este processo ainda não foi registrado: a certidão de registro vem depois do registro.');
    const situacao = await moverProcesso(tx, antes, 'EMITIR_CERTIDAO', autor.principal.login);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'processo', entidadeId: protocolo, requestId: autor.requestId, antes: { situacao: antes.situacao }, depois: { situacao } });
    return releitura(tx, protocolo);
  });
}
