import type { TipoResposta } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { settle } from '../test/fakes.ts';
import { AlertService } from './alert.service.ts';

/** Records when a promise settles and with what. */
function acompanhar<T>(promise: Promise<T>): { readonly resultado: { valor?: T; resolvida: boolean } } {
  const resultado: { valor?: T; resolvida: boolean } = { resolvida: false };
  void promise.then((valor) => {
    resultado.valor = valor;
    resultado.resolvida = true;
  });
  return { resultado };
}

describe('AlertService', () => {
  it('shows one alert at a time, in the order they came', () => {
    const alerts = new AlertService();
    void alerts.show({ tipo: 'INFO', mensagem: 'primeira' });
    void alerts.show({ tipo: 'ERRO', mensagem: 'segunda' });
    void alerts.confirm({ mensagem: 'terceira' });

    const vistas: string[] = [];
    while (alerts.atual !== undefined) {
      vistas.push(alerts.atual.mensagem);
      alerts.close(false);
    }
    expect(vistas).toEqual(['primeira', 'segunda', 'terceira']);
  });

  it.each<[TipoResposta, string]>([
    ['OK', 'Sucesso'],
    ['INFO', 'Informação'],
    ['ALERTA', 'Atenção'],
    ['ERRO', 'Erro'],
    ['CONFIRMACAO', 'Aviso'],
  ])('titles a %s alert "%s"', (tipo, titulo) => {
    const alerts = new AlertService();
    void alerts.show({ tipo, mensagem: 'texto' });
    expect(alerts.atual).toMatchObject({ tipo, titulo, mensagem: 'texto', confirmacao: false });
  });

  it('keeps a title of its own', () => {
    const alerts = new AlertService();
    void alerts.show({ tipo: 'ERRO', mensagem: 'texto', titulo: 'Falha ao salvar' });
    expect(alerts.atual?.titulo).toBe('Falha ao salvar');
  });

  it('resolves show() when the alert is closed, not before', async () => {
    const alerts = new AlertService();
    const { resultado } = acompanhar(alerts.show({ tipo: 'OK', mensagem: 'Salvo' }));
    await settle();
    expect(resultado.resolvida).toBe(false);

    alerts.close(true);
    await settle();
    expect(resultado.resolvida).toBe(true);
    expect(alerts.atual).toBeUndefined();
  });

  it('asks a confirmation titled Aviso with Confirmar by default', () => {
    const alerts = new AlertService();
    void alerts.confirm({ mensagem: 'Remover o usuário?' });
    expect(alerts.atual).toMatchObject({
      tipo: 'CONFIRMACAO',
      titulo: 'Aviso',
      confirmacao: true,
      rotuloConfirmar: 'Confirmar',
    });
    expect(alerts.confirmarDesabilitado).toBe(false);
  });

  it.each([
    [true, true],
    [false, false],
  ])('resolves confirm() to %s when closed with %s', async (resposta, esperado) => {
    const alerts = new AlertService();
    const confirmado = alerts.confirm({ mensagem: 'Remover o usuário?', rotuloConfirmar: 'Remover' });
    expect(alerts.atual?.rotuloConfirmar).toBe('Remover');
    alerts.close(resposta);
    await expect(confirmado).resolves.toBe(esperado);
  });

  describe('a confirmation with a check text', () => {
    const pedido = { mensagem: 'Excluir o histórico?', textoVerificacao: 'Entendo que não há como desfazer.' };

    it('keeps Confirmar disabled until the box is ticked', () => {
      const alerts = new AlertService();
      void alerts.confirm(pedido);
      expect(alerts.atual?.textoVerificacao).toBe(pedido.textoVerificacao);
      expect(alerts.confirmarDesabilitado).toBe(true);

      alerts.setVerificado(true);
      expect(alerts.confirmarDesabilitado).toBe(false);

      alerts.setVerificado(false);
      expect(alerts.confirmarDesabilitado).toBe(true);
    });

    it('ignores Confirmar while the box is unticked', async () => {
      const alerts = new AlertService();
      const { resultado } = acompanhar(alerts.confirm(pedido));

      alerts.close(true);
      await settle();
      expect(resultado.resolvida).toBe(false);
      expect(alerts.atual?.mensagem).toBe(pedido.mensagem);

      alerts.setVerificado(true);
      alerts.close(true);
      await settle();
      expect(resultado).toEqual({ resolvida: true, valor: true });
    });

    it('still lets the user cancel while unticked', async () => {
      const alerts = new AlertService();
      const confirmado = alerts.confirm(pedido);
      alerts.close(false);
      await expect(confirmado).resolves.toBe(false);
    });

    it('starts the next alert unticked', () => {
      const alerts = new AlertService();
      void alerts.confirm(pedido);
      void alerts.confirm({ ...pedido, mensagem: 'Excluir também os anexos?' });

      alerts.setVerificado(true);
      alerts.close(true);

      expect(alerts.atual?.mensagem).toBe('Excluir também os anexos?');
      expect(alerts.verificado).toBe(false);
      expect(alerts.confirmarDesabilitado).toBe(true);
    });
  });

  it('ignores close() when nothing is on screen', () => {
    const alerts = new AlertService();
    expect(() => {
      alerts.close(true);
    }).not.toThrow();
    expect(alerts.atual).toBeUndefined();
  });

  it('shows an SDK message with its text and title', () => {
    const alerts = new AlertService();
    alerts.fromSdk({ tipo: 'ALERTA', titulo: 'Atenção', mensagem: 'CPF já cadastrado.' });
    expect(alerts.atual).toMatchObject({
      tipo: 'ALERTA',
      titulo: 'Atenção',
      mensagem: 'CPF já cadastrado.',
      confirmacao: false,
    });
  });
});
