// the JSON editor's own words (src/editor/); Monaco's widgets use monaco-editor's translations
export const editor = {
  loading: 'Loading editor…',
  failed: 'The editor failed to load: {{reason}}',
  label: 'Panel JSON',
};
