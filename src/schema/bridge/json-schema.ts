import { z } from 'zod';
import type { JsonSchema } from '../json-schema';
import { BridgeDocument } from './document';

/** The bridge document as JSON Schema for Monaco's completion and hover, derived from the same zod schemas as the checks. */
export function bridgeJsonSchema(): JsonSchema {
  return z.toJSONSchema(BridgeDocument, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
