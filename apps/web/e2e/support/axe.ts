/**
 * axe-core in the browser tests: the page's accessibility checked as a screen reader and a
 * low-vision reader meet it. axe's own source is injected into the page and run there.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export type Finding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * Adds axe to the page as a script carrying the page's own CSP nonce: the site's policy
 * admits only scripts with it (`page.addScriptTag` would be refused), and the test keeps the
 * policy on rather than bypassing it.
 */
async function injectAxe(page: Page): Promise<void> {
  await page.evaluate((source) => {
    if ('axe' in window) return;
    const script = document.createElement('script');
    script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    script.textContent = source;
    document.head.append(script);
  }, axe.source);
  await page.waitForFunction(() => 'axe' in window);
}

/**
 * Waits (up to two seconds) until no CSS transition runs: a dialog fading in is measured by
 * axe at half opacity, whose blended colours fail contrast though the dialog, once shown, passes.
 * Endless animations (a loader's spin) are CSS animations, not transitions, so they never hold it.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/**
 * The serious and critical WCAG 2 A/AA violations on the page as it is now, one entry per
 * rule with (up to five of) the elements it found, so a failing test names what to fix.
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  await transitionsSettled(page);
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      // Where, and axe's own words (a contrast names both colours and the ratio).
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.html.slice(0, 160)} — ${node.any[0]?.message ?? node.failureSummary ?? ''}`),
    }));
  });
  return violations.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}
