/** /permissao/salvar/:id: the permission form. */
import { caminho } from '@rpj/domain';
import { Card, Checkbox, Field, Input, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { TextField } from '../../ui/form/fields.view.tsx';
import { FormPage } from '../../ui/form/form-page.view.tsx';
import { RegistroIndisponivel, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { PERMISSOES } from './permissoes.tokens.ts';

const useStyles = makeStyles({
  nome: { fontFamily: tokens.fontFamilyMonospace },
  erro: { color: tokens.colorPaletteRedForeground1 },
  grupos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingVerticalXS },
  nota: { color: tokens.colorNeutralForeground2 },
});

export const PermissaoFormView = observer(function PermissaoFormView(): ReactNode {
  const { id } = useParams();
  const vm = useViewModel(PERMISSOES.formViewModel, (v) => {
    v.configure(id);
  });
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { form } = vm;

  if (vm.status === 'carregando') return <Spinner label="Carregando..." />;
  const registro = vm.registro;
  if (vm.status === 'naoEncontrado' || vm.status === 'erro' || registro === undefined) {
    return (
      <RegistroIndisponivel
        status={vm.status === 'erro' ? 'erro' : 'naoEncontrado'}
        titulos={{ naoEncontrado: 'Permissão não encontrada', erro: 'Não foi possível abrir a permissão' }}
        motivo={
          vm.semId
            ? 'As permissões do sistema são fixas: não é possível criar permissões. Escolha uma permissão na lista para editar o rótulo, a descrição ou os grupos.'
            : 'Esta permissão não existe.'
        }
        voltar={{ para: caminho('permissao'), rotulo: 'Voltar à lista de permissões' }}
      />
    );
  }
  const somenteLeitura = !vm.podeSalvar;
  const erroGrupos = form.erros.grupoIds;

  return (
    <div className={styles.page}>
      <PageHeader titulo={vm.titulo} />
      <FormPage
        vm={form}
        titulo={vm.titulo}
        somenteLeitura={somenteLeitura}
        onSalvar={() => void vm.salvar()}
        onCancelar={() => {
          vm.cancelar();
        }}
        onRecarregar={() => void vm.recarregar()}
      >
        <Card className={styles.card}>
          <Subtitle2 as="h2">Permissão</Subtitle2>
          <div className={styles.section}>
            <Field label="Nome" hint="Definido pelo sistema.">
              <Input className={styles.nome} appearance="filled-darker" value={registro.nome} readOnly />
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
          <Subtitle2 as="h2" id="grupos-titulo">
            Grupos com esta permissão
          </Subtitle2>
          <Text className={styles.nota} id="grupos-nota">
            {vm.atribuivel
              ? 'O grupo ADMINISTRADOR tem sempre todas as permissões: ele não pode ser desmarcado.'
              : 'Esta permissão é um marcador sem efeito e não é atribuída a grupos.'}
          </Text>
          {erroGrupos !== undefined && (
            <Text role="alert" className={styles.erro}>
              {erroGrupos}
            </Text>
          )}
          <div
              className={styles.grupos}
              role="group"
              aria-labelledby="grupos-titulo"
              aria-describedby="grupos-nota"
              id="campo-grupoIds"
            >
              {vm.grupos.map((g) => (
                <Checkbox
                  key={g.id}
                  label={g.nome}
                  checked={vm.grupoMarcado(g.id)}
                  disabled={vm.grupoBloqueado(g.id)}
                  onChange={(_e, d) => {
                    vm.alternarGrupo(g.id, d.checked === true);
                  }}
                />
              ))}
          </div>
        </Card>
      </FormPage>
    </div>
  );
});
