// The zoom is the user's, kept per graph while the page is open, and never sent to the plugin (agentty-look.md §5.29).
const zooms = new Map<string, number>();

export function rememberedZoom(graph: string): number {
  return zooms.get(graph) ?? 1;
}

export function rememberZoom(graph: string, zoom: number): void {
  zooms.set(graph, zoom);
}
