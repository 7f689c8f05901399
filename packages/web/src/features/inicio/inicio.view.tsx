/** /: the greeting and the areas this user can open. */
import { Card, CardHeader, Subtitle2, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { INICIO } from './inicio.tokens.ts';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalL },
  date: { color: tokens.colorNeutralForeground3 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  link: { display: 'inline-block', minHeight: '24px', paddingBlock: '2px' },
});

export const InicioView = observer(function InicioView(): ReactNode {
  const vm = useViewModel(INICIO.viewModel);
  const styles = useStyles();
  useTelaPronta(true);
  return (
    <>
      <div className={styles.header}>
        <Title2 as="h1">{vm.saudacao}</Title2>
        <Text className={styles.date}>{vm.hoje}</Text>
      </div>
      {vm.semAreas ? (
        <Text as="p">
          Nenhuma área do sistema está liberada para o seu usuário. Se precisar de acesso, peça ao administrador do
          cartório que inclua você em um grupo com as permissões necessárias.
        </Text>
      ) : (
        <section aria-label="Áreas disponíveis" className={styles.grid}>
          {vm.areas.map((grupo) => (
            <Card key={grupo.grupo}>
              <CardHeader header={<Subtitle2 as="h2">{grupo.grupo}</Subtitle2>} />
              <ul className={styles.list}>
                {grupo.rotas.map((rota) => (
                  <li key={rota.id}>
                    <AppLink className={styles.link} to={rota.path}>
                      {rota.titulo}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </section>
      )}
    </>
  );
});

