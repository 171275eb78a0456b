/**
 * Spec §2: pages whose path contains one of these segments use the bare layout (no header or
 * footer); every other page uses the main layout.
 */
const BARE_LAYOUT_SEGMENTS = ['/profile/', '/admin/', '/order/', '/0VKSAD/'] as const;

export function usesBareLayout(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return BARE_LAYOUT_SEGMENTS.some((segment) => path.includes(segment));
}
