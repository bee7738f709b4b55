import { analyze } from '../../document';
import { analyzeReactions } from '../../events/reactions';
import { stageMinHeight } from '../../schema/frame';
import { documentPlacement } from '../layout/placement';
import type { DesignDocument } from '../../share/document';

// an attribute value in double quotes: only & and " need escaping there (< too, for old parsers)
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An `<iframe>` that shows the design's panel on another page, as wide as its panel width setting. */
export function iframeSnippet(doc: DesignDocument, embedUrl: string): string {
  const title = `${doc.name.trim() || 'Plugin'} panel`;
  // the panel as drawn (its edge, or a window) and a little room, so it never scrolls sideways
  const placement = documentPlacement(doc);
  const width = placement.drawnWidth + 20;
  const height = Math.max(520, stageMinHeight(placement.mode));
  return `<iframe src="${attribute(embedUrl)}" title="${attribute(title)}" width="${width}" height="${height}" style="border: 0" loading="lazy"></iframe>`;
}

/** How many errors a design has in all its screens and its reactions: a shared link opens it with them. */
export function designErrorCount(doc: DesignDocument): number {
  let errors = 0;
  const screens = doc.screens.map((screen) => {
    const analysis = analyze(screen.text, doc.kind);
    errors += analysis.issues.filter((issue) => issue.severity === 'error').length;
    return { name: screen.name, tree: analysis.drawable ? analysis.tree : undefined };
  });
  return errors + analyzeReactions(doc.reactions, screens).issues.filter((issue) => issue.severity === 'error').length;
}

/** A file name for the design's `.json` file: its name with anything a file system may refuse replaced. */
export function designFileName(name: string): string {
  const safe = name
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/^\.+/, '')
    .slice(0, 80);
  return `${safe || 'design'}.json`;
}
