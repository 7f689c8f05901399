import { describe, expect, it } from 'vitest';
import { comparacaoDbe, divergenciasDbe, errosDaChaveDbe, errosDaDecisaoDbe, lerNumeroDeControle, normalizarChaveDbe, numeroDeControle, problemasDoDbe, type CartorioDbe, type Dbe } from './dbe.ts';

const cartorio: CartorioDbe = {
  especieAto: 'AVERBACAO',
  tipoAtoNome: 'Averbação de eleição de diretoria',
  denominacao: 'Associação dos Moradores do Jardim América',
  cnpj: '11444777000161',
  naturezaJuridica: '3999',
  registrada: true,
  endereco: { cep: '74000000', logradouro: 'Rua 10', numero: '100', bairro: 'Setor Oeste', municipio: 'Goiânia', uf: 'GO' },
  qsa: [
    { nome: 'Ana Souza', documento: '***.982.247-**', qualificacao: '16' },
    { nome: 'Bruno Lima', documento: '***.444.777-**', qualificacao: '05' },
  ],
};

const dbe: Dbe = {
  recibo: 'GO26000002',
  identificacao: '20261120000002',
  emitidoEm: '2026-11-20',
  cnpj: '11444777000161',
  razaoSocial: 'ASSOCIACAO DOS MORADORES DO JARDIM AMERICA',
  naturezaJuridica: '3999',
  eventos: [{ codigo: '211', descricao: 'Alteração de endereço dentro do mesmo município', data: '2026-11-18' }],
  endereco: { cep: '74000000', logradouro: 'RUA 10', numero: '100', bairro: 'SETOR OESTE', municipio: 'GOIANIA', uf: 'GO' },
  responsavel: { nome: 'ANA SOUZA', documento: '***.982.247-**', qualificacao: '16' },
  qsa: [
    { nome: 'ANA SOUZA', documento: '***.982.247-**', qualificacao: '16' },
    { nome: 'BRUNO LIMA', documento: '***.444.777-**', qualificacao: '05' },
  ],
};

const campos = (d: Dbe, c: CartorioDbe = cartorio): readonly string[] => divergenciasDbe(d, c).map((l) => l.campo);

describe('DBE conferral', () => {
  it('finds nothing when the DBE matches the entity (accents, case and the CPF mask aside)', () => {
    expect(campos(dbe)).toEqual([]);
    expect(comparacaoDbe(dbe, cartorio).find((l) => l.campo === 'qsa')).toEqual({ campo: 'qsa', rotulo: 'Quadro de sócios', local: 'Ana Souza (16)', receita: 'ANA SOUZA (16)', diferente: false });
  });

  it('flags each field that differs, on its own line', () => {
    expect(campos({ ...dbe, cnpj: '11222333000181' })).toEqual(['cnpj']);
    expect(campos({ ...dbe, razaoSocial: 'ASSOCIACAO DE MORADORES JARDIM AMERICA' })).toEqual(['denominacao']);
    expect(campos({ ...dbe, naturezaJuridica: '3069' })).toEqual(['naturezaJuridica']);
    expect(campos({ ...dbe, endereco: { ...dbe.endereco, logradouro: 'AVENIDA T-4', numero: '140' } })).toEqual(['endereco.logradouro', 'endereco.numero']);
    expect(campos({ ...dbe, nomeFantasia: 'JARDIM AMERICA' })).toEqual(['nomeFantasia']);
    // A member's name, a member's qualification, a member missing.
    expect(campos({ ...dbe, qsa: [dbe.qsa[0] ?? dbe.responsavel, { nome: 'BRUNA LIMA', documento: '***.444.777-**', qualificacao: '05' }] })).toEqual(['qsa', 'qsa']);
    const qualificacao = divergenciasDbe({ ...dbe, qsa: [dbe.qsa[0] ?? dbe.responsavel, { nome: 'BRUNO LIMA', documento: '***.444.777-**', qualificacao: '10' }] }, cartorio);
    expect(qualificacao).toEqual([{ campo: 'qsa', rotulo: 'Quadro de sócios', local: 'Bruno Lima (05)', receita: 'BRUNO LIMA (10)', diferente: true }]);
    expect(campos({ ...dbe, qsa: dbe.qsa.slice(0, 1) })).toEqual(['qsa']);
    // A member's CPF (shown masked; the whole CPF is compared as the Receita shows it).
    expect(campos({ ...dbe, qsa: [dbe.qsa[0] ?? dbe.responsavel, { nome: 'BRUNO LIMA', documento: '52998224725', qualificacao: '05' }] })).toEqual(['qsa']);
  });

  it('checks the events against the act: a registration asks for an inscription, an amendment for none', () => {
    const { cnpj: _cnpj, ...semCnpj } = dbe;
    const inscricao: Dbe = { ...semCnpj, eventos: [{ codigo: '101', descricao: 'Inscrição de primeiro estabelecimento', data: '2026-11-18' }] };
    const novo: CartorioDbe = { especieAto: 'REGISTRO', tipoAtoNome: 'Registro de constituição', denominacao: 'Associação dos Moradores do Jardim América', naturezaJuridica: '3999', registrada: false, qsa: [] };
    expect(campos(inscricao, novo)).toEqual([]);
    expect(campos(dbe, novo)).toEqual(['eventos', 'cnpj']);
    expect(campos(inscricao)).toEqual(['eventos', 'cnpj']);
    // Not on record: the address and the board are shown, not compared.
    expect(comparacaoDbe(inscricao, novo).filter((l) => l.campo === 'qsa').map((l) => [l.receita, l.diferente])).toEqual([
      ['ANA SOUZA (16)', false],
      ['BRUNO LIMA (05)', false],
    ]);
  });

  it('reads a control number typed whole or in halves', () => {
    expect(lerNumeroDeControle('go26000002 - 20261120000002')).toEqual({ recibo: 'GO26000002', identificacao: '20261120000002' });
    expect(lerNumeroDeControle('GO2600000220261120000002')).toEqual({ recibo: 'GO26000002', identificacao: '20261120000002' });
    expect(lerNumeroDeControle('GO2600000 - 20261120000002')).toBeUndefined();
    expect(numeroDeControle(dbe)).toBe('GO26000002 - 20261120000002');
    expect(normalizarChaveDbe({ recibo: ' go-26000002 ', identificacao: '2026.1120.0000-02' })).toEqual({ recibo: 'GO26000002', identificacao: '20261120000002' });
    expect(errosDaChaveDbe({ recibo: 'XX26000002', identificacao: '123' }).map((e) => e.campo)).toEqual(['recibo', 'identificacao']);
    expect(errosDaChaveDbe({ recibo: 'GO26000002', identificacao: '20261120000002' })).toEqual([]);
  });

  it('asks a reason to reject, and to confer a DBE that differs', () => {
    const chave = { recibo: 'GO26000002', identificacao: '20261120000002' };
    expect(errosDaDecisaoDbe({ ...chave, decisao: 'CONFERIR' }, 0)).toEqual([]);
    expect(errosDaDecisaoDbe({ ...chave, decisao: 'CONFERIR' }, 2)).toEqual([{ campo: 'motivo', mensagem: 'O DBE diverge em 2 pontos: justifique a conferência, ou rejeite o DBE.' }]);
    expect(errosDaDecisaoDbe({ ...chave, decisao: 'CONFERIR', motivo: 'Endereço alterado pelo próprio ato averbado.' }, 2)).toEqual([]);
    expect(errosDaDecisaoDbe({ ...chave, decisao: 'REJEITAR', motivo: '  ' }, 0).map((e) => e.campo)).toEqual(['motivo']);
  });

  it('says what makes a DBE unreadable', () => {
    expect(problemasDoDbe(dbe)).toEqual([]);
    expect(problemasDoDbe({ ...dbe, cnpj: '11444777000162', eventos: [] })).toEqual(['o CNPJ do DBE tem dígitos verificadores inválidos', 'o DBE não traz eventos com códigos de 3 dígitos']);
    expect(problemasDoDbe({ ...dbe, qsa: [{ nome: 'X', documento: '', qualificacao: 'diretor' }] })).toEqual(['um membro do QSA do DBE não tem nome ou qualificação de 2 dígitos']);
  });
});
