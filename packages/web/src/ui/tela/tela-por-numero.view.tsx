/**
 * The frame of a screen of one record opened by a number (registro-por-numero.ts): the spinner and the load error,
 * "not found" with the way back, the field to type a number when there is none, and the record's own screen.
 */
import { Button, Card, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Token } from '../../di/token.ts';
import { useViewModel } from '../../di/use-view-model.ts';
import { MessagePage } from '../../shell/message-page.view.tsx';
import { AppLink } from '../app-link.tsx';
import { useRegistroStyles } from '../form/registro.view.tsx';
import { PageHeader } from '../page-header.view.tsx';
import type { RegistroPorNumero } from './registro-por-numero.ts';
import { TelaCarregada } from './tela-carregada.view.tsx';

const useStyles = makeStyles({ linha: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' } });

export interface TextosPorNumero {
  /** What could not be opened: 'o processo'. */
  readonly oQue: string;
  /** 'Processo não encontrado', and what to say under it. */
  readonly naoEncontrado: string;
  readonly motivo: string;
  /** The way back: its address and words. */
  readonly voltar: { readonly caminho: string; readonly rotulo: string };
  /** Without a number: the page's title, the field's label and what to say when it is empty. */
  readonly abrir: { readonly titulo: string; readonly rotulo: string; readonly vazio: string };
}

const AbrirPorNumero = observer(function AbrirPorNumero(props: { readonly carga: RegistroPorNumero<unknown>; readonly textos: TextosPorNumero }): ReactNode {
  const { carga, textos } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <div className={styles.page}>
      <PageHeader titulo={textos.abrir.titulo} />
      <Card className={styles.card}>
        <form
          noValidate
          className={styles.linha}
          onSubmit={(e) => {
            e.preventDefault();
            carga.abrirNumero(textos.abrir.vazio);
          }}
        >
          <Field label={textos.abrir.rotulo} validationMessage={carga.erroBusca ?? null} validationState={carga.erroBusca === undefined ? 'none' : 'error'}>
            <Input value={carga.numeroBusca} inputMode="numeric" autoFocus onChange={(_, d) => { carga.setNumeroBusca(d.value); }} />
          </Field>
          <Button type="submit" appearance="primary">
            Abrir
          </Button>
          <AppLink to={textos.voltar.caminho}>{textos.voltar.rotulo}</AppLink>
        </form>
      </Card>
    </div>
  );
});

function TelaPorNumeroInner<T>(props: { readonly carga: RegistroPorNumero<T>; readonly textos: TextosPorNumero; readonly children: (registro: T) => ReactNode }): ReactNode {
  const { carga, textos } = props;
  return (
    <TelaCarregada vm={carga} oQue={textos.oQue}>
      {() => {
        if (carga.naoEncontrado) {
          return (
            <MessagePage titulo={textos.naoEncontrado} acoes={<AppLink to={textos.voltar.caminho}>{textos.voltar.rotulo}</AppLink>}>
              <p>{textos.motivo}</p>
            </MessagePage>
          );
        }
        const registro = carga.registro;
        if (carga.semNumero || registro === undefined) return <AbrirPorNumero carga={carga as RegistroPorNumero<unknown>} textos={textos} />;
        return props.children(registro);
      }}
    </TelaCarregada>
  );
}

export const TelaPorNumero = observer(TelaPorNumeroInner) as typeof TelaPorNumeroInner;

/**
 * A route's screen of one record opened by the number in `parametro` (':protocolo', ':id'): a fresh view-model per
 * number, its `carga` configured from the address, the frame above around `render`.
 *
 * @example
 * ```tsx
 * export const ExameView = vistaPorNumero(EXAMES.exame, 'protocolo', TEXTOS, (vm) => vm.carga, (vm, d) => <TelaExame vm={vm} d={d} />);
 * ```
 */
export function vistaPorNumero<V extends object, T>(
  token: Token<V>,
  parametro: string,
  textos: TextosPorNumero,
  carga: (vm: V) => RegistroPorNumero<T>,
  render: (vm: V, registro: T) => ReactNode,
): () => ReactNode {
  const Tela = observer(function Tela(props: { readonly numero: string | undefined }): ReactNode {
    const vm = useViewModel(token, (v) => {
      carga(v).configure(props.numero);
    });
    return (
      <TelaPorNumero carga={carga(vm)} textos={textos}>
        {(registro) => render(vm, registro)}
      </TelaPorNumero>
    );
  });
  return function VistaPorNumero(): ReactNode {
    const numero = useParams()[parametro];
    return <Tela key={numero ?? 'nenhum'} numero={numero} />;
  };
}
