/**
 * The suite's `test`: every page of every test is watched for Content Security Policy violations, and a test that
 * caused one fails (security.md #11: "no CSP violation during the whole suite").
 */
import { expect, test as base, type Page } from '@playwright/test';

export const test = base.extend<{ semViolacaoDeCsp: undefined }>({
  semViolacaoDeCsp: [
    async ({ context }, use) => {
      const violacoes: string[] = [];
      const vigiar = (page: Page): void => {
        page.on('console', (message) => {
          if (message.text().includes('Content Security Policy')) violacoes.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(vigiar);
      context.on('page', vigiar);
      await use(undefined);
      expect(violacoes, 'violações da CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
