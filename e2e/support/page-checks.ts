/** What every page must pass: no CSP violation, no serious or critical axe finding. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects the CSP violations the page reports while the test runs. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** axe with the WCAG 2.2 AA rules (target size included): no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // A colour caught halfway through a transition is not the colour a person reads: a button that has just become
  // enabled fades to the brand colour in 100 ms, and axe once measured it at 4.06:1 on its way. The check waits for
  // every finite animation and transition to end (a spinner's endless one is left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    // axe ships target-size (WCAG 2.5.8) switched off by default; selecting the wcag22aa tag runs it, and the check
    // below proves that it ran (an axe upgrade that changed this would fail here, not pass silently).
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    // Fluent's focus manager (tabster) puts invisible sentinels at the edges of menus and drawers: aria-hidden and
    // focusable by design, they hand focus on at once and are never read; axe cannot know that.
    .exclude('[data-tabster-dummy]')
    .analyze();
  const avaliadas = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
  expect(avaliadas).toContain('target-size');
  // Each finding with where it is, so a failure says which element to look at.
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')})`);
  expect(serious).toEqual([]);
}
