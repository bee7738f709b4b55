// agentty-plugin.json as JSON Schema, for the Plugin editor's completion and hover; the rules live in rules.ts.
import { z } from 'zod';
import type { JsonSchema } from '../schema/json-schema';
import { iconNames } from '../schema/icons';
import { NEWEST_API } from '../schema/nodes';
import { MANIFEST_AGENTS, MANIFEST_LIMITS, MANIFEST_PERMISSIONS, MANIFEST_RUNTIMES, PANEL_MODES, PANEL_SURFACES } from './rules';

const https = (what: string) => z.string().describe(`${what}: an https:// address under ${MANIFEST_LIMITS.homepageChars} characters, without spaces.`);
const icon = (what: string) => z.string().describe(`${what}: a name from Agentty's icon set (Lucide); an unknown name draws the generic "puzzle".`);

const PERMISSION_DOCS: Readonly<Record<(typeof MANIFEST_PERMISSIONS)[number], string>> = {
  'net.request': 'net/fetch: HTTP requests (4 at a time).',
  'prompt.inject': 'prompt/inject: put a prompt in front of the agent.',
  'terminal.write': 'terminal/send: type into a terminal.',
  'session.read': 'session/get: read the agent conversation.',
  'workspace.read': 'workspace/list, host/revealPath, pane/status: see the workspace.',
  'browser.control': 'browser/*: drive the in-app browser (apiVersion 3 or newer, with a "browser" section).',
  files: 'files/*, media/*: read and write inside the plugin\'s folders.',
  'mcp.tools': 'tools/call: offer MCP tools to agents (apiVersion 5 or newer, with contributes.tools).',
  'terminal.proxy': 'terminal/setProxy (apiVersion 6 or newer).',
};

const Command = z.object({
  id: z.string().describe('The command id, unique in this plugin; Agentty sends it in command/execute.'),
  title: z.string().describe('What the command palette shows.'),
  description: z.string().optional().describe('A longer line under the title.'),
  icon: icon('Its icon').optional(),
  palette: z.boolean().optional().describe('Listed in the command palette (true when left out).'),
});

export const ManifestSchema = z
  .object({
    id: z.string().describe('2–40 characters of a-z, 0-9 and "-", not starting or ending with "-"; the plugin folder must have this name.'),
    name: z.string().describe('The plugin\'s name, shown on the Plugins page (and in the panel header when the panel has no title).'),
    version: z.string().describe('The version, compared by its first three numbers for updates (e.g. "1.2.0").'),
    publisher: z.string().optional().describe('Who publishes it.'),
    description: z.string().optional().describe('One or two sentences for the Plugins page.'),
    icon: icon('The plugin\'s icon').optional(),
    logo: z.string().optional().describe('A PNG, JPEG, GIF or WebP file inside the plugin folder, drawn instead of the icon.'),
    homepage: https('The plugin\'s homepage').optional(),
    links: z
      .array(z.object({ label: z.string().describe(`1–${MANIFEST_LIMITS.linkLabelChars} characters.`), url: https('Where it goes') }))
      .optional()
      .describe(`Up to ${MANIFEST_LIMITS.links} links on the Plugins page.`),
    requires: z.object({ name: z.string(), url: https('Where to get it').optional(), note: z.string().optional() }).optional().describe('Software the plugin needs, named on the Plugins page.'),
    main: z.string().describe('The file that runs, relative to the plugin folder (a .wasm file with runtime "wasm").'),
    runtime: z.enum(MANIFEST_RUNTIMES).optional().describe('How Agentty runs main: node (the default), python (python3), executable, or wasm (in-process).'),
    apiVersion: z.number().int().min(1).max(NEWEST_API).optional().describe(`The plugin API the plugin needs (1 when left out); above ${NEWEST_API}, today's Agentty refuses to load it.`),
    activationEvents: z.array(z.string()).optional().describe('"onStartup" starts the plugin with Agentty; otherwise it starts on first use.'),
    permissions: z
      .array(z.enum(MANIFEST_PERMISSIONS).meta({ enumDescriptions: MANIFEST_PERMISSIONS.map((permission) => PERMISSION_DOCS[permission]) }))
      .optional()
      .describe('What the plugin may do; a call without its permission is refused (-32001). Users consent to these when they install.'),
    keywords: z.array(z.string()).optional().describe('Words the Plugins page searches.'),
    agents: z.array(z.enum(MANIFEST_AGENTS)).optional().describe('The agents it works with (Claude Code when left out).'),
    detect: z.array(z.string()).optional().describe('Paths (~ allowed) whose presence marks the plugin "Recommended".'),
    contributes: z
      .object({
        panel: z
          .object({
            title: z.string().describe('The panel header\'s title and the icon\'s tooltip.'),
            icon: icon('The panel\'s icon in the tab strip, activity bar or status bar').optional(),
            surface: z.enum(PANEL_SURFACES).optional().describe('Where the icon lives: pane (tab strip, the default), sidebar (activity bar) or status (status bar).'),
            mode: z.enum(PANEL_MODES).optional().describe('How the panel takes its place; when left out, push with prompt.inject or terminal.write, else full.'),
          })
          .optional()
          .describe('The plugin\'s panel.'),
        commands: z.array(Command).optional().describe('Commands in the palette; each reaches the plugin as command/execute.'),
      })
      .optional()
      .describe('What the plugin adds to Agentty.'),
  })
  .describe('agentty-plugin.json: the manifest Agentty installs a plugin folder by.');

/** The manifest's JSON Schema, with Agentty's icon names to complete. */
export function manifestJsonSchema(): JsonSchema {
  const schema = z.toJSONSchema(ManifestSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const icons = { enum: [...iconNames] };
  const properties = schema.properties as Record<string, JsonSchema>;
  const contributes = (properties.contributes as { properties: Record<string, { properties?: Record<string, JsonSchema>; items?: { properties: Record<string, JsonSchema> } }> }).properties;
  for (const field of [properties.icon, contributes.panel?.properties?.icon, contributes.commands?.items?.properties.icon]) {
    if (field) Object.assign(field, icons);
  }
  return schema;
}
