/// <reference types="vite-plugin-pwa/client" />
declare module 'virtual:lucide-icons' {
  type IconNode = [tag: string, attrs: Record<string, string | number>][];
  const icons: Record<string, IconNode>;
  export default icons;
}
