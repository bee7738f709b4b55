import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The drawn Agentty panel (and a plugin settings page): it keeps Agentty's own colours on purpose,
 * some below the contrast ratio, so only the color-contrast rule leaves it out; every other rule checks it.
 */
export const AGENTTY_DRAWING = '[data-host-theme]';

interface AxeInPage {
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
}

export interface AxeScope {
  /** Selectors of the parts a step opened; left out, the whole page (page-wide rules such as landmarks run only then). */
  within?: readonly string[];
  /** Colours only: after a change of theme, nothing but colours differs. */
  coloursOnly?: boolean;
}

/** One failing rule on one element. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Runs axe-core (every rule, every impact) and returns its violations. */
export async function axeFindings(page: Page, where: string, scope: AxeScope = {}): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(
    async ({ drawing, within, coloursOnly }) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      const include = within?.filter((selector) => document.querySelector(selector)) ?? [];
      const context = (exclude: string[]): ElementContext => (include.length > 0 ? { include, exclude } : { exclude });
      const options = { resultTypes: ['violations'] } satisfies RunOptions;
      const contrast = await axe.run(context([drawing]), { ...options, runOnly: ['color-contrast'] });
      const others = coloursOnly ? [] : (await axe.run(context([]), { ...options, rules: { 'color-contrast': { enabled: false } } })).violations;
      return [...others, ...contrast.violations].flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          target: node.target.map(String).join(' > '),
          summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
        })),
      );
    },
    { drawing: AGENTTY_DRAWING, within: scope.within, coloursOnly: scope.coloursOnly ?? false },
  );
  return violations.map((violation) => ({ where, ...violation }));
}

/** One line per rule and element: its id, impact, selector and axe's summary of the fix, then every place it was found. */
export function describeFindings(findings: readonly Finding[]): string[] {
  const places = new Map<string, string[]>();
  for (const finding of findings) {
    const line = `${finding.rule} (${finding.impact}) at ${finding.target}: ${finding.summary}`;
    places.set(line, [...(places.get(line) ?? []), finding.where]);
  }
  return [...places].map(([line, where]) => `${line} [in: ${where.join('; ')}]`);
}
