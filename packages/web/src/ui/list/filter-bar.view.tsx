/**
 * The filter bar of a list: the free-text field, the list's other fields, Pesquisar and Limpar filtros. Enter in a
 * field searches; '/' anywhere outside a field focuses the free-text box (docs/ux.md "Keys").
 */
import { Button, Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { Observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Filtro, ListViewModel } from './list.view-model.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  busca: { minWidth: '260px', flexGrow: 1 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The free-text field every list has: first in the bar, focused by '/', searched as the person types. */
export interface CampoBusca<F extends Filtro> {
  readonly campo: keyof F & string;
  readonly rotulo: string;
  readonly className?: string;
}

export function FilterBar<T, F extends Filtro>(props: {
  readonly lista: Pick<ListViewModel<T, F>, 'rascunho' | 'setCampo' | 'pesquisar' | 'limpar'>;
  readonly busca: CampoBusca<F>;
  /**
   * The other fields, drawn by a function that reads the list's draft filter: the fields alone re-render as the
   * person types, not the screen around them with its table.
   */
  readonly campos?: () => ReactNode;
}): ReactNode {
  const styles = useStyles();
  const { lista, busca } = props;
  const ref = useRef<HTMLInputElement>(null);
  // Listening from the commit that draws the bar, not from a later passive effect: the browser handles a key ahead
  // of React's scheduled work, so a '/' pressed as soon as the list showed could otherwise find no listener yet.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        ref.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <form
      role="search"
      aria-label="Filtros"
      className={styles.bar}
      onSubmit={(event) => {
        event.preventDefault();
        lista.pesquisar();
      }}
    >
      <Field label={busca.rotulo} className={mergeClasses(styles.busca, busca.className)}>
        <Observer>
          {() => (
            <Input
              input={{ ref }}
              placeholder="Pesquisa ao digitar (atalho: /)"
              type="search"
              value={lista.rascunho[busca.campo] ?? ''}
              onChange={(_e, d) => {
                lista.setCampo(busca.campo, d.value);
              }}
            />
          )}
        </Observer>
      </Field>
      {props.campos !== undefined && <Observer>{props.campos}</Observer>}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          Pesquisar
        </Button>
        <Button
          type="button"
          icon={<DismissRegular />}
          onClick={() => {
            lista.limpar();
          }}
        >
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
