/** The columns the process list and the exam queue share: the entity with its act, and the deadline. */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { Prazo } from './prazo.view.tsx';
import type { ProcessoLinha } from './processo-list.view-model.ts';

const useStyles = makeStyles({ discreto: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 } });

function EntidadeEAto(props: { readonly p: ProcessoLinha }): ReactNode {
  const styles = useStyles();
  return (
    <>
      {props.p.empresaNome}
      <div className={styles.discreto}>{props.p.tipoAtoNome}</div>
    </>
  );
}

export const COLUNA_ENTIDADE: Coluna<ProcessoLinha> = { id: 'entidade', titulo: 'Entidade e ato', render: (p) => <EntidadeEAto p={p} /> };

export const COLUNA_PRAZO: Coluna<ProcessoLinha> = { id: 'prazo', titulo: 'Prazo', ordenarPor: 'prazo', largura: '168px', render: (p) => <Prazo prazo={p.prazo} situacao={p.prazoSituacao} /> };
