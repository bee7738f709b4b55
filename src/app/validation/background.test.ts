import { describe, expect, test } from 'vitest';
import { parseDocument, validateDocument, type Analysis } from '../../document';
import { BackgroundValidator } from './background';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('validation in the background', () => {
  test('without workers, only the newest of the documents asked for in a row is validated, as on the page', async () => {
    const validator = new BackgroundValidator();
    const done: Analysis[] = [];
    const texts = ['{ "type": "text", "text": "a" }', '{ "type": "buton" }', '{ "type": "text", "text": "c" }'];
    for (const text of texts) validator.validate(parseDocument(text), 'panel', 6, (analysis) => done.push(analysis));
    await settle();
    expect(done).toHaveLength(1);
    expect(done[0]).toEqual(validateDocument(parseDocument(texts[2]!)));
    // and the next one after that
    validator.validate(parseDocument(texts[1]!), 'panel', 6, (analysis) => done.push(analysis));
    await settle();
    expect(done[1]?.issues.map((issue) => issue.code)).toContain('unknown-type');
  });

  test('the target API decides: a card is an error for API 1 and not for today\'s Agentty', async () => {
    const validator = new BackgroundValidator();
    const done: Analysis[] = [];
    const text = '{ "type": "card", "title": "A" }';
    validator.validate(parseDocument(text), 'panel', 6, (analysis) => done.push(analysis));
    await settle();
    validator.validate(parseDocument(text), 'panel', 1, (analysis) => done.push(analysis));
    await settle();
    expect(done.map((analysis) => analysis.hasErrors)).toEqual([false, true]);
  });
});
