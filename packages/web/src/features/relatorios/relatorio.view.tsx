/**
 * The report screen every financial report composes (issue 33): the period and the report's filters, "Gerar" with
 * the reading's progress, what was read in words, the totals, charts where they help, and the rows in a table that
 * keeps only the rows in view in the page (@tanstack/react-virtual: a year's hundreds of thousands of rows scroll as
 * smoothly as ten), with the CSV and the PDF of exactly those rows.
 */
import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  ProgressBar,
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
import { DonutChart, HorizontalBarChartWithAxis, VerticalBarChart, type ChartDataPoint } from '@fluentui/react-charts';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, DismissRegular, EditRegular, PrintRegular, SearchRegular } from '@fluentui/react-icons';
import { ATALHOS_PERIODO, colunaNumerica, colunasComTotal, formatMoney, type AtalhoPeriodo, METODOS_PAGAMENTO, ROTULOS_ATALHO, metodoNoRelatorio, marcasRedondas, textoDaCelula, textoDaMarca, textoDoTotal, type ColunaRelatorio, type DefinicaoRelatorio, type LinhaRelatorio, type NomeRelatorio, type TipoColuna } from '@rpj/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useRef, type ComponentType, type ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { TelaCarregada } from '../../ui/tela/tela-carregada.view.tsx';
import type { RelatorioViewModel } from './relatorio.view-model.ts';
import { RELATORIOS_TELA } from './relatorios.tokens.ts';

/** A row's height in the table (the window of rows is laid out from it). */
export const ALTURA_LINHA = 33;

/** A column's width by its type, when the report does not say (pixels). */
/** Whom the person filter picks, by report (the cash reports: the box's owner). */
const ROTULO_PESSOA: Readonly<Partial<Record<NomeRelatorio, string>>> = { cotacao: 'Atendente', produtividade: 'Pessoa' };

const LARGURAS: Readonly<Record<TipoColuna, number>> = { instante: 140, dia: 100, inteiro: 90, dinheiro: 130, duracao: 130, texto: 200 };

function largura(c: ColunaRelatorio): number {
  return c.largura ?? LARGURAS[c.tipo];
}

const useStyles = makeStyles({
  descricao: { color: tokens.colorNeutralForeground2, maxWidth: '900px' },
  filtros: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  data: { width: '130px' },
  campo: { width: '220px' },
  // A native select is as wide as its longest option unless told otherwise.
  selecao: { width: '100%', minWidth: 0 },
  atalhos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  espaco: { flexGrow: 1 },
  cartoes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: tokens.spacingHorizontalM },
  cartao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  numero: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  nota: { color: tokens.colorNeutralForeground2 },
  graficos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(440px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  rolagem: {
    maxHeight: '60vh',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  tabela: { tableLayout: 'fixed' },
  cabecalho: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1, boxShadow: `inset 0 -1px 0 ${tokens.colorNeutralStroke2}` },
  celula: { height: `${String(ALTURA_LINHA)}px`, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  alerta: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  vazio: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  dialogo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});


/**
 * The rows, windowed: the page holds the rows in view and a few around them; two spacer rows stand for the rest, so
 * the scroll bar is the whole report's.
 */
export const TabelaRelatorio = observer(function TabelaRelatorio(props: { readonly definicao: DefinicaoRelatorio; readonly linhas: readonly LinhaRelatorio[] }): ReactNode {
  const { definicao, linhas } = props;
  const styles = useStyles();
  const rolagem = useRef<HTMLDivElement>(null);
  const janela = useVirtualizer({
    count: linhas.length,
    getScrollElement: () => rolagem.current,
    estimateSize: () => ALTURA_LINHA,
    overscan: 12,
    // Before the first layout (and where there is none, as in tests): a screen's worth.
    initialRect: { width: 1200, height: 600 },
  });
  const iAlerta = definicao.alerta === undefined ? -1 : definicao.colunas.findIndex((c) => c.chave === definicao.alerta);
  const visiveis = janela.getVirtualItems();
  const antes = visiveis[0]?.start ?? 0;
  const depois = janela.getTotalSize() - (visiveis.at(-1)?.end ?? 0);
  const n = definicao.colunas.length;
  return (
    // A scrolling region the keyboard can reach (Tab, then the arrows and Page Up/Down scroll it).
    <div ref={rolagem} className={styles.rolagem} tabIndex={0} role="region" aria-label={`Linhas: ${definicao.titulo}`}>
      <Table size="small" className={styles.tabela} style={{ width: `max(100%, ${String(definicao.colunas.reduce((s, c) => s + largura(c), 0))}px)` }} aria-label={definicao.titulo} aria-rowcount={linhas.length + 1}>
        <TableHeader className={styles.cabecalho}>
          <TableRow aria-rowindex={1}>
            {definicao.colunas.map((c) => (
              <TableHeaderCell key={c.chave} className={colunaNumerica(c.tipo) ? styles.valor : undefined} style={{ width: `${String(largura(c))}px` }}>
                {c.titulo}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {antes > 0 && (
            <tr aria-hidden="true" style={{ height: `${String(antes)}px` }}>
              <td colSpan={n} />
            </tr>
          )}
          {visiveis.map((item) => {
            const l = linhas[item.index] ?? [];
            const alerta = iAlerta >= 0 && typeof l[iAlerta] === 'string' && l[iAlerta] !== '';
            return (
              <TableRow key={item.key} aria-rowindex={item.index + 2} className={alerta ? styles.alerta : undefined}>
                {definicao.colunas.map((c: ColunaRelatorio, i) => {
                  const texto = textoDaCelula(c.tipo, l[i] ?? null);
                  return (
                    <TableCell key={c.chave} className={mergeClasses(styles.celula, colunaNumerica(c.tipo) && styles.valor)} title={c.tipo === 'texto' && texto.length > 24 ? texto : undefined}>
                      {texto}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
          {depois > 0 && (
            <tr aria-hidden="true" style={{ height: `${String(depois)}px` }}>
              <td colSpan={n} />
            </tr>
          )}
        </TableBody>
      </Table>
      {linhas.length === 0 && <div className={styles.vazio}>Nenhuma linha para estes filtros.</div>}
    </div>
  );
});

const CORES = ['#0f6cbd', '#107c10', '#c239b3', '#ca5010', '#4f6bed', '#038387'] as const;

/** More than two months of days are drawn by month. */
function porMes(pontos: readonly { readonly rotulo: string; readonly valor: number }[]): readonly { readonly rotulo: string; readonly valor: number }[] {
  if (pontos.length <= 62 || !pontos.every((p) => /^\d{2}\/\d{2}\/\d{4}$/.test(p.rotulo))) return pontos;
  const meses = new Map<string, number>();
  for (const p of pontos) meses.set(p.rotulo.slice(3), (meses.get(p.rotulo.slice(3)) ?? 0) + p.valor);
  return [...meses].map(([rotulo, valor]) => ({ rotulo, valor }));
}

const Graficos = observer(function Graficos(props: { readonly vm: RelatorioViewModel }): ReactNode {
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const graficos = props.vm.graficos.filter((g) => g.pontos.length > 0);
  if (graficos.length === 0 || props.vm.linhas.length === 0) return null;
  return (
    <div className={styles.graficos}>
      {graficos.map((g) => {
        const pontos = porMes(g.pontos);
        // Money is drawn in reais and called out as money; a count as it is.
        const dinheiro = g.tipoValor === 'dinheiro';
        const escala = (v: number): number => (dinheiro ? v / 100 : v);
        const texto = (v: number): string => (dinheiro ? formatMoney(v) : v.toLocaleString('pt-BR'));
        // A count's axis in whole steps (a small one would be marked 0,5, 1, 1,5…): up to ten, each number; beyond,
        // the chart's own round steps.
        const maior = Math.max(0, ...pontos.map((p) => escala(p.valor)));
        const marcas = dinheiro ? undefined : Math.max(1, Math.min(6, Math.ceil(maior)));
        const inteiros = dinheiro || maior > 10 ? undefined : Array.from({ length: Math.ceil(maior) + 1 }, (_, i) => i);
        // Money across (the horizontal chart takes marks as values and texts only): round reais, written as money, with
        // room on the right for the last one.
        const reais = dinheiro ? marcasRedondas(maior) : undefined;
        return (
          <Card key={g.titulo} className={styles.card}>
            <Subtitle2 as="h2">{g.titulo}</Subtitle2>
            {g.tipo === 'rosca' ? (
              <DonutChart
                data={{ chartTitle: g.titulo, chartData: pontos.filter((p) => p.valor > 0).map((p, i): ChartDataPoint => ({ legend: p.rotulo, data: escala(p.valor), color: CORES[i % CORES.length] ?? '#0f6cbd', yAxisCalloutData: texto(p.valor) })) }}
                innerRadius={80}
                height={250}
                width={420}
                hideLabels
              />
            ) : !/^\d{2}\/\d{2}(\/\d{4})?$/.test(pontos[0]?.rotulo ?? '') ? (
              // People, services: a bar each, named on its axis.
              <HorizontalBarChartWithAxis
                chartTitle={g.titulo}
                data={pontos.map((p, i) => ({ y: p.rotulo, x: escala(p.valor), color: CORES[i % CORES.length] ?? '#0f6cbd', xAxisCalloutData: p.rotulo, yAxisCalloutData: texto(p.valor) }))}
                culture="pt-BR"
                height={60 + pontos.length * 40}
                width={460}
                showYAxisLables
                hideLabels
                hideLegend
                {...(inteiros === undefined ? {} : { tickValues: inteiros })}
                {...(reais === undefined ? {} : { tickValues: [...reais], xAxis: { tickText: reais.map((v) => textoDaMarca(Math.round(v * 100), true)) }, margins: { right: 36 } })}
              />
            ) : (
              <VerticalBarChart
                chartTitle={g.titulo}
                data={pontos.map((p) => ({ x: p.rotulo.length === 10 ? p.rotulo.slice(0, 5) : p.rotulo, y: escala(p.valor), yAxisCalloutData: texto(p.valor) }))}
                culture="pt-BR"
                height={250}
                width={440}
                hideLegend
                useSingleColor
                // Its marks (and the figure over each bar) as pt-BR writes them: R$ 2 mil, not 2.02k; the axis as wide as
                // its longest mark, marked at round values.
                yAxisTickFormat={(v: number) => textoDaMarca(dinheiro ? Math.round(v * 100) : v, dinheiro)}
                showYAxisLables
                roundedTicks
                {...(marcas === undefined ? {} : { yAxisTickCount: marcas })}
              />
            )}
          </Card>
        );
      })}
    </div>
  );
});

function Cartao(props: { readonly titulo: string; readonly valor: string }): ReactNode {
  const styles = useStyles();
  return (
    <Card className={styles.cartao} role="group" aria-label={props.titulo}>
      <Text className={styles.nota}>{props.titulo}</Text>
      <Text className={styles.numero}>{props.valor}</Text>
    </Card>
  );
}

const Filtros = observer(function Filtros(props: { readonly vm: RelatorioViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const f = vm.filtros;
  const erro = (campo: string): { validationMessage: string | null; validationState: 'error' | 'none' } => {
    const m = vm.erros[campo];
    return m === undefined || m === '' ? { validationMessage: null, validationState: 'none' } : { validationMessage: m, validationState: 'error' };
  };
  return (
    <Card className={styles.card}>
      <form
        noValidate
        aria-label="Filtros do relatório"
        className={styles.filtros}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.gerar();
        }}
      >
        <Field label="De" required {...erro('de')}>
          <Input className={styles.data} value={vm.de} placeholder="dd/mm/aaaa" onChange={(_, d) => { vm.setDe(d.value); }} />
        </Field>
        <Field label="Até" required {...erro('ate')}>
          <Input className={styles.data} value={vm.ate} placeholder="dd/mm/aaaa" onChange={(_, d) => { vm.setAte(d.value); }} />
        </Field>
        {vm.tem('caixaId') && (
          <Field label="Caixa nº" {...erro('caixaId')}>
            <Input className={styles.data} value={f.caixaId} inputMode="numeric" onChange={(_, d) => { vm.setFiltro('caixaId', d.value); }} />
          </Field>
        )}
        {vm.tem('usuario') && (
          <Field label={ROTULO_PESSOA[vm.nome] ?? 'Operador do caixa'} className={styles.campo}>
            <Select className={styles.selecao} value={f.usuario} onChange={(_, d) => { vm.setFiltro('usuario', d.value); }}>
              <option value="">Todos</option>
              {(vm.opcoes?.usuarios ?? []).map((u) => (
                <option key={u.login} value={u.login}>{u.nome}</option>
              ))}
            </Select>
          </Field>
        )}
        {vm.tem('grupoId') && (
          <Field label="Grupo" className={styles.campo}>
            <Select className={styles.selecao} value={f.grupoId} onChange={(_, d) => { vm.setFiltro('grupoId', d.value); }}>
              <option value="">Todos</option>
              {(vm.opcoes?.grupos ?? []).map((g) => (
                <option key={g.id} value={String(g.id)}>{g.nome}</option>
              ))}
            </Select>
          </Field>
        )}
        {vm.tem('servico') && (
          <Field label="Serviço" className={styles.campo}>
            <Select className={styles.selecao} value={f.servico} onChange={(_, d) => { vm.setFiltro('servico', d.value); }}>
              <option value="">Todos</option>
              {(vm.opcoes?.servicos ?? []).map((s) => (
                <option key={s.codigo} value={s.codigo}>{`${s.codigo} — ${s.descricao}`}</option>
              ))}
            </Select>
          </Field>
        )}
        {vm.tem('metodo') && (
          <Field label="Forma de pagamento" className={styles.campo}>
            <Select className={styles.selecao} value={f.metodo} onChange={(_, d) => { vm.setFiltro('metodo', d.value); }}>
              <option value="">Todas</option>
              {METODOS_PAGAMENTO.map((m) => (
                <option key={m} value={m}>{metodoNoRelatorio(m)}</option>
              ))}
            </Select>
          </Field>
        )}
        {vm.tem('convertida') && (
          <Field label="Conversão" className={styles.campo}>
            <Select className={styles.selecao} value={f.convertida} onChange={(_, d) => { vm.setFiltro('convertida', d.value); }}>
              <option value="">Todas</option>
              <option value="sim">Só convertidas</option>
              <option value="nao">Só não convertidas</option>
            </Select>
          </Field>
        )}
        {vm.tem('ocorrencias') && <Checkbox label="Só faltas e cancelamentos" checked={f.ocorrencias} onChange={(_, d) => { vm.setFiltro('ocorrencias', d.checked === true); }} />}
        <Button appearance="primary" type="submit" icon={<SearchRegular />} disabled={vm.gerando}>
          Gerar
        </Button>
        {vm.definicao.filtros.length > 0 && (
          <Button appearance="subtle" onClick={() => { vm.limparFiltros(); }}>
            Limpar filtros
          </Button>
        )}
      </form>
      <div className={styles.atalhos} role="group" aria-label="Períodos">
        {ATALHOS_PERIODO.map((a) => (
          <Button key={a} size="small" appearance="subtle" disabled={vm.gerando} onClick={() => void vm.escolher(a)}>
            {ROTULOS_ATALHO[a]}
          </Button>
        ))}
      </div>
      {vm.podeVerVisoes && <Visoes vm={vm} />}
    </Card>
  );
});

/** The report's saved views: one applied from the list; the filters on screen saved as one, or into the one chosen; one removed. */
const Visoes = observer(function Visoes(props: { readonly vm: RelatorioViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const e = vm.editandoVisao;
  return (
    <div className={styles.filtros}>
      <Field label="Visão salva" className={styles.campo}>
        <Select className={styles.selecao} value={vm.visaoId} disabled={vm.gerando} onChange={(_, d) => void vm.aplicarVisao(d.value)}>
          <option value="">{vm.visoes.length === 0 ? 'Nenhuma visão salva' : 'Escolha uma visão'}</option>
          {vm.visoes.map((v) => (
            <option key={v.id} value={String(v.id)}>
              {v.nome}
            </option>
          ))}
        </Select>
      </Field>
      {vm.podeCriarVisao && (
        <Button icon={<AddRegular />} onClick={() => { vm.novaVisao(); }}>
          Salvar como visão
        </Button>
      )}
      {vm.podeEditarVisao && vm.visao !== undefined && (
        <Button icon={<EditRegular />} onClick={() => { vm.atualizarVisao(); }}>
          Atualizar visão
        </Button>
      )}
      {vm.podeRemoverVisao && vm.visao !== undefined && (
        <Button icon={<DeleteRegular />} onClick={() => void vm.removerVisao()}>
          Remover visão
        </Button>
      )}
      {e !== undefined && (
        <DialogoFormulario
          titulo={e.id === undefined ? 'Salvar como visão' : 'Atualizar visão'}
          rotuloEnviar="Salvar visão"
          enviando={vm.salvandoVisao}
          aoEnviar={() => void vm.confirmarVisao()}
          aoFechar={() => { vm.fecharVisao(); }}
        >
          <div className={styles.dialogo}>
            <Text>Os filtros da tela ficam guardados com este nome, para todo o cartório.</Text>
            <Field label="Nome" required validationMessage={vm.erroNomeVisao ?? null} validationState={vm.erroNomeVisao === undefined ? 'none' : 'error'}>
              <Input value={e.nome} maxLength={80} onChange={(_, d) => { vm.setNomeVisao(d.value); }} />
            </Field>
            <Field label="Período da visão" hint="Com um período, a visão abre sempre nesses dias; sem, usa o período da tela.">
              <Select value={e.periodo} onChange={(_, d) => { vm.setPeriodoVisao(d.value as AtalhoPeriodo | ''); }}>
                <option value="">Não guardar o período</option>
                {ATALHOS_PERIODO.map((a) => (
                  <option key={a} value={a}>
                    {ROTULOS_ATALHO[a]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </DialogoFormulario>
      )}
    </div>
  );
});

const Resultado = observer(function Resultado(props: { readonly vm: RelatorioViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const def = vm.definicao;
  const somadas = colunasComTotal(def.colunas);
  const linhas = vm.linhas.length;
  return (
    <>
      {vm.gerando && (
        <Card className={styles.card}>
          <Field
            label={vm.progresso === undefined ? 'Lendo o relatório…' : `Lendo o relatório: ${vm.progresso.lidas.toLocaleString('pt-BR')} de ${vm.progresso.total.toLocaleString('pt-BR')} linhas`}
            validationState="none"
          >
            {vm.progresso === undefined || vm.progresso.total === 0 ? <ProgressBar /> : <ProgressBar value={Math.min(1, vm.progresso.lidas / vm.progresso.total)} />}
          </Field>
          <div>
            <Button icon={<DismissRegular />} onClick={() => { vm.parar(); }}>
              Parar
            </Button>
          </div>
        </Card>
      )}
      {vm.falhou && (
        <MessageBar intent="error">
          <MessageBarBody>O relatório não foi gerado. Confira os filtros e tente de novo; as linhas abaixo são as da última vez.</MessageBarBody>
        </MessageBar>
      )}
      {vm.gerado !== undefined && (
        <>
          <div className={styles.acoes}>
            <Text>
              {vm.descricao} · {linhas.toLocaleString('pt-BR')} {linhas === 1 ? 'linha' : 'linhas'}
            </Text>
            <div className={styles.espaco} />
            <Button icon={<ArrowDownloadRegular />} disabled={vm.gerando} onClick={() => { vm.exportarCsv(); }}>
              Exportar CSV
            </Button>
            <Button icon={<PrintRegular />} disabled={vm.gerando || vm.imprimindo || linhas === 0} onClick={() => void vm.imprimir()}>
              Imprimir PDF
            </Button>
          </div>
          {def.avisos !== undefined && linhas > 0 && (
            <MessageBar intent={vm.alertas > 0 ? 'warning' : 'success'}>
              <MessageBarBody>
                {vm.alertas > 0
                  ? `${vm.alertas.toLocaleString('pt-BR')} ${vm.alertas === 1 ? 'linha assinalada' : 'linhas assinaladas'} em vermelho: ${def.avisos.assinaladas}.`
                  : def.avisos.nenhum}
              </MessageBarBody>
            </MessageBar>
          )}
          {somadas.length > 0 && (
            <div className={styles.cartoes}>
              {somadas.map((c) => (
                <Cartao key={c.chave} titulo={c.titulo} valor={textoDoTotal(c, vm.totais) || '—'} />
              ))}
            </div>
          )}
          <Graficos vm={vm} />
          <TabelaRelatorio definicao={def} linhas={vm.linhas} />
        </>
      )}
    </>
  );
});

const TelaRelatorio = observer(function TelaRelatorio(props: { readonly nome: NomeRelatorio }): ReactNode {
  const vm = useViewModel(RELATORIOS_TELA.tela, (v) => { v.configure(props.nome); });
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <div className={styles.page}>
      <PageHeader titulo={vm.definicao.titulo} />
      <Text className={styles.descricao}>{vm.definicao.descricao}</Text>
      <TelaCarregada vm={vm} oQue="o relatório">
        {() => (
          <>
            <Filtros vm={vm} />
            <Resultado vm={vm} />
          </>
        )}
      </TelaCarregada>
    </div>
  );
});

const TELAS = new Map<NomeRelatorio, ComponentType>();

/** The screen of one report (the same component each time, so its route keeps its state across renders). */
export function telaDoRelatorio(nome: NomeRelatorio): ComponentType {
  let tela = TELAS.get(nome);
  if (tela === undefined) {
    tela = (): ReactNode => <TelaRelatorio nome={nome} />;
    TELAS.set(nome, tela);
  }
  return tela;
}
