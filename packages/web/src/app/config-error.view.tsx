/** The page shown when /config.json is missing or invalid: the app cannot know where anything is. */
import type { ReactNode } from 'react';
import { MessagePage } from '../shell/message-page.view.tsx';

export function ConfigErrorView(props: { readonly problema: string }): ReactNode {
  return (
    <MessagePage titulo="O sistema não está configurado corretamente" detalhe={props.problema}>
      <p>
        A configuração desta instalação (/config.json) está ausente ou inválida, então o sistema não sabe onde estão
        os serviços e o provedor de identidade.
      </p>
      <p>Avise o suporte técnico do cartório, informando o detalhe abaixo.</p>
    </MessagePage>
  );
}
