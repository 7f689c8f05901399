/** /feriado: the office's calendar of a year — the list, the year at a glance, and a deadline simulated on it. */
import { Card, Field, Input, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ABRANGENCIAS_FERIADO, isoParaBr, ROTULOS_ABRANGENCIA_FERIADO, ROTULOS_TIPO_FERIADO, TIPOS_FERIADO, type FeriadoListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { dataPorExtenso, type FeriadoListViewModel } from './feriado-list.view-model.ts';
import { FERIADOS } from './feriados.tokens.ts';

const useStyles = makeStyles({
  campo: { minWidth: '150px' },
  ano: { width: '110px' },
  discreto: { color: tokens.colorNeutralForeground2 },
  cartao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
  simulador: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  dias: { width: '120px' },
  entrada: { width: '100%', minWidth: 0 },
  resultado: { flexBasis: '100%' },
  meses: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  mes: { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', fontVariantNumeric: 'tabular-nums' },
  legenda: { textAlign: 'left', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  cabeca: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular, fontSize: tokens.fontSizeBase200 },
  dia: { textAlign: 'center', padding: '3px 0', borderRadius: tokens.borderRadiusMedium },
  fimDeSemana: { color: tokens.colorNeutralForeground3 },
  semExpediente: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground2, fontWeight: tokens.fontWeightSemibold },
  inicio: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  fim: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand, fontWeight: tokens.fontWeightSemibold },
  legendas: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
  amostra: { display: 'inline-block', width: '12px', height: '12px', borderRadius: '3px', marginRight: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
});

const SEMANA = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];
const NOMES_SEMANA = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/** The year at a glance, with the simulated deadline marked. */
const Ano = observer(function Ano(props: { readonly vm: FeriadoListViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const prazo = vm.prazo;
  const fim = prazo !== undefined && 'fim' in prazo ? prazo.fim : undefined;
  const inicio = fim === undefined ? undefined : vm.inicio;
  return (
    <Card className={styles.cartao}>
      <Subtitle2 as="h2">Calendário de {vm.ano}</Subtitle2>
      <div className={styles.simulador}>
        <Field label="Prazo a partir de" hint="dd/mm/aaaa">
          <Input
            className={styles.entrada}
            value={vm.inicio}
            inputMode="numeric"
            onChange={(_, d) => {
              vm.setInicio(d.value);
            }}
          />
        </Field>
        <Field label="Dias úteis" className={styles.dias}>
          <Input
            className={styles.entrada}
            value={vm.quantidade}
            inputMode="numeric"
            onChange={(_, d) => {
              vm.setQuantidade(d.value);
            }}
          />
        </Field>
        <Text className={styles.resultado} role="status" aria-live="polite">
          {prazo !== undefined && 'erro' in prazo ? prazo.erro : (vm.textoPrazo ?? 'Informe uma data e um número de dias úteis para ver onde o prazo termina.')}
        </Text>
      </div>
      <div className={styles.legendas} aria-hidden="true">
        <span>
          <span className={mergeClasses(styles.amostra, styles.semExpediente)} />
          Sem expediente (feriado, ponto facultativo, dia fechado)
        </span>
        <span>
          <span className={mergeClasses(styles.amostra, styles.fim)} />
          Fim do prazo simulado
        </span>
      </div>
      <div className={styles.meses}>
        {vm.meses.map((mes) => (
          <table key={mes.nome} className={styles.mes}>
            <caption className={styles.legenda}>{mes.nome}</caption>
            <thead>
              <tr>
                {SEMANA.map((d, i) => (
                  <th key={`${d}-${String(i)}`} className={styles.cabeca} scope="col" abbr={NOMES_SEMANA[i]}>
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mes.semanas.map((semana, i) => (
                <tr key={i}>
                  {semana.map((d, j) =>
                    d === null ? (
                      <td key={j} />
                    ) : (
                      <td
                        key={j}
                        title={d.semExpediente === undefined ? dataPorExtenso(d.data) : `${isoParaBr(d.data) ?? ''}: ${d.semExpediente}`}
                        aria-label={`${dataPorExtenso(d.data)}${d.semExpediente === undefined ? '' : `, sem expediente: ${d.semExpediente}`}${d.data === fim ? ', fim do prazo' : ''}`}
                        data-dia={d.data}
                        className={mergeClasses(
                          styles.dia,
                          d.fimDeSemana && styles.fimDeSemana,
                          d.semExpediente !== undefined && styles.semExpediente,
                          inicio !== undefined && d.data === inicio && styles.inicio,
                          d.data === fim && styles.fim,
                        )}
                      >
                        {d.dia}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </Card>
  );
});

export const FeriadoListView = observer(function FeriadoListView(): ReactNode {
  const vm = useLista(FERIADOS.lista);
  const { tela } = vm;
  const { lista } = tela;
  const styles = useStyles();
  useEffect(() => vm.iniciar(), [vm]);

  const colunas: Coluna<FeriadoListaItem>[] = [
    {
      id: 'data',
      titulo: 'Data',
      ordenarPor: 'data',
      largura: '170px',
      render: (f) =>
        f.gerado ? (
          dataPorExtenso(f.data)
        ) : (
          <LinkRegistro tela={tela} item={f}>
            {dataPorExtenso(f.data)}
          </LinkRegistro>
        ),
    },
    { id: 'nome', titulo: 'Nome', ordenarPor: 'nome', largura: '180px', render: (f) => f.nome },
    { id: 'abrangencia', titulo: 'Abrangência', largura: '110px', render: (f) => ROTULOS_ABRANGENCIA_FERIADO[f.abrangencia] },
    { id: 'tipo', titulo: 'Tipo', largura: '130px', render: (f) => <Etiqueta tom={f.tipo === 'FERIADO' ? 'perigo' : 'aviso'}>{ROTULOS_TIPO_FERIADO[f.tipo]}</Etiqueta> },
    { id: 'fundamento', titulo: 'Fundamento', largura: '150px', render: (f) => (f.gerado ? <span className={styles.discreto}>Lei federal (gerado)</span> : (f.fundamento ?? '—')) },
  ];

  return (
    <>
      <TelaLista
        tela={tela}
        colunas={colunas}
        busca={{ campo: 'nome', rotulo: 'Nome' }}
        campos={() => (
          <>
            <Field label="Ano" className={styles.ano}>
              <Input
                value={lista.rascunho.ano}
                inputMode="numeric"
                placeholder={String(vm.ano)}
                onChange={(_e, d) => {
                  lista.setCampo('ano', d.value.replace(/\D/g, '').slice(0, 4));
                }}
              />
            </Field>
            <FiltroSelecao lista={lista} campo="abrangencia" rotulo="Abrangência" className={styles.campo} opcoes={ABRANGENCIAS_FERIADO.map((a) => ({ valor: a, rotulo: ROTULOS_ABRANGENCIA_FERIADO[a] }))} />
            <FiltroSelecao lista={lista} campo="tipo" rotulo="Tipo" className={styles.campo} opcoes={TIPOS_FERIADO.map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_FERIADO[t] }))} />
          </>
        )}
      />
      <Ano vm={vm} />
    </>
  );
});
