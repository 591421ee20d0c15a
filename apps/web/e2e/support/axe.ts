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
 * The serious and critical WCAG 2 A/AA violations on the page as it is now, one entry per
 * rule with (up to five of) the elements it found, so a failing test names what to fix.
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}
