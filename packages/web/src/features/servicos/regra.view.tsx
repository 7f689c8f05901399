/** /servico/regra: the state's rule of fees, period by period, each with its components. */
import { Button, Card, Checkbox, Field, Input, Select, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { ARREDONDAMENTOS } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { FormPage } from '../../ui/form/form-page.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { TelaCarregada } from '../../ui/tela/tela-carregada.view.tsx';
import { ROTULOS_ARREDONDAMENTO, type LinhaComponente, type LinhaRegra, type RegraViewModel } from './regra.view-model.ts';
import { SERVICOS } from './servicos.tokens.ts';

const useStyles = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, gridColumn: '1 / -1' },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  vigencia: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalM, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  linha: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  componente: { display: 'grid', gridTemplateColumns: '140px minmax(160px, 1fr) 180px 110px 200px 32px', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  titulos: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  fundamento: { gridColumn: '1 / -1' },
  selo: { paddingTop: '4px' },
  celula: { minWidth: 0 },
  entrada: { width: '100%', minWidth: 0 },
  nota: { color: tokens.colorNeutralForeground2, margin: 0 },
  cabecalho: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const estado = (erro: string | undefined): { readonly validationState: 'error' | 'none'; readonly validationMessage: string | null } => ({ validationState: erro === undefined ? 'none' : 'error', validationMessage: erro ?? null });

const Componentes = observer(function Componentes(props: { readonly vm: RegraViewModel; readonly vigencia: number; readonly leitura: boolean }): ReactNode {
  const { vm, vigencia, leitura } = props;
  const styles = useStyles();
  const texto = (indice: number, campo: keyof LinhaComponente, rotulo: string, valor: string, modo?: 'decimal'): ReactNode => (
    <Field className={styles.celula} {...estado(vm.erro('componentes', indice, campo))}>
      <Input className={styles.entrada} aria-label={rotulo} value={valor} readOnly={leitura} {...(modo === undefined ? {} : { inputMode: modo })} onChange={(_, d) => { vm.alterarComponente(indice, campo, d.value); }} />
    </Field>
  );
  return (
    <>
      <div className={mergeClasses(styles.componente, styles.titulos)} aria-hidden="true">
        <span>Código</span>
        <span>Nome</span>
        <span>Cobrança</span>
        <span>Valor</span>
        <span>Arredondamento</span>
      </div>
      <ol className={styles.lista} aria-label={`Componentes da vigência ${String(vigencia + 1)}`}>
        {vm.componentesDe(vigencia).map(({ componente: c, indice }) => {
          const nome = c.codigo === '' ? String(indice + 1) : c.codigo;
          return (
            <li key={String(indice)} className={styles.componente} aria-label={`Componente ${nome}`}>
              {texto(indice, 'codigo', `Código do componente ${nome}`, c.codigo)}
              {texto(indice, 'nome', `Nome do componente ${nome}`, c.nome)}
              <Select className={styles.entrada} aria-label={`Cobrança do componente ${nome}`} value={c.tipo} disabled={leitura} onChange={(_, d) => { vm.alterarComponente(indice, 'tipo', d.value); }}>
                <option value="PERCENTUAL">% do emolumento</option>
                <option value="FIXO">Valor fixo (R$)</option>
              </Select>
              {texto(indice, 'valor', c.tipo === 'FIXO' ? `Valor do componente ${nome} (R$)` : `Percentual do componente ${nome}`, c.valor, 'decimal')}
              {c.tipo === 'PERCENTUAL' ? (
                <Select className={styles.entrada} aria-label={`Arredondamento do componente ${nome}`} value={c.arredondamento} disabled={leitura} onChange={(_, d) => { vm.alterarComponente(indice, 'arredondamento', d.value); }}>
                  <option value="">Como a regra</option>
                  {ARREDONDAMENTOS.map((a) => (
                    <option key={a} value={a}>
                      {ROTULOS_ARREDONDAMENTO[a]}
                    </option>
                  ))}
                </Select>
              ) : (
                <Checkbox className={styles.selo} label="Custo do selo" checked={c.doSelo} disabled={leitura} onChange={(_, d) => { vm.alterarComponente(indice, 'doSelo', d.checked === true); }} />
              )}
              {leitura ? <span /> : <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Tirar o componente ${nome}`} onClick={() => { vm.removerComponente(indice); }} />}
            </li>
          );
        })}
      </ol>
    </>
  );
});

const Vigencias = observer(function Vigencias(props: { readonly vm: RegraViewModel; readonly leitura: boolean }): ReactNode {
  const { vm, leitura } = props;
  const styles = useStyles();
  const texto = (i: number, campo: keyof LinhaRegra, rotulo: string, valor: string, extra: { readonly dica?: string; readonly modo?: 'numeric' | 'decimal'; readonly largo?: boolean } = {}): ReactNode => (
    <Field className={extra.largo === true ? mergeClasses(styles.celula, styles.fundamento) : styles.celula} label={rotulo} hint={extra.dica ?? null} {...estado(vm.erro('vigencias', i, campo))}>
      <Input className={styles.entrada} value={valor} readOnly={leitura} {...(extra.modo === undefined ? {} : { inputMode: extra.modo })} onChange={(_, d) => { vm.alterarVigencia(i, campo, d.value); }} />
    </Field>
  );
  const arredondamento = (i: number, campo: 'arredondamento' | 'arredondamentoIss', rotulo: string, valor: string, comoRegra: boolean): ReactNode => (
    <Field className={styles.celula} label={rotulo}>
      <Select className={styles.entrada} value={valor} disabled={leitura} onChange={(_, d) => { vm.alterarVigencia(i, campo, d.value); }}>
        {comoRegra && <option value="">Como a regra</option>}
        {ARREDONDAMENTOS.map((a) => (
          <option key={a} value={a}>{ROTULOS_ARREDONDAMENTO[a]}</option>
        ))}
      </Select>
    </Field>
  );
  return (
    <section className={styles.secao} aria-label="Vigências da regra">
      <div className={styles.cabecalho}>
        <Subtitle2 as="h2">Vigências</Subtitle2>
        {!leitura && <Button icon={<AddRegular />} onClick={() => { vm.adicionarVigencia(); }}>Nova vigência</Button>}
      </div>
      <p className={styles.nota}>Quando a lei muda os percentuais, encerre a vigência atual na véspera e inclua uma nova a partir do dia em que a lei vale. Cada cotação usa a regra da sua data de referência.</p>
      <ol className={styles.lista} aria-label="Vigências">
        {vm.form.valores.vigencias.map((l, i) => (
          <li key={String(i)} className={styles.vigencia} aria-label={`Vigência ${String(i + 1)}`}>
            <div className={styles.cabecalho}>
              <Subtitle2 as="h3">
                Vigência {i + 1}
                {l.de === '' ? '' : ` — de ${l.de}${l.ate === '' ? ' em diante' : ` a ${l.ate}`}`}
              </Subtitle2>
              {!leitura && (
                <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => { vm.removerVigencia(i); }}>
                  Tirar a vigência {i + 1}
                </Button>
              )}
            </div>
            <div className={styles.linha}>
              {texto(i, 'de', 'Vigente de', l.de, { dica: 'dd/mm/aaaa', modo: 'numeric' })}
              {texto(i, 'ate', 'até', l.ate, { dica: 'Em branco: sem fim', modo: 'numeric' })}
              {arredondamento(i, 'arredondamento', 'Arredondamento', l.arredondamento, false)}
              {texto(i, 'iss', 'ISS (%)', l.iss, { modo: 'decimal' })}
              {arredondamento(i, 'arredondamentoIss', 'Arredondamento do ISS', l.arredondamentoIss, true)}
              {texto(i, 'nomeTaxaFixa', 'Nome da taxa por faixa', l.nomeTaxaFixa, { dica: 'Em GO: Taxa Judiciária' })}
              {texto(i, 'fundamento', 'Fundamento legal', l.fundamento, { largo: true })}
            </div>
            <Text>Fundos e taxas sobre o emolumento: {vm.totalPercentual(i)} % no total.</Text>
            <Componentes vm={vm} vigencia={i} leitura={leitura} />
            {!leitura && (
              <div>
                <Button icon={<AddRegular />} onClick={() => { vm.adicionarComponente(i); }}>Adicionar componente</Button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
});

export const RegraView = observer(function RegraView(): ReactNode {
  const vm = useViewModel(SERVICOS.regra);
  const styles = useRegistroStyles();
  const titulo = `Regra de cobrança (${vm.uf})`;
  return (
    <TelaCarregada vm={vm} oQue="a regra de cobrança">
      {() => (
        <div className={styles.page}>
          <PageHeader titulo={titulo} />
          <FormPage vm={vm.form} titulo={titulo} somenteLeitura={!vm.podeEditar} onSalvar={() => void vm.salvar()} onCancelar={() => { vm.form.desfazer(); }} onRecarregar={() => void vm.recarregar()}>
            <Card className={styles.card}>
              <Vigencias vm={vm} leitura={!vm.podeEditar} />
            </Card>
          </FormPage>
        </div>
      )}
    </TelaCarregada>
  );
});
