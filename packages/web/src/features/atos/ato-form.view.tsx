/** /servico/ato/salvar/:id?: a kind of act — its book, the documents a title brings, the checklists, its deadline. */
import { Button, Dropdown, Field, Input, Option, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { ESPECIES_ATO, NATUREZAS_JURIDICAS, ROTULOS_ESPECIE_ATO, rotuloNatureza } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { FormViewModel } from '../../ui/form/form.view-model.ts';
import { AreaTextoField, SelectField, TextField } from '../../ui/form/fields.view.tsx';
import { vistaDeRegistro } from '../../ui/tela/registro-de-area.view.tsx';
import { ATOS, type LinhaDocumento, type ValoresAto } from './atos.tokens.ts';

const useStyles = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, gridColumn: '1 / -1' },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  documento: { display: 'grid', gridTemplateColumns: 'minmax(220px, 2fr) minmax(220px, 2fr) minmax(160px, 1fr) auto', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  celula: { minWidth: 0 },
  entrada: { width: '100%', minWidth: 0 },
  nota: { color: tokens.colorNeutralForeground2, margin: 0 },
});

const NOMES_NATUREZA = new Map(NATUREZAS_JURIDICAS.map((n) => [n.codigo, rotuloNatureza(n)]));

/** The documents a title of this kind brings, one row each; each for every legal nature, or those chosen. */
const Documentos = observer(function Documentos(props: { readonly form: FormViewModel<ValoresAto>; readonly somenteLeitura: boolean }): ReactNode {
  const { form, somenteLeitura } = props;
  const styles = useStyles();
  const linhas = form.valores.documentos;
  const mudar = (i: number, campo: keyof LinhaDocumento, valor: string): void => {
    form.set('documentos', linhas.map((l, k) => (k === i ? { ...l, [campo]: valor } : l)));
  };
  const erro = (i: number, campo: string): { readonly validationState: 'error' | 'none'; readonly validationMessage: string | null } => {
    const e = form.errosAninhados[`documentos.${String(i)}.${campo}`];
    return { validationState: e === undefined ? 'none' : 'error', validationMessage: e ?? null };
  };
  return (
    <section className={styles.secao} aria-label="Documentos exigidos">
      <Subtitle2 as="h2">Documentos exigidos</Subtitle2>
      <p className={styles.nota}>O que o título traz na entrada. Sem naturezas escolhidas, o documento é pedido de todas.</p>
      <ol className={styles.lista} aria-label="Documentos exigidos">
        {linhas.map((l, i) => {
          const escolhidas = l.naturezas.split(',').filter((n) => n !== '');
          return (
            <li key={String(i)} className={styles.documento} aria-label={`Documento ${String(i + 1)}`}>
              <Field className={styles.celula} label="Documento" required {...erro(i, 'nome')}>
                <Input className={styles.entrada} value={l.nome} readOnly={somenteLeitura} onChange={(_, d) => { mudar(i, 'nome', d.value); }} />
              </Field>
              <Field className={styles.celula} label="Pedido de" {...erro(i, 'naturezas')}>
                <Dropdown
                  className={styles.entrada}
                  multiselect
                  disabled={somenteLeitura}
                  placeholder="Todas as naturezas"
                  value={escolhidas.length === 0 ? '' : escolhidas.length === 1 ? (NOMES_NATUREZA.get(escolhidas[0] ?? '') ?? '') : `${String(escolhidas.length)} naturezas`}
                  selectedOptions={escolhidas}
                  onOptionSelect={(_, d) => { mudar(i, 'naturezas', d.selectedOptions.join(',')); }}
                >
                  {NATUREZAS_JURIDICAS.map((n) => (
                    <Option key={n.codigo} value={n.codigo}>
                      {rotuloNatureza(n)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field className={styles.celula} label="Fundamento" {...erro(i, 'fundamento')}>
                <Input className={styles.entrada} value={l.fundamento} readOnly={somenteLeitura} onChange={(_, d) => { mudar(i, 'fundamento', d.value); }} />
              </Field>
              {!somenteLeitura && (
                <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Tirar o documento ${String(i + 1)}`} onClick={() => { form.set('documentos', linhas.filter((_, k) => k !== i)); }} />
              )}
            </li>
          );
        })}
      </ol>
      {!somenteLeitura && (
        <div>
          <Button icon={<AddRegular />} onClick={() => { form.set('documentos', [...linhas, { nome: '', naturezas: '', fundamento: '' }]); }}>
            Adicionar documento
          </Button>
        </div>
      )}
    </section>
  );
});

/** What the examiner and the conferrer check, one item per line, the width of the form. */
function Checklists(props: { readonly form: FormViewModel<ValoresAto>; readonly somenteLeitura: boolean }): ReactNode {
  const styles = useStyles();
  return (
    <div className={styles.secao}>
      <AreaTextoField vm={props.form} nome="exame" somenteLeitura={props.somenteLeitura} linhas={8} />
      <AreaTextoField vm={props.form} nome="conferencia" somenteLeitura={props.somenteLeitura} linhas={4} />
    </div>
  );
}

export const AtoFormView = vistaDeRegistro(ATOS.formulario, (form, somenteLeitura) => (
  <>
    <TextField vm={form} nome="nome" somenteLeitura={somenteLeitura} autoComplete="off" />
    <TextField vm={form} nome="codigo" somenteLeitura={somenteLeitura} autoComplete="off" dica="Maiúsculas e sublinhado, como REGISTRO_CONSTITUICAO" />
    <SelectField vm={form} nome="especie" somenteLeitura={somenteLeitura} vazio="Escolha…" opcoes={ESPECIES_ATO.map((e) => ({ valor: e, rotulo: ROTULOS_ESPECIE_ATO[e] }))} />
    <SelectField vm={form} nome="livro" somenteLeitura={somenteLeitura} vazio="Nenhum (certidão, autenticação)" opcoes={[{ valor: 'A', rotulo: 'Livro A (pessoas jurídicas)' }, { valor: 'B', rotulo: 'Livro B (imprensa)' }]} />
    <TextField vm={form} nome="prazoDiasUteis" somenteLeitura={somenteLeitura} inputMode="numeric" autoComplete="off" dica="Contados do protocolo, em dias úteis" />
    <TextField vm={form} nome="fundamentoPrazo" somenteLeitura={somenteLeitura} autoComplete="off" dica="A lei ou a norma do estado" />
    <TextField vm={form} nome="prazoExigenciaDiasUteis" somenteLeitura={somenteLeitura} inputMode="numeric" autoComplete="off" dica="Contados da nota de exigência; vencido, o protocolo é cancelado" />
    <Documentos form={form} somenteLeitura={somenteLeitura} />
    <Checklists form={form} somenteLeitura={somenteLeitura} />
  </>
));
