/** /salvar-selos: the imports waiting for confirmation, reviewed and confirmed into stock. */
import { Button, Card, MessageBar, MessageBarBody, Subtitle2, Text } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { caminho, formatDateTime, ROTULOS_TRIBUNAL_SELO } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { TabelaEstoque, TabelaResumo } from './estoque.view.tsx';
import { SELOS } from './selos.tokens.ts';

export const SalvarSelosView = observer(function SalvarSelosView(): ReactNode {
  const vm = useViewModel(SELOS.salvar);
  const styles = useRegistroStyles();
  useEffect(() => {
    void vm.carregar();
  }, [vm]);
  useTelaPronta(vm.estado === 'pronto' || vm.estado === 'erro');
  const c = vm.confirmando;
  return (
    <div className={styles.page}>
      <PageHeader titulo="Cadastro de selos">
        <AppLink to={caminho('importarSeloEletronico')}>Importar um lote</AppLink>
      </PageHeader>
      {vm.estado === 'pronto' && vm.prontos.length === 0 && (
        <MessageBar intent="info">
          <MessageBarBody>Nenhum lote aguarda confirmação. Importe um lote em Importar selo eletrônico.</MessageBarBody>
        </MessageBar>
      )}
      {vm.prontos.map((l) => (
        <Card key={l.id} className={styles.card}>
          <Subtitle2 as="h2">
            Lote {l.id} — {l.origem === 'TRIBUNAL' ? 'pedido ao tribunal' : `arquivo ${l.arquivo ?? ''}`}
          </Subtitle2>
          <Text>
            {ROTULOS_TRIBUNAL_SELO[l.tribunal]} · importado por {l.criadoPor} em {formatDateTime(new Date(l.criadoEm))} · {l.resumo?.total.toLocaleString('pt-BR') ?? 0} selos, sem problemas
          </Text>
          {l.resumo !== undefined && <TabelaResumo resumo={l.resumo} rotulo={`Selos do lote ${String(l.id)}`} />}
          {vm.podeConfirmar ? (
            <div>
              <Button appearance="primary" icon={<CheckmarkCircleRegular />} disabled={vm.enviando} onClick={() => { vm.pedir(l); }}>
                Confirmar no estoque
              </Button>
            </div>
          ) : (
            <Text>Só quem pode criar selagens confirma um lote.</Text>
          )}
        </Card>
      ))}
      {vm.estoque !== undefined && (
        <Card className={styles.card}>
          <Subtitle2 as="h2">Estoque</Subtitle2>
          <TabelaEstoque estoque={vm.estoque} />
        </Card>
      )}
      {c !== undefined && (
        <DialogoFormulario titulo={`Confirmar o lote ${String(c.id)}`} rotuloEnviar="Confirmar no estoque" enviando={vm.enviando} aoEnviar={() => void vm.confirmar()} aoFechar={() => { vm.cancelar(); }}>
          <p>
            {c.resumo?.total.toLocaleString('pt-BR') ?? 0} selos entram no estoque e passam a ser usados nos atos, na ordem dos códigos.
          </p>
        </DialogoFormulario>
      )}
    </div>
  );
});
