declare module 'virtual:lucide-names' {
  const names: readonly string[];
  export default names;
}
declare module 'virtual:lucide-icons' {
  type IconNode = [tag: string, attrs: Record<string, string | number>][];
  const icons: Record<string, IconNode>;
  export default icons;
}
