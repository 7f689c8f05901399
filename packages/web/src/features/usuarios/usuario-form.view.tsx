/** /usuario/cadastro/:id?: the user form. */
import { caminho } from '@rpj/domain';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, KeyResetRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { FormPage } from '../../ui/form/form-page.view.tsx';
import { RegistroIndisponivel, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { SwitchField, TextField } from '../../ui/form/fields.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { USUARIOS } from './usuarios.tokens.ts';
import type { UsuarioFormViewModel } from './usuario-form.view-model.ts';

const useStyles = makeStyles({
  aviso: { marginBottom: tokens.spacingVerticalM },
  grupos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingVerticalXS },
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
  if (senha === undefined) return null;
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Senha temporária</DialogTitle>
          <DialogContent>
            <p>
              Entregue esta senha a <strong>{vm.registro?.nome}</strong>. Ela vale para um único acesso, em que será
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
  const { id } = useParams();
  const vm = useViewModel(USUARIOS.formViewModel, (v) => {
    v.configure(id);
  });
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { form } = vm;

  if (vm.status === 'carregando') return <Spinner label="Carregando..." />;
  if (vm.status === 'naoEncontrado' || vm.status === 'erro') {
    return (
      <RegistroIndisponivel
        status={vm.status}
        titulos={{ naoEncontrado: 'Usuário não encontrado', erro: 'Não foi possível abrir o usuário' }}
        motivo="Este usuário não existe ou foi excluído."
        voltar={{ para: caminho('usuario'), rotulo: 'Voltar à lista de usuários' }}
      />
    );
  }
  const somenteLeitura = !vm.podeSalvar;

  return (
    <div className={styles.page}>
      <PageHeader titulo={vm.titulo} />
      {vm.avisoContaMaisPoderosa !== undefined && (
        <MessageBar intent="warning" className={styles.aviso}>
          <MessageBarBody>{vm.avisoContaMaisPoderosa}</MessageBarBody>
        </MessageBar>
      )}
      <FormPage
        vm={form}
        titulo={vm.titulo}
        somenteLeitura={somenteLeitura}
        onSalvar={() => void vm.salvar()}
        onCancelar={() => {
          vm.cancelar();
        }}
        onRecarregar={() => void vm.recarregar()}
        acoes={
          <>
            {vm.podeRemover && (
              <Button className={styles.danger} icon={<DeleteRegular />} disabled={vm.ocupado} onClick={() => void vm.remover()}>
                Excluir
              </Button>
            )}
            {vm.podeRedefinirSenha && (
              <Button icon={<KeyResetRegular />} disabled={vm.ocupado} onClick={() => void vm.redefinirSenha()}>
                Redefinir senha
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
          <Subtitle2 as="h2" id="grupos-titulo">
            Grupos
          </Subtitle2>
          {!vm.podeEditarGrupos && !somenteLeitura && (
            <Text>Alterar os grupos exige a permissão EDITAR_PERMISSOES.</Text>
          )}
          {form.erros.grupoIds !== undefined && (
            <Text role="alert" className={styles.danger}>
              {form.erros.grupoIds}
            </Text>
          )}
          <div className={styles.grupos} role="group" aria-labelledby="grupos-titulo" id="campo-grupoIds">
              {vm.grupos.map((g) => (
                <Checkbox
                  key={g.id}
                  label={g.nome}
                  checked={form.valores.grupoIds.includes(g.id)}
                  disabled={!vm.podeEditarGrupos}
                  onChange={(_e, d) => {
                    vm.alternarGrupo(g.id, d.checked === true);
                  }}
                />
              ))}
          </div>
        </Card>
      </FormPage>
      <SenhaTemporariaDialog vm={vm} />
    </div>
  );
});
