/**
 * Accessibility audit of the page as it stands, with axe-core (WCAG 2.0/2.1 A and AA rules). The
 * source is evaluated through the DevTools protocol, so the app's Content-Security-Policy (which
 * forbids inline scripts) needs no exception for it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Violations that fail a screen: serious and critical ones, and contrast whatever its impact. */
export async function accessibilityViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return findings.filter(
    (f) => f.rule === 'color-contrast' || f.impact === 'serious' || f.impact === 'critical',
  );
}
