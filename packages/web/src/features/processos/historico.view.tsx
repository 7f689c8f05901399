/** A process's history: every move, newest first, with who, when, from and to, and why. */
import { Card, makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { formatDateTime, ROTULOS_SITUACAO_PROCESSO, rotuloDoHistorico, type Processo } from '@rpj/domain';
import type { ReactNode } from 'react';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';

const useStyles = makeStyles({ discreto: { color: tokens.colorNeutralForeground3 } });

export function Historico(props: { readonly p: Processo }): ReactNode {
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Histórico</Subtitle2>
      <Table size="small" aria-label="Histórico do processo">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '150px' }}>Quando</TableHeaderCell>
            <TableHeaderCell style={{ width: '110px' }}>Quem</TableHeaderCell>
            <TableHeaderCell>O quê</TableHeaderCell>
            <TableHeaderCell style={{ width: '35%' }}>Por quê</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...props.p.historico].reverse().map((h, k) => (
            <TableRow key={String(k)}>
              <TableCell>{formatDateTime(new Date(h.em))}</TableCell>
              <TableCell>{h.usuario}</TableCell>
              <TableCell>
                {rotuloDoHistorico(h.evento)}
                {h.de !== undefined && h.para !== undefined && <span className={styles.discreto}> — {ROTULOS_SITUACAO_PROCESSO[h.de]} → {ROTULOS_SITUACAO_PROCESSO[h.para]}</span>}
                {h.responsavel !== undefined && <span className={styles.discreto}> — para {h.responsavel}</span>}
              </TableCell>
              <TableCell>{h.motivo ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
