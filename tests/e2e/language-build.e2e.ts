import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { editorText, expect, openApp, pasteIntoEditor, useBrowser } from './app';
import { englishLeft } from './english-left';
import { layoutProblems } from './geometry';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

const build = (page: Page) => page.locator('#build');
const inspector = (page: Page) => build(page).locator('section.inspector');
const rowOf = (page: Page, id: string) => build(page).locator('[data-outline]').filter({ has: page.locator('.id', { hasText: new RegExp(`^${id}$`) }) });

// a control of the Build column whose text does not fit its box: cut (ellipsis or clipped) or spilling out of the column
const cutInBuild = (page: Page) =>
  page.evaluate(() => {
    const column = document.querySelector('#build');
    if (!column) return ['the Build column is not shown'];
    const edge = column.getBoundingClientRect();
    return [...column.querySelectorAll<HTMLElement>('button, label, summary, h2, select, .pane-heading, .keys, .group')]
      .filter((element) => element.getClientRects().length > 0)
      .flatMap((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.innerText).trim().slice(0, 40)}"`;
        const found: string[] = [];
        if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') found.push(`${name} cuts its text (${element.scrollWidth} > ${element.clientWidth})`);
        if (box.right > edge.right + 1 || box.left < edge.left - 1) found.push(`${name} spills out of the column (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(edge.left)}–${Math.round(edge.right)})`);
        return found;
      });
  });

/** The Build column shown: the toolbar's Build on a laptop, the Build page tab on a phone. */
async function showBuild(page: Page, tab: string | undefined): Promise<void> {
  if (tab) await page.getByRole('tablist').getByRole('tab', { name: tab, exact: true }).click();
  await build(page).waitFor();
  await build(page).locator('.palette').waitFor();
}

/**
 * layoutProblems of the page, less those of the phone's page tab strip when that strip is itself wider than the
 * window: the strip is the workbench's (language-workbench.e2e.ts checks it), and in Japanese it is 442 px on main.
 */
async function layoutProblemsBesidePageTabs(page: Page): Promise<string[]> {
  const strip = await page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('nav.tabs .list[role="tablist"]');
    return list && list.scrollWidth > innerWidth ? [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.innerText.trim()) : [];
  });
  const ofStrip = (problem: string) => strip.length > 0 && (problem.startsWith('the page scrolls sideways') || strip.some((label) => problem.startsWith(`button "${label}"`)));
  return (await layoutProblems(page)).filter((problem) => !ofStrip(problem));
}

async function fitsEverywhere(page: Page, locale: string, buildTab: string): Promise<void> {
  await page.setViewportSize(LAPTOP);
  await showBuild(page, undefined);
  expect(await cutInBuild(page), `${locale} at 1366×768`).toEqual([]);
  expect(await layoutProblems(page), `${locale} at 1366×768`).toEqual([]);
  await page.setViewportSize(PHONE);
  await showBuild(page, buildTab);
  expect(await cutInBuild(page), `${locale} on a phone`).toEqual([]);
  expect(await layoutProblemsBesidePageTabs(page), `${locale} on a phone`).toEqual([]);
  await page.setViewportSize(LAPTOP);
}

describe('the Build column in another language', () => {
  test('in 한국어 the outline’s error marks and the inspector’s problems say the problem in Korean, and English again after a switch', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    if ((await build(page).count()) === 0) await page.getByRole('button', { name: 'Build', exact: true }).click();
    await showBuild(page, undefined);
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', gap: 5, children: [{ type: 'button', id: 'b', label: null }, { type: 'graph', id: 'g', nodes: [{ id: 'n1', title: 'One' }] }] }));
    const mark = build(page).locator('[data-outline] .error').first();
    await expect.poll(() => mark.getAttribute('title')).toMatch(/^"gap" must be one of/);
    await rowOf(page, 'b').click();
    const problem = inspector(page).locator('.problem').first();
    await expect.poll(() => problem.innerText()).toMatch(/^"label" cannot be null/);

    await page.getByTestId('language').selectOption('ko');
    const hangul = /[\uac00-\ud7af]/;
    await expect.poll(() => mark.getAttribute('title')).toMatch(hangul);
    expect(await mark.getAttribute('aria-label')).toMatch(/^오류: "gap" /);
    await expect.poll(() => problem.innerText()).toMatch(hangul);
    expect(await problem.innerText()).toMatch(/^"label" /);
    // a graph's node card is no node type: its row says what it is in Korean
    expect(await build(page).locator('[data-outline]').filter({ hasText: 'n1' }).locator('.type').innerText()).toBe('그래프 노드');
    expect(await englishLeft(page, [], '#outline')).toEqual([]);
    expect(await englishLeft(page, [], '#build section.inspector .problem')).toEqual([]);

    await page.getByTestId('language').selectOption('en');
    await expect.poll(() => mark.getAttribute('title')).toMatch(/^"gap" must be one of/);
    await expect.poll(() => problem.innerText()).toMatch(/^"label" cannot be null/);
  });

  test('in 한국어 a person picks an element, edits a prop and adds one from the palette in Korean, and the column fits in ko, ja and zh-CN', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    if ((await build(page).count()) === 0) await page.getByRole('button', { name: 'Build', exact: true }).click();
    await showBuild(page, undefined);
    await page.getByTestId('language').selectOption('ko');

    // the palette, outline and inspector say their own words in Korean; node types stay as they are
    await expect.poll(() => build(page).locator('#palette-title').textContent()).toBe('추가');
    expect(await build(page).getByRole('group', { name: '레이아웃 노드 유형' }).getByRole('button', { name: 'column 추가' }).innerText()).toBe('column');
    expect(await build(page).getByRole('button', { name: 'button 추가' }).getAttribute('title')).toContain('클릭하면 선택한 요소 뒤에');
    expect(await build(page).getByRole('tree', { name: '개요' }).count()).toBe(1);
    expect(await build(page).locator('.keys').innerText()).toContain('Alt+↑↓ 이동');
    expect(await page.getByRole('region', { name: '속성 편집기' }).count()).toBe(1);

    // pick the toggle in the outline: the inspector's buttons and notes are Korean, prop names are not
    await rowOf(page, 'notify').click();
    await expect.poll(() => inspector(page).locator('.head strong').innerText()).toBe('toggle');
    expect(await inspector(page).getByRole('button', { name: '복제', exact: true }).count()).toBe(1);
    expect(await inspector(page).getByRole('button', { name: '삭제', exact: true }).count()).toBe(1);
    expect(await inspector(page).getByRole('button', { name: '반응 추가' }).count()).toBe(1);
    expect(await inspector(page).locator('[data-field="label"] .label').innerText()).toBe('label');
    expect(await inspector(page).locator('.optional').first().innerText()).toBe('선택');

    // edit a prop: the JSON follows
    await inspector(page).getByLabel('label', { exact: true }).fill('팀에 알리기');
    await expect.poll(() => editorText(page)).toContain('"label": "팀에 알리기"');

    // add a button from the palette: it lands after the toggle and is selected
    await build(page).getByRole('button', { name: 'button 추가' }).click();
    await expect.poll(() => inspector(page).locator('.head strong').innerText()).toBe('button');
    expect(await inspector(page).locator('[data-field="variant"] option').first().innerText()).toBe('(설정 안 함)');
    expect(await inspector(page).getByRole('button', { name: 'variant 삭제' }).count()).toBe(0);

    // a number field says its range in Korean (the grid's columns)
    await build(page).getByRole('button', { name: 'grid 추가' }).click();
    await expect.poll(() => inspector(page).locator('.head strong').innerText()).toBe('grid');
    await expect.poll(() => inspector(page).locator('.range').first().innerText()).toMatch(/정수예요\. ↑ ↓ 키로 1씩 바꿔요\.$/);

    // an outline action it refuses says why in Korean
    await rowOf(page, 'env').click();
    await page.getByRole('tree', { name: '개요' }).press('Alt+ArrowRight');
    await expect.poll(() => build(page).locator('.notice').innerText()).toBe('바로 위에 옮겨 넣을 컨테이너가 없어요.');

    // no English is left in the column but names and the schema's descriptions of types and props (English by design)
    await page.evaluate(() => document.querySelectorAll('#build .about, #build .help').forEach((element) => element.setAttribute('translate', 'no')));
    // the choice's inspector is open: its list entries are named after the prop (option), keys stay (Del), and props are props
    expect(await englishLeft(page, ['option', 'value', 'prop', 'del'], '#build')).toEqual([]);

    await fitsEverywhere(page, 'ko', '만들기');

    // the plugin tab's Files form and the screen tabs are Korean too
    await page.getByRole('tab', { name: '플러그인' }).click();
    const files = page.getByTestId('files-panel');
    await expect.poll(() => files.locator('h2').innerText()).toBe('파일');
    expect(await files.locator('.empty').innerText()).toBe('아직 파일이 없어요.');
    expect(await files.locator('.lead').innerText()).toMatch(/최대 5MB, 합쳐서 최대 50MB 까지예요\.$/);
    // a refused picture says why in Korean, sizes as Korean writes them
    await files.getByTestId('files-input').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') });
    await expect.poll(() => files.getByRole('alert').allInnerTexts()).toEqual([expect.stringMatching(/^"logo\.svg" 을 받을 수 없어요\. SVG 파일이에요\(Agentty 는 SVG 를 그리지 않아요/)]);
    expect(await page.getByRole('button', { name: '+ 화면' }).count()).toBe(1);
    await page.getByRole('tab', { name: 'main' }).click();

    for (const [locale, heading, tab] of [
      ['ja', '追加', '組み立て'],
      ['zh-CN', '添加', '构建'],
    ] as const) {
      await page.getByTestId('language').selectOption(locale);
      await expect.poll(() => build(page).locator('#palette-title').textContent()).toBe(heading);
      await fitsEverywhere(page, locale, tab);
    }

    await page.getByTestId('language').selectOption('en');
    await expect.poll(() => build(page).locator('#palette-title').textContent()).toBe('Add');
    expect(await page.getByRole('region', { name: 'Inspector' }).count()).toBe(1);
    expect(await build(page).getByRole('button', { name: 'Add button', exact: true }).count()).toBe(1);
    expect(await build(page).locator('.keys').innerText()).toBe('↑↓ select · Alt+↑↓ move · Alt+→← in/out · Del remove · Ctrl+D duplicate · F2 rename id · Ctrl+C/V copy, paste');
  });
});
