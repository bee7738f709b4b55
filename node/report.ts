import type { CheckReport } from './check';

/** A wire line longer than this is cut in the text report (never in --json): long enough for whole panels, bounded for a 16 MB line. */
export const REPORT_LINE_CHARS = 10_000;

/** `text` whole, or cut at REPORT_LINE_CHARS (never inside a surrogate pair), saying how much more there is. */
export function whole(text: string): string {
  if (text.length <= REPORT_LINE_CHARS) return text;
  const high = text.charCodeAt(REPORT_LINE_CHARS - 1);
  const end = high >= 0xd800 && high <= 0xdbff ? REPORT_LINE_CHARS - 1 : REPORT_LINE_CHARS;
  return `${text.slice(0, end)}… (${(text.length - end).toLocaleString('en')} more characters; --json has all of them)`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Each wire line whole, or a pointer to the earlier entry with the same line: a panel sent again is not printed again. */
function wireLines(report: CheckReport): string[] {
  const firstSeen = new Map<string, number>();
  return report.wire.map((entry) => {
    const arrow = entry.direction === 'toPlugin' ? '→' : '←';
    const key = `${arrow}${entry.line}`;
    const earlier = firstSeen.get(key);
    if (earlier === undefined) firstSeen.set(key, entry.seq);
    const shown = earlier === undefined ? whole(entry.line) : `(the same line as #${earlier})`;
    return `  #${entry.seq} ${arrow} ${shown}${entry.dropped ? '  (toast discarded: 700 ms rule)' : ''}`;
  });
}

/** The plugin log with a line repeated in a row told once, with how many times. */
function logLines(report: CheckReport): string[] {
  const out: { text: string; times: number }[] = [];
  for (const entry of report.log) {
    const text = `[${entry.stream}] ${entry.text}`;
    const last = out.at(-1);
    if (last?.text === text) last.times++;
    else out.push({ text, times: 1 });
  }
  return out.map(({ text, times }) => `  ${text}${times > 1 ? ` (${times} times in a row)` : ''}`);
}

/** The report a person reads in a terminal or a CI log. */
export function formatReport(report: CheckReport): string {
  const { program } = report;
  const sent = report.wire.filter((entry) => entry.direction === 'toPlugin');
  const received = report.wire.filter((entry) => entry.direction === 'fromPlugin');
  const out: string[] = [`check-plugin: \`${program.command.join(' ')}\` in ${program.dir}`, '', 'Steps:'];
  // numbered: a script may repeat a step word for word
  report.steps.forEach((step, index) => out.push(`  ${step.ok ? 'ok  ' : 'FAIL'} ${index + 1}. ${step.step}${step.detail ? ` (${step.detail})` : ''}`));
  out.push('', `Wire log (${plural(sent.length, 'message')} sent, ${plural(received.length, 'message')} received; → to the plugin, ← from it):`);
  out.push(...wireLines(report));
  if (report.log.length) out.push('', 'Plugin log (stderr, stdout that is not JSON, host notes):', ...logLines(report));
  const status = report.status;
  if (status.state === 'exited') {
    // the host notes why the plugin ended in the log above: said once
    const told = report.log.some((entry) => entry.stream === 'host' && (entry.text === status.reason || entry.text.startsWith(`${status.reason} `)));
    out.push('', `Exit: ${status.signal ? `signal ${status.signal}` : `code ${status.code}`}.${told ? '' : ` ${status.reason}`}`);
  }
  out.push('');
  if (report.notes.length) {
    out.push('Notes:', ...report.notes.map((note) => `  • ${note}`), '');
  }
  const { advice } = report;
  if (advice.length) {
    const why = report.strict ? 'with --strict they fail the check' : 'Agentty accepts these; --strict fails on them';
    out.push(`Advice (${plural(advice.length, 'warning')}: ${why}):`);
    for (const each of advice) out.push(`  ▲ ${each.seq === undefined ? '' : `at wire #${each.seq}: `}${each.message}${each.count > 1 ? ` (in ${each.count} panels)` : ''}`);
    out.push('');
  }
  const seconds = `${(report.durationMs / 1000).toFixed(1)} s`;
  const advised = advice.length ? `, ${plural(advice.length, 'warning')}` : '';
  if (report.violations.length === 0) {
    out.push(report.ok ? `PASS: no violations${advised} (${seconds}).` : `FAIL: no violations, but ${plural(advice.length, 'warning')} with --strict (${seconds}).`);
    return out.join('\n');
  }
  out.push(`Violations (${report.violations.length}):`);
  const ruled = new Set<string>();
  for (const violation of report.violations) {
    out.push(`  ✗ ${violation.rule}${violation.seq === undefined ? '' : ` at wire #${violation.seq}`}: ${violation.message}`);
    // a rule broken again is not spelled out again
    if (!ruled.has(violation.rule)) out.push(`      rule: ${violation.ruleText}`);
    ruled.add(violation.rule);
  }
  out.push('', `FAIL: ${plural(report.violations.length, 'violation')}${advised} (${seconds}).`);
  return out.join('\n');
}
