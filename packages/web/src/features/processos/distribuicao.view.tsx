/** /processos/distribuicao-manual: the exam queue, who holds what, and processes reassigned with a reason. */
import { Button, Card, Checkbox, Field, Select, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { formatarProtocolo } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { DataTable, type Coluna } from '../../ui/list/data-table.view.tsx';
import { FilterBar } from '../../ui/list/filter-bar.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { LinkRegistro, useLista } from '../../ui/list/tela-lista.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import type { DistribuicaoViewModel } from './distribuicao.view-model.ts';
import { COLUNA_ENTIDADE, COLUNA_PRAZO } from './colunas.view.tsx';
import type { ProcessoLinha } from './processo-list.view-model.ts';
import { PROCESSOS } from './processos.tokens.ts';
import { SituacaoProcessoEtiqueta } from './situacao.view.tsx';

const useStyles = makeStyles({
  campo: { minWidth: '200px' },
  numero: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', width: '90px' },
  discreto: { color: tokens.colorNeutralForeground3 },
  barra: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

const Carga = observer(function Carga(props: { readonly vm: DistribuicaoViewModel }): ReactNode {
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Quem está com o quê</Subtitle2>
      <Table size="small" aria-label="Processos em aberto por examinador">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Examinador</TableHeaderCell>
            <TableHeaderCell>Grupos</TableHeaderCell>
            <TableHeaderCell className={styles.valor}>Em aberto</TableHeaderCell>
            <TableHeaderCell className={styles.valor}>Vencidos</TableHeaderCell>
            <TableHeaderCell style={{ width: '110px' }}>Hoje</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.vm.carga.map((c) => (
            <TableRow key={c.usuarioId}>
              <TableCell>
                {c.nome} <span className={styles.discreto}>({c.login})</span>
              </TableCell>
              <TableCell>{c.grupos.join('; ')}</TableCell>
              <TableCell className={styles.valor}>{c.abertos}</TableCell>
              <TableCell className={styles.valor}>{c.vencidos}</TableCell>
              <TableCell>{c.ausente ? <Etiqueta tom="aviso">Ausente</Etiqueta> : <Etiqueta tom="sucesso">Presente</Etiqueta>}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
});

export const DistribuicaoView = observer(function DistribuicaoView(): ReactNode {
  const vm = useLista(PROCESSOS.distribuicao);
  const { tela } = vm;
  const { lista } = tela;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  useEffect(() => {
    void vm.carregarCarga();
  }, [vm]);
  const colunas: Coluna<ProcessoLinha>[] = [
    ...(vm.podeRedistribuir
      ? [
          {
            id: 'marcar',
            titulo: 'Escolher',
            largura: '80px',
            render: (p: ProcessoLinha) => (
              <Checkbox aria-label={`Escolher o protocolo ${formatarProtocolo(p.protocolo)}`} checked={vm.selecionados.has(p.protocolo)} onChange={(_, d) => { vm.marcar(p, d.checked === true); }} />
            ),
          },
        ]
      : []),
    {
      id: 'protocolo',
      titulo: 'Protocolo',
      ordenarPor: 'protocolo',
      largura: '110px',
      render: (p) => (
        <LinkRegistro tela={tela} item={p} className={styles.numero}>
          {formatarProtocolo(p.protocolo)}
        </LinkRegistro>
      ),
    },
    COLUNA_ENTIDADE,
    { id: 'situacao', titulo: 'Situação', largura: '140px', render: (p) => <SituacaoProcessoEtiqueta situacao={p.situacao} /> },
    { id: 'responsavel', titulo: 'Responsável', largura: '18%', render: (p) => p.responsavelNome ?? <span className={styles.discreto}>Aguardando distribuição</span> },
    COLUNA_PRAZO,
  ];
  return (
    <div className={styles.page}>
      <PageHeader titulo="Distribuição manual" />
      {vm.podeVerCarga && <Carga vm={vm} />}
      <FilterBar
        lista={lista}
        busca={{ campo: 'empresa', rotulo: 'Entidade' }}
        campos={() => (
          <>
            {vm.podeVerCarga && (
              <FiltroSelecao lista={lista} campo="responsavelId" rotulo="Responsável" className={styles.campo} opcoes={vm.carga.map((c) => ({ valor: String(c.usuarioId), rotulo: c.nome }))} />
            )}
            <FiltroSelecao lista={lista} campo="semResponsavel" rotulo="Sem responsável" className={styles.campo} opcoes={[{ valor: 'sim', rotulo: 'Sim' }]} />
          </>
        )}
      />
      {vm.podeRedistribuir && (
        <div className={styles.barra}>
          <Checkbox
            label="Escolher todos desta página"
            checked={vm.paginaMarcada}
            onChange={(_, d) => {
              vm.marcarPagina(d.checked === true);
            }}
          />
          <Button appearance="primary" icon={<ArrowSwapRegular />} disabled={vm.selecionados.size === 0} onClick={() => { vm.abrirDialogo(); }}>
            Redistribuir{vm.selecionados.size === 0 ? '' : ` (${String(vm.selecionados.size)})`}
          </Button>
        </div>
      )}
      <DataTable vm={lista} rotulo="Fila de exame" colunas={colunas} chave={(p) => p.protocolo} onExportar={() => void tela.exportar()} vazio={lista.filtrosAtivos ? 'Nenhum processo encontrado. Ajuste os filtros.' : 'Nenhum processo na fila de exame.'} />
      {vm.dialogo && (
        <DialogoFormulario titulo={`Redistribuir ${vm.selecionados.size === 1 ? '1 processo' : `${String(vm.selecionados.size)} processos`}`} rotuloEnviar="Redistribuir" enviando={vm.enviando} aoEnviar={() => void vm.redistribuir()} aoFechar={() => { vm.fecharDialogo(); }}>
          <div className={styles.page}>
            <Field label="Para" required validationMessage={vm.erro?.campo === 'responsavelId' ? vm.erro.mensagem : null} validationState={vm.erro?.campo === 'responsavelId' ? 'error' : 'none'}>
              <Select value={vm.responsavelId} onChange={(_, d) => { vm.setResponsavel(d.value); }}>
                <option value="">Escolha…</option>
                {vm.carga.map((c) => (
                  <option key={c.usuarioId} value={String(c.usuarioId)}>
                    {c.nome} — {c.abertos} em aberto{c.ausente ? ' (ausente hoje)' : ''}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Motivo" required hint="Fica no histórico de cada processo." validationMessage={vm.erro?.campo === 'motivo' ? vm.erro.mensagem : null} validationState={vm.erro?.campo === 'motivo' ? 'error' : 'none'}>
              <Textarea value={vm.motivo} resize="vertical" onChange={(_, d) => { vm.setMotivo(d.value); }} />
            </Field>
          </div>
        </DialogoFormulario>
      )}
    </div>
  );
});
