// @vitest-environment happy-dom
// The report's table keeps a bounded number of rows in the page however many the report has: 100,000 rows, and
// the page holds the window in view and its margin, with the whole report's row count for assistive technology.
import { FluentProvider } from '@fluentui/react-components';
import { DEFINICOES_RELATORIO, type LinhaRelatorio } from '@rpj/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TabelaRelatorio } from './relatorio.view.tsx';

afterEach(() => {
  cleanup();
});

// happy-dom lays nothing out: the scrolling region is given a screen's size, as a browser would.
const medidas = ['clientWidth', 'clientHeight'] as const;
const originais = medidas.map((m) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, m));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1_200 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(() => {
  medidas.forEach((m, i) => {
    const d = originais[i];
    if (d !== undefined) Object.defineProperty(HTMLElement.prototype, m, d);
  });
});

describe('TabelaRelatorio', () => {
  it('holds a bounded window of rows, not the whole report', () => {
    const linhas: LinhaRelatorio[] = Array.from({ length: 100_000 }, (_, i) => [i + 1, '2026-11-27T13:00:00.000Z', 'Pagamento', 1, 'Juliana', 'Maria', '', 1_000, i === 5 ? 'Cancelado' : '']);
    render(
      <FluentProvider>
        <TabelaRelatorio definicao={DEFINICOES_RELATORIO.controleRecibo} linhas={linhas} />
      </FluentProvider>,
    );
    const tabela = screen.getByRole('table', { name: 'Controle de recibos' });
    expect(tabela.getAttribute('aria-rowcount')).toBe('100001');
    const linhasNaPagina = tabela.querySelectorAll('tbody tr:not([aria-hidden])');
    expect(linhasNaPagina.length).toBeGreaterThan(10);
    expect(linhasNaPagina.length).toBeLessThanOrEqual(60);
    expect(linhasNaPagina[0]?.textContent).toContain('Juliana');
    // The spacer stands for the rest: the scroll height is the whole report's.
    const espaco = tabela.querySelector<HTMLElement>('tbody tr[aria-hidden]:last-child');
    expect(Number.parseInt(espaco?.style.height ?? '0', 10)).toBeGreaterThan(3_000_000);
  });
});
