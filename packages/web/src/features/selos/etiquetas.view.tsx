/** /emissao-etiqueta/:seloConsulta?: seals added by code or protocol, the sheet and its first free label, the labels printed. */
import {
  Button,
  Card,
  Field,
  Select,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, PrintRegular } from '@fluentui/react-icons';
import { caminho, CODIGOS_FOLHA, FOLHAS_ETIQUETA, formatDateTime, formatarProtocolo, type CodigoFolha } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import type { EmissaoEtiquetaViewModel } from './etiquetas.view-model.ts';
import { BuscaSelo } from './busca-selo.view.tsx';
import { SELOS } from './selos.tokens.ts';

const useStyles = makeStyles({
  linha: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-start' },
  codigo: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
  // The sheet drawn at about 1 px per 0.6 mm: A4's proportions, the labels in their grid.
  folha: {
    display: 'grid',
    gap: '4px',
    width: '340px',
    padding: '24px 10px',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  etiqueta: {
    minWidth: 0,
    height: '52px',
    padding: '2px',
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
  },
  usada: {
    backgroundImage: `repeating-linear-gradient(45deg, ${tokens.colorNeutralBackground4} 0 4px, transparent 4px 8px)`,
    color: tokens.colorNeutralForeground3,
  },
  comSelo: { backgroundColor: tokens.colorBrandBackground2, border: `1px solid ${tokens.colorBrandStroke1}`, color: tokens.colorNeutralForeground1 },
  inicio: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '1px' },
  lado: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap', alignItems: 'flex-start' },
  explicacao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: '400px', maxWidth: '100%' },
  seletor: { width: '560px', maxWidth: '100%' },
});

const SelosAImprimir = observer(function SelosAImprimir(props: { readonly vm: EmissaoEtiquetaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Selos a imprimir</Subtitle2>
      <BuscaSelo valor={vm.entrada} erro={vm.erroEntrada} dica="O código do selo, ou o número do protocolo para todos os selos do ato" rotuloBotao="Adicionar" icone={<AddRegular />} ocupado={vm.buscando} aoMudar={(v) => { vm.setEntrada(v); }} aoEnviar={() => void vm.adicionar()} />
      {vm.selos.length === 0 ? (
        <Text>Nenhum selo na lista: adicione os selos dos atos cujas etiquetas vai imprimir.</Text>
      ) : (
        <Table size="small" aria-label="Selos a imprimir">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: '215px' }}>Selo</TableHeaderCell>
              <TableHeaderCell>Ato</TableHeaderCell>
              <TableHeaderCell style={{ width: '100px' }}>Protocolo</TableHeaderCell>
              <TableHeaderCell style={{ width: '130px' }}>Usado em</TableHeaderCell>
              <TableHeaderCell style={{ width: '110px' }}>Ações</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {vm.selos.map((s) => (
              <TableRow key={s.codigo}>
                <TableCell className={styles.codigo}>{s.codigo}</TableCell>
                <TableCell>{s.ato ?? ''}</TableCell>
                <TableCell>{s.protocolo === undefined ? '' : formatarProtocolo(s.protocolo)}</TableCell>
                <TableCell>{s.usadoEm === undefined ? '' : formatDateTime(new Date(s.usadoEm))}</TableCell>
                <TableCell>
                  <Button size="small" icon={<DeleteRegular />} aria-label={`Tirar o selo ${s.codigo} da lista`} onClick={() => { vm.remover(s.codigo); }}>
                    Tirar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
});

const Folha = observer(function Folha(props: { readonly vm: EmissaoEtiquetaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const n = vm.selos.length;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Folha de etiquetas</Subtitle2>
      <Field label="Folha">
        <Select className={styles.seletor} value={vm.folha} onChange={(_, d) => { vm.setFolha(d.value as CodigoFolha); }}>
          {CODIGOS_FOLHA.map((f) => (
            <option key={f} value={f}>
              {FOLHAS_ETIQUETA[f].nome}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.lado}>
        <div className={styles.explicacao}>
          <Text>
            Clique na primeira etiqueta livre da folha: as anteriores ficam em branco, e uma folha já começada é aproveitada. A impressão começa na etiqueta <strong>{vm.posicao}</strong>
            {n === 0 ? '.' : ` e usa ${vm.folhas === 1 ? '1 folha' : `${String(vm.folhas)} folhas`} para ${n === 1 ? '1 selo' : `${String(n)} selos`}.`}
          </Text>
          <div>
            <Button appearance="primary" icon={<PrintRegular />} disabled={vm.imprimindo || n === 0} onClick={() => void vm.imprimir()}>
              Imprimir etiquetas
            </Button>
          </div>
        </div>
        <div role="group" aria-label="Etiquetas da folha" className={styles.folha} style={{ gridTemplateColumns: `repeat(${String(vm.modeloFolha.colunas)}, 1fr)` }}>
          {vm.mapa.map((e) => (
            <button
              key={e.numero}
              type="button"
              aria-label={`Etiqueta ${String(e.numero)}${e.estado === 'usada' ? ', já usada' : e.selo === undefined ? '' : `, selo ${e.selo}`}`}
              aria-pressed={e.numero === vm.posicao}
              className={mergeClasses(styles.etiqueta, e.estado === 'usada' && styles.usada, e.estado === 'selo' && styles.comSelo, e.numero === vm.posicao && styles.inicio)}
              onClick={() => { vm.setPosicao(e.numero); }}
            >
              {e.numero}
              {e.selo === undefined ? '' : ` · ${e.selo.slice(-8)}`}
            </button>
          ))}
        </div>
      </div>
    </Card>
  );
});

export const EmissaoEtiquetaView = observer(function EmissaoEtiquetaView(): ReactNode {
  const { seloConsulta } = useParams();
  const vm = useViewModel(SELOS.etiquetas, (v) => { v.configure(seloConsulta); });
  const styles = useRegistroStyles();
  useTelaPronta(true);
  return (
    <div className={styles.page}>
      <PageHeader titulo="Emissão de etiqueta">
        <AppLink to={caminho('emissaoModelo')}>Imprimir no modelo do ato</AppLink>
      </PageHeader>
      <SelosAImprimir vm={vm} />
      <Folha vm={vm} />
    </div>
  );
});
