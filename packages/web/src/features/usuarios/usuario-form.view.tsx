/** /usuario/cadastro/:id?: the user form. */
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { KeyResetRegular, PrintRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { CheckboxesField, SwitchField, TextField } from '../../ui/form/fields.view.tsx';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { USUARIOS } from './usuarios.tokens.ts';
import type { UsuarioFormViewModel } from './usuario-form.view-model.ts';

const useStyles = makeStyles({
  aviso: { marginBottom: tokens.spacingVerticalM },
  senha: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeHero700,
    letterSpacing: '0.08em',
    padding: tokens.spacingVerticalM,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    userSelect: 'all',
  },
});

const SenhaTemporariaDialog = observer(function SenhaTemporariaDialog(props: { readonly vm: UsuarioFormViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const senha = vm.senhaTemporaria;
  const registro = vm.tela.registro;
  if (senha === undefined) return null;
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Senha temporária</DialogTitle>
          <DialogContent>
            <p>
              Entregue esta senha a <strong>{registro?.nome}</strong>. Ela vale para um único acesso, em que será
              preciso escolher uma nova senha.
            </p>
            <p className={styles.senha} data-testid="senha-temporaria">
              {senha}
            </p>
            <p>Ela não será mostrada de novo.</p>
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                void navigator.clipboard.writeText(senha).catch(() => undefined);
              }}
            >
              Copiar
            </Button>
            <Button
              appearance="primary"
              onClick={() => {
                vm.fecharSenha();
              }}
            >
              Anotei a senha
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});

export const UsuarioFormView = observer(function UsuarioFormView(): ReactNode {
  const vm = useRegistro(USUARIOS.formViewModel);
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { tela } = vm;
  const { form } = tela;
  const somenteLeitura = !tela.podeSalvar;

  return (
    <>
    <TelaRegistro
      tela={tela}
      aviso={
        vm.avisoContaMaisPoderosa !== undefined && (
          <MessageBar intent="warning" className={styles.aviso}>
            <MessageBarBody>{vm.avisoContaMaisPoderosa}</MessageBarBody>
          </MessageBar>
        )
      }
      acoes={
        <>
          {vm.podeRedefinirSenha && (
            <Button icon={<KeyResetRegular />} disabled={tela.ocupado} onClick={() => void vm.redefinirSenha()}>
              Redefinir senha
            </Button>
          )}
          {vm.podeImprimir && (
            <Button icon={<PrintRegular />} disabled={tela.ocupado} onClick={() => void vm.imprimirFicha()}>
              Imprimir ficha
            </Button>
          )}
        </>
      }
    >
      <Card className={styles.card}>
        <Subtitle2 as="h2">Dados pessoais</Subtitle2>
        <div className={styles.section}>
          <TextField vm={form} nome="nome" somenteLeitura={somenteLeitura} autoComplete="off" />
          <TextField vm={form} nome="cpf" somenteLeitura={somenteLeitura} inputMode="numeric" autoComplete="off" />
          <TextField vm={form} nome="email" tipo="email" somenteLeitura={somenteLeitura} autoComplete="off" />
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Acesso</Subtitle2>
        <div className={styles.section}>
          <TextField
            vm={form}
            nome="login"
            somenteLeitura={somenteLeitura}
            autoComplete="off"
            dica="Letras minúsculas, números, ponto, hífen ou sublinhado."
          />
          <SwitchField vm={form} nome="ativo" rotuloLigado="Ativo" rotuloDesligado="Inativo: não pode entrar" somenteLeitura={somenteLeitura} />
        </div>
      </Card>
      <Card className={styles.card}>
        <CheckboxesField
          vm={form}
          nome="grupoIds"
          titulo="Grupos"
          opcoes={vm.grupos}
          {...(!vm.podeEditarGrupos && !somenteLeitura ? { nota: 'Alterar os grupos exige a permissão EDITAR_PERMISSOES.' } : {})}
          bloqueado={() => !vm.podeEditarGrupos}
          alternar={(id, marcado) => {
            vm.alternarGrupo(id, marcado);
          }}
        />
      </Card>
    </TelaRegistro>
    <SenhaTemporariaDialog vm={vm} />
    </>
  );
});
