import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Slot } from './slot';

describe('Slot', () => {
  it("renders the child with the slot's props: classes joined, styles merged, child props winning", async () => {
    const screen = await render(
      <Slot className="lm:font-bold" data-slot="button" title="slot" style={{ color: 'red', margin: 1 }}>
        <a href="/market/" className="app-link" title="child" style={{ color: 'blue' }}>
          Market
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Market' }).element() as HTMLAnchorElement;
    expect(link.className).toBe('lm:font-bold app-link');
    expect(link.dataset.slot).toBe('button');
    expect(link.title).toBe('child');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
  });

  it("calls both click handlers, the child's first, and sets both refs", async () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLButtonElement>();
    const childRef = createRef<HTMLButtonElement>();
    const screen = await render(
      <Slot ref={slotRef} onClick={() => calls.push('slot')}>
        <button type="button" ref={childRef} onClick={() => calls.push('child')}>
          Buy now
        </button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBeInstanceOf(HTMLButtonElement);
    expect(childRef.current).toBe(slotRef.current);
  });

  it('takes exactly one child element', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      render(
        <Slot>
          <span>one</span>
          <span>two</span>
        </Slot>,
      ),
    ).rejects.toThrow();
    error.mockRestore();
  });
});
