/** /grupo-usuario/salvar/:id?: the user group form. */
import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TextField } from '../../ui/form/fields.view.tsx';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import type { AreaEditor, GrupoUsuarioFormViewModel } from './grupo-usuario-form.view-model.ts';
import { GRUPOS_USUARIO } from './grupos-usuario.tokens.ts';

const useStyles = makeStyles({
  cabecalho: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  contagem: { color: tokens.colorNeutralForeground2 },
  busca: { maxWidth: '420px' },
  areas: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  area: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  areaCabecalho: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  areaTitulo: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, flexGrow: 1 },
  areaContagem: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  areaAcoes: { display: 'flex', gap: tokens.spacingHorizontalXS },
  permissao: { display: 'flex', flexDirection: 'column' },
  codigo: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground3,
  },
  vazio: { color: tokens.colorNeutralForeground2, paddingBlock: tokens.spacingVerticalM },
});

const AreaPermissoes = observer(function AreaPermissoes(props: {
  readonly vm: GrupoUsuarioFormViewModel;
  readonly area: AreaEditor;
}): ReactNode {
  const { vm, area } = props;
  const styles = useStyles();
  const tituloId = `area-${area.area}-titulo`;
  return (
    <section className={styles.area} role="group" aria-labelledby={tituloId}>
      <div className={styles.areaCabecalho}>
        <h3 className={styles.areaTitulo} id={tituloId}>
          {area.titulo}
        </h3>
        <Text className={styles.areaContagem}>
          {area.selecionadas} de {area.total}
        </Text>
      </div>
      {!vm.permissoesBloqueadas && (
        <div className={styles.areaAcoes}>
          <Button
            size="small"
            appearance="subtle"
            disabled={area.todasVisiveisSelecionadas}
            aria-label={`Selecionar todas as permissões de ${area.titulo}${vm.busca.trim() === '' ? '' : ' mostradas'}`}
            onClick={() => {
              vm.selecionarTodas(area.area);
            }}
          >
            Selecionar todas
          </Button>
          <Button
            size="small"
            appearance="subtle"
            disabled={area.nenhumaVisivelSelecionada}
            aria-label={`Limpar as permissões de ${area.titulo}${vm.busca.trim() === '' ? '' : ' mostradas'}`}
            onClick={() => {
              vm.limparArea(area.area);
            }}
          >
            Limpar
          </Button>
        </div>
      )}
      {area.permissoes.map((p) => (
        <Checkbox
          key={p.id}
          checked={vm.selecionada(p.id)}
          disabled={vm.permissoesBloqueadas}
          {...(p.descricao === undefined ? {} : { title: p.descricao })}
          label={
            <span className={styles.permissao}>
              <span>{p.rotulo}</span>
              <span className={styles.codigo}>{p.nome}</span>
            </span>
          }
          onChange={(_e, d) => {
            vm.alternarPermissao(p.id, d.checked === true);
          }}
        />
      ))}
    </section>
  );
});

export const GrupoUsuarioFormView = observer(function GrupoUsuarioFormView(): ReactNode {
  const vm = useRegistro(GRUPOS_USUARIO.formViewModel);
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { tela } = vm;
  const { form } = tela;
  const somenteLeitura = !tela.podeSalvar;
  const erroNome = form.erros.nome;

  return (
    <TelaRegistro tela={tela}>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Dados do grupo</Subtitle2>
        <div className={styles.section}>
          <Field
            label={form.campo('nome')?.rotulo ?? 'Nome'}
            required
            validationMessage={erroNome ?? null}
            validationState={erroNome === undefined ? 'none' : 'error'}
            hint={
              vm.administrador
                ? 'O nome do grupo ADMINISTRADOR não pode ser alterado.'
                : vm.nomeSemAcentos
                  ? 'Acentos e cedilha foram retirados: o nome é salvo como aparece no campo.'
                  : 'Letras maiúsculas sem acento, números, espaço ou sublinhado (de 2 a 60).'
            }
          >
            <Input
              id="campo-nome"
              name="nome"
              value={form.valores.nome}
              readOnly={vm.nomeBloqueado}
              {...(vm.administrador ? { appearance: 'filled-darker' as const } : {})}
              maxLength={60}
              autoComplete="off"
              onChange={(_e, d) => {
                vm.setNome(d.value);
              }}
              onBlur={() => {
                form.sair('nome');
              }}
            />
          </Field>
          <TextField vm={form} nome="descricao" somenteLeitura={somenteLeitura} autoComplete="off" dica="Até 255 caracteres." />
        </div>
      </Card>
      <Card className={styles.card}>
        <div className={styles.cabecalho}>
          <Subtitle2 as="h2" id="permissoes-titulo">
            Permissões
          </Subtitle2>
          <Text className={styles.contagem} aria-live="polite">
            {vm.rotuloContagem}
          </Text>
        </div>
        {vm.administrador && (
          <MessageBar intent="info">
            <MessageBarBody>
              O grupo ADMINISTRADOR tem sempre todas as permissões: elas não podem ser retiradas.
            </MessageBarBody>
          </MessageBar>
        )}
        <Field label="Pesquisar permissões" className={styles.busca} hint="Pelo rótulo, pelo nome ou pela área; acentos são ignorados.">
          <Input
            type="search"
            contentBefore={<SearchRegular />}
            value={vm.busca}
            onChange={(_e, d) => {
              vm.setBusca(d.value);
            }}
            onKeyDown={(event) => {
              // Enter here filters as typed: it must not submit (save) the form.
              if (event.key === 'Enter') event.preventDefault();
              if (event.key === 'Escape' && vm.busca !== '') {
                event.preventDefault();
                vm.limparBusca();
              }
            }}
          />
        </Field>
        <Text role="status" className={styles.contagem}>
          {vm.rotuloBusca ?? ''}
        </Text>
        <div className={styles.areas} role="group" aria-labelledby="permissoes-titulo" id="campo-permissaoIds">
          {vm.areas.map((area) => (
            <AreaPermissoes key={area.area} vm={vm} area={area} />
          ))}
        </div>
        {vm.areas.length === 0 && <Text className={styles.vazio}>Ajuste a pesquisa para ver as permissões.</Text>}
      </Card>
    </TelaRegistro>
  );
});
