/**
 * The list's table (docs/ux.md "List screen"): sortable headers, the rows (key column a link, actions at the
 * end), a spinner row while loading, the empty state, and under it the pagination ("1–10 de 1.234", page size)
 * and the CSV export.
 */
import {
  Button,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { TAMANHOS_PAGINA } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Carregando } from '../carregando.view.tsx';
import { useTelaPronta } from '../tela/tela-pronta.ts';
import type { Filtro, ListViewModel } from './list.view-model.ts';

/** One column. */
export interface Coluna<T> {
  readonly id: string;
  readonly titulo: string;
  /** The field to sort by when the header is clicked. */
  readonly ordenarPor?: string;
  readonly largura?: string;
  readonly render: (item: T) => ReactNode;
}

/** The rows' paint, as the browser's Element Timing reports it (e2e/bench/budgets.mjs). */
const ELEMENT_TIMING = { elementtiming: 'linhas-da-lista' } as const;

const useStyles = makeStyles({
  // A block, so the browser counts the cell's text as this element's paint (Element Timing aggregates text by block).
  marcaDePintura: { display: 'block' },
  wrapper: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    overflowX: 'auto',
  },
  table: { minWidth: '720px' },
  // Rows of a long page are laid out only when scrolled into view.
  row: { contentVisibility: 'auto', containIntrinsicSize: 'auto 44px' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  footer: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  size: { minWidth: '88px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
});

function sortProps(direcao: 'ascending' | 'descending' | undefined): { sortDirection?: 'ascending' | 'descending' } {
  return direcao === undefined ? {} : { sortDirection: direcao };
}

/** The table, bound to a list view-model. */
function DataTableInner<T, F extends Filtro>(props: {
  readonly vm: ListViewModel<T, F>;
  readonly colunas: readonly Coluna<T>[];
  readonly chave: (item: T) => string | number;
  readonly acoes?: (item: T) => ReactNode;
  readonly rotulo: string;
  readonly vazio: ReactNode;
  readonly onExportar?: () => void;
}): ReactNode {
  const { vm, colunas } = props;
  const styles = useStyles();
  useTelaPronta(!vm.carregando);
  const direcao = (campo: string | undefined): 'ascending' | 'descending' | undefined =>
    campo !== undefined && vm.ordenacao?.campo === campo ? (vm.ordenacao.direcao === 'asc' ? 'ascending' : 'descending') : undefined;
  const totalColunas = colunas.length + (props.acoes === undefined ? 0 : 1);

  return (
    <div className={styles.wrapper}>
      <Table className={styles.table} aria-label={props.rotulo} aria-busy={vm.carregando} sortable size="small">
        <TableHeader>
          <TableRow>
            {colunas.map((c) =>
              c.ordenarPor === undefined ? (
                <TableHeaderCell key={c.id} style={c.largura === undefined ? undefined : { width: c.largura }}>
                  {c.titulo}
                </TableHeaderCell>
              ) : (
                <TableHeaderCell
                  key={c.id}
                  style={c.largura === undefined ? undefined : { width: c.largura }}
                  {...sortProps(direcao(c.ordenarPor))}
                  onClick={() => {
                    if (c.ordenarPor !== undefined) vm.ordenarPor(c.ordenarPor);
                  }}
                >
                  {c.titulo}
                </TableHeaderCell>
              ),
            )}
            {props.acoes !== undefined && (
              <TableHeaderCell style={{ width: '120px' }}>
                <span className={styles.actions} style={{ width: '100%' }}>
                  Ações
                </span>
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {vm.carregando && vm.linhas.length === 0 && (
            <TableRow>
              <TableCell colSpan={totalColunas}>
                <Carregando tamanho={28} espessura={3} rotulo="Carregando..." />
              </TableCell>
            </TableRow>
          )}
          {vm.linhas.map((item) => (
            <TableRow key={props.chave(item)} className={styles.row}>
              {colunas.map((c) => (
                <TableCell key={c.id}>
                  {/* Element Timing (`pnpm bench`: "rows visible"): when the rows' text is painted. Fluent's cell
                      passes on only the attributes it knows, so the mark sits on a plain block inside it. */}
                  <span className={styles.marcaDePintura} {...ELEMENT_TIMING}>
                    {c.render(item)}
                  </span>
                </TableCell>
              ))}
              {props.acoes !== undefined && (
                <TableCell>
                  <div className={styles.actions}>{props.acoes(item)}</div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {vm.vazia && (
        <div className={styles.empty} role="status">
          {props.vazio}
        </div>
      )}
      {vm.status === 'erro' && (
        <div className={styles.empty} role="alert">
          Não foi possível carregar a lista. Tente pesquisar novamente.
        </div>
      )}
      <div className={styles.footer}>
        <Text aria-live="polite">{vm.carregando ? 'Carregando...' : vm.rotuloPaginas}</Text>
        {vm.carregando && vm.linhas.length > 0 && <Carregando tamanho={16} espessura={2} rotuloOculto="Carregando" />}
        <div className={styles.spacer} />
        <Text id="tamanho-pagina-rotulo">Itens por página</Text>
        <Select
          className={styles.size}
          aria-labelledby="tamanho-pagina-rotulo"
          value={String(vm.tamanho)}
          onChange={(_e, data) => {
            vm.setTamanho(Number(data.value));
          }}
        >
          {TAMANHOS_PAGINA.map((t) => (
            <option key={t} value={String(t)}>
              {String(t)}
            </option>
          ))}
        </Select>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label="Página anterior"
          disabled={vm.primeiraPagina || vm.carregando}
          onClick={() => {
            vm.irParaPagina(vm.pagina - 1);
          }}
        />
        <Text>
          Página {vm.totalPaginas === 0 ? 0 : vm.pagina + 1} de {vm.totalPaginas}
        </Text>
        <Button
          icon={<ChevronRightRegular />}
          aria-label="Próxima página"
          disabled={vm.ultimaPagina || vm.carregando}
          onClick={() => {
            vm.irParaPagina(vm.pagina + 1);
          }}
        />
        {props.onExportar !== undefined && (
          <Button icon={<ArrowDownloadRegular />} disabled={vm.exportando || vm.total === 0} onClick={props.onExportar}>
            {vm.exportando ? `Exportando… ${Math.round(vm.progressoExportacao * 100)}%` : 'Exportar CSV'}
          </Button>
        )}
      </div>
    </div>
  );
}

export const DataTable = observer(DataTableInner) as typeof DataTableInner;
