/**
 * Per-screen checks: axe-core (no serious or critical violations; every finding is written to
 * e2e/screenshots/axe-<screen>-<width>.json and listed in the failure message) and full-page screenshots
 * at 1280 px and 390 px into e2e/screenshots/<screen>-<width>.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      - ${node.target.join(' ')}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n${nodes}${more}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now; a serious or critical finding fails the test (softly, so the journey goes on). */
export async function checkA11y(page: Page, screen: string): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const width = page.viewportSize()?.width ?? 0;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(
    path.join(SCREENSHOT_DIR, `axe-${screen}-${width}.json`),
    JSON.stringify(
      results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map((node) => ({ target: node.target, summary: node.failureSummary })),
      })),
      null,
      2,
    ),
  );
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect
    .soft(
      blocking.length,
      `axe on ${screen} at ${width}px: serious/critical violations:\n${describeViolations(blocking)}\nAll violations (any impact):\n${describeViolations(results.violations)}`,
    )
    .toBe(0);
  return results.violations;
}

/**
 * Screenshots and axe at both widths, then back to the desktop viewport. Call it once the screen shows
 * what it should (the journey asserts that first), so nothing here waits on a fixed delay.
 */
export async function checkScreen(page: Page, screen: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await checkA11y(page, screen);
    // Full page only when the document scrolls: screens with a fixed-height, internally scrolling panel (the
    // chat) otherwise come out several thousand pixels tall and mostly blank, which the browser never shows.
    // A modal passes fullPage: false (its fixed overlay covers only the viewport).
    const fullPage =
      (options.fullPage ?? true) &&
      (await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1));
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${screen}-${viewport.width}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(DESKTOP);
}

/** A sonner toast with the given text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
