/** /empresa: the registered entities list. */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { formatCnpj, MASKS, NATUREZAS_JURIDICAS, naturezaJuridica, ROTULOS_SITUACAO_EMPRESA, SITUACOES_EMPRESA, type EmpresaListaItem, type SituacaoEmpresa } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { dataBr, type FiltroTelaEmpresas } from './empresa-list.view-model.ts';
import { EMPRESAS } from './empresas.tokens.ts';

const useStyles = makeStyles({
  campo: { minWidth: '150px' },
  natureza: { width: '280px', '& select': { minWidth: 0 } },
  data: { width: '130px' },
  // A native select is as wide as its longest option unless told otherwise.
  selecao: { width: '100%', minWidth: 0 },
  discreto: { color: tokens.colorNeutralForeground2 },
});

const TOM_SITUACAO: Readonly<Record<SituacaoEmpresa, 'sucesso' | 'aviso' | 'discreto' | 'perigo'>> = {
  ATIVA: 'sucesso',
  EM_LIQUIDACAO: 'aviso',
  DISSOLVIDA: 'discreto',
  CANCELADA: 'perigo',
};

export const EmpresaListView = observer(function EmpresaListView(): ReactNode {
  const vm = useLista(EMPRESAS.listViewModel);
  const { tela } = vm;
  const { lista } = tela;
  const styles = useStyles();

  const colunas: Coluna<EmpresaListaItem>[] = [
    {
      id: 'denominacao',
      titulo: 'Denominação',
      ordenarPor: 'denominacao',
      render: (e) => (
        <>
          <LinkRegistro tela={tela} item={e}>
            {e.denominacao}
          </LinkRegistro>
          {e.nomeFantasia !== undefined && <div className={styles.discreto}>{e.nomeFantasia}</div>}
        </>
      ),
    },
    { id: 'cnpj', titulo: 'CNPJ', largura: '150px', render: (e) => (e.cnpj === undefined ? '—' : formatCnpj(e.cnpj)) },
    { id: 'natureza', titulo: 'Natureza jurídica', largura: '150px', render: (e) => naturezaJuridica(e.naturezaJuridica)?.nome ?? e.naturezaJuridica },
    {
      id: 'numeroRegistro',
      titulo: 'Registro',
      ordenarPor: 'numeroRegistro',
      largura: '160px',
      render: (e) =>
        e.numeroRegistro === undefined ? (
          '—'
        ) : (
          <>
            {`Nº ${String(e.numeroRegistro)} · Livro ${e.livro ?? 'A'}`}
            <div className={styles.discreto}>{[...(e.folha === undefined ? [] : [`fl. ${e.folha}`]), ...(e.dataRegistro === undefined ? [] : [dataBr(e.dataRegistro)])].join(' · ')}</div>
          </>
        ),
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      ordenarPor: 'situacao',
      largura: '115px',
      render: (e) => <Etiqueta tom={TOM_SITUACAO[e.situacao]}>{ROTULOS_SITUACAO_EMPRESA[e.situacao]}</Etiqueta>,
    },
  ];

  const texto = (campo: keyof FiltroTelaEmpresas, rotulo: string, extra: { readonly mascara?: (t: string) => string; readonly dica?: string; readonly className?: string; readonly inputMode?: 'numeric' } = {}): ReactNode => (
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
      busca={{ campo: 'nome', rotulo: 'Nome' }}
      campos={() => (
        <>
          {texto('cnpj', 'CNPJ', { mascara: (t) => MASKS.cnpj.format(t), dica: '00.000.000/0000-00' })}
          {texto('numeroRegistro', 'Nº do registro', { inputMode: 'numeric', mascara: (t) => t.replace(/\D/g, '').slice(0, 9) })}
          <FiltroSelecao
            lista={lista}
            campo="naturezaJuridica"
            rotulo="Natureza jurídica"
            className={styles.natureza}
            classeSelecao={styles.selecao}
            opcoes={NATUREZAS_JURIDICAS.map((n) => ({ valor: n.codigo, rotulo: n.nome }))}
          />
          <FiltroSelecao lista={lista} campo="situacao" rotulo="Situação" className={styles.campo} opcoes={SITUACOES_EMPRESA.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_EMPRESA[s] }))} />
          {texto('registroDe', 'Registro de', { mascara: (t) => MASKS.dataBr.format(t), dica: 'dd/mm/aaaa', className: styles.data, inputMode: 'numeric' })}
          {texto('registroAte', 'até', { mascara: (t) => MASKS.dataBr.format(t), dica: 'dd/mm/aaaa', className: styles.data, inputMode: 'numeric' })}
        </>
      )}
    />
  );
});
