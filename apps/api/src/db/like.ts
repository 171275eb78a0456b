/** LIKE treats % _ and \ as special; the user's text must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
