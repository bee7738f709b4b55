import { pictureSources, type DesignFile } from '../files/design-file';
import { analyze } from '../document/analyze';
import type { Issue } from '../document/issue';
import { crossCheck, type Reaction } from '../events/reactions';
import { NEWEST_API, type ApiVersion, type PanelNode } from '../schema';
import { inEnglish, say, type Say } from '../i18n/say';
import { issueSaid, MAX_REASONS, refusal, warned } from './said';
import type { Checked, JsonObject } from '../json';

export type { Reaction, ReactionAction } from '../events/reactions';

/** Everything the plugin generators need: the screens (first one opens) and what events do. */
export interface Design {
  name: string;
  screens: { name: string; tree: PanelNode }[];
  reactions: Reaction[];
  /** The Agentty API version the design targets: its trees are checked as that Agentty would (the newest when left out). */
  api?: ApiVersion;
  /** The plugin's agentty-plugin.json as designed on the Plugin page; left out, the export writes one from the name. */
  manifest?: JsonObject;
  /** The design's files, written at their paths in the plugin folder; left out, images are not checked against files. */
  files?: readonly DesignFile[];
}

/** The `src` values the design's files answer, when the design says what files it has. */
function pictureSourcesOf(design: Design): ReadonlySet<string> | undefined {
  return design.files && pictureSources(design.files);
}

/** The API version a design targets. */
export function targetApi(design: Design): ApiVersion {
  return design.api ?? NEWEST_API;
}

/** One line for the generated files: which Agentty the screens were checked against. */
export function targetNote(design: Design): string {
  return `Target: Agentty API ${String(targetApi(design))}, the design's setting; the screens use nothing newer.`;
}

/** A refusal with its reason, or the value, with notes worth reading before using it. */

export type { Checked };

export { MAX_REASONS };

/** The reactions analysis of the design, each issue named by its reaction. */
function reactionNotes(design: Design, severity: Issue['severity']): Say[] {
  return crossCheck(design.reactions, design.screens)
    .filter((issue) => issue.severity === severity)
    .map((issue) => {
      const index = typeof issue.path[0] === 'number' ? issue.path[0] : -1;
      const reaction = design.reactions[index];
      if (!reaction) return issueSaid(issue);
      return say('exportRefusals.onReaction', { n: index + 1, element: JSON.stringify(reaction.element), event: JSON.stringify(reaction.event), problem: issueSaid(issue) });
    });
}

/** Everything that would make the generated plugin wrong, as lines to say. */
function problemLines(design: Design): Say[] {
  const problems: Say[] = [];
  if (design.screens.length === 0) problems.push(say('exportRefusals.noScreens'));
  const names = new Set<string>();
  for (const screen of design.screens) {
    const name = JSON.stringify(screen.name);
    if (names.has(screen.name)) problems.push(say('exportRefusals.twoScreens', { name }));
    names.add(screen.name);
    const analysis = analyze(JSON.stringify(screen.tree), 'panel', { api: targetApi(design), files: pictureSourcesOf(design) });
    for (const issue of analysis.issues) {
      if (issue.severity === 'error') problems.push(say('exportRefusals.onScreen', { name, problem: issueSaid(issue) }));
    }
  }
  return [...problems, ...reactionNotes(design, 'error')];
}

/** Everything that would make the generated plugin wrong; empty when the design can be exported. */
export function designProblems(design: Design): string[] {
  return problemLines(design).map(inEnglish);
}

/** Images naming a picture the design's files do not hold: the exported plugin draws their empty slot. */
function missingPictureNotes(design: Design): Say[] {
  const files = pictureSourcesOf(design);
  if (!files) return [];
  return design.screens.flatMap((screen) =>
    analyze(JSON.stringify(screen.tree), 'panel', { api: targetApi(design), files })
      .issues.filter((issue) => issue.code === 'missing-file' && issue.severity === 'warning' && issue.message.startsWith('No file'))
      .map((issue) => say('exportRefusals.onScreen', { name: JSON.stringify(screen.name), problem: issueSaid(issue) })),
  );
}

/** What the plugin does differently from what the design may suggest (toasts held back, reactions that never fire, missing pictures). */
function warningLines(design: Design): Say[] {
  return [...reactionNotes(design, 'warning'), ...missingPictureNotes(design)];
}

/** The same, in English. */
export function designWarnings(design: Design): string[] {
  return warningLines(design).map(inEnglish);
}

/** The design back when it can be exported, with its warnings, or the first problems as the reason. */
export function checkDesign(design: Design): Checked<Design> {
  const problems = problemLines(design);
  if (problems.length) return refusal(problems);
  return { ok: true, value: design, ...warned(warningLines(design)) };
}

/** Generators refuse invalid designs loudly instead of writing a plugin that misbehaves. */
export function requireValidDesign(design: Design): void {
  const problems = designProblems(design);
  if (problems.length) throw new Error(`This design cannot be exported:\n${problems.slice(0, MAX_REASONS).join('\n')}`);
}
