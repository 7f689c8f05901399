/**
 * /servico/ato: the office's catalogue of acts, by name or code and kind, sorted by code, name or deadline; and the
 * form of a kind of act — its book, the documents a title brings (each for every legal nature or some), what the
 * examiner and the conferrer check (one item per line), and its legal deadline in business days with its ground.
 */
import { ATO_MAXIMO, PADRAO_CODIGO_ATO, ROTULOS_ESPECIE_ATO, rules, type EspecieAto, type LivroAto, type TipoAtoListaItem, type TipoAtoRegistro, type TipoAtoSalvar } from '@rpj/domain';
import { FormularioDeApi, ListaDeApi } from '../../ui/tela/area-de-registros.ts';
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';
import { ATOS, type FiltroTelaAtos, type ValoresAto } from './atos.tokens.ts';

export const ATO: Entidade<{ readonly codigo: string; readonly nome: string }> = {
  singular: 'tipo de ato',
  plural: 'tipos de ato',
  lista: 'servico.ato',
  registro: 'servico.ato.salvar',
  nomeDe: (a) => a.nome,
  permissoes: permissoesDaArea('ATOS'),
  confirmarRemocao: (nome) => `Excluir o tipo de ato ${nome}? Serviços deste tipo impedem a exclusão.`,
};

export const AtoListViewModel = ListaDeApi<TipoAtoListaItem, FiltroTelaAtos>(ATOS.api, {
  entidade: ATO,
  vazio: { nome: '', especie: '' },
  campoLivre: 'nome',
  ordenaveis: ['codigo', 'nome', 'prazoDiasUteis'],
  csv: {
    arquivo: 'tipos-de-ato.csv',
    colunas: [
      { titulo: 'Código', valor: (a) => a.codigo },
      { titulo: 'Nome', valor: (a) => a.nome },
      { titulo: 'Espécie', valor: (a) => ROTULOS_ESPECIE_ATO[a.especie] },
      { titulo: 'Livro', valor: (a) => a.livro ?? '' },
      { titulo: 'Prazo (dias úteis)', valor: (a) => String(a.prazoDiasUteis) },
      { titulo: 'Documentos', valor: (a) => String(a.documentos) },
    ],
  },
});

const VAZIO: ValoresAto = { codigo: '', nome: '', especie: '', livro: '', prazoDiasUteis: '', fundamentoPrazo: '', prazoExigenciaDiasUteis: '20', documentos: [], exame: '', conferencia: '' };

/** The lines of a checklist as typed, blank ones left out. */
export function itensDoTexto(texto: string): readonly string[] {
  return texto
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

export function valoresDoAto(a: TipoAtoRegistro): ValoresAto {
  return {
    codigo: a.codigo,
    nome: a.nome,
    especie: a.especie,
    livro: a.livro ?? '',
    prazoDiasUteis: String(a.prazoDiasUteis),
    fundamentoPrazo: a.fundamentoPrazo,
    prazoExigenciaDiasUteis: String(a.prazoExigenciaDiasUteis),
    documentos: a.documentos.map((d) => ({ nome: d.nome, naturezas: (d.naturezas ?? []).join(','), fundamento: d.fundamento ?? '' })),
    exame: a.exame.join('\n'),
    conferencia: a.conferencia.join('\n'),
  };
}

export function corpoDoAto(v: ValoresAto): Omit<TipoAtoSalvar, 'id' | 'versao'> {
  return {
    codigo: v.codigo.trim().toUpperCase(),
    nome: v.nome.trim(),
    especie: v.especie as EspecieAto,
    ...(v.livro === '' ? {} : { livro: v.livro as LivroAto }),
    prazoDiasUteis: Number(v.prazoDiasUteis),
    fundamentoPrazo: v.fundamentoPrazo.trim(),
    prazoExigenciaDiasUteis: Number(v.prazoExigenciaDiasUteis),
    documentos: v.documentos
      .filter((d) => d.nome.trim() !== '')
      .map((d) => {
        const naturezas = d.naturezas.split(',').filter((n) => n !== '');
        return { nome: d.nome.trim(), ...(naturezas.length === 0 ? {} : { naturezas }), ...(d.fundamento.trim() === '' ? {} : { fundamento: d.fundamento.trim() }) };
      }),
    exame: itensDoTexto(v.exame),
    conferencia: itensDoTexto(v.conferencia),
  };
}

const prazo = (v: unknown): true | string => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= ATO_MAXIMO.prazo) || `Informe um prazo de 1 a ${String(ATO_MAXIMO.prazo)} dias úteis.`;
const codigo = (v: unknown): true | string => (typeof v === 'string' && PADRAO_CODIGO_ATO.test(v.trim().toUpperCase())) || 'Use de 3 a 40 letras maiúsculas, dígitos e sublinhado, começando por uma letra.';
const itens = (v: unknown): true | string => (typeof v === 'string' && itensDoTexto(v).every((l) => l.length <= ATO_MAXIMO.item) && itensDoTexto(v).length <= ATO_MAXIMO.itens) || `Até ${String(ATO_MAXIMO.itens)} itens de até ${String(ATO_MAXIMO.item)} caracteres.`;

export const AtoFormViewModel = FormularioDeApi<TipoAtoRegistro, ValoresAto, TipoAtoSalvar>(ATOS.api, {
  entidade: ATO,
  vazio: VAZIO,
  campos: {
    codigo: { rotulo: 'Código', obrigatorio: true, regras: [codigo] },
    nome: { rotulo: 'Nome', obrigatorio: true, regras: [rules.maxLength(ATO_MAXIMO.nome)] },
    especie: { rotulo: 'Espécie', obrigatorio: true },
    livro: { rotulo: 'Livro' },
    prazoDiasUteis: { rotulo: 'Prazo (dias úteis)', obrigatorio: true, regras: [prazo] },
    fundamentoPrazo: { rotulo: 'Fundamento do prazo', obrigatorio: true, regras: [rules.maxLength(ATO_MAXIMO.fundamento)] },
    prazoExigenciaDiasUteis: { rotulo: 'Prazo para cumprir exigências (dias úteis)', obrigatorio: true, regras: [prazo] },
    documentos: { rotulo: 'Documentos exigidos' },
    exame: { rotulo: 'O que o exame confere (um item por linha)', regras: [itens] },
    conferencia: { rotulo: 'O que a conferência confere (um item por linha)', regras: [itens] },
  },
  valores: valoresDoAto,
  corpo: corpoDoAto,
});
