/** /processos: the processes, newest first; a protocol opens its process; "Nova entrada" opens the intake. */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { MASKS, ROTULOS_SITUACAO_PROCESSO, SITUACOES_PROCESSO } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { COLUNA_ENTIDADE, COLUNA_PRAZO, colunaProtocolo } from './colunas.view.tsx';
import type { FiltroTelaProcessos, ProcessoLinha } from './processo-list.view-model.ts';
import { PROCESSOS } from './processos.tokens.ts';
import { SituacaoProcessoEtiqueta } from './situacao.view.tsx';

const useStyles = makeStyles({
  campo: { minWidth: '150px' },
  curto: { width: '120px' },
  data: { width: '120px' },
  discreto: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const SIM = [{ valor: 'sim', rotulo: 'Sim' }];

export const ProcessoListView = observer(function ProcessoListView(): ReactNode {
  const { tela } = useLista(PROCESSOS.lista);
  const { lista } = tela;
  const styles = useStyles();
  const colunas: Coluna<ProcessoLinha>[] = [
    colunaProtocolo(tela),
    COLUNA_ENTIDADE,
    { id: 'apresentante', titulo: 'Apresentante', largura: '15%', render: (p) => p.apresentanteNome },
    {
      id: 'situacao',
      titulo: 'Situação e responsável',
      ordenarPor: 'situacao',
      largura: '17%',
      render: (p) => (
        <>
          <SituacaoProcessoEtiqueta situacao={p.situacao} />
          <div className={styles.discreto}>{p.responsavelNome ?? 'Aguardando distribuição'}</div>
        </>
      ),
    },
    COLUNA_PRAZO,
  ];
  const texto = (campo: keyof FiltroTelaProcessos, rotulo: string, extra: { readonly mascara?: (t: string) => string; readonly dica?: string; readonly className?: string; readonly inputMode?: 'numeric' } = {}): ReactNode => (
    <Field label={rotulo} className={extra.className ?? styles.campo}>
      <Input
        value={lista.rascunho[campo]}
        {...(extra.dica === undefined ? {} : { placeholder: extra.dica })}
        {...(extra.inputMode === undefined ? {} : { inputMode: extra.inputMode })}
        onChange={(_e, d) => {
          lista.setCampo(campo, extra.mascara === undefined ? d.value : extra.mascara(d.value));
        }}
      />
    </Field>
  );
  return (
    <TelaLista
      tela={tela}
      colunas={colunas}
      busca={{ campo: 'apresentante', rotulo: 'Apresentante (nome ou CPF/CNPJ)' }}
      campos={() => (
        <>
          {texto('protocolo', 'Protocolo', { inputMode: 'numeric', className: styles.curto, mascara: (t) => t.replace(/\D/g, '').slice(0, 9) })}
          {texto('empresa', 'Entidade')}
          <FiltroSelecao lista={lista} campo="situacao" rotulo="Situação" className={styles.campo} opcoes={SITUACOES_PROCESSO.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_PROCESSO[s] }))} />
          {texto('de', 'Protocolado de', { mascara: (t) => MASKS.dataBr.format(t), dica: 'dd/mm/aaaa', className: styles.data, inputMode: 'numeric' })}
          {texto('ate', 'até', { mascara: (t) => MASKS.dataBr.format(t), dica: 'dd/mm/aaaa', className: styles.data, inputMode: 'numeric' })}
          <FiltroSelecao lista={lista} campo="vencidos" rotulo="Só vencidos" className={styles.curto} opcoes={SIM} />
          <FiltroSelecao lista={lista} campo="semResponsavel" rotulo="Sem responsável" className={styles.curto} opcoes={SIM} />
        </>
      )}
    />
  );
});
