/**
 * The filter bar of a list: its fields, Pesquisar and Limpar filtros. Enter in a field searches; '/' anywhere
 * outside a field focuses the free-text box (docs/ux.md "Keys").
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { Observer } from 'mobx-react-lite';
import { useEffect, type ReactNode, type RefObject } from 'react';

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
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function FilterBar(props: {
  readonly onPesquisar: () => void;
  readonly onLimpar: () => void;
  readonly busca?: RefObject<HTMLInputElement | null>;
  /**
   * The fields, drawn by a function that reads the list's draft filter: it alone re-renders as the person
   * types, not the screen around it with its table.
   */
  readonly campos: () => ReactNode;
}): ReactNode {
  const styles = useStyles();
  const { busca } = props;
  useEffect(() => {
    if (busca === undefined) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        busca.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [busca]);
  return (
    <form
      role="search"
      aria-label="Filtros"
      className={styles.bar}
      onSubmit={(event) => {
        event.preventDefault();
        props.onPesquisar();
      }}
    >
      <Observer>{props.campos}</Observer>
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          Pesquisar
        </Button>
        <Button type="button" icon={<DismissRegular />} onClick={props.onLimpar}>
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
