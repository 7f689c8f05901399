/** /permissao/salvar/:id: the permission form. */
import { Card, Field, Input, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { CheckboxesField, TextField } from '../../ui/form/fields.view.tsx';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PERMISSOES } from './permissoes.tokens.ts';

const useStyles = makeStyles({
  nome: { fontFamily: tokens.fontFamilyMonospace },
  nota: { color: tokens.colorNeutralForeground2 },
});

export const PermissaoFormView = observer(function PermissaoFormView(): ReactNode {
  const vm = useRegistro(PERMISSOES.formViewModel);
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { tela } = vm;
  const { form } = tela;
  const somenteLeitura = !tela.podeSalvar;

  return (
    <TelaRegistro
      tela={tela}
      {...(vm.semId
        ? {
            motivo:
              'As permissões do sistema são fixas: não é possível criar permissões. Escolha uma permissão na lista para editar o rótulo, a descrição ou os grupos.',
          }
        : {})}
    >
      <Card className={styles.card}>
        <Subtitle2 as="h2">Permissão</Subtitle2>
        <div className={styles.section}>
          <Field label="Nome" hint="Definido pelo sistema.">
            <Input className={styles.nome} appearance="filled-darker" value={tela.registro?.nome ?? ''} readOnly />
          </Field>
          <Field label="Área">
            <Input appearance="filled-darker" value={vm.rotuloArea} readOnly />
          </Field>
          <Field label="Ação">
            <Input appearance="filled-darker" value={vm.rotuloAcao} readOnly />
          </Field>
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Apresentação</Subtitle2>
        {somenteLeitura && <Text className={styles.nota}>Alterar a permissão exige a permissão EDITAR_PERMISSOES.</Text>}
        <div className={styles.section}>
          <TextField vm={form} nome="rotulo" somenteLeitura={somenteLeitura} autoComplete="off" dica="Até 80 caracteres." />
          <TextField vm={form} nome="descricao" somenteLeitura={somenteLeitura} autoComplete="off" dica="Até 255 caracteres." />
        </div>
      </Card>
      <Card className={styles.card}>
        <CheckboxesField
          vm={form}
          nome="grupoIds"
          titulo="Grupos com esta permissão"
          opcoes={vm.grupos}
          nota={
            vm.atribuivel
              ? 'O grupo ADMINISTRADOR tem sempre todas as permissões: ele não pode ser desmarcado.'
              : 'Esta permissão é um marcador sem efeito e não é atribuída a grupos.'
          }
          marcado={(id) => vm.grupoMarcado(id)}
          bloqueado={(id) => vm.grupoBloqueado(id)}
          alternar={(id, marcado) => {
            vm.alternarGrupo(id, marcado);
          }}
        />
      </Card>
    </TelaRegistro>
  );
});
