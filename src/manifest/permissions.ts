import type { ManifestPermission } from './rules';

/** Whether a manifest (as parsed, or anything while it does not parse) lists the permission: Agentty grants only what it lists. */
export function grantsPermission(manifest: unknown, permission: ManifestPermission): boolean {
  if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest)) return false;
  const permissions = (manifest as { permissions?: unknown }).permissions;
  return Array.isArray(permissions) && permissions.includes(permission);
}
