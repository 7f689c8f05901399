/**
 * The printed record of an account ("ficha do usuário", docs/api.md "Printed documents"): who the person is, how
 * they sign in, their groups and every permission they hold by area, and a QR code of the account in the app.
 */
import { AREA_PERMISSAO, caminho, formatCpf, permissaoInfo, type Usuario } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { qrCode, type DefinicaoDocumento, type Impressao } from '../printing/pdf.ts';

/** The file's name: 'Ficha do usuário – Helena Duarte Vasconcelos.pdf'. */
export function nomeArquivoFicha(usuario: Pick<Usuario, 'nome'>): string {
  return `Ficha do usuário – ${usuario.nome}.pdf`;
}

function campo(rotulo: string, valor: string): TableCell[] {
  return [{ text: rotulo, style: 'rotulo' }, { text: valor }];
}

/** The document of an account. */
export async function fichaDoUsuario(impressao: Impressao, usuario: Usuario): Promise<DefinicaoDocumento> {
  const endereco = `${impressao.appOrigin}${caminho('usuario.cadastro', { id: usuario.id })}`;
  const grupos = usuario.groups.map((g) => g.grupoUsuario.nome).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const permissoes = usuario.permissoes
    .map(permissaoInfo)
    .filter((p) => p.atribuivel)
    .sort((a, b) => AREA_PERMISSAO[a.area].localeCompare(AREA_PERMISSAO[b.area], 'pt-BR') || a.rotulo.localeCompare(b.rotulo, 'pt-BR'));
  const semBordas = { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingTop: () => 2, paddingBottom: () => 2 };
  const conteudo: Content = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'Dados pessoais', style: 'secao' },
            { table: { widths: [90, '*'], body: [campo('Nome', usuario.nome), campo('CPF', formatCpf(usuario.cpf)), campo('E-mail', usuario.email ?? '—')] }, layout: semBordas },
            { text: 'Acesso', style: 'secao' },
            {
              table: {
                widths: [90, '*'],
                body: [
                  campo('Login', usuario.login),
                  campo('Situação', usuario.ativo ? 'Ativo' : 'Inativo: não pode entrar'),
                  campo('Senha', usuario.primeiroAcesso ? 'Escolherá uma nova no próximo acesso' : 'Definida pelo usuário'),
                  campo('Grupos', grupos.length === 0 ? 'Nenhum' : grupos.join(', ')),
                ],
              },
              layout: semBordas,
            },
          ],
        },
        {
          width: 110,
          stack: [
            { image: await qrCode(endereco), width: 100, alignment: 'right' },
            { text: 'Cadastro no sistema', fontSize: 8, alignment: 'right', style: 'rotulo' },
          ],
        },
      ],
      columnGap: 16,
    },
    { text: `Permissões (${String(permissoes.length)})`, style: 'secao' },
    permissoes.length === 0
      ? { text: 'Nenhuma permissão: a conta só vê as telas sem restrição.', style: 'rotulo' }
      : {
          table: {
            headerRows: 1,
            widths: [120, '*', 170],
            body: [
              [
                { text: 'Área', style: 'cabecalho' },
                { text: 'Permissão', style: 'cabecalho' },
                { text: 'Nome no sistema', style: 'cabecalho' },
              ],
              ...permissoes.map((p): TableCell[] => [AREA_PERMISSAO[p.area], p.rotulo, { text: p.nome, fontSize: 8 }]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
  ];
  return { titulo: `Ficha do usuário – ${usuario.nome}`, conteudo };
}
