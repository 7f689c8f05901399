/**
 * What the record screens (a user, a group, a permission) share around their form: the layout of their sections,
 * and the page shown instead of the form when the record does not exist or could not be loaded.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { MessagePage } from '../../shell/message-page.view.tsx';
import { AppLink } from '../app-link.tsx';

/** The page, its cards, a card's grid of fields, and the Excluir button. */
export const useRegistroStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingHorizontalL },
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    // A field without a hint keeps its input's height instead of stretching to the row.
    alignItems: 'start',
  },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** The record does not exist (`naoEncontrado`), or could not be loaded (`erro`): what happened, and the way back. */
export function RegistroIndisponivel(props: {
  readonly status: 'naoEncontrado' | 'erro';
  readonly titulos: { readonly naoEncontrado: string; readonly erro: string };
  /** Why there is nothing to open. */
  readonly motivo: string;
  readonly voltar: { readonly para: string; readonly rotulo: string };
}): ReactNode {
  const erro = props.status === 'erro';
  return (
    <MessagePage
      titulo={erro ? props.titulos.erro : props.titulos.naoEncontrado}
      acoes={<AppLink to={props.voltar.para}>{props.voltar.rotulo}</AppLink>}
    >
      <p>{erro ? 'Verifique sua conexão e tente novamente.' : props.motivo}</p>
    </MessagePage>
  );
}
