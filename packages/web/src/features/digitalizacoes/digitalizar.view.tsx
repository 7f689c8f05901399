/** /digitalizar: files sent to a process's archive with their progress, the process's archive, the search by a word. */
import {
  Button,
  Card,
  Field,
  Input,
  ProgressBar,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowUploadRegular, DeleteRegular, DocumentRegular, SearchRegular } from '@fluentui/react-icons';
import { DIGITALIZACAO_MAXIMO, formatarProtocolo, formatarTamanho, formatDateTime, ROTULOS_SITUACAO_OCR } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { DIGITALIZACOES } from './digitalizacoes.tokens.ts';
import type { ArquivoNaFila, DigitalizarViewModel } from './digitalizar.view-model.ts';

const useStyles = makeStyles({
  linha: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-start' },
  protocolo: { width: '160px' },
  texto: { width: '360px' },
  botao: { marginTop: '26px' },
  soltar: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  sobre: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  oculto: { display: 'none' },
  andamento: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '200px' },
  erro: { color: tokens.colorPaletteRedForeground1 },
  trecho: { fontSize: tokens.fontSizeBase200 },
});

const ROTULO_ESTADO: Readonly<Record<ArquivoNaFila['estado'], string>> = { AGUARDANDO: 'Na fila', ENVIANDO: 'Enviando', GUARDADO: 'Guardado', RECUSADO: 'Recusado', FALHOU: 'Envio interrompido' };

const LinhaFila = observer(function LinhaFila(props: { readonly a: ArquivoNaFila; readonly vm: DigitalizarViewModel }): ReactNode {
  const { a, vm } = props;
  const styles = useStyles();
  return (
    <TableRow>
      <TableCell>{a.nome}</TableCell>
      <TableCell>{formatarTamanho(a.tamanho)}</TableCell>
      <TableCell>
        <div className={styles.andamento}>
          <ProgressBar value={a.percentual / 100} color={a.estado === 'RECUSADO' || a.estado === 'FALHOU' ? 'error' : a.estado === 'GUARDADO' ? 'success' : 'brand'} aria-label={`Envio de ${a.nome}`} />
          <Text size={200}>
            {ROTULO_ESTADO[a.estado]}
            {a.estado === 'ENVIANDO' ? ` · ${String(a.percentual)}%` : ''}
          </Text>
          {a.mensagem !== undefined && (
            <Text size={200} className={styles.erro}>
              {a.mensagem}
            </Text>
          )}
        </div>
      </TableCell>
      <TableCell>
        {a.estado === 'FALHOU' && (
          <Button size="small" icon={<ArrowClockwiseRegular />} aria-label={`Enviar ${a.nome} de novo`} onClick={() => { vm.tentarDeNovo(a); }}>
            Tentar de novo
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
});

const Envio = observer(function Envio(props: { readonly vm: DigitalizarViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const escolher = useRef<HTMLInputElement>(null);
  const [sobre, setSobre] = useState(false);
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Enviar arquivos</Subtitle2>
      <form
        noValidate
        className={styles.linha}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.abrirProcesso();
        }}
      >
        <Field label="Protocolo do processo" required validationMessage={vm.erroProtocolo ?? null} validationState={vm.erroProtocolo === undefined ? 'none' : 'error'}>
          <Input className={styles.protocolo} inputMode="numeric" value={vm.protocolo} onChange={(_, d) => { vm.setProtocolo(d.value); }} />
        </Field>
        <Button className={styles.botao} type="submit" icon={<DocumentRegular />}>
          Ver o acervo do processo
        </Button>
      </form>
      {vm.podeEnviar && (
        <div
          className={mergeClasses(styles.soltar, sobre && styles.sobre)}
          onDragOver={(e) => {
            e.preventDefault();
            setSobre(true);
          }}
          onDragLeave={() => { setSobre(false); }}
          onDrop={(e) => {
            e.preventDefault();
            setSobre(false);
            vm.adicionarArquivos(Array.from(e.dataTransfer.files));
          }}
        >
          <ArrowUploadRegular fontSize={32} aria-hidden />
          <Text>Arraste para cá os PDFs e imagens digitalizados (PNG ou JPEG, até 20 MB cada), ou</Text>
          <input
            ref={escolher}
            aria-label="Arquivos digitalizados"
            className={styles.oculto}
            type="file"
            multiple
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            onChange={(e) => {
              vm.adicionarArquivos(Array.from(e.currentTarget.files ?? []));
              e.currentTarget.value = '';
            }}
          />
          <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => escolher.current?.click()}>
            Escolher arquivos
          </Button>
        </div>
      )}
      {vm.fila.length > 0 && (
        <>
          <Field label={`Total: ${vm.resumoFila}`} hint={`${String(vm.percentualTotal)}%`}>
            <ProgressBar value={vm.percentualTotal / 100} />
          </Field>
          <Table size="small" aria-label="Arquivos enviados">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Arquivo</TableHeaderCell>
                <TableHeaderCell style={{ width: '100px' }}>Tamanho</TableHeaderCell>
                <TableHeaderCell>Andamento</TableHeaderCell>
                <TableHeaderCell style={{ width: '150px' }}>Ações</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {vm.fila.map((a) => (
                <LinhaFila key={a.chave} a={a} vm={vm} />
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Card>
  );
});

const Acervo = observer(function Acervo(props: { readonly vm: DigitalizarViewModel }): ReactNode {
  const { vm } = props;
  const styles = useRegistroStyles();
  if (vm.processo === undefined) return null;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Acervo do processo nº {formatarProtocolo(vm.processo)}</Subtitle2>
      {vm.acervo.length === 0 ? (
        <Text>Nenhum arquivo digitalizado neste processo.</Text>
      ) : (
        <Table size="small" aria-label={`Acervo do processo nº ${formatarProtocolo(vm.processo)}`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Arquivo</TableHeaderCell>
              <TableHeaderCell style={{ width: '80px' }}>Páginas</TableHeaderCell>
              <TableHeaderCell style={{ width: '100px' }}>Tamanho</TableHeaderCell>
              <TableHeaderCell style={{ width: '150px' }}>Texto</TableHeaderCell>
              <TableHeaderCell style={{ width: '200px' }}>Enviado</TableHeaderCell>
              {vm.podeRemover && <TableHeaderCell style={{ width: '120px' }}>Ações</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {vm.acervo.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  <Button appearance="transparent" icon={<DocumentRegular />} aria-label={`Abrir ${d.nome}`} onClick={() => void vm.abrirArquivo(d)}>
                    {d.nome}
                  </Button>
                </TableCell>
                <TableCell>{d.paginas}</TableCell>
                <TableCell>{formatarTamanho(d.tamanho)}</TableCell>
                <TableCell>
                  {ROTULOS_SITUACAO_OCR[d.ocr]}
                  {vm.leitura.has(d.id) ? ` · ${vm.leitura.get(d.id) ?? ''}` : ''}
                </TableCell>
                <TableCell>
                  {formatDateTime(new Date(d.criadoEm))} por {d.criadoPor}
                </TableCell>
                {vm.podeRemover && (
                  <TableCell>
                    <Button size="small" icon={<DeleteRegular />} aria-label={`Remover ${d.nome}`} onClick={() => { vm.pedirRemocao(d); }}>
                      Remover
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
});

/** A passage with the found words between « » shown in bold. */
function Trecho(props: { readonly texto: string }): ReactNode {
  const styles = useStyles();
  return (
    <span className={styles.trecho}>
      {props.texto.split(/(«[^»]*»)/).map((parte, i) => (parte.startsWith('«') ? <strong key={i}>{parte.slice(1, -1)}</strong> : <span key={i}>{parte}</span>))}
    </span>
  );
}

const Pesquisa = observer(function Pesquisa(props: { readonly vm: DigitalizarViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Pesquisar no acervo</Subtitle2>
      <form
        noValidate
        className={styles.linha}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.pesquisar();
        }}
      >
        <Field label="Palavras do documento" hint="Sem se preocupar com acentos ou plurais" validationMessage={vm.erroTexto ?? null} validationState={vm.erroTexto === undefined ? 'none' : 'error'}>
          <Input className={styles.texto} value={vm.texto} onChange={(_, d) => { vm.setTexto(d.value); }} />
        </Field>
        <Button className={styles.botao} type="submit" icon={<SearchRegular />} disabled={vm.pesquisando}>
          Pesquisar
        </Button>
      </form>
      {vm.achados !== undefined &&
        (vm.achados.length === 0 ? (
          <Text>Nenhuma página com estas palavras.</Text>
        ) : (
          <Table size="small" aria-label="Páginas encontradas">
            <TableHeader>
              <TableRow>
                <TableHeaderCell style={{ width: '240px' }}>Arquivo</TableHeaderCell>
                <TableHeaderCell style={{ width: '90px' }}>Processo</TableHeaderCell>
                <TableHeaderCell style={{ width: '70px' }}>Página</TableHeaderCell>
                <TableHeaderCell>Trecho</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {vm.achados.map((a) => (
                <TableRow key={`${String(a.digitalizacao.id)}-${String(a.pagina)}`}>
                  <TableCell>
                    <Button appearance="transparent" icon={<DocumentRegular />} aria-label={`Abrir ${a.digitalizacao.nome}`} onClick={() => void vm.abrirArquivo(a.digitalizacao)}>
                      {a.digitalizacao.nome}
                    </Button>
                  </TableCell>
                  <TableCell>{formatarProtocolo(a.digitalizacao.protocolo)}</TableCell>
                  <TableCell>{a.pagina}</TableCell>
                  <TableCell>
                    <Trecho texto={a.trecho} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
    </Card>
  );
});

export const DigitalizarView = observer(function DigitalizarView(): ReactNode {
  const vm = useViewModel(DIGITALIZACOES.digitalizar);
  const styles = useRegistroStyles();
  useTelaPronta(true);
  return (
    <div className={styles.page}>
      <PageHeader titulo="Digitalização" />
      <Envio vm={vm} />
      <Acervo vm={vm} />
      <Pesquisa vm={vm} />
      {vm.removendo !== undefined && (
        <DialogoFormulario titulo={`Remover ${vm.removendo.nome}`} rotuloEnviar="Remover" enviando={false} aoEnviar={() => void vm.remover()} aoFechar={() => { vm.cancelarRemocao(); }}>
          <Text>O arquivo sai do acervo e da pesquisa; ele e o motivo ficam guardados na auditoria.</Text>
          <Field label="Motivo" required validationMessage={vm.erroRemocao ?? null} validationState={vm.erroRemocao === undefined ? 'none' : 'error'}>
            <Textarea value={vm.motivoRemocao} maxLength={DIGITALIZACAO_MAXIMO.motivo} resize="vertical" onChange={(_, d) => { vm.setMotivoRemocao(d.value); }} />
          </Field>
        </DialogoFormulario>
      )}
    </div>
  );
});
