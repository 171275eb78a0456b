import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { Toaster } from './toast';
import { addToast, removeToast, TOAST_DEFAULT_DURATION, TOAST_LIMIT, type ToastData } from './toast-queue';

function Harness({
  initial,
  onRemove,
  announceLabel,
}: {
  initial: ToastData[];
  onRemove?: (id: string) => void;
  announceLabel?: string;
}) {
  const [toasts, setToasts] = useState(initial);
  return (
    <Toaster
      toasts={toasts}
      announceLabel={announceLabel}
      onRemove={(id) => {
        onRemove?.(id);
        setToasts((queue) => removeToast(queue, id));
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toast queue', () => {
  it('keeps the newest five and drops the oldest', () => {
    let queue: ToastData[] = [];
    for (let index = 1; index <= 7; index += 1)
      queue = addToast(queue, { id: `t${index}`, title: `Toast ${index}` });
    expect(TOAST_LIMIT).toBe(5);
    expect(queue.map((toast) => toast.id)).toEqual(['t3', 't4', 't5', 't6', 't7']);
    expect(removeToast(queue, 't5').map((toast) => toast.id)).toEqual(['t3', 't4', 't6', 't7']);
  });
});

describe('Toaster', () => {
  it('announces a toast with its title, description and action, with no axe violations', async () => {
    const screen = await render(
      <Harness
        initial={[
          {
            id: 'a',
            variant: 'success',
            title: 'Photos uploaded successfully',
            description: '3 photos',
            action: { label: 'View offer', onClick: () => undefined },
            duration: Number.POSITIVE_INFINITY,
          },
        ]}
      />,
    );
    // Radix announces a new toast through a transient live region (polite; assertive for errors).
    await expect.element(screen.getByRole('status')).toHaveTextContent('Photos uploaded successfully');
    await expect.element(screen.getByRole('listitem')).toHaveTextContent('Photos uploaded successfully');
    await expect.element(screen.getByRole('button', { name: 'View offer' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('announces in the page’s language: the label before the text is the one given', async () => {
    const screen = await render(
      <Harness
        announceLabel="Powiadomienie"
        initial={[{ id: 'a', title: 'Zlecono wypłatę.', duration: Number.POSITIVE_INFINITY }]}
      />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent(/^Powiadomienie\s*Zlecono wypłatę\.$/);
  });

  it('shows at most five when given more', async () => {
    const toasts = Array.from({ length: 7 }, (_, index) => ({
      id: `t${index}`,
      title: `Toast ${index}`,
      duration: Number.POSITIVE_INFINITY,
    }));
    const screen = await render(<Toaster toasts={toasts} onRemove={() => undefined} />);
    await expect.poll(() => screen.getByRole('listitem').elements().length).toBe(5);
    await expect.element(screen.getByText('Toast 0')).not.toBeInTheDocument();
    await expect.element(screen.getByText('Toast 6')).toBeInTheDocument();
  });

  it('leaves after the default 5000 ms and is removed after its leave animation', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onRemove = vi.fn();
    const screen = await render(
      <Harness initial={[{ id: 'a', title: 'Message sent!' }]} onRemove={onRemove} />,
    );
    await expect.element(screen.getByText('Message sent!')).toBeInTheDocument();
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 100);
    await expect.element(screen.getByText('Message sent!')).toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    await expect.poll(() => onRemove.mock.calls).toEqual([['a']]);
    await expect.element(screen.getByText('Message sent!')).not.toBeInTheDocument();
  });

  it('pauses while focused and resumes when focus leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onRemove = vi.fn();
    const screen = await render(
      <>
        <button type="button">Elsewhere</button>
        <Harness
          initial={[{ id: 'a', title: 'Ticket submitted successfully!', duration: 1000 }]}
          onRemove={onRemove}
        />
      </>,
    );
    // F8 moves focus to the notifications region; Tab to the toast itself.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect.element(screen.getByRole('listitem')).toHaveFocus();
    vi.advanceTimersByTime(3000);
    await expect.element(screen.getByText('Ticket submitted successfully!')).toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();

    (screen.getByRole('button', { name: 'Elsewhere' }).element() as HTMLButtonElement).focus();
    vi.advanceTimersByTime(1100);
    await expect.poll(() => onRemove.mock.calls).toEqual([['a']]);
  });

  it('closes with the close button and with Escape', async () => {
    const onRemove = vi.fn();
    const screen = await render(
      <Harness
        initial={[
          { id: 'a', title: 'First', duration: Number.POSITIVE_INFINITY },
          { id: 'b', title: 'Second', duration: Number.POSITIVE_INFINITY },
        ]}
        onRemove={onRemove}
      />,
    );
    await screen.getByRole('button', { name: 'Close' }).nth(0).click();
    await expect.poll(() => onRemove.mock.calls).toEqual([['a']]);
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => onRemove.mock.calls).toEqual([['a'], ['b']]);
  });
});
