/**
 * The scanned documents of a process or an entity (issue 31): the files as tabs, the chosen one's page thumbnails,
 * one page large; ← → (and Page Up/Down, Home, End) move through the pages when the page has the focus.
 */
import { Button, Card, Image, Spinner, Subtitle2, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, OpenRegular } from '@fluentui/react-icons';
import { caminho, hasPermissions, PERMISSAO as P, ROTULOS_SITUACAO_OCR } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useInjection, useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { DIGITALIZACOES } from './digitalizacoes.tokens.ts';

const useStyles = makeStyles({
  corpo: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  miniaturas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '720px', overflowY: 'auto', padding: '2px', flexShrink: 0 },
  miniatura: { padding: '2px', minWidth: 0, height: 'auto', display: 'flex', flexDirection: 'column', gap: '2px' },
  pagina: {
    flex: '1 1 auto',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    outline: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  imagem: { maxWidth: '100%', border: `1px solid ${tokens.colorNeutralStroke2}`, boxShadow: tokens.shadow4, backgroundColor: '#ffffff' },
  barra: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

const Documentos = observer(function Documentos(props: { readonly protocolo?: number; readonly empresaId?: number }): ReactNode {
  const vm = useViewModel(DIGITALIZACOES.visualizador, (v) => {
    v.configure({ ...(props.protocolo === undefined ? {} : { protocolo: props.protocolo }), ...(props.empresaId === undefined ? {} : { empresaId: props.empresaId }) });
  });
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const d = vm.selecionado;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Documentos digitalizados</Subtitle2>
      {vm.estado === 'carregando' && vm.arquivos.length === 0 && <Spinner size="small" label="Carregando os documentos…" />}
      {vm.estado === 'erro' && <Text>Não foi possível carregar os documentos digitalizados.</Text>}
      {vm.estado === 'pronto' && vm.arquivos.length === 0 && (
        <Text>
          Nenhum documento digitalizado. <AppLink to={caminho('digitalizar')}>Digitalizar documentos</AppLink>
        </Text>
      )}
      {vm.arquivos.length > 0 && (
        <TabList
          selectedValue={d?.id}
          onTabSelect={(_, dados) => {
            const escolhido = vm.arquivos.find((a) => a.id === dados.value);
            if (escolhido !== undefined) void vm.selecionar(escolhido);
          }}
          aria-label="Documentos digitalizados"
        >
          {vm.arquivos.map((a) => (
            <Tab key={a.id} value={a.id}>
              {a.nome}
            </Tab>
          ))}
        </TabList>
      )}
      {d !== undefined && (
        <div className={styles.corpo}>
          <div className={styles.miniaturas} role="group" aria-label={`Páginas de ${d.nome}`}>
            {Array.from({ length: Math.min(d.paginas, Math.max(vm.miniaturas.size, 1)) }, (_, i) => i + 1).map((n) => {
              const src = vm.miniaturas.get(n);
              return (
                <Button key={n} className={styles.miniatura} appearance={n === vm.pagina ? 'primary' : 'subtle'} aria-pressed={n === vm.pagina} aria-label={`Página ${String(n)}`} onClick={() => void vm.irPara(n)}>
                  {src === undefined ? <Spinner size="tiny" /> : <Image src={src} alt="" width={120} />}
                  <Text size={100}>{n}</Text>
                </Button>
              );
            })}
            {vm.maisMiniaturas && vm.miniaturas.size > 0 && (
              <Button size="small" onClick={() => void vm.carregarMaisMiniaturas()}>
                Mais páginas
              </Button>
            )}
          </div>
          <div
            className={styles.pagina}
            role="region"
            tabIndex={0}
            aria-label={`Página ${String(vm.pagina)} de ${String(d.paginas)} de ${d.nome}. Use as setas para mudar de página.`}
            onKeyDown={(e) => {
              if (vm.tecla(e.key)) e.preventDefault();
            }}
          >
            <div className={styles.barra}>
              <Button icon={<ArrowLeftRegular />} disabled={vm.pagina <= 1} onClick={() => void vm.irPara(vm.pagina - 1)}>
                Anterior
              </Button>
              <Text>
                Página {vm.pagina} de {d.paginas}
              </Text>
              <Button icon={<ArrowRightRegular />} iconPosition="after" disabled={vm.pagina >= d.paginas} onClick={() => void vm.irPara(vm.pagina + 1)}>
                Próxima
              </Button>
              <Button appearance="subtle" icon={<OpenRegular />} onClick={() => void vm.abrirOriginal()}>
                Abrir o original
              </Button>
              <Text size={200}>{ROTULOS_SITUACAO_OCR[d.ocr]}</Text>
              {vm.carregandoPagina && <Spinner size="tiny" />}
            </div>
            {vm.imagem !== undefined && <img className={styles.imagem} src={vm.imagem.imagem} width={vm.imagem.largura} alt={`Página ${String(vm.imagem.numero)} de ${d.nome}`} />}
          </div>
        </div>
      )}
    </Card>
  );
});

/** The documents of a process (`protocolo`) or an entity (`empresaId`), for whoever may see the archive. */
export const Visualizador = observer(function Visualizador(props: { readonly protocolo?: number; readonly empresaId?: number }): ReactNode {
  const servicos = useInjection(UI.servicos);
  return hasPermissions(servicos.user.usuario, [P.VISUALIZAR_DIGITALIZACOES]) ? <Documentos {...props} /> : null;
});
