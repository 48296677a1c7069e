import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { settled } from './browser';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * WCAG 2.0/2.1 A and AA rules plus axe-core's best practices. wcag21a holds e.g. label-content-name-mismatch
 * (a link named "Warenkorb, 2 Artikel" that shows "Warenkorb 2" cannot be spoken by its visible text).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The problems axe-core finds in the page once its transitions have ended, as
 * "rule (impact): first target – why"; `impacts` narrows them (e.g. to serious and critical).
 */
export async function accessibilityProblems(page: Page, impacts?: Impact[]): Promise<string[]> {
  // Colours measured mid-transition (e.g. "Zur Kasse" turning enabled) are neither state's colours.
  await settled(page);
  // Evaluated through DevTools, not as an inline <script>: the shop's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, AXE_TAGS);
  return violations
    .filter((v) => !impacts || impacts.includes(v.impact as Impact))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')} – ${v.nodes[0]?.failureSummary ?? ''}`);
}

/** The serious and critical problems only: what blocks a customer outright. */
export function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  return accessibilityProblems(page, ['serious', 'critical']);
}
