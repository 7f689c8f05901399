/**
 * An issued certificate in print: its text as issued, who signed it and when, the seal's stamp, and the public
 * check — a QR code of the verification page with the code printed beside it; an inteiro teor then reproduces the
 * registration's scanned pages, one to a page.
 */
import { formatarCodigo, ROTULOS_CARGO_RESPONSAVEL, tituloDaCertidao, type Carimbo, type Certidao } from '@rpj/domain';
import type { Content } from 'pdfmake/interfaces.js';
import { mm, qrCode, type DefinicaoDocumento } from '../printing/pdf.ts';
import { carimbo } from '../selos/carimbo.documento.ts';

/** A scanned page reproduced: its image and where it comes from. */
export interface PaginaReproduzida {
  readonly png: Buffer;
  readonly legenda: string;
}

/** Where anyone checks a certificate: the app's public page with the code. */
export function enderecoVerificacao(appOrigin: string, codigo: string): string {
  return `${appOrigin}/verificar-certidao?codigo=${formatarCodigo(codigo)}`;
}

export function nomeArquivoCertidaoEmitida(c: Pick<Certidao, 'numero'>): string {
  return `Certidão nº ${String(c.numero)}.pdf`;
}

const momento = (iso: string): string => {
  const texto = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  return texto.replace(', ', ' às ').replace(/\u00a0/g, ' ');
};

export async function documentoCertidaoEmitida(c: Certidao, o: { readonly appOrigin: string; readonly selo?: Carimbo; readonly paginas: readonly PaginaReproduzida[] }): Promise<DefinicaoDocumento> {
  const codigo = c.codigo ?? '';
  const endereco = enderecoVerificacao(o.appOrigin, codigo);
  const texto: Content[] = c.conteudo.flatMap((s): Content[] => [
    ...(s.titulo === undefined ? [] : [{ text: s.titulo, style: 'secao' } as Content]),
    ...s.paragrafos.map((p): Content => ({ text: p, alignment: 'justify', margin: [0, 0, 0, 4] })),
  ]);
  const assinatura = c.assinatura;
  const verificacao: Content = {
    columnGap: 6,
    columns: [
      { width: mm(25), image: await qrCode(endereco), fit: [mm(25), mm(25)] },
      {
        width: '*',
        fontSize: 8,
        stack: [
          { text: 'Verificação de autenticidade', bold: true },
          { text: `Código: ${formatarCodigo(codigo)}`, fontSize: 10, bold: true, margin: [0, 2, 0, 2] },
          { text: `Leia o QR code ou acesse ${o.appOrigin}/verificar-certidao e digite o código.` },
        ],
      },
    ],
  };
  const conteudo: Content[] = [
    { text: `Requerente: ${c.requerente}`, style: 'rotulo', margin: [0, 0, 0, 8] },
    ...texto,
    { text: `Emitida em ${c.emitidaEm === undefined ? '' : momento(c.emitidaEm)}.`, margin: [0, 10, 0, 0] },
    {
      unbreakable: true,
      stack: [
        { text: '______________________________________', alignment: 'center', margin: [0, 28, 0, 0] },
        { text: assinatura?.nome ?? '', alignment: 'center', bold: true },
        { text: assinatura === undefined ? '' : ROTULOS_CARGO_RESPONSAVEL[assinatura.cargo], alignment: 'center' },
        { text: 'Assinada eletronicamente', alignment: 'center', style: 'rotulo', fontSize: 8 },
        {
          margin: [0, 18, 0, 0],
          columnGap: 12,
          columns: [...(o.selo === undefined ? [] : [{ width: mm(99), ...(await carimbo(o.selo, { larguraMm: 99, alturaMm: 38, qrMm: 25 })) } as Content]), { width: '*', stack: [verificacao] }],
        },
      ],
    },
    ...o.paginas.flatMap((p): Content[] => [
      { text: p.legenda, style: 'rotulo', fontSize: 8, pageBreak: 'before', margin: [0, 0, 0, 4] },
      { image: `data:image/png;base64,${p.png.toString('base64')}`, fit: [515, 640], alignment: 'center' },
    ]),
  ];
  return { titulo: tituloDaCertidao(c), conteudo };
}
