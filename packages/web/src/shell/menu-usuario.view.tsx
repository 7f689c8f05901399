/**
 * The user menu (Alterar senha, Sair), loaded the first time it is wanted (pointer over or focus on its button,
 * or a click): Fluent's menu and its positioning code are not on the first screen's path. It mounts open, on
 * the first click; then it is an ordinary Fluent menu.
 */
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { KeyResetRegular, SignOutRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { BotaoUsuario } from './botao-usuario.view.tsx';
import type { LayoutViewModel } from './layout.view-model.ts';

export const MenuUsuario = observer(function MenuUsuario(props: { readonly vm: LayoutViewModel }): ReactNode {
  const { vm } = props;
  return (
    <Menu positioning="below-end" defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <BotaoUsuario nome={vm.nomeUsuario} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<KeyResetRegular />}
            onClick={() => {
              vm.alterarSenha();
            }}
          >
            Alterar senha
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} disabled={vm.saindo} onClick={() => void vm.sair()}>
            Sair
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
