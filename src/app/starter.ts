/** The first visit's design is named so, and the note about it shows while it keeps that name. */
export const STARTER_NAME = 'Example: Deploy helper';

/** The document a first-time visitor sees: every node type once, so the preview shows what the protocol can do. */
export const starterText = `{
  "type": "column",
  "gap": "medium",
  "children": [
    { "type": "text", "text": "Deploy helper", "style": "title" },
    { "type": "text", "text": "Ship the current branch to an environment.", "style": "muted" },
    {
      "type": "section",
      "title": "Target",
      "children": [
        {
          "type": "choice",
          "id": "env",
          "options": [
            { "value": "staging", "label": "Staging" },
            { "value": "production", "label": "Production" }
          ],
          "value": "staging"
        },
        { "type": "input", "id": "note", "placeholder": "Release note" },
        { "type": "toggle", "id": "notify", "label": "Notify the team", "value": true }
      ]
    },
    {
      "type": "row",
      "gap": "small",
      "children": [
        { "type": "button", "id": "deploy", "label": "Deploy", "icon": "rocket", "variant": "primary" },
        { "type": "button", "id": "cancel", "label": "Cancel", "variant": "ghost" },
        { "type": "badge", "text": "3 pending", "tone": "warning" }
      ]
    },
    { "type": "divider" },
    {
      "type": "list",
      "id": "history",
      "empty": "No deploys yet",
      "items": [
        {
          "id": "d-42",
          "title": "v1.4.2 to production",
          "subtitle": "2 hours ago",
          "detail": "ok",
          "icon": "circle-check",
          "tone": "success",
          "actions": [{ "id": "logs", "icon": "file-text", "tooltip": "Open logs" }]
        },
        { "id": "d-41", "title": "v1.4.1 to staging", "subtitle": "yesterday", "icon": "circle-x", "tone": "error" }
      ]
    },
    { "type": "spinner", "text": "Checking status…" }
  ]
}
`;
