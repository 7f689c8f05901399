// @vitest-environment happy-dom
// The alert dialog as a person meets it: the type's title, OK alone or Cancelar and Confirmar, a check text
// that keeps Confirmar disabled until ticked, Esc answering Cancelar.
import { FluentProvider } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerProvider } from '../di/container-provider.tsx';
import { bindToken } from '../di/token.ts';
import { AlertDialogView } from './alert-dialog.view.tsx';
import { AlertService } from './alert.service.ts';
import { SHELL } from './shell.tokens.ts';

function montar(): AlertService {
  const alerts = new AlertService();
  const container = new Container();
  bindToken(container.bind.bind(container), SHELL.alerts).toConstantValue(alerts);
  render(
    <FluentProvider>
      <ContainerProvider container={container}>
        <AlertDialogView />
      </ContainerProvider>
    </FluentProvider>,
  );
  return alerts;
}

afterEach(() => {
  cleanup();
});

describe('AlertDialogView', () => {
  it('shows an SDK message with its type’s title and a single OK, then the next one', async () => {
    const alerts = montar();
    const primeiro = alerts.show({ tipo: 'ERRO', mensagem: 'CPF inválido: confira os dígitos.' });
    void alerts.show({ tipo: 'OK', mensagem: 'Usuário salvo.' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Erro');
    expect(dialog.textContent).toContain('CPF inválido: confira os dígitos.');
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await primeiro;
    await waitFor(() => {
      expect(screen.getByRole('alertdialog').textContent).toContain('Sucesso');
    });
    expect(screen.getByRole('alertdialog').textContent).toContain('Usuário salvo.');
  });

  it('a confirmation with a check text keeps Confirmar disabled until the box is ticked', async () => {
    const alerts = montar();
    const resposta = alerts.confirm({
      mensagem: 'Excluir o usuário Maria Souza?',
      textoVerificacao: 'Entendo que esta ação não pode ser desfeita',
      rotuloConfirmar: 'Excluir',
    });
    const confirmar = await screen.findByRole('button', { name: 'Excluir' });
    expect(confirmar.hasAttribute('disabled') || confirmar.getAttribute('aria-disabled') === 'true').toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Entendo que esta ação não pode ser desfeita' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Excluir' }).hasAttribute('disabled')).toBe(false);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await expect(resposta).resolves.toBe(true);
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  it('Esc answers Cancelar', async () => {
    const alerts = montar();
    const resposta = alerts.confirm({ mensagem: 'Descartar alterações?' });
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(resposta).resolves.toBe(false);
  });
});
