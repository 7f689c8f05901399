/**
 * The one-box search of a screen that looks something up (a person, an entity): the box with its label and the
 * reason a text is refused, Pesquisar (Enter too), and the spinner while the search is on its way.
 */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Carregando } from '../carregando.view.tsx';
import type { EstadoCarga } from './estado.ts';

/** What the search box reads of its screen's view-model. */
export interface BuscaPorTexto {
  readonly texto: string;
  /** Why the text cannot be searched, in pt-BR. */
  readonly erro: string | undefined;
  readonly estado: EstadoCarga;
  setTexto(texto: string): void;
  pesquisar(): Promise<void>;
}

const useStyles = makeStyles({
  busca: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  campo: { flexGrow: 1, minWidth: '260px', maxWidth: '560px' },
  botao: { marginTop: '26px' },
});

export const BuscaTexto = observer(function BuscaTexto(props: { readonly vm: BuscaPorTexto; readonly rotulo: string }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  return (
    <>
      <form
        role="search"
        className={styles.busca}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.pesquisar();
        }}
      >
        <Field className={styles.campo} label={props.rotulo} validationState={vm.erro === undefined ? 'none' : 'error'} validationMessage={vm.erro ?? null}>
          <Input
            value={vm.texto}
            autoComplete="off"
            onChange={(_, d) => {
              vm.setTexto(d.value);
            }}
          />
        </Field>
        <Button className={styles.botao} appearance="primary" type="submit" icon={<SearchRegular />} disabled={vm.estado === 'carregando'}>
          Pesquisar
        </Button>
      </form>
      {vm.estado === 'carregando' && <Carregando tamanho={32} espessura={3} rotulo="Pesquisando..." />}
    </>
  );
});
