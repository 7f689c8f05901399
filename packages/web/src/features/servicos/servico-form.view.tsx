/** /servico/salvar/:id?: a service and its fee tables. */
import { Button, Card, Field, Input, Select, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SelectField, SwitchField, TextField } from '../../ui/form/fields.view.tsx';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import type { ServicoFormViewModel } from './servico-form.view-model.ts';
import { SERVICOS } from './servicos.tokens.ts';

const useStyles = makeStyles({
  cabecalho: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalS },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  vigencia: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalM, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  linha: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  faixa: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(120px, 1fr)) auto', gap: tokens.spacingHorizontalM, alignItems: 'end', maxWidth: '720px' },
  celula: { minWidth: 0 },
  entrada: { width: '100%', minWidth: 0 },
  nota: { color: tokens.colorNeutralForeground2, margin: 0 },
});

const estado = (erro: string | undefined): { readonly validationState: 'error' | 'none'; readonly validationMessage: string | null } => ({ validationState: erro === undefined ? 'none' : 'error', validationMessage: erro ?? null });

const Tabelas = observer(function Tabelas(props: { readonly vm: ServicoFormViewModel; readonly leitura: boolean }): ReactNode {
  const { vm, leitura } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const texto = (rotulo: string, valor: string, erro: string | undefined, mudar: (v: string) => void, extra: { readonly dica?: string; readonly modo?: 'numeric' | 'decimal' } = {}): ReactNode => (
    <Field className={styles.celula} label={rotulo} hint={extra.dica ?? null} {...estado(erro)}>
      <Input className={styles.entrada} value={valor} readOnly={leitura} inputMode={extra.modo ?? 'decimal'} onChange={(_, d) => { mudar(d.value); }} />
    </Field>
  );
  return (
    <Card className={styles.card}>
      <div className={styles.cabecalho}>
        <Subtitle2 as="h2">Tabelas de emolumentos</Subtitle2>
        {!leitura && (
          <div className={styles.acoes}>
            <Button icon={<AddRegular />} onClick={() => { vm.adicionarVigencia('FIXO'); }}>Valor fixo</Button>
            <Button icon={<AddRegular />} onClick={() => { vm.adicionarVigencia('FAIXAS'); }}>Faixas por valor declarado</Button>
          </div>
        )}
      </div>
      <p className={styles.nota}>Cada tabela vale de uma data a outra (sem fim: até ser substituída); um dia tem uma só tabela. Os fundos, o selo e o ISS vêm da regra do Estado e são calculados à parte.</p>
      <ol className={styles.lista} aria-label="Tabelas de emolumentos">
        {vm.form.valores.vigencias.map((v, i) => (
          <li key={String(i)} className={styles.vigencia} aria-label={`Tabela ${String(i + 1)}`}>
            <div className={styles.linha}>
              {texto('Vigente de', v.de, vm.erro('vigencias', i, 'de'), (t) => { vm.alterarVigencia(i, 'de', t); }, { dica: 'dd/mm/aaaa', modo: 'numeric' })}
              {texto('até', v.ate, vm.erro('vigencias', i, 'ate'), (t) => { vm.alterarVigencia(i, 'ate', t); }, { dica: 'Em branco: sem fim', modo: 'numeric' })}
              <Field className={styles.celula} label="Cobrança" {...estado(vm.erro('vigencias', i, 'tipo'))}>
                <Select className={styles.entrada} value={v.tipo} disabled={leitura} onChange={(_, d) => { vm.alterarVigencia(i, 'tipo', d.value); }}>
                  <option value="FIXO">Valor fixo</option>
                  <option value="FAIXAS">Faixas por valor declarado</option>
                </Select>
              </Field>
              {v.tipo === 'FIXO' && texto('Emolumentos (R$)', v.emolumento, vm.erro('vigencias', i, 'emolumento'), (t) => { vm.alterarVigencia(i, 'emolumento', t); })}
              {v.tipo === 'FIXO' && texto('Taxa Judiciária (R$)', v.taxa, vm.erro('vigencias', i, 'taxa'), (t) => { vm.alterarVigencia(i, 'taxa', t); })}
              {!leitura && <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Tirar a tabela ${String(i + 1)}`} onClick={() => { vm.removerVigencia(i); }} />}
            </div>
            {v.tipo === 'FAIXAS' && (
              <>
                <ol className={styles.lista} aria-label={`Faixas da tabela ${String(i + 1)}`}>
                  {vm.faixasDe(i).map(({ faixa, indice }, k) => (
                    <li key={String(indice)} className={styles.faixa}>
                      {texto('Valor declarado até (R$)', faixa.ate, vm.erro('faixas', indice, 'ate'), (t) => { vm.alterarFaixa(indice, 'ate', t); }, { dica: k === vm.faixasDe(i).length - 1 ? 'Em branco na última: sem limite' : 'Inclusive' })}
                      {texto('Emolumentos (R$)', faixa.emolumento, vm.erro('faixas', indice, 'emolumento'), (t) => { vm.alterarFaixa(indice, 'emolumento', t); })}
                      {texto('Taxa Judiciária (R$)', faixa.taxa, vm.erro('faixas', indice, 'taxa'), (t) => { vm.alterarFaixa(indice, 'taxa', t); })}
                      {!leitura && <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Tirar a faixa ${String(k + 1)}`} onClick={() => { vm.removerFaixa(indice); }} />}
                    </li>
                  ))}
                </ol>
                {!leitura && (
                  <div>
                    <Button size="small" icon={<AddRegular />} onClick={() => { vm.adicionarFaixa(i); }}>Adicionar faixa</Button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
});

export const ServicoFormView = observer(function ServicoFormView(): ReactNode {
  const vm = useRegistro(SERVICOS.formulario);
  const { tela } = vm;
  const styles = useRegistroStyles();
  const leitura = !tela.podeSalvar;
  const atos = vm.atos.map((a) => ({ valor: a.codigo, rotulo: a.nome }));
  return (
    <TelaRegistro tela={tela}>
      <Card className={styles.card}>
        <div className={styles.section}>
          <TextField vm={tela.form} nome="codigo" somenteLeitura={leitura} autoComplete="off" />
          <TextField vm={tela.form} nome="descricao" somenteLeitura={leitura} autoComplete="off" />
          <SelectField vm={tela.form} nome="tipoAto" opcoes={atos} vazio="Escolha…" somenteLeitura={leitura} />
          <TextField vm={tela.form} nome="codigoAtoTribunal" somenteLeitura={leitura} autoComplete="off" dica="Para o selo (TJGO: 2141, 2144…)" />
          <SwitchField vm={tela.form} nome="selo" rotuloLigado="Cada ato leva selo de fiscalização" rotuloDesligado="Sem selo" somenteLeitura={leitura} />
          <SwitchField vm={tela.form} nome="ativo" rotuloLigado="Ativo: aparece nas cotações" rotuloDesligado="Inativo" somenteLeitura={leitura} />
        </div>
      </Card>
      <Tabelas vm={vm} leitura={leitura} />
    </TelaRegistro>
  );
});
