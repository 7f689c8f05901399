/**
 * The record screen's frame (docs/areas.md): a spinner while loading; the page that says the record does not
 * exist or could not be opened, with the way back to the list; else the title, the area's notice, the form's
 * sections inside {@link FormPage} and Excluir beside the area's own actions. An area's form view writes only its
 * sections.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Token } from '../../di/token.ts';
import { useViewModel } from '../../di/use-view-model.ts';
import { MessagePage } from '../../shell/message-page.view.tsx';
import { AppLink } from '../app-link.tsx';
import { Carregando } from '../carregando.view.tsx';
import { PageHeader } from '../page-header.view.tsx';
import { caminhoLista, textosDe } from '../tela/entidade.ts';
import { useTelaPronta } from '../tela/tela-pronta.ts';
import type { Valores } from './form.view-model.ts';
import { FormPage } from './form-page.view.tsx';
import type { RegistroVersionado, RegistroViewModel } from './registro.view-model.ts';

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

/** What the record screens' hook needs of an area's view-model. */
interface ComRegistro {
  readonly tela: Pick<RegistroViewModel<RegistroVersionado, Valores>, 'configure' | 'setup'>;
}

/** An area's record view-model, opened on the route's `:id` and loaded after mount. */
export function useRegistro<T extends ComRegistro>(tokenOf: Token<T>, configurar?: (vm: T) => void): T {
  const { id } = useParams();
  const vm = useViewModel(tokenOf, (v) => {
    v.tela.configure(id);
    configurar?.(v);
  });
  useEffect(() => {
    vm.tela.setup();
  }, [vm]);
  return vm;
}

function TelaRegistroInner<R extends RegistroVersionado, V extends Valores>(props: {
  readonly tela: RegistroViewModel<R, V>;
  /** The form's sections. */
  readonly children: ReactNode;
  /** The area's actions beside Excluir. */
  readonly acoes?: ReactNode;
  /** A notice between the title and the form. */
  readonly aviso?: ReactNode;
  /** Why the record does not open, instead of the entity's "não existe" (e.g. a fixed catalogue). */
  readonly motivo?: string;
}): ReactNode {
  const { tela } = props;
  const styles = useRegistroStyles();
  const textos = textosDe(tela.entidade);
  useTelaPronta(tela.status !== 'carregando');

  if (tela.status === 'carregando') return <Carregando tamanho={32} espessura={3} rotulo="Carregando..." />;
  if (tela.status === 'naoEncontrado' || tela.status === 'erro') {
    const erro = tela.status === 'erro';
    return (
      <MessagePage
        titulo={erro ? textos.erroAoAbrir : textos.naoEncontrado}
        acoes={<AppLink to={caminhoLista(tela.entidade)}>{textos.voltar}</AppLink>}
      >
        <p>{erro ? 'Verifique sua conexão e tente novamente.' : (props.motivo ?? textos.motivoNaoEncontrado)}</p>
      </MessagePage>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader titulo={tela.titulo} />
      {props.aviso}
      <FormPage
        vm={tela.form}
        titulo={tela.titulo}
        somenteLeitura={!tela.podeSalvar}
        onSalvar={() => void tela.salvar()}
        onCancelar={() => {
          tela.cancelar();
        }}
        onRecarregar={() => void tela.recarregar()}
        acoes={
          <>
            {tela.podeRemover && (
              <Button className={styles.danger} icon={<DeleteRegular />} disabled={tela.ocupado} onClick={() => void tela.remover()}>
                Excluir
              </Button>
            )}
            {props.acoes}
          </>
        }
      >
        {props.children}
      </FormPage>
    </div>
  );
}

export const TelaRegistro = observer(TelaRegistroInner) as typeof TelaRegistroInner;
