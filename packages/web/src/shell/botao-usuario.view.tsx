/** The header's button with the user's name, which opens the user menu (menu-usuario.view.tsx). */
import { Button, makeStyles, tokens, type ButtonProps } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  botao: { color: tokens.colorNeutralForegroundOnBrand, ':hover': { color: tokens.colorNeutralForeground1 } },
});

/** The button; the menu's trigger gives it its handlers and ARIA state (props pass through). */
export function BotaoUsuario(props: ButtonProps & { readonly nome: string }): ReactNode {
  const { nome, ...resto } = props;
  const styles = useStyles();
  return (
    <Button appearance="transparent" className={styles.botao} icon={<PersonCircleRegular />} {...resto}>
      {nome}
    </Button>
  );
}
