// Column widths of grids and tables as Agentty lays them out (agentty-look.md §5.16, §5.18), from raw props.
import { DEFAULT_COLUMNS, GRID_PX, GRID_RESIZE_PX, GRID_SHARE, MAX_COLUMNS, TABLE_GROW } from '../schema';

/** One grid column: a fixed width in pixels, or a share of what the fixed columns leave. */
export type GridWidth = { readonly px: number; readonly share?: undefined } | { readonly share: number; readonly px?: undefined };

// the number forms Rust's f32 parser takes ("240", "240.5", ".5", "1e3"); its inf and NaN are not finite, so shares
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// u32 parsing: digits with an optional plus
const WHOLE = /^\+?\d+$/;
const U32_MAX = 4_294_967_295;

function clamp(value: number, range: { readonly min: number; readonly max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** `"240px"` is a fixed width (clamped 16 … 1200), `"2"` a share (clamped 1 … 12); anything else is a share of 1. */
export function gridWidth(value: unknown): GridWidth {
  if (typeof value !== 'string') return { share: 1 };
  const text = value.trim();
  if (text.endsWith('px')) {
    const number = text.slice(0, -2).trim();
    if (DECIMAL.test(number)) {
      const px = Number(number);
      if (Number.isFinite(px)) return { px: clamp(px, GRID_PX) };
    }
  }
  const share = WHOLE.test(text) ? Number(text) : NaN;
  return { share: Number.isFinite(share) && share <= U32_MAX ? clamp(share, GRID_SHARE) : 1 };
}

/** The columns a grid draws: one per entry of `widths` (at most 6) when it has any, else `columns` (2, clamped 1 … 6) shares of 1. */
export function gridColumns(columns: unknown, widths: unknown): GridWidth[] {
  const given = Array.isArray(widths) ? widths.slice(0, MAX_COLUMNS) : [];
  if (given.length > 0) return given.map(gridWidth);
  const count = typeof columns === 'number' && Number.isFinite(columns) ? Math.floor(columns) : DEFAULT_COLUMNS;
  return Array.from({ length: clamp(count, { min: 1, max: MAX_COLUMNS }) }, () => ({ share: 1 }));
}

/** The CSS `grid-template-columns`: fixed columns keep their width, shares split the rest and may shrink to nothing. */
export function gridTemplate(columns: readonly GridWidth[]): string {
  return columns.map((column) => (column.px !== undefined ? `${column.px}px` : `minmax(0, ${column.share}fr)`)).join(' ');
}

/** The column a resizable grid's handle drags: the first fixed one, if any. */
export function resizableColumn(columns: readonly GridWidth[]): number | undefined {
  const index = columns.findIndex((column) => column.px !== undefined);
  return index === -1 ? undefined : index;
}

/** A dragged column's width: clamped 160 … 720 px, in whole pixels. */
export function resizedWidth(px: number): number {
  return Math.round(clamp(px, GRID_RESIZE_PX));
}

/** Each table column's part of the width: its `grow` (1 when left out, clamped 1 … 12) over the total. */
export function tableShares(columns: readonly unknown[]): number[] {
  const grows = columns.map((column) => {
    const grow = typeof column === 'object' && column !== null && 'grow' in column ? column.grow : undefined;
    return typeof grow === 'number' && Number.isFinite(grow) ? clamp(Math.floor(grow), TABLE_GROW) : TABLE_GROW.min;
  });
  const total = grows.reduce((sum, grow) => sum + grow, 0);
  return grows.map((grow) => grow / Math.max(total, 1));
}
