/** Persons found with every entity each is or was a member of: /empresa/socio and /consulta-empresa show them so. */
import { Card, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { caminho, isoParaBr, ROTULOS_SITUACAO_EMPRESA, type PessoaVinculos } from '@rpj/domain';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import { documentoDe } from './pessoas.view-model.ts';

const useStyles = makeStyles({
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cartao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  topo: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  documento: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  vazio: { color: tokens.colorNeutralForeground3 },
});

export function PessoasEncontradas(props: { readonly pessoas: readonly PessoaVinculos[] }): ReactNode {
  const styles = useStyles();
  return (
    <ul className={styles.lista} aria-label="Pessoas encontradas">
      {props.pessoas.map(({ pessoa, vinculos }) => (
        <li key={pessoa.id}>
          <Card className={styles.cartao}>
            <div className={styles.topo}>
              <Subtitle2 as="h2">{pessoa.nome}</Subtitle2>
              <span className={styles.documento}>
                {pessoa.tipo === 'FISICA' ? 'CPF' : 'CNPJ'} {documentoDe(pessoa)}
              </span>
            </div>
            {vinculos.length === 0 ? (
              <Text className={styles.vazio}>Sem vínculo com empresas deste cartório.</Text>
            ) : (
              <Table size="small" aria-label={`Empresas de ${pessoa.nome}`}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Empresa</TableHeaderCell>
                    <TableHeaderCell>Registro</TableHeaderCell>
                    <TableHeaderCell>Qualificação</TableHeaderCell>
                    <TableHeaderCell>Entrada</TableHeaderCell>
                    <TableHeaderCell>Vínculo</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {vinculos.map((v) => (
                    <TableRow key={v.socioId}>
                      <TableCell>
                        <AppLink to={caminho('empresa.salvar', { id: v.empresaId })}>{v.denominacao}</AppLink>
                        {v.situacao !== 'ATIVA' && <> <Etiqueta tom="discreto">{ROTULOS_SITUACAO_EMPRESA[v.situacao]}</Etiqueta></>}
                      </TableCell>
                      <TableCell>{v.numeroRegistro === undefined ? '—' : `${String(v.numeroRegistro)} (Livro ${v.livro ?? 'A'})`}</TableCell>
                      <TableCell>
                        {v.qualificacaoNome}
                        {v.representanteLegal ? ' · representante legal' : ''}
                      </TableCell>
                      <TableCell>{isoParaBr(v.entrada)}</TableCell>
                      <TableCell>{v.saida === undefined ? <Etiqueta tom="sucesso">Atual</Etiqueta> : `Saiu em ${isoParaBr(v.saida) ?? ''}`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
