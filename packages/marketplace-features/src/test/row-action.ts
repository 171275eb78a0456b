/**
 * Story-only: matches a row button by its visible action ("Take down"), whose accessible name goes
 * on with the row's name for screen readers ("Take down 10k Gold – Silvermoon", RowActionLabel).
 * A dialog's own button of the same words, without a row name, matches as well.
 */
export function rowAction(action: string): (name: string) => boolean {
  return (name) => name === action || name.startsWith(`${action} `);
}
