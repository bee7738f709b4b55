import type { CheckReport } from './check';

/** How much of a wire line the text report shows: enough to recognise it, short enough to scan. */
const LINE_CHARS = 160;

const clip = (text: string) => (text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS)}… (${text.length.toLocaleString('en')} characters)` : text);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The report a person reads in a terminal or a CI log. */
export function formatReport(report: CheckReport): string {
  const { program } = report;
  const sent = report.wire.filter((entry) => entry.direction === 'toPlugin');
  const received = report.wire.filter((entry) => entry.direction === 'fromPlugin');
  const out: string[] = [`check-plugin: \`${program.command.join(' ')}\` in ${program.dir}`, '', 'Steps:'];
  for (const step of report.steps) out.push(`  ${step.ok ? 'ok  ' : 'FAIL'} ${step.step}${step.detail ? ` (${step.detail})` : ''}`);
  out.push('', `Wire log (${plural(sent.length, 'message')} sent, ${plural(received.length, 'message')} received; → to the plugin, ← from it):`);
  for (const entry of report.wire) out.push(`  #${entry.seq} ${entry.direction === 'toPlugin' ? '→' : '←'} ${clip(entry.line)}${entry.dropped ? '  (toast discarded: 700 ms rule)' : ''}`);
  if (report.log.length) {
    out.push('', 'Plugin log (stderr, stdout that is not JSON, host notes):');
    for (const entry of report.log) out.push(`  [${entry.stream}] ${clip(entry.text)}`);
  }
  const status = report.status;
  if (status.state === 'exited') out.push('', `Exit: ${status.signal ? `signal ${status.signal}` : `code ${status.code}`}. ${status.reason}`);
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
  for (const violation of report.violations) {
    out.push(`  ✗ ${violation.rule}${violation.seq === undefined ? '' : ` at wire #${violation.seq}`}: ${violation.message}`, `      rule: ${violation.ruleText}`);
  }
  out.push('', `FAIL: ${plural(report.violations.length, 'violation')}${advised} (${seconds}).`);
  return out.join('\n');
}
