import { expect, test } from 'vitest';
import { missingPictureAdvice } from './missing-pictures';

test('an image naming a picture the plugin does not have is advice, wherever it sits', () => {
  const tree = {
    type: 'column',
    children: [
      { type: 'image', src: 'logo.png' },
      { type: 'image', src: 'icons/missing.webp' },
      { type: 'card', children: [{ type: 'image', src: 'deep.gif' }] },
      { type: 'image', src: 'vector.svg' },
      { type: 'image', src: '../outside.png' },
      { type: 'text', text: 'src', src: 'x.png' },
    ],
  };
  expect(missingPictureAdvice(tree, new Set(['logo.png']))).toEqual([
    'tree.children[1].src: No file "icons/missing.webp" in the plugin\'s files/ folder: Agentty draws the empty slot.',
    'tree.children[2].children[0].src: No file "deep.gif" in the plugin\'s files/ folder: Agentty draws the empty slot.',
  ]);
  expect(missingPictureAdvice(tree, new Set(['logo.png', 'icons/missing.webp', 'deep.gif']))).toEqual([]);
});
