/** A screen's heading row: the title on the left, the primary action (Novo …) on the right (docs/ux.md). */
import { Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '40px' },
  spacer: { flexGrow: 1 },
});

export function PageHeader(props: { readonly titulo: string; readonly children?: ReactNode }): ReactNode {
  const styles = useStyles();
  return (
    <div className={styles.header}>
      <Title3 as="h1">{props.titulo}</Title3>
      <div className={styles.spacer} />
      {props.children}
    </div>
  );
}
