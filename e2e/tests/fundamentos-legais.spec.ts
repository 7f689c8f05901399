// Fundamentos legais: one journey (support/registros.ts); add the area's own cases here.
import { test } from '../support/fixtures.ts';
import { jornadaComNome } from '../support/registros.ts';

test('fundamentos legais: create, find, edit and remove, in pt-BR', async ({ page }) => {
  await jornadaComNome(page, { caminho: '/servico/fundamento', titulo: 'Fundamentos legais', novo: 'Novo fundamento legal', removido: 'Fundamento legal removido.', nome: 'fundamentos-legais' });
});
