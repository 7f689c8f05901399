/**
 * A believable office's entities for `npm start` (never in production): about 300 associations, foundations,
 * simple societies, religious organisations, unions and party bodies of a Goiás district, most registered here
 * over the years, some migrated from the previous system, a few dissolved or cancelled. The same every time (a
 * seeded sequence), written once into an empty table.
 */
import { isValidCnpj, nomesSemelhantes, type AverbacaoNova, type EmpresaSalvar, type TipoAverbacao } from '@rpj/domain';
import { sequencia } from '../db/seed/sequencia.ts';

const BAIRROS = [
  'Setor Bueno', 'Setor Oeste', 'Setor Marista', 'Jardim Goiás', 'Vila Nova', 'Setor Pedro Ludovico', 'Jardim América', 'Setor Sul',
  'Campinas', 'Setor Universitário', 'Vila Redenção', 'Jardim Novo Mundo', 'Setor Coimbra', 'Parque Amazônia', 'Setor Leste Vila Nova',
  'Jardim Guanabara', 'Vila Canaã', 'Residencial Eldorado', 'Setor Faiçalville', 'Jardim Atlântico', 'Cidade Jardim', 'Setor Aeroporto',
  'Vila Mutirão', 'Setor Criméia Leste', 'Parque Atheneu', 'Jardim Curitiba', 'Setor Finsocial', 'Vila Rosa', 'Setor Jaó', 'Bairro Feliz',
];
/** 'do Setor Bueno', 'da Vila Nova', 'de Campinas'. */
function doBairro(bairro: string): string {
  if (/^(Vila|Cidade)\b/.test(bairro)) return `da ${bairro}`;
  return bairro === 'Campinas' ? `de ${bairro}` : `do ${bairro}`;
}

const PATRONOS = [
  'Cora Coralina', 'Bernardo Élis', 'José J. Veiga', 'Leodegária de Jesus', 'Pedro Ludovico Teixeira', 'Hugo de Carvalho Ramos',
  'Anhanguera', 'Santa Dica', 'Frei Confaloni', 'Siron Franco', 'Goiandira do Couto', 'Veiga Valle', 'Altamiro de Moura Pacheco',
  'Colemar Natal e Silva', 'Gustav Ritter', 'Yêda Schmaltz', 'Carmo Bernardes', 'Basileu França', 'Dom Emanuel Gomes', 'Joaquim Bonifácio',
];
const MODALIDADES = ['Futebol', 'Capoeira', 'Ciclismo', 'Xadrez', 'Atletismo', 'Judô', 'Vôlei', 'Natação', 'Skate', 'Corrida de Rua'];
const CATEGORIAS = [
  'Trabalhadores nas Indústrias de Alimentação', 'Empregados em Estabelecimentos de Saúde', 'Professores da Rede Particular',
  'Trabalhadores em Transportes Urbanos', 'Servidores da Limpeza Urbana', 'Trabalhadores no Comércio Varejista', 'Vigilantes',
  'Trabalhadores em Hotéis e Restaurantes',
];
const PARTIDOS = ['Partido Democrático Goiano', 'Partido da Renovação Popular', 'Partido Verde Cerrado', 'Partido Trabalhista do Centro-Oeste', 'Partido Liberal Progressista'];
const SOBRENOMES = ['Almeida', 'Barbosa', 'Caiado', 'Duarte', 'Esteves', 'Fonseca', 'Guimarães', 'Honorato', 'Jardim', 'Lobo', 'Machado', 'Nogueira', 'Pires', 'Queiroz', 'Rezende', 'Siqueira', 'Teixeira', 'Valadão'];
const PROFISSOES = ['Contabilidade', 'Engenharia', 'Arquitetura', 'Fisioterapia', 'Psicologia', 'Odontologia', 'Consultoria Agronômica', 'Auditoria', 'Tradução Juramentada', 'Medicina do Trabalho'];
const CIDADES: readonly (readonly [string, string])[] = [
  ['Goiânia', '741'], ['Goiânia', '742'], ['Goiânia', '743'], ['Goiânia', '746'], ['Aparecida de Goiânia', '749'], ['Trindade', '753'], ['Senador Canedo', '752'],
];
const RUAS = ['Rua 10', 'Rua 1.128', 'Avenida T-63', 'Avenida Anhanguera', 'Rua 84', 'Avenida Goiás', 'Rua C-140', 'Avenida Independência', 'Rua 7', 'Alameda Ricardo Paranhos', 'Avenida 85', 'Rua do Lazer'];

/** A valid numeric CNPJ for a number (root from the number, branch 0001). */
function cnpjDe(n: number): string {
  const base = `${String(10_000_000 + n * 7_919).slice(-8)}0001`;
  for (let dv = 0; dv < 100; dv++) {
    const cnpj = `${base}${String(dv).padStart(2, '0')}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  return `${base}00`;
}

const iso = (ano: number, mes: number, dia: number): string => `${String(ano)}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

/** The demo entities, in the order of their registration. */
export function empresasDemo(quantidade = 300): readonly EmpresaSalvar[] {
  const r = sequencia(20_261_125);
  const um = <T>(lista: readonly T[]): T => lista[Math.floor(r() * lista.length)] as T;
  const feitas: EmpresaSalvar[] = [];
  const usados: string[] = [];
  let numero = 1180;
  for (let i = 0; feitas.length < quantidade && i < quantidade * 20; i++) {
    const tipo = r();
    let denominacao: string;
    let natureza = '3999';
    let objeto: string;
    let capital: number | undefined;
    if (tipo < 0.3) {
      const bairro = um(BAIRROS);
      denominacao = um([`Associação dos Moradores ${doBairro(bairro)}`, `Associação Comunitária ${doBairro(bairro)}`, `Associação de Pais e Amigos ${doBairro(bairro)}`]);
      objeto = `Representar os moradores ${doBairro(bairro)} junto ao poder público e promover ações comunitárias de cultura, lazer e segurança.`;
    } else if (tipo < 0.42) {
      const modalidade = um(MODALIDADES);
      denominacao = `Associação Desportiva de ${modalidade} ${um(PATRONOS)}`;
      objeto = `Promover a prática do ${modalidade.toLowerCase()} entre crianças e jovens, organizar torneios e formar atletas.`;
    } else if (tipo < 0.54) {
      const patrono = um(PATRONOS);
      denominacao = um([`Instituto Cultural ${patrono}`, `Associação Beneficente ${patrono}`, `Centro de Estudos ${patrono}`]);
      objeto = 'Promover a cultura goiana, manter biblioteca e acervo, e oferecer cursos gratuitos à comunidade.';
    } else if (tipo < 0.62) {
      denominacao = `Fundação ${um(PATRONOS)} de ${um(['Educação', 'Saúde', 'Amparo ao Idoso', 'Apoio à Pesquisa', 'Preservação do Cerrado'])}`;
      natureza = '3069';
      objeto = 'Manter, com o patrimônio destinado por seu instituidor, as atividades de interesse social previstas no estatuto.';
    } else if (tipo < 0.74) {
      denominacao = `${um(['Igreja Evangélica', 'Igreja Batista', 'Comunidade Cristã', 'Igreja Presbiteriana', 'Centro Espírita'])} ${um(['Nova Aliança', 'Monte Sião', 'Caminho da Luz', 'Boas Novas', 'Águas Vivas', 'Fonte de Vida', 'Semeador', 'Esperança'])} ${doBairro(um(BAIRROS))}`;
      natureza = '3220';
      objeto = 'Celebrar cultos, difundir sua fé e manter obras de assistência social, nos termos de seu estatuto.';
    } else if (tipo < 0.9) {
      const [a, b] = [um(SOBRENOMES), um(SOBRENOMES)];
      const profissao = um(PROFISSOES);
      denominacao = `${a}${a === b ? '' : ` & ${b}`} ${profissao} Sociedade Simples${r() < 0.6 ? ' Ltda' : ''}`;
      natureza = denominacao.endsWith('Ltda') ? '2240' : '2232';
      objeto = `Prestação de serviços de ${profissao.toLowerCase()} pelos próprios sócios, na forma do contrato social.`;
      capital = Math.round(5 + r() * 195) * 1_000_00;
    } else if (tipo < 0.95) {
      denominacao = `Sindicato dos ${um(CATEGORIAS)} de Goiânia`;
      natureza = '3131';
      objeto = 'Representar a categoria profissional, celebrar convenções coletivas e prestar assistência aos associados.';
    } else {
      denominacao = `Diretório Municipal do ${um(PARTIDOS)} em ${um(['Goiânia', 'Trindade', 'Senador Canedo'])}`;
      natureza = '3271';
      objeto = 'Órgão de direção local do partido, nos termos de seu estatuto e da Lei 9.096/1995.';
    }
    // An office registers no name like another's: the demo keeps the rule too.
    if (usados.some((u) => nomesSemelhantes(u, denominacao))) continue;
    usados.push(denominacao);
    const ano = 1998 + Math.floor((feitas.length / quantidade) * 28);
    const constituicao = iso(ano, 1 + Math.floor(r() * 12), 1 + Math.floor(r() * 28));
    const registro = iso(ano, 1 + Math.floor(r() * 12), 1 + Math.floor(r() * 28));
    const [dataConstituicao, dataRegistro] = constituicao <= registro ? [constituicao, registro] : [registro, constituicao];
    const migrada = ano < 2012;
    numero += 1 + Math.floor(r() * 3);
    const sorte = r();
    const situacao = sorte < 0.06 ? 'CANCELADA' : sorte < 0.12 ? 'DISSOLVIDA' : sorte < 0.16 ? 'EM_LIQUIDACAO' : 'ATIVA';
    const [municipio, prefixo] = um(CIDADES);
    feitas.push({
      denominacao,
      naturezaJuridica: natureza,
      situacao,
      migrada,
      numeroRegistro: numero,
      livro: ano < 2012 ? `A-${String(1 + Math.floor((ano - 1998) / 3))}` : 'A',
      folha: `${String(1 + (numero % 300))}${r() < 0.5 ? 'v' : ''}`,
      dataRegistro,
      dataConstituicao,
      ...(r() < 0.85 ? { cnpj: cnpjDe(feitas.length + 1) } : {}),
      ...(capital === undefined ? {} : { capitalCentavos: capital }),
      objeto,
      endereco: {
        cep: `${prefixo}${String(Math.floor(r() * 100_000)).padStart(5, '0')}`,
        logradouro: um(RUAS),
        numero: String(1 + Math.floor(r() * 1500)),
        ...(r() < 0.3 ? { complemento: `Sala ${String(1 + Math.floor(r() * 30))}` } : {}),
        bairro: um(BAIRROS),
        municipio,
        uf: 'GO',
      },
      ...(r() < 0.6 ? { telefone: `62${r() < 0.5 ? '3' : '9'}${String(Math.floor(r() * 100_000_000)).padStart(r() < 0.5 ? 7 : 8, '0')}`.slice(0, 11) } : {}),
      ...(r() < 0.5 ? { email: `contato${String(feitas.length + 1)}@entidade.org.br` } : {}),
    });
  }
  return feitas;
}

const DESCRICOES: Readonly<Record<TipoAverbacao, readonly string[]>> = {
  ATO_CONSTITUTIVO: ['Reforma do estatuto aprovada em assembleia geral extraordinária.', 'Alteração do contrato social: ingresso de sócio e nova distribuição das quotas.', 'Adequação do estatuto ao Código Civil.'],
  ADMINISTRACAO: ['Eleição da diretoria para o biênio seguinte.', 'Posse do novo conselho fiscal.', 'Renúncia do presidente e posse do vice-presidente.'],
  SEDE: ['Transferência da sede para novo endereço no mesmo município.', 'Mudança de sede aprovada em assembleia.'],
  DISSOLUCAO: ['Dissolução aprovada em assembleia geral; nomeação de liquidante.'],
  LIQUIDACAO: ['Encerramento da liquidação e aprovação das contas finais.'],
  CANCELAMENTO: ['Cancelamento do registro após o encerramento da liquidação.'],
  OUTRA: ['Averbação de ata de reunião do conselho.'],
};

/**
 * The demo amendments of the `indice`-th demo entity: a few statute, board and seat changes after its registration
 * for some, and for an entity no longer active the dissolution, liquidation and cancellation its situation implies.
 */
export function averbacoesDemo(empresa: EmpresaSalvar, indice: number): readonly AverbacaoNova[] {
  const r = sequencia(7_000 + indice);
  const registro = empresa.dataRegistro ?? '2000-01-01';
  const ano = Number(registro.slice(0, 4));
  const quantas = r() < 0.45 ? 1 + Math.floor(r() * 3) : 0;
  const comuns: TipoAverbacao[] = ['ATO_CONSTITUTIVO', 'ADMINISTRACAO', 'SEDE', 'OUTRA'];
  const finais: TipoAverbacao[] =
    empresa.situacao === 'EM_LIQUIDACAO' ? ['DISSOLUCAO'] : empresa.situacao === 'DISSOLVIDA' ? ['DISSOLUCAO', 'LIQUIDACAO'] : empresa.situacao === 'CANCELADA' ? ['DISSOLUCAO', 'LIQUIDACAO', 'CANCELAMENTO'] : [];
  const tipos = [...Array.from({ length: quantas }, () => comuns[Math.floor(r() * comuns.length)] ?? 'OUTRA'), ...finais];
  const ultimoAno = 2026;
  return tipos.map((tipo, i) => {
    const anoAverbacao = Math.min(ultimoAno, ano + 1 + Math.floor(((i + 1) / (tipos.length + 1)) * Math.max(1, ultimoAno - ano - 1)));
    const opcoes = DESCRICOES[tipo];
    return {
      data: iso(anoAverbacao, 1 + Math.floor(r() * 12), 1 + Math.floor(r() * 28)),
      tipo,
      descricao: opcoes[Math.floor(r() * opcoes.length)] ?? 'Averbação.',
      protocolo: `${String(10 + Math.floor(r() * 89))}.${String(Math.floor(r() * 1000)).padStart(3, '0')}`,
    };
  });
}
