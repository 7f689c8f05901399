/** The views of a decision with a reason (decisao-com-motivo.ts): the reason and the outcomes' buttons (alone or in their card), and the confirmation. */
import { Button, Card, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactElement, ReactNode } from 'react';
import type { DecisaoComMotivo } from './decisao-com-motivo.ts';
import { DialogoFormulario } from './dialogo-formulario.view.tsx';
import { useRegistroStyles } from './registro.view.tsx';

const useStyles = makeStyles({ acoes: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' } });

interface MotivoEAcoesProps<D extends string, T> {
  readonly decisao: DecisaoComMotivo<D, T>;
  /** Under the reason: when it is required and where it goes. */
  readonly dica: string;
  readonly maximo: number;
  readonly acoes: readonly { readonly valor: D; readonly rotulo: string; readonly icone: ReactElement; readonly principal?: boolean }[];
}

function MotivoEAcoesInner<D extends string, T>(props: MotivoEAcoesProps<D, T>): ReactNode {
  const { decisao } = props;
  const styles = useStyles();
  const erro = decisao.erro?.campo === 'motivo' ? decisao.erro.mensagem : undefined;
  return (
    <>
      <Field label="Motivo" hint={props.dica} validationMessage={erro ?? null} validationState={erro === undefined ? 'none' : 'error'}>
        <Textarea value={decisao.motivo} resize="vertical" maxLength={props.maximo} onChange={(_, data) => { decisao.setMotivo(data.value); }} />
      </Field>
      <div className={styles.acoes}>
        {props.acoes.map((a) => (
          <Button key={a.valor} {...(a.principal === true ? { appearance: 'primary' as const } : {})} icon={a.icone} disabled={decisao.enviando} onClick={() => { decisao.pedir(a.valor); }}>
            {a.rotulo}
          </Button>
        ))}
      </div>
    </>
  );
}

export const MotivoEAcoes = observer(MotivoEAcoesInner) as typeof MotivoEAcoesInner;

/** The reason and the outcomes in a card of their own, under its heading (an analysis, a conference, a DBE). */
export function CartaoDecisao<D extends string, T>(props: MotivoEAcoesProps<D, T> & { readonly titulo: string }): ReactNode {
  const { titulo, ...resto } = props;
  const styles = useRegistroStyles();
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">{titulo}</Subtitle2>
      <MotivoEAcoes {...resto} />
    </Card>
  );
}

function ConfirmarDecisaoInner<D extends string, T>(props: {
  readonly decisao: DecisaoComMotivo<D, T>;
  /** The dialog's title, its send button and what it says, for the outcome being confirmed. */
  readonly textos: (d: D) => { readonly titulo: string; readonly enviar: string; readonly texto: string };
}): ReactNode {
  const { decisao } = props;
  const d = decisao.confirmando;
  if (d === undefined) return null;
  const t = props.textos(d);
  return (
    <DialogoFormulario titulo={t.titulo} rotuloEnviar={t.enviar} enviando={decisao.enviando} aoEnviar={() => void decisao.enviar()} aoFechar={() => { decisao.cancelar(); }}>
      <p>{t.texto}</p>
    </DialogoFormulario>
  );
}

export const ConfirmarDecisao = observer(ConfirmarDecisaoInner) as typeof ConfirmarDecisaoInner;
