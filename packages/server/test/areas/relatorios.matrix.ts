import type { AmostrasDaArea } from '../matrix.ts';

// The financial reports, the protocol book and the productivity report for the permission matrix: each report's first part and its PDF over one day.
const dia = '2026-11-02';
const periodo = `de=${dia}&ate=${dia}`;

export const amostras: AmostrasDaArea = (sdk, unico) => ({
  'GET /relatorio/caixa': () => Promise.resolve({ path: `/relatorio/caixa?${periodo}` }),
  'GET /relatorio/caixa/pdf': () => Promise.resolve({ path: `/relatorio/caixa/pdf?${periodo}` }),
  'GET /relatorio/caixa-diario': () => Promise.resolve({ path: `/relatorio/caixa-diario?${periodo}` }),
  'GET /relatorio/caixa-diario/pdf': () => Promise.resolve({ path: `/relatorio/caixa-diario/pdf?${periodo}` }),
  'GET /relatorio/controle-recibo': () => Promise.resolve({ path: `/relatorio/controle-recibo?${periodo}&ocorrencias=true` }),
  'GET /relatorio/controle-recibo/pdf': () => Promise.resolve({ path: `/relatorio/controle-recibo/pdf?${periodo}` }),
  'GET /relatorio/cotacao': () => Promise.resolve({ path: `/relatorio/cotacao?${periodo}&convertida=false` }),
  'GET /relatorio/cotacao/pdf': () => Promise.resolve({ path: `/relatorio/cotacao/pdf?${periodo}` }),
  'GET /relatorio/livro-diario': () => Promise.resolve({ path: `/relatorio/livro-diario?${periodo}` }),
  'GET /relatorio/livro-diario/pdf': () => Promise.resolve({ path: `/relatorio/livro-diario/pdf?${periodo}` }),
  'GET /relatorio/livro-protocolo': () => Promise.resolve({ path: `/relatorio/livro-protocolo?${periodo}` }),
  'GET /relatorio/livro-protocolo/pdf': () => Promise.resolve({ path: `/relatorio/livro-protocolo/pdf?${periodo}` }),
  'GET /relatorio/produtividade': () => Promise.resolve({ path: `/relatorio/produtividade?${periodo}&usuario=examinador` }),
  'GET /relatorio/produtividade/pdf': () => Promise.resolve({ path: `/relatorio/produtividade/pdf?${periodo}` }),
  'GET /relatorio/opcoes': () => Promise.resolve({ path: '/relatorio/opcoes' }),
  'GET /relatorio/visao': () => Promise.resolve({ path: '/relatorio/visao?relatorio=caixa' }),
  'POST /relatorio/visao': {
    novo: () => Promise.resolve({ path: '/relatorio/visao', body: { relatorio: 'caixa', nome: unico('Visão '), filtros: { periodo: 'mes' } } }),
    existente: async () => {
      const { dados } = await sdk().relatorios.salvarVisao({ relatorio: 'caixa', nome: unico('Visão '), filtros: {} });
      return { path: '/relatorio/visao', body: { id: dados.id, versao: dados.versao, relatorio: 'caixa', nome: dados.nome, filtros: { metodo: 'PIX' } } };
    },
  },
  'DELETE /relatorio/visao/:id': async () => ({ path: `/relatorio/visao/${String((await sdk().relatorios.salvarVisao({ relatorio: 'caixa', nome: unico('Visão '), filtros: {} })).dados.id)}` }),
});
