import { starter } from '../starter';
import type { PanelNode } from '../../schema/nodes';
import { landscapeFiles } from './pictures';

const PLACES = [
  ['mountains', 'Mountains at dusk', 'Shot from the ridge path, 18:40.'],
  ['sea', 'Boat on the bay', 'Morning ferry, calm sea.'],
  ['forest', 'Pine forest', 'The north trail, early spring.'],
  ['night', 'City at night', 'From the old tower, a clear night.'],
] as const;

const thumb = (id: string, title: string): PanelNode => ({ type: 'image', id: `open-${id}`, src: `${id}.png`, alt: title, height: 96, fit: 'cover', caption: `${id}.png` });

export const photoGallery = starter({
  id: 'photo-gallery',
  title: 'Photo gallery (images)',
  description: "Pictures from the plugin's files/ folder: click one for its own screen, or drop pictures on the inbox (the manifest grants files).",
  plugin: {
    id: 'photo-gallery',
    name: 'Photo gallery',
    version: '0.1.0',
    description: 'Pictures kept with the plugin, and an inbox that takes dropped ones.',
    main: 'main.mjs',
    runtime: 'node',
    apiVersion: 5,
    permissions: ['files'],
    contributes: { panel: { title: 'Photo gallery', mode: 'push' } },
  },
  files: landscapeFiles(),
  screens: [
    [
      'gallery',
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'text', text: 'Photo gallery', style: 'title' },
          { type: 'grid', columns: 2, gap: 'small', children: PLACES.map(([id, title]) => thumb(id, title)) },
          { type: 'image', id: 'inbox', drop: true, into: 'dropped', height: 72, placeholder: 'Drop PNG, JPEG, WebP or GIF pictures here' },
        ],
      },
    ],
    ...PLACES.map(([id, title, note]): [string, PanelNode] => [
      id,
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'button', id: `back-${id}`, label: 'All pictures', icon: 'arrow-left', variant: 'ghost' },
          { type: 'image', src: `${id}.png`, alt: title, height: 200, fit: 'contain', caption: title },
          { type: 'text', text: note, style: 'muted' },
        ],
      },
    ]),
  ],
  reactions: [
    ...PLACES.flatMap(([id]) => [
      { element: `open-${id}`, event: 'click', actions: [{ do: 'showScreen' as const, screen: id }] },
      { element: `back-${id}`, event: 'click', actions: [{ do: 'showScreen' as const, screen: 'gallery' }] },
    ]),
    { element: 'inbox', event: 'drop', actions: [{ do: 'notify', message: 'Pictures received in dropped/', kind: 'success' }] },
  ],
});
