// Validates big documents away from the page: at 100,000 nodes a pass takes about half a second
import { analyze } from '../../document';
import type { ValidationRequest, ValidationResult } from './background';

self.onmessage = ({ data }: MessageEvent<ValidationRequest>) => {
  const { issues, hasErrors } = analyze(data.text, data.kind, { api: data.api, files: data.files && new Set(data.files) });
  self.postMessage({ id: data.id, issues, hasErrors } satisfies ValidationResult);
};
