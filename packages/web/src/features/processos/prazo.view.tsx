/** A process's deadline and where it stands today: the date, and in words with a tone (colour is never the only sign). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { isoParaBr, type PrazoSituacao, type UrgenciaPrazo } from '@rpj/domain';
import type { ReactNode } from 'react';
import { Etiqueta, type TomEtiqueta } from '../../ui/etiqueta.view.tsx';

const TOM: Readonly<Record<UrgenciaPrazo, TomEtiqueta>> = { VENCIDO: 'perigo', VENCE_HOJE: 'perigo', PROXIMO: 'aviso', NO_PRAZO: 'discreto' };

const useStyles = makeStyles({ raiz: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' }, data: { fontVariantNumeric: 'tabular-nums' } });

export function Prazo(props: { readonly prazo: string; readonly situacao?: PrazoSituacao | undefined }): ReactNode {
  const styles = useStyles();
  return (
    <span className={styles.raiz}>
      <span className={styles.data}>{isoParaBr(props.prazo) ?? props.prazo}</span>
      {props.situacao !== undefined && <Etiqueta tom={TOM[props.situacao.urgencia]}>{props.situacao.texto}</Etiqueta>}
    </span>
  );
}
