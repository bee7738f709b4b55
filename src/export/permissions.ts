// Which permissions a design's plugin needs: what its reactions send decides, as Agentty checks each call.
import { actionSpec } from '../events/reactions/actions';
import { permissionFor } from '../host/permissions';
import type { ManifestPermission, ManifestProblem } from '../manifest';
import type { Design } from './design';
import { inEnglish, say, saying, type Say } from '../i18n/say';

/** One permission the design needs, with what needs it in words a designer recognises. */
export interface NeededPermission {
  readonly permission: ManifestPermission;
  /** e.g. `reaction 2 (button "ask" click) sends prompt/inject` */
  readonly because: string;
  /** `because` in the interface language. */
  readonly becauseSay?: Say;
}

/** Every permission the design's plugin needs, once each, with the first thing that needs it. */
export function neededPermissions(design: Pick<Design, 'reactions'>): NeededPermission[] {
  const needed = new Map<ManifestPermission, Say>();
  design.reactions.forEach((reaction, index) => {
    for (const action of reaction.actions) {
      const method = actionSpec(action.do).sends.method;
      const permission = permissionFor(method);
      if (permission && !needed.has(permission)) {
        needed.set(permission, say('manifestIssues.needBecause', { n: index + 1, element: JSON.stringify(reaction.element), event: reaction.event, method }));
      }
    }
  });
  return [...needed].map(([permission, because]) => ({ permission, because: inEnglish(because), becauseSay: because }));
}

/** A needed permission the manifest leaves out is an error (Agentty answers -32001); one nothing needs is a note. */
export function permissionProblems(manifest: unknown, needed: readonly NeededPermission[]): ManifestProblem[] {
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return [];
  const declared = (manifest as { permissions?: unknown }).permissions;
  const list = Array.isArray(declared) ? declared.filter((entry): entry is string => typeof entry === 'string') : [];
  const problems: ManifestProblem[] = needed
    .filter((need) => !list.includes(need.permission))
    .map((need) => saying({ path: '/permissions', severity: 'error' } as const, 'manifestIssues.permissionMissing', { permission: need.permission, because: need.becauseSay ?? need.because }));
  list.forEach((permission, index) => {
    if (!needed.some((need) => need.permission === permission)) {
      problems.push(saying({ path: `/permissions/${index}`, severity: 'info' } as const, 'manifestIssues.permissionUnused', { permission }));
    }
  });
  return problems;
}
