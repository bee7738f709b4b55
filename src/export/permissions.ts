// Which permissions a design's plugin needs: what its reactions send decides, as Agentty checks each call.
import { actionSpec } from '../events/reactions/actions';
import { permissionFor } from '../host/permissions';
import type { ManifestPermission } from '../manifest';
import type { Design } from './design';

/** One permission the design needs, with what needs it in words a designer recognises. */
export interface NeededPermission {
  readonly permission: ManifestPermission;
  /** e.g. `reaction 2 (button "ask" click) sends prompt/inject` */
  readonly because: string;
}

/** Every permission the design's plugin needs, once each, with the first thing that needs it. */
export function neededPermissions(design: Pick<Design, 'reactions'>): NeededPermission[] {
  const needed = new Map<ManifestPermission, string>();
  design.reactions.forEach((reaction, index) => {
    for (const action of reaction.actions) {
      const method = actionSpec(action.do).sends.method;
      const permission = permissionFor(method);
      if (permission && !needed.has(permission)) {
        needed.set(permission, `reaction ${index + 1} (${JSON.stringify(reaction.element)} ${reaction.event}) sends ${method}`);
      }
    }
  });
  return [...needed].map(([permission, because]) => ({ permission, because }));
}
