import { z } from 'zod';

// the declarative part of Agent Bridge's pluginDef (spec: agent-bridge-plugin-api.ko.txt); every key carries its doc for hover

/** A field's `max` when the definition gives none. */
export const DEFAULT_FIELD_MAX = 400;

export const PluginField = z
  .object({
    key: z.string().min(1).describe('Key of the config value (설정 값의 키).'),
    label: z.string().describe('Field name shown on the settings screen (칸 이름).'),
    placeholder: z.string().describe('Example text in the field (칸의 예시 글). Default: empty.').optional(),
    secret: z.boolean().describe('Secret value: masked as •••••••• in list responses; saving it empty keeps the stored value. Default: false.').optional(),
    required: z.boolean().describe('Must be filled to turn the plugin on; if empty it is refused with "… 을(를) 채워 주세요". Default: false.').optional(),
    prefix: z.string().describe('The value must start with this text (e.g. "xoxb-"); two fields whose values arrive swapped are moved back. Default: empty.').optional(),
    pick: z.string().describe('Name of a pick button (e.g. "채널 고르기"); values come from choices(config, key). Default: empty.').optional(),
    kind: z.string().describe('A special input shape; Slack has "places": where to start a new session, per Mac. Default: empty.').optional(),
    max: z
      .number()
      .int()
      .positive()
      .describe(`Maximum length of the value in characters, cut after trimming. Default: ${DEFAULT_FIELD_MAX}.`).optional(),
  })
  .describe('A settings field the user fills in (pluginField).');

export const HelpLink = z
  .object({
    label: z.string().describe('Text of the link.'),
    url: z.string().describe('Address the link opens (http or https).'),
  })
  .describe('A link in a help step.');

export const HelpCopy = z
  .object({
    label: z.string().describe('Text of the copy button.'),
    text: z.string().describe('Text the copy button puts on the clipboard.'),
  })
  .describe('A copy button in a help step.');

export const HelpStep = z
  .object({
    title: z.string().describe('Title of the step.'),
    text: z.string().describe('What to do in this step.'),
    link: HelpLink.optional(),
    copy: HelpCopy.optional(),
  })
  .describe('One step of the step-by-step guide on the settings screen.');

export const PluginPrompt = z
  .object({
    label: z.string().describe('Title of the "hand it to the AI" block.'),
    about: z.string().describe('What the prompt is for.'),
    text: z.string().describe('The prompt; the screen replaces {origin} with the site address.'),
  })
  .describe('The "AI 에게 맡기기" prompt.');

export const PluginDefinition = z
  .object({
    id: z.string().min(1).describe('Plugin id (e.g. "slack"): the key in plugins.json and in /api/plugins/<id>.'),
    name: z.string().describe('Display name.'),
    about: z.string().describe('One-paragraph description shown on the settings screen.'),
    fields: z.array(PluginField).describe('The settings fields the user fills in.'),
    help: z.array(HelpStep).describe('Step-by-step guide on the settings screen.').optional(),
    prompt: PluginPrompt.optional(),
  })
  .describe('The declarative part of an Agent Bridge pluginDef (start and choices are Go code).');

export type PluginField = z.infer<typeof PluginField>;
export type HelpStep = z.infer<typeof HelpStep>;
export type PluginPrompt = z.infer<typeof PluginPrompt>;
export type PluginDefinition = z.infer<typeof PluginDefinition>;
