/** The columns the process list and the exam queue share: the protocol, the entity with its act, and the deadline. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { formatarProtocolo, formatDateTime } from '@rpj/domain';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import type { Filtro } from '../../ui/list/list.view-model.ts';
import { LinkRegistro } from '../../ui/list/tela-lista.view.tsx';
import type { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import { Prazo } from './prazo.view.tsx';
import type { ProcessoLinha } from './processo-list.view-model.ts';

const useStyles = makeStyles({
  discreto: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  numero: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
});

function Protocolo<T extends { readonly id: number; readonly protocolo: number; readonly protocoladoEm: string }>(props: { readonly tela: Pick<TelaListaViewModel<T, Filtro>, 'podeVer' | 'entidade'>; readonly p: T }): ReactNode {
  const styles = useStyles();
  return (
    <>
      <LinkRegistro tela={props.tela} item={props.p} className={styles.numero}>
        {formatarProtocolo(props.p.protocolo)}
      </LinkRegistro>
      <div className={styles.discreto}>{formatDateTime(new Date(props.p.protocoladoEm))}</div>
    </>
  );
}

/** The protocol, a link to the row's screen, with the day and time it was taken. */
export function colunaProtocolo<T extends { readonly id: number; readonly protocolo: number; readonly protocoladoEm: string }>(tela: Pick<TelaListaViewModel<T, Filtro>, 'podeVer' | 'entidade'>): Coluna<T> {
  return { id: 'protocolo', titulo: 'Protocolo', ordenarPor: 'protocolo', largura: '112px', render: (p) => <Protocolo tela={tela} p={p} /> };
}

/** What the shared columns read of a row: the process list's and the exam queue's rows both have it. */
export type LinhaComPrazo = Pick<ProcessoLinha, 'empresaNome' | 'tipoAtoNome' | 'prazo' | 'prazoSituacao'>;

function EntidadeEAto(props: { readonly p: LinhaComPrazo }): ReactNode {
  const styles = useStyles();
  return (
    <>
      {props.p.empresaNome}
      <div className={styles.discreto}>{props.p.tipoAtoNome}</div>
    </>
  );
}

export const COLUNA_ENTIDADE: Coluna<LinhaComPrazo> = { id: 'entidade', titulo: 'Entidade e ato', render: (p) => <EntidadeEAto p={p} /> };

export const COLUNA_PRAZO: Coluna<LinhaComPrazo> = { id: 'prazo', titulo: 'Prazo', ordenarPor: 'prazo', largura: '168px', render: (p) => <Prazo prazo={p.prazo} situacao={p.prazoSituacao} /> };
