/**
 * The token of a mailed link (registration, password reset): it travels in the URL fragment, which
 * browsers never send to a server, so no request log holds it. Null when absent or malformed.
 */
export function tokenFromLinkFragment(
  hash: string,
  schema: { safeParse: (value: unknown) => { success: boolean } },
): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && schema.safeParse(token).success ? token : null;
}
