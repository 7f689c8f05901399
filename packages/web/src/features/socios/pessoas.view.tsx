/** /empresa/socio: a person's entities, found by CPF, CNPJ or name. */
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, SearchRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { Carregando } from '../../ui/carregando.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { PessoasEncontradas } from './pessoas-encontradas.view.tsx';
import { SOCIOS } from './socios.tokens.ts';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  busca: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  campo: { flexGrow: 1, minWidth: '260px', maxWidth: '560px' },
  botao: { marginTop: '26px' },
  barra: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export const PessoasView = observer(function PessoasView(): ReactNode {
  const vm = useViewModel(SOCIOS.pessoas);
  const styles = useStyles();
  useEffect(() => {
    void vm.restaurar();
  }, [vm]);
  useTelaPronta(vm.estado !== 'carregando');
  return (
    <div className={styles.pagina}>
      <PageHeader titulo="Sócios" />
      <Text>Em quais empresas uma pessoa é ou foi sócia, administradora ou integrante da diretoria: pesquise pelo CPF, pelo CNPJ ou por parte do nome.</Text>
      <form
        role="search"
        className={styles.busca}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.pesquisar();
        }}
      >
        <Field className={styles.campo} label="CPF, CNPJ ou nome" validationState={vm.erro === undefined ? 'none' : 'error'} validationMessage={vm.erro ?? null}>
          <Input
            value={vm.texto}
            autoComplete="off"
            onChange={(_, d) => {
              vm.setTexto(d.value);
            }}
          />
        </Field>
        <Button className={styles.botao} appearance="primary" type="submit" icon={<SearchRegular />} disabled={vm.estado === 'carregando'}>
          Pesquisar
        </Button>
      </form>
      {vm.estado === 'carregando' && <Carregando tamanho={32} espessura={3} rotulo="Pesquisando..." />}
      {vm.estado === 'pronto' && (
        <>
          <div className={styles.barra}>
            <Text role="status">{vm.resumo}</Text>
            {vm.pessoas.length > 0 && (
              <Button
                icon={<ArrowDownloadRegular />}
                onClick={() => {
                  vm.exportarCsv();
                }}
              >
                Exportar CSV
              </Button>
            )}
          </div>
          <PessoasEncontradas pessoas={vm.pessoas} />
        </>
      )}
    </div>
  );
});
