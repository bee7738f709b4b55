import { describe, expect, test } from 'vitest';
import type { PanelNode } from '../schema/nodes';
import { nodeTypes, registry } from '../schema/registry';
import { buildEvent, canEmit, eventFor, eventsOf, type EventResult } from './event-for';
import { toLine } from './messages';

const context = { pane: 'p1' };

function line(result: EventResult): string {
  if (!result.ok) throw new Error(result.problem);
  return toLine(result.notification);
}

function refusal(result: EventResult): string {
  if (result.ok) throw new Error(`expected a refusal, got ${toLine(result.notification)}`);
  return `${result.reason}: ${result.problem}`;
}

const list = {
  type: 'list',
  id: 'files',
  items: [
    { id: 'a.txt', title: 'a', actions: [{ id: 'open' }, { id: 'delete' }] },
    { id: 'b.txt', title: 'b' },
  ],
} as const;

describe('every node type emits the events of the spec, with exact lines', () => {
  test('button click', () => {
    expect(line(eventFor({ type: 'button', id: 'go', label: 'Go' }, 'click', {}, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"go","event":"click","context":{}}}',
    );
  });

  test('input change and submit with the text', () => {
    const input = { type: 'input', id: 'q' } as const;
    expect(line(eventFor(input, 'change', { value: 'he said "hi"\n</script>' }, context))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"q","event":"change","value":"he said \\"hi\\"\\n</script>","context":{"pane":"p1"}}}',
    );
    expect(line(eventFor(input, 'submit', { value: '🎉 مرحبا' }, context))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"q","event":"submit","value":"🎉 مرحبا","context":{"pane":"p1"}}}',
    );
    expect(line(eventFor(input, 'submit', { value: '' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"q","event":"submit","value":"","context":{}}}',
    );
  });

  test('list select with the item, action with item and action', () => {
    expect(line(eventFor(list, 'select', { item: 'b.txt' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"files","event":"select","item":"b.txt","context":{}}}',
    );
    expect(line(eventFor(list, 'action', { action: 'delete', item: 'a.txt' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"files","event":"action","item":"a.txt","action":"delete","context":{}}}',
    );
  });

  test('choice change sends the option value unchanged: string, number or boolean', () => {
    const choice = {
      type: 'choice',
      id: 'mode',
      options: [
        { value: 'fast', label: 'Fast' },
        { value: 2, label: 'Two' },
        { value: false, label: 'Off' },
      ],
    } as const;
    expect(line(eventFor(choice, 'change', { value: 'fast' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"mode","event":"change","value":"fast","context":{}}}',
    );
    expect(line(eventFor(choice, 'change', { value: 2 }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"mode","event":"change","value":2,"context":{}}}',
    );
    expect(line(eventFor(choice, 'change', { value: false }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"mode","event":"change","value":false,"context":{}}}',
    );
  });

  test('toggle change with the new boolean', () => {
    expect(line(eventFor({ type: 'toggle', id: 'dark', label: 'Dark' }, 'change', { value: true }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"dark","event":"change","value":true,"context":{}}}',
    );
  });

  test('the events come from the registry, for every type', () => {
    for (const type of nodeTypes) expect(eventsOf(type)).toEqual(registry[type].events.map((spec) => spec.event));
    expect(canEmit('toggle', 'change')).toBe(true);
    expect(canEmit('toggle', 'click')).toBe(false);
  });
});

describe('what the host would never send is refused', () => {
  test('a disabled button sends nothing', () => {
    expect(refusal(eventFor({ type: 'button', id: 'go', disabled: true }, 'click', {}, {}))).toBe('disabled: A disabled button sends nothing.');
  });

  test('an event the node type cannot emit', () => {
    expect(refusal(eventFor({ type: 'toggle', id: 't' }, 'click', {}, {}))).toBe('not-emitted: a toggle cannot emit `click`; it emits only `change`.');
    expect(refusal(eventFor({ type: 'input', id: 'q' }, 'select', { item: 'x' }, {}))).toBe(
      'not-emitted: an input cannot emit `select`; it emits only `change` and `submit`.',
    );
    expect(refusal(buildEvent('text', 'x', 'click', {}, {}))).toBe('not-emitted: a text cannot emit `click`; it emits no events.');
  });

  test('params of the wrong type, missing or extra', () => {
    expect(refusal(eventFor({ type: 'toggle', id: 't' }, 'change', { value: 'true' }, {}))).toMatch(/^invalid-params: Invalid params for `change` on a toggle: value: /);
    expect(refusal(eventFor({ type: 'input', id: 'q' }, 'change', {}, {}))).toMatch(/^invalid-params: .*value: /);
    expect(refusal(eventFor({ type: 'button', id: 'go' }, 'click', { value: 'x' }, {}))).toMatch(/^invalid-params: .*value/);
    expect(refusal(eventFor({ type: 'list', id: 'l', items: [] }, 'action', { item: 'a' }, {}))).toMatch(/^invalid-params: .*action: /);
    expect(refusal(eventFor({ type: 'choice', id: 'c', options: [{ value: 1 }] }, 'change', { value: Number.NaN }, {}))).toMatch(/^invalid-params/);
    expect(refusal(eventFor({ type: 'choice', id: 'c', options: [] }, 'change', { value: null }, {}))).toMatch(/^invalid-params/);
  });

  test('an element without an id', () => {
    expect(refusal(eventFor({ type: 'button', label: 'Go' }, 'click', {}, {}))).toBe('no-element-id: The button has no id, so its events have no `element`.');
    expect(refusal(eventFor({ type: 'button', id: 3 }, 'click', {}, {}))).toMatch(/^no-element-id/);
  });

  test('rows, row buttons and options that do not exist', () => {
    expect(refusal(eventFor(list, 'select', { item: 'c.txt' }, {}))).toBe('unknown-item: The list `files` has no item `c.txt`.');
    expect(refusal(eventFor(list, 'action', { item: 'b.txt', action: 'open' }, {}))).toBe(
      'unknown-action: The item `b.txt` of the list `files` has no action `open`.',
    );
    const choice = { type: 'choice', id: 'c', options: [{ value: 1, label: 'One' }] } as const;
    expect(refusal(eventFor(choice, 'change', { value: '1' }, {}))).toBe('unknown-option: The choice `c` has no option with the value "1".');
    expect(refusal(eventFor(choice, 'change', { value: true }, {}))).toMatch(/^unknown-option/);
  });

  test('buildEvent alone checks the type and params, not the node', () => {
    expect(line(buildEvent('list', 'l', 'select', { item: 'anything' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"l","event":"select","item":"anything","context":{}}}',
    );
  });
});

test('takes the schema node type and the preview loose node alike', () => {
  const node: PanelNode = { type: 'button', id: 'go', label: 'Go' };
  const loose: { readonly type: 'toggle'; readonly id?: unknown; readonly value?: unknown } = { type: 'toggle', id: 't' };
  expect(eventFor(node, 'click', {}, {}).ok).toBe(true);
  expect(eventFor(loose, 'change', { value: true }, {}).ok).toBe(true);
});

describe("today's elements send exactly what Agentty sends", () => {
  const ev = (params: string) => `{"jsonrpc":"2.0","method":"ui/event","params":{${params},"context":{}}}`;
  const menuButton = { type: 'button', id: 'new', label: 'New', menu: [{ value: 'file', label: 'File' }, { value: 'dir "x"\n</script>', label: 'Folder' }] } as const;
  const flow = {
    type: 'flow',
    id: 'steps',
    steps: [{ id: 'fetch', title: 'Fetch' }, { id: 'build', title: 'Build' }, { id: 'شحن 🚀', title: 'Ship' }],
    reorderable: true,
    insertMenu: [{ value: 'wait', label: 'Wait' }],
  } as const;
  const tabs = {
    type: 'tabs',
    id: 'pages',
    tabs: [{ id: 'one', label: 'One' }, { id: 'two', label: 'Two', closable: true }],
    value: 'one',
    addMenu: [{ value: 'blank', label: 'Blank page' }],
  } as const;
  const table = { type: 'table', id: 'runs', columns: [{ label: 'Run' }], rows: [{ id: 'r1', cells: ['#1'] }, { id: 'r2', cells: ['#2'] }] } as const;
  const select = { type: 'select', id: 'method', options: [{ value: 'GET', label: 'GET' }, { value: 'POST', label: 'POST' }], value: 'GET' } as const;
  const grid = { type: 'grid', id: 'split', resizable: true, widths: ['240px', '1'] } as const;

  test('a button with a menu sends select with the picked value; without one, click', () => {
    expect(line(eventFor(menuButton, 'select', { value: 'dir "x"\n</script>' }, {}))).toBe(ev('"element":"new","event":"select","value":"dir \\"x\\"\\n</script>"'));
    expect(refusal(eventFor(menuButton, 'click', {}, {}))).toBe('not-drawn: The button `new` has a menu: picking an entry sends `select`, never `click`.');
    expect(refusal(eventFor(menuButton, 'select', { value: 'folder' }, {}))).toBe('unknown-option: The button `new` has no menu entry with the value "folder".');
    expect(refusal(eventFor({ type: 'button', id: 'go', label: 'Go' }, 'select', { value: 'file' }, {}))).toBe(
      'not-drawn: The button `go` has no menu, so it sends `click`, never `select`.',
    );
    // an empty menu is no menu: the button clicks
    expect(eventFor({ type: 'button', id: 'go', label: 'Go', menu: [] }, 'click', {}, {}).ok).toBe(true);
    expect(refusal(eventFor({ ...menuButton, disabled: true }, 'select', { value: 'file' }, {}))).toBe('disabled: A disabled button sends nothing.');
  });

  test('flow select, move and insert name its steps, in Agentty’s key order', () => {
    expect(line(eventFor(flow, 'select', { item: 'شحن 🚀' }, {}))).toBe(ev('"element":"steps","event":"select","item":"شحن 🚀"'));
    expect(line(eventFor(flow, 'move', { item: 'fetch', value: 'build' }, {}))).toBe(ev('"element":"steps","event":"move","value":"build","item":"fetch"'));
    expect(line(eventFor(flow, 'insert', { item: 'build', value: 'wait' }, {}))).toBe(ev('"element":"steps","event":"insert","value":"wait","item":"build"'));
  });

  test('flow events naming what the flow does not have, or a control it does not draw, are refused', () => {
    expect(refusal(eventFor(flow, 'select', { item: 'deploy' }, {}))).toBe('unknown-item: The flow `steps` has no step `deploy`.');
    expect(refusal(eventFor(flow, 'move', { item: 'fetch', value: 'deploy' }, {}))).toBe('unknown-option: The flow `steps` has no step `deploy`.');
    expect(refusal(eventFor(flow, 'move', { item: 'fetch', value: 'fetch' }, {}))).toBe(
      'unknown-item: A step dropped onto itself sends nothing: `move` names another step of the flow `steps`.',
    );
    expect(refusal(eventFor(flow, 'insert', { item: 'fetch', value: 'sleep' }, {}))).toBe('unknown-option: The flow `steps` has no insertMenu entry with the value "sleep".');
    expect(refusal(eventFor(flow, 'insert', { value: 'wait' }, {}))).toMatch(/^invalid-params: Invalid params for `insert` on a flow: item: /);
    expect(refusal(eventFor({ ...flow, reorderable: false }, 'move', { item: 'fetch', value: 'build' }, {}))).toBe(
      'not-drawn: The flow `steps` is not reorderable, so its steps cannot be dragged and it never sends `move`.',
    );
    expect(refusal(eventFor({ ...flow, insertMenu: [] }, 'insert', { item: 'fetch', value: 'wait' }, {}))).toBe(
      'not-drawn: The flow `steps` has no insertMenu, so it draws no "+" between steps and never sends `insert`.',
    );
  });

  test('tabs change and close with a tab id, add with a menu value', () => {
    expect(line(eventFor(tabs, 'change', { value: 'two' }, {}))).toBe(ev('"element":"pages","event":"change","value":"two"'));
    // clicking the picked tab sends change too: Agentty does not skip it
    expect(line(eventFor(tabs, 'change', { value: 'one' }, {}))).toBe(ev('"element":"pages","event":"change","value":"one"'));
    expect(line(eventFor(tabs, 'close', { value: 'two' }, {}))).toBe(ev('"element":"pages","event":"close","value":"two"'));
    expect(line(eventFor(tabs, 'add', { value: 'blank' }, {}))).toBe(ev('"element":"pages","event":"add","value":"blank"'));
    expect(refusal(eventFor(tabs, 'change', { value: 'three' }, {}))).toBe('unknown-option: The tabs `pages` have no tab `three`.');
    expect(refusal(eventFor(tabs, 'close', { value: 'one' }, {}))).toBe('unknown-option: The tabs `pages` have no closable tab `one`.');
    expect(refusal(eventFor(tabs, 'add', { value: 'two' }, {}))).toBe('unknown-option: The tabs `pages` have no addMenu entry with the value "two".');
    expect(refusal(eventFor(tabs, 'change', { item: 'two' }, {}))).toMatch(/^invalid-params/);
    expect(refusal(eventFor({ ...tabs, tabs: [{ id: 'one', label: 'One' }] }, 'close', { value: 'one' }, {}))).toBe('not-drawn: No tab of the tabs `pages` is closable, so they never send `close`.');
    expect(refusal(eventFor({ ...tabs, addMenu: undefined }, 'add', { value: 'blank' }, {}))).toBe('not-drawn: The tabs `pages` have no addMenu, so they draw no "+" and never send `add`.');
  });

  test('table select with a row id', () => {
    expect(line(eventFor(table, 'select', { item: 'r2' }, {}))).toBe(ev('"element":"runs","event":"select","item":"r2"'));
    expect(refusal(eventFor(table, 'select', { item: 'r3' }, {}))).toBe('unknown-item: The table `runs` has no row `r3`.');
    expect(refusal(eventFor({ ...table, rows: [] }, 'select', { item: 'r1' }, {}))).toBe('unknown-item: The table `runs` has no row `r1`.');
  });

  test('select change with one of its options; a disabled select or checkbox sends nothing', () => {
    expect(line(eventFor(select, 'change', { value: 'POST' }, {}))).toBe(ev('"element":"method","event":"change","value":"POST"'));
    expect(refusal(eventFor(select, 'change', { value: 'PUT' }, {}))).toBe('unknown-option: The select `method` has no option with the value "PUT".');
    expect(refusal(eventFor(select, 'change', { value: 1 }, {}))).toMatch(/^invalid-params: Invalid params for `change` on a select: value: /);
    expect(refusal(eventFor({ ...select, disabled: true }, 'change', { value: 'POST' }, {}))).toBe('disabled: A disabled select sends nothing.');
    const checkbox = { type: 'checkbox', id: 'agree', label: 'I agree' } as const;
    expect(line(eventFor(checkbox, 'change', { value: true }, {}))).toBe(ev('"element":"agree","event":"change","value":true'));
    expect(refusal(eventFor(checkbox, 'change', { value: 'true' }, {}))).toMatch(/^invalid-params/);
    expect(refusal(eventFor({ ...checkbox, disabled: true }, 'change', { value: true }, {}))).toBe('disabled: A disabled checkbox sends nothing.');
  });

  test('card close only with an id and closable; popover close', () => {
    expect(line(eventFor({ type: 'card', id: 'tip', closable: true }, 'close', {}, {}))).toBe(ev('"element":"tip","event":"close"'));
    expect(refusal(eventFor({ type: 'card', id: 'tip' }, 'close', {}, {}))).toBe('not-drawn: The card `tip` is not closable, so it draws no close button and never sends `close`.');
    expect(refusal(eventFor({ type: 'card', closable: true }, 'close', {}, {}))).toBe('no-element-id: The card has no id, so its events have no `element`.');
    expect(refusal(eventFor({ type: 'card', id: null, closable: true }, 'close', {}, {}))).toMatch(/^no-element-id/);
    expect(refusal(eventFor({ type: 'card', id: 'tip', closable: true }, 'close', { value: 'tip' }, {}))).toMatch(/^invalid-params/);
    expect(line(eventFor({ type: 'popover', id: 'settings', title: 'Settings' }, 'close', {}, {}))).toBe(ev('"element":"settings","event":"close"'));
  });

  test('grid resize: a whole number of px in 160..720, written as the float Agentty writes', () => {
    expect(line(eventFor(grid, 'resize', { value: 320 }, {}))).toBe(ev('"element":"split","event":"resize","value":320.0'));
    expect(line(eventFor(grid, 'resize', { value: 160 }, {}))).toBe(ev('"element":"split","event":"resize","value":160.0'));
    expect(line(eventFor(grid, 'resize', { value: 720 }, {}))).toBe(ev('"element":"split","event":"resize","value":720.0'));
    for (const value of [159, 721, 320.5, -1]) {
      expect(refusal(eventFor(grid, 'resize', { value }, {}))).toBe(
        `out-of-range: A \`resize\` of the grid \`split\` carries a whole number of pixels from 160 to 720 (the drag is clamped and rounded), not ${value}.`,
      );
    }
    expect(refusal(eventFor(grid, 'resize', { value: Number.POSITIVE_INFINITY }, {}))).toMatch(/^invalid-params/);
    expect(refusal(eventFor(grid, 'resize', { value: '320' }, {}))).toMatch(/^invalid-params/);
    expect(refusal(eventFor({ ...grid, resizable: false }, 'resize', { value: 320 }, {}))).toBe(
      'not-drawn: The grid `split` is not resizable, so it draws no drag handle and never sends `resize`.',
    );
    expect(refusal(eventFor({ ...grid, widths: ['1', '2'] }, 'resize', { value: 320 }, {}))).toBe(
      'not-drawn: The grid `split` has no fixed column (a width like "240px") to put its drag handle on, so it never sends `resize`.',
    );
    expect(refusal(eventFor({ type: 'grid', resizable: true, widths: ['240px'] }, 'resize', { value: 320 }, {}))).toMatch(/^no-element-id/);
    // Agentty reads " 200 px " as fixed, "px" or "1e2px" too, "abcpx" not
    expect(eventFor({ ...grid, widths: ['1', ' 200 px '] }, 'resize', { value: 320 }, {}).ok).toBe(true);
    expect(eventFor({ ...grid, widths: ['1e2px'] }, 'resize', { value: 320 }, {}).ok).toBe(true);
    expect(eventFor({ ...grid, widths: ['abcpx', 'px'] }, 'resize', { value: 320 }, {}).ok).toBe(false);
    // only the first six widths are columns
    expect(eventFor({ ...grid, widths: ['1', '1', '1', '1', '1', '1', '240px'] }, 'resize', { value: 320 }, {}).ok).toBe(false);
  });

  test('an element id with quotes that spell a resize key does not get a fraction', () => {
    const tricky = { ...grid, id: '"event":"resize","value":5,' };
    expect(line(eventFor(tricky, 'resize', { value: 200 }, {}))).toBe(ev('"element":"\\"event\\":\\"resize\\",\\"value\\":5,","event":"resize","value":200.0'));
    expect(JSON.parse(line(eventFor(tricky, 'resize', { value: 200 }, {})))).toMatchObject({ params: { element: tricky.id, value: 200 } });
  });

  test('what the new types cannot emit at all', () => {
    expect(refusal(eventFor({ type: 'table', id: 't' }, 'click', {}, {}))).toBe('not-emitted: a table cannot emit `click`; it emits only `select`.');
    expect(refusal(eventFor({ type: 'keyValue' }, 'select', {}, {}))).toBe('not-emitted: a keyValue cannot emit `select`; it emits no events.');
    expect(refusal(eventFor({ type: 'checkbox', id: 'c' }, 'click', {}, {}))).toBe('not-emitted: a checkbox cannot emit `click`; it emits only `change`.');
  });
});

describe('image and graph (API 5) send what Agentty sends', () => {
  const problem = (result: EventResult) => (result.ok ? '' : result.problem);
  const graph = { type: 'graph', id: 'flow', nodes: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }] } as const;

  test('a graph node is selected by its id; move carries {x, y} and only a movable graph sends it', () => {
    const select = eventFor(graph, 'select', { item: 'b' }, {});
    expect(select.ok && toLine(select.notification)).toBe('{"jsonrpc":"2.0","method":"ui/event","params":{"element":"flow","event":"select","item":"b","context":{}}}');
    expect(problem(eventFor(graph, 'select', { item: 'zz' }, {}))).toBe('The graph `flow` has no node `zz`.');
    expect(problem(eventFor(graph, 'move', { item: 'a', value: { x: 1, y: 2 } }, {}))).toMatch(/not movable/);
    const move = eventFor({ ...graph, movable: true }, 'move', { item: 'a', value: { x: 120, y: 48 } }, {});
    expect(move.ok && toLine(move.notification)).toBe('{"jsonrpc":"2.0","method":"ui/event","params":{"element":"flow","event":"move","value":{"x":120,"y":48},"item":"a","context":{}}}');
    expect(problem(eventFor({ ...graph, movable: true }, 'move', { item: 'a', value: 'east' }, {}))).toMatch(/^Invalid params for `move`/);
  });

  test('an image needs an id to send click, and drop to send drop, whose value lists the files', () => {
    expect(problem(eventFor({ type: 'image', src: 'a.png' }, 'click', {}, {}))).toMatch(/no id/);
    expect(problem(eventFor({ type: 'image', id: 'pic' }, 'drop', { value: [] }, {}))).toMatch(/has no `drop`/);
    const files = [{ path: '/p/dropped/cat "1".png', name: 'cat "1".png', size: 12 }];
    const drop = eventFor({ type: 'image', id: 'pic', drop: true }, 'drop', { value: files }, {});
    expect(drop.ok && toLine(drop.notification)).toBe(`{"jsonrpc":"2.0","method":"ui/event","params":{"element":"pic","event":"drop","value":${JSON.stringify(files)},"context":{}}}`);
  });
});
