// @vitest-environment happy-dom
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_EVENT } from '../notification-payload';
import { type Behaviour, ScriptedSocket } from '../test-support/scripted-socket';
import { type UseNotificationSocketOptions, useNotificationSocket } from './use-notification-socket';
import { useNotifications } from './use-notifications';

const wait = { timeout: 2_000, interval: 5 };
let roots: Root[] = [];
let sockets: ScriptedSocket[] = [];
let behaviours: Behaviour[] = [];

afterEach(() => {
  for (const root of roots) root.unmount();
  roots = [];
  sockets = [];
  behaviours = [];
});

function createSocket(url: string) {
  const socket = new ScriptedSocket(url, behaviours.shift() ?? 'accept');
  sockets.push(socket);
  return socket;
}

interface Probe {
  socket?: ReturnType<typeof useNotificationSocket>;
  list?: ReturnType<typeof useNotifications>;
}

/** The two hooks side by side, as a header with a bell uses them; their latest values go to `probe`. */
function Bell({ probe, ...options }: UseNotificationSocketOptions & { probe: Probe }) {
  probe.socket = useNotificationSocket(options);
  probe.list = useNotifications();
  return createElement('span', { 'data-status': probe.socket.status }, String(probe.list.total));
}

function renderBell(initial: UseNotificationSocketOptions) {
  const latest: Probe = {};
  const container = document.createElement('div');
  const root = createRoot(container);
  roots.push(root);
  root.render(createElement(Bell, { ...initial, probe: latest }));
  return {
    latest,
    container,
    rerender: (props: UseNotificationSocketOptions) =>
      root.render(createElement(Bell, { ...props, probe: latest })),
  };
}

const ready: UseNotificationSocketOptions = {
  apiBase: 'https://api.lootmarket.test',
  token: 'tok-1',
  userId: 'user-7',
  tokenLoading: false,
  userLoading: false,
  createSocket,
};

function pushMessage(socket: ScriptedSocket, body: string) {
  const subscriptionId = /\nid:([^\n]+)\n/.exec(
    socket.sent.find((f) => f.startsWith('SUBSCRIBE')) ?? '',
  )?.[1];
  socket.deliver(
    `MESSAGE\ndestination:/socket/user-7/notifications\nmessage-id:m\nsubscription:${subscriptionId}\n\n${body}\0`,
  );
}

describe('useNotificationSocket', () => {
  it.each([
    [{ tokenLoading: true, token: null }, 'waitingForData', 'Waiting for data…'],
    [{ token: null }, 'awaitingAuthentication', 'Awaiting authentication…'],
    [{ userLoading: true, userId: null }, 'loadingUserData', 'Loading user data…'],
    [{ userId: null }, 'awaitingUserData', 'Awaiting user data…'],
  ])('waits without a socket while %o', async (missing, status, text) => {
    const { latest, container } = renderBell({ ...ready, ...missing });
    await vi.waitFor(() => expect(container.querySelector('span')?.dataset.status).toBe(status), wait);
    expect(latest.socket?.statusText).toBe(text);
    expect(latest.socket?.send('/app/chat.send', {})).toBe(false);
    expect(sockets).toHaveLength(0);
  });

  it('connects once both are known, raises the bell on pushes and sends', async () => {
    const { latest, container, rerender } = renderBell({ ...ready, token: null });
    await vi.waitFor(() => expect(latest.socket?.status).toBe('awaitingAuthentication'), wait);
    rerender(ready);
    await vi.waitFor(() => expect(latest.socket?.status).toBe('connected'), wait);
    expect(latest.socket?.statusText).toBe('Connected.');
    const socket = sockets[0] as ScriptedSocket;
    pushMessage(socket, '{"total":2}');
    pushMessage(socket, '{"items":[{"id":"n1"}]}');
    await vi.waitFor(() => expect(container.textContent).toBe('3'), wait);
    expect(latest.socket?.lastMessage).toEqual({ count: 1, payload: { items: [{ id: 'n1' }] } });
    expect(latest.socket?.send('/app/chat.send', { text: 'hi' })).toBe(true);
    expect(socket.sent.at(-1)).toMatch(/^SEND\ndestination:\/app\/chat.send\n/);
  });

  it('gives up after the last attempt and starts again on reconnect()', async () => {
    behaviours = ['refuse', 'refuse', 'accept'];
    const policy = { maxAttempts: 1, initialDelayMs: 5, maxDelayMs: 5 };
    const { latest } = renderBell({ ...ready, policy });
    await vi.waitFor(() => expect(latest.socket?.status).toBe('maxReconnectAttemptsReached'), wait);
    expect(latest.socket?.statusText).toBe('Max reconnection attempts reached.');
    expect(sockets).toHaveLength(2);
    latest.socket?.reconnect();
    await vi.waitFor(() => expect(latest.socket?.status).toBe('connected'), wait);
    expect(sockets).toHaveLength(3);
  });

  it('reopens the socket with the new token and closes the old one', async () => {
    const { latest, rerender } = renderBell(ready);
    await vi.waitFor(() => expect(latest.socket?.status).toBe('connected'), wait);
    rerender({ ...ready, token: 'tok-2' });
    await vi.waitFor(() => expect(sockets).toHaveLength(2), wait);
    await vi.waitFor(() => expect(latest.socket?.status).toBe('connected'), wait);
    expect(sockets[0]?.sent.some((f) => f.startsWith('DISCONNECT\n'))).toBe(true);
    expect(sockets[1]?.sent[0]).toContain('\nAuthorization:Bearer tok-2\n');
  });
  it('keeps a chat subscription across the sockets it opens, until released', async () => {
    const { latest, rerender } = renderBell({ ...ready, token: null });
    await vi.waitFor(() => expect(latest.socket?.status).toBe('awaitingAuthentication'), wait);
    const bodies: string[] = [];
    const release = latest.socket?.subscribe('/socket/user-7/chat', (body) => bodies.push(body));
    expect(() => latest.socket?.subscribe('/socket/user-8/chat', () => {})).toThrow(TypeError);
    rerender(ready);
    await vi.waitFor(() => expect(latest.socket?.status).toBe('connected'), wait);
    const chatSubscription = (socket: ScriptedSocket) =>
      socket.sent.find((f) => f.startsWith('SUBSCRIBE') && f.includes('\ndestination:/socket/user-7/chat\n'));
    expect(chatSubscription(sockets[0] as ScriptedSocket)).toBeDefined();
    rerender({ ...ready, token: 'tok-2' });
    await vi.waitFor(() => expect(sockets).toHaveLength(2), wait);
    await vi.waitFor(() => expect(latest.socket?.status).toBe('connected'), wait);
    const second = sockets[1] as ScriptedSocket;
    const id = /\nid:([^\n]+)\n/.exec(chatSubscription(second) ?? '')?.[1];
    second.deliver(`MESSAGE\ndestination:/socket/user-7/chat\nmessage-id:m\nsubscription:${id}\n\n{"n":1}\0`);
    expect(bodies).toEqual(['{"n":1}']);
    release?.();
    expect(second.sent.at(-1)).toMatch(new RegExp(`^UNSUBSCRIBE\nid:${id}\n`));
  });
});

describe('useNotifications', () => {
  it('sets the count from a snapshot, raises it with items, and marks all read', async () => {
    const { latest } = renderBell({ ...ready, token: null });
    await vi.waitFor(() => expect(latest.list?.total).toBe(0), wait);
    const dispatch = (payload: object) =>
      window.dispatchEvent(new CustomEvent(NOTIFICATIONS_EVENT, { detail: { count: 0, payload } }));
    // The hook listens from its effect, which a busy machine may run after the first render was
    // seen: a snapshot sets the count (idempotent), so it is sent again until it has been heard.
    await vi.waitFor(() => {
      dispatch({ total: 5 });
      expect(latest.list?.total).toBe(5);
    }, wait);
    dispatch({ items: [{ id: 'a' }, { id: 'b' }] });
    await vi.waitFor(() => expect(latest.list?.total).toBe(7), wait);
    expect(latest.list?.items).toEqual([{ id: 'b' }, { id: 'a' }]);
    latest.list?.markAllRead();
    await vi.waitFor(() => expect(latest.list?.total).toBe(0), wait);
    expect(latest.list?.lastPayload).toEqual({ items: [{ id: 'a' }, { id: 'b' }] });
  });
});
