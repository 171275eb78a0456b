/**
 * Story-only: while the story is shown the page's clock reads `iso` at its start and runs on from
 * there, so what is said relative to now ("2 days ago", "Last seen 2 hours ago") reads the same on
 * every run, a visual baseline included. Use it as a story's `beforeEach`; the cleanup it returns
 * puts the real clock back before the next story. Timers (setTimeout) keep real time.
 */
export function storyClock(iso: string): () => () => void {
  return () => {
    const RealDate = globalThis.Date;
    const offset = RealDate.parse(iso) - RealDate.now();
    class StoryDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [number]));
      }
      static override now(): number {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = StoryDate as DateConstructor;
    return () => {
      globalThis.Date = RealDate;
    };
  };
}
