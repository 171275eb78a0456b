/**
 * Spec §2: pages whose path contains one of these segments use the bare layout (no header or
 * footer); every other page uses the main layout.
 */
const BARE_LAYOUT_SEGMENTS = ['/profile/', '/admin/', '/order/', '/0VKSAD/'] as const;

/**
 * The signed-in pages: their bare layout keeps the site header and adds the account
 * navigation (no marketing footer), and the chat page adds the account navigation to the main one.
 */
const ACCOUNT_SHELL_PREFIXES = ['/profile/', '/order/', '/chat/'] as const;

function withSlash(pathname: string) {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function usesBareLayout(pathname: string): boolean {
  const path = withSlash(pathname);
  return BARE_LAYOUT_SEGMENTS.some((segment) => path.includes(segment));
}

/** Whether the page at `pathname` is a signed-in page with the account shell (header and account navigation). */
export function usesAccountShell(pathname: string): boolean {
  const path = withSlash(pathname);
  return ACCOUNT_SHELL_PREFIXES.some((prefix) => path.startsWith(prefix));
}
