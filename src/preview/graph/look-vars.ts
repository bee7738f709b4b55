// AGENTTY_LOOK.graph as CSS custom properties on the graph's frame: its styles read these, never their own numbers.
import { AGENTTY_LOOK, COLOURS } from '../agentty-look';
import { css } from './paint';

const LOOK = AGENTTY_LOOK.graph;
const { heading, ports, children } = LOOK.node;
const px = (value: number) => `${value}px`;

const VARIABLES: Readonly<Record<string, string>> = {
  '--graph-canvas': css(LOOK.background),
  '--graph-radius': px(LOOK.radius),
  '--graph-grid-dot': css(LOOK.dots.colour),
  '--graph-grid-dot-size': px(LOOK.dots.size),
  '--graph-card-radius': px(LOOK.node.radius),
  '--graph-off-opacity': String(LOOK.node.offOpacity),
  '--graph-border-active': css(LOOK.node.border.active),
  '--graph-border-error': css(LOOK.node.border.error),
  '--graph-tone-border': `${LOOK.node.border.toneAlpha * 100}%`,
  '--graph-heading-bg': css(heading.background),
  '--graph-heading-height': px(heading.height),
  '--graph-heading-pad': px(heading.paddingX),
  '--graph-heading-gap': px(heading.gap),
  '--graph-heading-dot': px(heading.dot),
  '--graph-title-size': px(heading.title.size),
  '--graph-title-weight': String(heading.title.weight),
  '--graph-subtitle-size': px(heading.subtitle.size),
  '--graph-subtitle-share': `${heading.subtitle.maxShare * 100}%`,
  '--graph-ports-pad-y': px(ports.paddingY),
  '--graph-ports-pad-x': px(ports.paddingX),
  '--graph-ports-gap': px(ports.gap),
  '--graph-port-row': px(ports.row),
  '--graph-port-size': px(ports.label.size),
  '--graph-port-ring': px(ports.ring),
  '--graph-children-pad': px(children.padding),
  '--graph-children-top': px(children.top),
  '--graph-children-gap': px(children.gap),
  '--graph-zoom-inset': px(LOOK.zoom.inset),
  '--graph-zoom-bg': css(LOOK.zoom.background),
  '--graph-zoom-label': px(LOOK.zoom.labelWidth),
  '--graph-zoom-button': px(LOOK.zoom.button),
  // the drag preview's fill (§5.29): RAISED at 92 %
  '--graph-drag-bg': css({ hex: COLOURS.RAISED, alpha: 0.92 }),
};

export const GRAPH_STYLE = Object.entries(VARIABLES)
  .map(([name, value]) => `${name}: ${value}`)
  .join('; ');
