/**
 * /emissao-modelo/:seloConsulta?: a used seal found by code or protocol, printed on a model page of its act; the
 * office's models kept beside, each drawn on its page with the stamp's place.
 */
import {
  Button,
  Card,
  Field,
  Input,
  Select,
  Spinner,
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
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, PrintRegular, SearchRegular } from '@fluentui/react-icons';
import { caminho, CARIMBO_MODELO_MM, formatDateTime, formatarProtocolo, IMPRESSAO_MAXIMO, margensDoModelo, PAGINA_A4_MM } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { AJUDA_CAMPOS, type EmissaoModeloViewModel } from './modelo.view-model.ts';
import { BuscaSelo } from './busca-selo.view.tsx';
import { SELOS } from './selos.tokens.ts';

const ESCALA = 0.8; // px per mm of the page's drawing

const useStyles = makeStyles({
  linha: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-start' },
  lado: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap', alignItems: 'flex-start' },
  coluna: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: '320px', flex: '1 1 320px', maxWidth: '560px' },
  pagina: { position: 'relative', flexShrink: 0, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow8, border: `1px solid ${tokens.colorNeutralStroke2}` },
  texto: { position: 'absolute', display: 'flex', flexDirection: 'column', gap: '5px', overflow: 'hidden' },
  barra: { height: '3px', backgroundColor: tokens.colorNeutralStroke2, borderRadius: '2px' },
  carimbo: {
    position: 'absolute',
    boxSizing: 'border-box',
    border: `1px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    fontSize: '9px',
    lineHeight: '11px',
    padding: '2px',
    color: tokens.colorNeutralForeground1,
  },
  milimetros: { width: '110px' },
  campos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: '260px' },
  codigo: { fontFamily: tokens.fontFamilyMonospace },
});

/** An A4 page drawn small: the text's area as grey lines, the stamp's reserved place where the model puts it. */
function DesenhoPagina(props: { readonly x: number; readonly y: number; readonly titulo: string }): ReactNode {
  const styles = useStyles();
  // A place off the page (refused on its field) is not drawn.
  const valido = props.x >= 0 && props.y >= 0 && props.x <= PAGINA_A4_MM.largura - CARIMBO_MODELO_MM.largura && props.y <= PAGINA_A4_MM.altura - CARIMBO_MODELO_MM.altura;
  const margens = margensDoModelo({ carimboYMm: valido ? props.y : 249 });
  const alturaTexto = PAGINA_A4_MM.altura - margens.superiorMm - margens.inferiorMm;
  return (
    <div role="img" aria-label={props.titulo} className={styles.pagina} style={{ width: `${String(PAGINA_A4_MM.largura * ESCALA)}px`, height: `${String(PAGINA_A4_MM.altura * ESCALA)}px` }}>
      <div className={styles.texto} style={{ left: `${String(25 * ESCALA)}px`, right: `${String(20 * ESCALA)}px`, top: `${String(margens.superiorMm * ESCALA)}px`, height: `${String(alturaTexto * ESCALA)}px` }}>
        {Array.from({ length: 9 }, (_, i) => (
          <div key={i} className={styles.barra} style={{ width: i === 0 ? '50%' : i % 4 === 3 ? '70%' : '100%', alignSelf: i === 0 ? 'center' : undefined }} />
        ))}
      </div>
      {valido && (
        <div className={styles.carimbo} style={{ left: `${String(props.x * ESCALA)}px`, top: `${String(props.y * ESCALA)}px`, width: `${String(CARIMBO_MODELO_MM.largura * ESCALA)}px`, height: `${String(CARIMBO_MODELO_MM.altura * ESCALA)}px` }}>
          Selo e QR code
        </div>
      )}
    </div>
  );
}

const Impressao = observer(function Impressao(props: { readonly vm: EmissaoModeloViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { selo, modelo } = vm;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Imprimir o selo no modelo</Subtitle2>
      <div className={styles.lado}>
        <div className={styles.coluna}>
          <BuscaSelo valor={vm.entrada} erro={vm.erroEntrada} dica="O código do selo, ou o número do protocolo do ato" rotuloBotao="Buscar" icone={<SearchRegular />} ocupado={vm.buscando} aoMudar={(v) => { vm.setEntrada(v); }} aoEnviar={() => void vm.buscar()} />
          {vm.achados.length > 1 && (
            <Field label="Selo do ato">
              <Select value={vm.codigo} onChange={(_, d) => { vm.setCodigo(d.value); }}>
                {vm.achados.map((s) => (
                  <option key={s.codigo} value={s.codigo}>
                    {s.codigo} — {s.ato ?? ''}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {selo !== undefined && (
            <Text>
              Selo <span className={styles.codigo}>{selo.codigo}</span>: {selo.ato ?? ''}, processo nº {formatarProtocolo(selo.protocolo ?? 0)}
              {selo.usadoEm === undefined ? '' : `, em ${formatDateTime(new Date(selo.usadoEm))}`}.
            </Text>
          )}
          <Field label="Modelo">
            <Select value={vm.modeloId === undefined ? '' : String(vm.modeloId)} onChange={(_, d) => { vm.setModeloId(Number(d.value)); }}>
              {vm.modelos.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.nome}
                </option>
              ))}
            </Select>
          </Field>
          <div>
            <Button appearance="primary" icon={<PrintRegular />} disabled={vm.imprimindo || selo === undefined || modelo === undefined} onClick={() => void vm.imprimir()}>
              Imprimir no modelo
            </Button>
          </div>
        </div>
        {modelo !== undefined && <DesenhoPagina x={modelo.carimboXMm} y={modelo.carimboYMm} titulo={`Página do modelo ${modelo.nome}: o selo a ${String(modelo.carimboXMm)} mm da esquerda e ${String(modelo.carimboYMm)} mm do alto`} />}
      </div>
    </Card>
  );
});

const Modelos = observer(function Modelos(props: { readonly vm: EmissaoModeloViewModel }): ReactNode {
  const { vm } = props;
  const styles = useRegistroStyles();
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Modelos do cartório</Subtitle2>
      {vm.modelos.length === 0 ? (
        <Text>Nenhum modelo: crie um para imprimir os selos nas páginas dos atos.</Text>
      ) : (
        <Table size="small" aria-label="Modelos do cartório">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Título</TableHeaderCell>
              <TableHeaderCell style={{ width: '170px' }}>Selo na página</TableHeaderCell>
              <TableHeaderCell style={{ width: '220px' }}>Alterado</TableHeaderCell>
              <TableHeaderCell style={{ width: '210px' }}>Ações</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {vm.modelos.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{m.nome}</TableCell>
                <TableCell>
                  {m.carimboXMm} × {m.carimboYMm} mm
                </TableCell>
                <TableCell>
                  {formatDateTime(new Date(m.atualizadoEm))}
                  {m.atualizadoPor === '' ? '' : ` por ${m.atualizadoPor}`}
                </TableCell>
                <TableCell>
                  {vm.podeEditar && (
                    <Button size="small" icon={<EditRegular />} aria-label={`Editar o modelo ${m.nome}`} onClick={() => { vm.editarModelo(m); }}>
                      Editar
                    </Button>
                  )}{' '}
                  {vm.podeRemover && (
                    <Button size="small" icon={<DeleteRegular />} aria-label={`Remover o modelo ${m.nome}`} onClick={() => void vm.removerModelo(m)}>
                      Remover
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {vm.podeEditar && (
        <div>
          <Button icon={<AddRegular />} onClick={() => { vm.novoModelo(); }}>
            Novo modelo
          </Button>
        </div>
      )}
    </Card>
  );
});

const EdicaoModelo = observer(function EdicaoModelo(props: { readonly vm: EmissaoModeloViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const e = vm.editando;
  if (e === undefined) return null;
  const campo = (nome: string): { validationMessage: string | null; validationState: 'error' | 'none' } => {
    const erro = vm.erroModelo(nome);
    return { validationMessage: erro ?? null, validationState: erro === undefined ? 'none' : 'error' };
  };
  return (
    <DialogoFormulario titulo={e.id === undefined ? 'Novo modelo' : `Editar o modelo ${e.nome}`} rotuloEnviar="Salvar" enviando={vm.salvando} aoEnviar={() => void vm.salvarModelo()} aoFechar={() => { vm.cancelarEdicao(); }}>
      <Field label="Título" required hint="Impresso no alto da página" {...campo('nome')}>
        <Input value={e.nome} maxLength={IMPRESSAO_MAXIMO.nomeModelo} onChange={(_, d) => { vm.setCampoModelo('nome', d.value); }} />
      </Field>
      <Field label="Texto" required hint={`Campos preenchidos na impressão — ${AJUDA_CAMPOS}`} {...campo('texto')}>
        <Textarea value={e.texto} rows={7} maxLength={IMPRESSAO_MAXIMO.textoModelo} resize="vertical" onChange={(_, d) => { vm.setCampoModelo('texto', d.value); }} />
      </Field>
      <div className={styles.lado}>
        <div className={styles.campos}>
          <Field label="Selo: da esquerda (mm)" required hint="0 a 111" {...campo('carimboXMm')}>
            <Input className={styles.milimetros} inputMode="numeric" value={e.carimboXMm} onChange={(_, d) => { vm.setCampoModelo('carimboXMm', d.value); }} />
          </Field>
          <Field label="Selo: do alto (mm)" required hint="0 a 259" {...campo('carimboYMm')}>
            <Input className={styles.milimetros} inputMode="numeric" value={e.carimboYMm} onChange={(_, d) => { vm.setCampoModelo('carimboYMm', d.value); }} />
          </Field>
        </div>
        <DesenhoPagina x={vm.entradaModelo?.carimboXMm ?? -1} y={vm.entradaModelo?.carimboYMm ?? -1} titulo="A página do modelo, com o lugar do selo" />
      </div>
    </DialogoFormulario>
  );
});

export const EmissaoModeloView = observer(function EmissaoModeloView(): ReactNode {
  const { seloConsulta } = useParams();
  const vm = useViewModel(SELOS.modelo, (v) => { v.configure(seloConsulta); });
  const styles = useRegistroStyles();
  useTelaPronta(vm.estado === 'pronto' || vm.estado === 'erro');
  return (
    <div className={styles.page}>
      <PageHeader titulo="Emissão de modelo">
        <AppLink to={caminho('emissaoEtiqueta')}>Imprimir em etiqueta</AppLink>
      </PageHeader>
      {vm.estado === 'carregando' || vm.estado === 'ocioso' ? (
        <Spinner label="Carregando os modelos…" />
      ) : (
        <>
          <Impressao vm={vm} />
          <Modelos vm={vm} />
          <EdicaoModelo vm={vm} />
        </>
      )}
    </div>
  );
});
