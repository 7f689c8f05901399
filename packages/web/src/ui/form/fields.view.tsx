/**
 * Fields bound to a form view-model: label above, required mark, mask while typing, the error under the field
 * (from the rules when the field is left, or from the server), in pt-BR.
 */
import { Checkbox, Field, Input, Select, Subtitle2, Switch, Text, Textarea, makeStyles, tokens, type InputProps } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { FormViewModel, Valores } from './form.view-model.ts';

type CamposTexto<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];
type CamposDeIds<V> = { [K in keyof V & string]: V[K] extends readonly number[] ? K : never }[keyof V & string];
type CamposLogicos<V> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string];

function TextFieldInner<V extends Valores>(props: {
  readonly vm: FormViewModel<V>;
  readonly nome: CamposTexto<V>;
  readonly tipo?: InputProps['type'];
  readonly dica?: string;
  readonly somenteLeitura?: boolean;
  readonly autoComplete?: string;
  readonly inputMode?: InputProps['inputMode'];
}): ReactNode {
  const { vm, nome } = props;
  const campo = vm.campo(nome);
  const erro = vm.erros[nome];
  const mascara = campo?.mascara;
  return (
    <Field
      label={campo?.rotulo ?? nome}
      required={campo?.obrigatorio === true}
      validationMessage={erro ?? null}
      validationState={erro === undefined ? 'none' : 'error'}
      {...(props.dica === undefined ? {} : { hint: props.dica })}
    >
      <Input
        id={`campo-${nome}`}
        name={nome}
        value={vm.valores[nome] as string}
        type={props.tipo ?? 'text'}
        readOnly={props.somenteLeitura === true}
        {...(props.autoComplete === undefined ? {} : { autoComplete: props.autoComplete })}
        {...(props.inputMode === undefined ? {} : { inputMode: props.inputMode })}
        {...(mascara === undefined ? {} : { maxLength: mascara.patterns.reduce((m, p) => Math.max(m, p.length), 0) })}
        onChange={(_event, data) => {
          vm.set(nome, data.value as V[typeof nome]);
        }}
        onBlur={(event) => {
          // Leaving for Salvar: the save checks every field. Checking here too would show the message under this
          // field between the button's mousedown and mouseup, move the button, and lose the click.
          if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.getAttribute('type') === 'submit') return;
          vm.sair(nome);
        }}
      />
    </Field>
  );
}

/** A text field. */
export const TextField = observer(TextFieldInner) as typeof TextFieldInner;

/** The label, required mark and error of a field, around its control. */
function moldura<V extends Valores>(vm: FormViewModel<V>, nome: CamposTexto<V>, controle: ReactNode): ReactNode {
  const campo = vm.campo(nome);
  const erro = vm.erros[nome];
  return (
    <Field label={campo?.rotulo ?? nome} required={campo?.obrigatorio === true} validationMessage={erro ?? null} validationState={erro === undefined ? 'none' : 'error'}>
      {controle}
    </Field>
  );
}

const useSelectStyles = makeStyles({
  // A native select is as wide as its longest option unless told otherwise: it keeps to its column.
  selecao: { width: '100%', minWidth: 0, '& select': { minWidth: 0, textOverflow: 'ellipsis' } },
});

function SelectFieldInner<V extends Valores>(props: {
  readonly vm: FormViewModel<V>;
  readonly nome: CamposTexto<V>;
  readonly opcoes: readonly { readonly valor: string; readonly rotulo: string }[];
  /** The first option, meaning "none" (absent: a value is always chosen). */
  readonly vazio?: string;
  readonly somenteLeitura?: boolean;
}): ReactNode {
  const { vm, nome } = props;
  const styles = useSelectStyles();
  return moldura(
    vm,
    nome,
    <Select
      className={styles.selecao}
      id={`campo-${nome}`}
      name={nome}
      value={vm.valores[nome] as string}
      disabled={props.somenteLeitura === true}
      onChange={(_event, data) => {
        vm.set(nome, data.value as V[typeof nome]);
        vm.sair(nome);
      }}
    >
      {props.vazio !== undefined && <option value="">{props.vazio}</option>}
      {props.opcoes.map((o) => (
        <option key={o.valor} value={o.valor}>
          {o.rotulo}
        </option>
      ))}
    </Select>,
  );
}

/** A choice among fixed options. */
export const SelectField = observer(SelectFieldInner) as typeof SelectFieldInner;

function AreaTextoFieldInner<V extends Valores>(props: { readonly vm: FormViewModel<V>; readonly nome: CamposTexto<V>; readonly somenteLeitura?: boolean; readonly linhas?: number }): ReactNode {
  const { vm, nome } = props;
  return moldura(
    vm,
    nome,
    <Textarea
      id={`campo-${nome}`}
      name={nome}
      value={vm.valores[nome] as string}
      readOnly={props.somenteLeitura === true}
      rows={props.linhas ?? 4}
      resize="vertical"
      onChange={(_event, data) => {
        vm.set(nome, data.value as V[typeof nome]);
      }}
      onBlur={() => {
        vm.sair(nome);
      }}
    />,
  );
}

/** A text of several lines. */
export const AreaTextoField = observer(AreaTextoFieldInner) as typeof AreaTextoFieldInner;

function SwitchFieldInner<V extends Valores>(props: {
  readonly vm: FormViewModel<V>;
  readonly nome: CamposLogicos<V>;
  readonly rotuloLigado: string;
  readonly rotuloDesligado: string;
  readonly somenteLeitura?: boolean;
}): ReactNode {
  const { vm, nome } = props;
  const ligado = vm.valores[nome] as boolean;
  return (
    <Field label={vm.campo(nome)?.rotulo ?? nome}>
      <Switch
        id={`campo-${nome}`}
        checked={ligado}
        disabled={props.somenteLeitura === true}
        label={ligado ? props.rotuloLigado : props.rotuloDesligado}
        onChange={(_event, data) => {
          vm.set(nome, data.checked as V[typeof nome]);
        }}
      />
    </Field>
  );
}

/** An on/off field. */
export const SwitchField = observer(SwitchFieldInner) as typeof SwitchFieldInner;

const useCheckboxesStyles = makeStyles({
  grade: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))', alignItems: 'start', gap: tokens.spacingVerticalXS },
  // A long name wraps inside its own column instead of running under the next one.
  opcao: { minWidth: 0 },
  rotulo: { overflowWrap: 'anywhere' },
  nota: { color: tokens.colorNeutralForeground2 },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

function CheckboxesFieldInner<V extends Valores>(props: {
  readonly vm: FormViewModel<V>;
  /** A field holding a list of ids. */
  readonly nome: CamposDeIds<V>;
  /** The section's heading. */
  readonly titulo: string;
  readonly opcoes: readonly { readonly id: number; readonly nome: string }[];
  /** A note under the heading (what cannot change, what is needed to change it). */
  readonly nota?: string;
  /** Shown ticked (default: in the field's list). */
  readonly marcado?: (id: number) => boolean;
  readonly bloqueado: (id: number) => boolean;
  readonly alternar: (id: number, marcado: boolean) => void;
}): ReactNode {
  const { vm, nome } = props;
  const styles = useCheckboxesStyles();
  const erro = vm.erros[nome];
  const ids = vm.valores[nome] as readonly number[];
  return (
    <>
      <Subtitle2 as="h2" id={`${nome}-titulo`}>
        {props.titulo}
      </Subtitle2>
      {props.nota !== undefined && (
        <Text className={styles.nota} id={`${nome}-nota`}>
          {props.nota}
        </Text>
      )}
      {erro !== undefined && (
        <Text role="alert" className={styles.erro}>
          {erro}
        </Text>
      )}
      <div
        className={styles.grade}
        role="group"
        aria-labelledby={`${nome}-titulo`}
        {...(props.nota === undefined ? {} : { 'aria-describedby': `${nome}-nota` })}
        id={`campo-${nome}`}
      >
        {props.opcoes.map((o) => (
          <Checkbox
            key={o.id}
            className={styles.opcao}
            label={<span className={styles.rotulo}>{o.nome}</span>}
            checked={props.marcado?.(o.id) ?? ids.includes(o.id)}
            disabled={props.bloqueado(o.id)}
            onChange={(_e, d) => {
              props.alternar(o.id, d.checked === true);
            }}
          />
        ))}
      </div>
    </>
  );
}

/** A list of ids chosen with checkboxes (a user's groups, the groups holding a permission). */
export const CheckboxesField = observer(CheckboxesFieldInner) as typeof CheckboxesFieldInner;
