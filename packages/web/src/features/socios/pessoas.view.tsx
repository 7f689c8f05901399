/** /empresa/socio: a person's entities, found by CPF, CNPJ or name. */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { BuscaTexto } from '../../ui/tela/busca-texto.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { PessoasEncontradas } from './pessoas-encontradas.view.tsx';
import { SOCIOS } from './socios.tokens.ts';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
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
      <BuscaTexto vm={vm} rotulo="CPF, CNPJ ou nome" />
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
