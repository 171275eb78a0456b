import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessBus } from '../bus';
import { ownDestinationsPolicy } from '../policy';
import { type BrokerOptions, StompBroker, sha256Hex } from './broker';
import { getHeader, SERVER_COMMANDS, type StompFrame, StompParser } from './codec';

const TOKENS: Record<string, string> = {
  'token-alice': 'alice',
  'token-alice-2': 'alice',
  'token-bob': 'bob',
};
const authenticate = async (token: string) => (TOKENS[token] ? { userId: TOKENS[token] } : null);

/** The peer's end of a session: what the broker wrote, parsed as a client would. */
class Peer {
  readonly sent: string[] = [];
  closed = false;
  readonly #parser = new StompParser({ commands: SERVER_COMMANDS });
  readonly frames: StompFrame[] = [];
  heartbeats = 0;
  readonly session;

  constructor(readonly broker: StompBroker) {
    this.session = broker.openSession({
      send: (text) => {
        this.sent.push(text);
        const { events, error } = this.#parser.push(text);
        if (error) throw new Error(`broker wrote a malformed frame: ${error.message}`);
        for (const e of events) {
          if (e.type === 'frame') this.frames.push(e.frame);
          else this.heartbeats += 1;
        }
      },
      close: () => {
        this.closed = true;
      },
    });
  }

  send(text: string): void {
    this.session.receive(text);
  }

  of(command: string): StompFrame[] {
    return this.frames.filter((f) => f.command === command);
  }

  async next(command: string, count = 1): Promise<StompFrame> {
    await vi.waitFor(() => expect(this.of(command).length).toBeGreaterThanOrEqual(count), { interval: 2 });
    return this.of(command)[count - 1] as StompFrame;
  }

  /** ERROR, then the broker closes the transport. */
  async error(): Promise<StompFrame> {
    const frame = await this.next('ERROR');
    expect(this.closed).toBe(true);
    return frame;
  }
}

const brokers: StompBroker[] = [];
function makeBroker(options: Partial<BrokerOptions> = {}): StompBroker {
  const broker = new StompBroker({ authenticate, ...options });
  brokers.push(broker);
  return broker;
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(brokers.splice(0).map((b) => b.close()));
});

function connectFrame(headers: string): string {
  return `CONNECT\naccept-version:1.2,1.1,1.0\nhost:lootmarket\n${headers}\n\0`;
}

async function connected(broker: StompBroker, token = 'token-alice', heartBeat = '0,0'): Promise<Peer> {
  const peer = new Peer(broker);
  peer.send(
    connectFrame(`Authorization:Bearer ${token}\nX-AUTH-TOKEN:Bearer ${token}\nheart-beat:${heartBeat}\n`),
  );
  await peer.next('CONNECTED');
  return peer;
}

describe('CONNECT', () => {
  it('answers CONNECTED with version, heart-beat, server and session', async () => {
    const broker = makeBroker();
    const peer = await connected(broker, 'token-alice', '4000,4000');
    const frame = peer.of('CONNECTED')[0] as StompFrame;
    expect(getHeader(frame, 'version')).toBe('1.2');
    expect(getHeader(frame, 'heart-beat')).toBe('4000,4000');
    expect(getHeader(frame, 'server')).toMatch(/^Lootmarket\//);
    expect(getHeader(frame, 'session')).toBe(peer.session.id);
    expect(getHeader(frame, 'user-name')).toBe('alice');
    expect(peer.sent[0]).toMatch(/^CONNECTED\n/);
    expect(broker.sessionsOf('alice')).toBe(1);
  });

  it('accepts the STOMP command and X-AUTH-TOKEN alone', async () => {
    const peer = new Peer(makeBroker());
    peer.send('STOMP\naccept-version:1.2\nhost:x\nX-AUTH-TOKEN:Bearer token-bob\n\n\0');
    expect(getHeader(await peer.next('CONNECTED'), 'user-name')).toBe('bob');
  });

  it('refuses any frame before CONNECT', async () => {
    const peer = new Peer(makeBroker());
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\nreceipt:r1\n\n\0');
    const error = await peer.error();
    expect(getHeader(error, 'message')).toBe('Expected CONNECT or STOMP');
    expect(getHeader(error, 'receipt-id')).toBe('r1');
  });

  it('refuses clients without STOMP 1.2 with a version header', async () => {
    for (const versionHeader of ['accept-version:1.0,1.1\n', '']) {
      const peer = new Peer(makeBroker());
      peer.send(`CONNECT\n${versionHeader}Authorization:Bearer token-alice\n\n\0`);
      const error = await peer.error();
      expect(getHeader(error, 'version')).toBe('1.2');
      expect(peer.of('CONNECTED')).toHaveLength(0);
    }
  });

  it.each([
    ['no token', '', 'Authentication required'],
    ['an unknown token', 'Authorization:Bearer nope\n', 'Invalid or expired token'],
    ['no Bearer scheme', 'Authorization:token-alice\n', 'Invalid or expired token'],
    ['a lower-case scheme', 'Authorization:bearer token-alice\n', 'Invalid or expired token'],
    ['two spaces', 'Authorization:Bearer  token-alice\n', 'Invalid or expired token'],
    ['a trailing space', 'Authorization:Bearer token-alice \n', 'Invalid or expired token'],
    [
      'disagreeing headers',
      'Authorization:Bearer token-alice\nX-AUTH-TOKEN:Bearer token-bob\n',
      'Invalid or expired token',
    ],
  ])('refuses %s with ERROR and close', async (_label, headers, message) => {
    const broker = makeBroker();
    const peer = new Peer(broker);
    peer.send(connectFrame(headers));
    expect(getHeader(await peer.error(), 'message')).toBe(message);
    expect(broker.sessionCount).toBe(0);
  });

  it('refuses when the token check itself fails', async () => {
    const peer = new Peer(
      makeBroker({
        authenticate: async () => {
          throw new Error('database down');
        },
      }),
    );
    peer.send(connectFrame('Authorization:Bearer token-alice\n'));
    expect(getHeader(await peer.error(), 'message')).toBe('Authentication unavailable');
  });

  it('refuses a second CONNECT and an invalid heart-beat header', async () => {
    const peer = await connected(makeBroker());
    peer.send(connectFrame('Authorization:Bearer token-alice\n'));
    expect(getHeader(await peer.error(), 'message')).toBe('Already connected');
    const other = new Peer(makeBroker());
    other.send(connectFrame('Authorization:Bearer token-alice\nheart-beat:1000, 1000\n'));
    expect(getHeader(await other.error(), 'message')).toBe('Invalid heart-beat header');
  });

  it('caps the sessions of one user', async () => {
    const broker = makeBroker({ maxSessionsPerUser: 2 });
    const first = await connected(broker);
    await connected(broker, 'token-alice-2');
    const third = new Peer(broker);
    third.send(connectFrame('Authorization:Bearer token-alice\n'));
    expect(getHeader(await third.error(), 'message')).toBe('Too many sessions');
    await connected(broker, 'token-bob');
    first.send('DISCONNECT\n\n\0');
    await vi.waitFor(() => expect(broker.sessionsOf('alice')).toBe(1));
    await connected(broker);
  });
});

describe('capacity', () => {
  it('refuses connections past the process-wide session limit', async () => {
    const broker = makeBroker({ maxSessions: 2 });
    await connected(broker);
    const waiting = new Peer(broker);
    const refused = new Peer(broker);
    expect(getHeader(await refused.error(), 'message')).toBe('Server busy');
    expect(waiting.closed).toBe(false);
    expect(broker.sessionCount).toBe(2);
  });
});

describe('SUBSCRIBE and MESSAGE', () => {
  it('delivers a publish to every matching subscription of the user, with unique message ids', async () => {
    const broker = makeBroker();
    const a1 = await connected(broker);
    const a2 = await connected(broker, 'token-alice-2');
    const bob = await connected(broker, 'token-bob');
    a1.send('SUBSCRIBE\nid:sub-0\ndestination:/socket/alice/notifications\nreceipt:s1\n\n\0');
    a2.send('SUBSCRIBE\nid:7\ndestination:/socket/alice/notifications\n\n\0');
    a2.send('SUBSCRIBE\nid:8\ndestination:/socket/alice/chat\nreceipt:s2\n\n\0');
    bob.send('SUBSCRIBE\nid:sub-0\ndestination:/socket/bob/notifications\nreceipt:s3\n\n\0');
    expect(getHeader(await a1.next('RECEIPT'), 'receipt-id')).toBe('s1');
    await a2.next('RECEIPT');
    await bob.next('RECEIPT');

    await broker.publish('alice', 'notifications', { items: [{ id: 'n1', kind: 'order.paid' }] });
    const m1 = await a1.next('MESSAGE');
    const m2 = await a2.next('MESSAGE');
    expect(m1.headers).toEqual([
      ['destination', '/socket/alice/notifications'],
      ['message-id', expect.any(String)],
      ['subscription', 'sub-0'],
      ['content-type', 'application/json'],
      ['content-length', String(m1.body.length)],
    ]);
    expect(JSON.parse(m1.body)).toEqual({ items: [{ id: 'n1', kind: 'order.paid' }] });
    expect(getHeader(m2, 'subscription')).toBe('7');
    // One message, one id, whoever receives it; the next publish is another message.
    expect(getHeader(m2, 'message-id')).toBe(getHeader(m1, 'message-id'));
    expect(a2.of('MESSAGE')).toHaveLength(1);
    expect(bob.of('MESSAGE')).toHaveLength(0);
    await broker.publish('alice', 'notifications', { total: 0 });
    const again = await a1.next('MESSAGE', 2);
    expect(getHeader(again, 'message-id')).not.toBe(getHeader(m1, 'message-id'));
  });

  it('escapes the subscription id it echoes in MESSAGE frames', async () => {
    const broker = makeBroker();
    const peer = await connected(broker);
    peer.send(
      'SUBSCRIBE\nid:a\\cb\\nc\\\\d\ndestination:/socket/alice/notifications\nack:client\nreceipt:r\n\n\0',
    );
    await peer.next('RECEIPT');
    await broker.publish('alice', 'notifications', { text: 'é:\n' });
    const message = await peer.next('MESSAGE');
    expect(getHeader(message, 'subscription')).toBe('a:b\nc\\d');
    expect(JSON.parse(message.body)).toEqual({ text: 'é:\n' });
    peer.send(`ACK\nid:${getHeader(message, 'ack')}\nreceipt:a\n\n\0`);
    await peer.next('RECEIPT', 2);
  });

  it('stops delivering after UNSUBSCRIBE and refuses unknown ids', async () => {
    const broker = makeBroker();
    const peer = await connected(broker);
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\n\n\0');
    peer.send('UNSUBSCRIBE\nid:0\nreceipt:u\n\n\0');
    await peer.next('RECEIPT');
    await broker.publish('alice', 'notifications', { total: 1 });
    peer.send('UNSUBSCRIBE\nid:0\n\n\0');
    expect(getHeader(await peer.error(), 'message')).toBe('No subscription with this id');
    expect(peer.of('MESSAGE')).toHaveLength(0);
  });

  it.each([
    ['no id', 'destination:/socket/alice/notifications\n', 'SUBSCRIBE requires an id header'],
    ['no destination', 'id:0\n', 'SUBSCRIBE requires a destination header'],
    [
      'an unknown ack mode',
      'id:0\ndestination:/socket/alice/notifications\nack:Client\n',
      'Invalid ack mode',
    ],
  ])('refuses a SUBSCRIBE with %s', async (_label, headers, message) => {
    const peer = await connected(makeBroker());
    peer.send(`SUBSCRIBE\n${headers}\n\0`);
    expect(getHeader(await peer.error(), 'message')).toBe(message);
  });

  it('refuses a subscription id used twice in a session', async () => {
    const peer = await connected(makeBroker());
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\n\n\0');
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/chat\n\n\0');
    expect(getHeader(await peer.error(), 'message')).toBe('Subscription id already in use');
  });

  it('sends the snapshot of onSubscribed to the new subscription only', async () => {
    const broker = makeBroker({
      onSubscribed: ({ destination, reply }) => {
        if (destination.endsWith('/notifications')) reply({ total: 3 });
      },
    });
    const peer = await connected(broker);
    peer.send('SUBSCRIBE\nid:n\ndestination:/socket/alice/notifications\n\n\0');
    peer.send('SUBSCRIBE\nid:c\ndestination:/socket/alice/chat\n\n\0');
    const snapshot = await peer.next('MESSAGE');
    expect(JSON.parse(snapshot.body)).toEqual({ total: 3 });
    expect(getHeader(snapshot, 'subscription')).toBe('n');
  });

  it('never evaluates client headers such as selector', async () => {
    const broker = makeBroker();
    const peer = await connected(broker);
    peer.send(
      'SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\nselector:globalThis.__lootmarketPwned = true\nreceipt:r\n\n\0',
    );
    await peer.next('RECEIPT');
    await broker.publish('alice', 'notifications', { total: 1 });
    await peer.next('MESSAGE');
    expect((globalThis as Record<string, unknown>).__lootmarketPwned).toBeUndefined();
  });
});

describe('completions (a body finished where it is delivered)', () => {
  it('runs only in a broker with a subscriber to the destination, once per publish', async () => {
    const calls: string[] = [];
    const bus = new InProcessBus();
    const completions = (node: string) => ({
      total: async ({ userId, body }: { userId: string; body: string }) => {
        calls.push(`${node}:${userId}`);
        return JSON.stringify({ ...JSON.parse(body), total: 7 });
      },
    });
    const listening = makeBroker({ bus, completions: completions('listening') });
    makeBroker({ bus, completions: completions('idle') });
    const a1 = await connected(listening);
    const a2 = await connected(listening, 'token-alice-2');
    a1.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\nreceipt:r\n\n\0');
    a2.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\nreceipt:r\n\n\0');
    await a1.next('RECEIPT');
    await a2.next('RECEIPT');

    await listening.publish('alice', 'notifications', { items: [{ id: 'n1' }] }, { complete: 'total' });
    await listening.publish('bob', 'notifications', { items: [{ id: 'n2' }] }, { complete: 'total' });
    expect(JSON.parse((await a1.next('MESSAGE')).body)).toEqual({ items: [{ id: 'n1' }], total: 7 });
    expect(JSON.parse((await a2.next('MESSAGE')).body)).toEqual({ items: [{ id: 'n1' }], total: 7 });
    // Bob listens nowhere and the idle broker has no subscriber: neither ran the step.
    expect(calls).toEqual(['listening:alice']);
  });

  it("keeps a user's publish order behind a slow completion", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const broker = makeBroker({
      completions: {
        slow: async ({ body }) => {
          await gate;
          return body;
        },
      },
    });
    const peer = await connected(broker);
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\nreceipt:r\n\n\0');
    await peer.next('RECEIPT');
    await broker.publish('alice', 'notifications', { n: 1 }, { complete: 'slow' });
    await broker.publish('alice', 'notifications', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(peer.of('MESSAGE')).toHaveLength(0);
    release();
    await peer.next('MESSAGE', 2);
    expect(peer.of('MESSAGE').map((m) => JSON.parse(m.body).n)).toEqual([1, 2]);
  });

  it('drops the push whose completion fails and delivers the next ones', async () => {
    let fail = true;
    const broker = makeBroker({
      completions: {
        flaky: async ({ body }) => {
          if (fail) throw new Error('database away');
          return body;
        },
      },
    });
    const peer = await connected(broker);
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\nreceipt:r\n\n\0');
    await peer.next('RECEIPT');
    await broker.publish('alice', 'notifications', { n: 1 }, { complete: 'flaky' });
    fail = false;
    await broker.publish('alice', 'notifications', { n: 2 }, { complete: 'flaky' });
    await broker.publish('alice', 'notifications', { n: 3 });
    await peer.next('MESSAGE', 2);
    expect(peer.of('MESSAGE').map((m) => JSON.parse(m.body).n)).toEqual([2, 3]);
    expect(peer.closed).toBe(false);
  });

  it('refuses to publish with a completion it does not know', async () => {
    const broker = makeBroker();
    await expect(broker.publish('alice', 'notifications', {}, { complete: 'missing' })).rejects.toThrow(
      'no completion named missing',
    );
  });
});

describe('subscription authorization', () => {
  const refused = [
    '/socket/bob/notifications',
    '/socket/bob/chat',
    '/socket/alice/notifications/',
    '/socket/alice//notifications',
    '//socket/alice/notifications',
    '/socket/alice/../bob/notifications',
    '/socket/bob/../alice/notifications',
    '/socket/alice/notifications/..',
    '/socket/alice/./notifications',
    '/socket/alice/%6Eotifications',
    '/socket/alice%2Fnotifications',
    '/socket/%61lice/notifications',
    '/socket/*/notifications',
    '/socket/alice/*',
    '/socket/alice/**',
    '/socket/alice/#',
    '/socket/alice/>',
    '/socket/**',
    '/socket/Alice/notifications',
    '/socket/alice/Notifications',
    ' /socket/alice/notifications',
    '/socket/alice/notifications ',
    '/socket/alice/notifications\t',
    '/socket/alice/notifications\u0000',
    '/socket/alice/notifications\u200b',
    '/socket/alice/chat/',
    '/socket/alice/chat/..',
    '/socket/alice/chat/../notifications',
    '/socket/alice/chat/conv-bob',
    '/socket/alice/chat/conv-alice/',
    '/socket/alice/chat/conv-alice/..',
    '/socket/alice/chat/conv%2Dalice',
    '/socket/alice/chat/*',
    '/topic/notifications',
    '/user/queue/notifications',
  ];
  const policy = ownDestinationsPolicy({
    canJoinConversation: (userId, conversationId) => userId === 'alice' && conversationId === 'conv-alice',
  });

  it.each(refused)('refuses %j with ERROR and close', async (destination) => {
    const broker = makeBroker({ authorizeSubscription: policy });
    const peer = await connected(broker);
    const escaped = destination.replace(/\\/g, '\\\\').replace(/:/g, '\\c');
    peer.send(`SUBSCRIBE\nid:0\ndestination:${escaped}\n\n\0`);
    expect(getHeader(await peer.error(), 'message')).toBe('Not allowed to subscribe to this destination');
  });

  it('refuses escaped header octets that decode to another destination', async () => {
    const peer = await connected(makeBroker({ authorizeSubscription: policy }));
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice\\cnotifications\n\n\0');
    expect(getHeader(await peer.error(), 'message')).toBe('Not allowed to subscribe to this destination');
    const other = await connected(makeBroker({ authorizeSubscription: policy }));
    other.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\\n\n\n\0');
    expect(getHeader(await other.error(), 'message')).toBe('Not allowed to subscribe to this destination');
  });

  it('judges the first of repeated destination headers', async () => {
    const peer = await connected(makeBroker({ authorizeSubscription: policy }));
    peer.send(
      'SUBSCRIBE\nid:0\ndestination:/socket/bob/notifications\ndestination:/socket/alice/notifications\n\n\0',
    );
    expect(getHeader(await peer.error(), 'message')).toBe('Not allowed to subscribe to this destination');
    const broker = makeBroker({ authorizeSubscription: policy });
    const ok = await connected(broker);
    ok.send(
      'SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\ndestination:/socket/bob/notifications\nreceipt:r\n\n\0',
    );
    await ok.next('RECEIPT');
    await broker.publish('alice', 'notifications', { total: 1 });
    const message = await ok.next('MESSAGE');
    expect(getHeader(message, 'destination')).toBe('/socket/alice/notifications');
    expect(getHeader(message, 'subscription')).toBe('0');
    expect(ok.closed).toBe(false);
  });

  it('allows own notifications, chat and member conversations', async () => {
    const broker = makeBroker({ authorizeSubscription: policy });
    const peer = await connected(broker);
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\n\n\0');
    peer.send('SUBSCRIBE\nid:1\ndestination:/socket/alice/chat\n\n\0');
    peer.send('SUBSCRIBE\nid:2\ndestination:/socket/alice/chat/conv-alice\nreceipt:r\n\n\0');
    await peer.next('RECEIPT');
    await broker.publish('alice', 'chat/conv-alice', { items: [{ text: 'hi' }] });
    expect(getHeader(await peer.next('MESSAGE'), 'subscription')).toBe('2');
    expect(peer.closed).toBe(false);
  });

  it('refuses conversations altogether when no conversation check is given', async () => {
    const peer = await connected(makeBroker());
    peer.send('SUBSCRIBE\nid:2\ndestination:/socket/alice/chat/conv-alice\n\n\0');
    expect(getHeader(await peer.error(), 'message')).toBe('Not allowed to subscribe to this destination');
  });
});

describe('SEND', () => {
  it('hands application destinations to their handler and receipts after it finished', async () => {
    const received: unknown[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const broker = makeBroker({
      applicationHandlers: {
        '/app/chat.send': async (message) => {
          await gate;
          received.push(message);
        },
      },
    });
    const peer = await connected(broker);
    peer.send(
      'SEND\ndestination:/app/chat.send\ncontent-type:application/json\nreceipt:m1\n\n{"text":"hi"}\0',
    );
    await vi.waitFor(() => expect(peer.sent.length).toBe(1));
    expect(peer.of('RECEIPT')).toHaveLength(0);
    release();
    expect(getHeader(await peer.next('RECEIPT'), 'receipt-id')).toBe('m1');
    expect(received).toEqual([
      {
        userId: 'alice',
        sessionId: peer.session.id,
        destination: '/app/chat.send',
        body: '{"text":"hi"}',
        contentType: 'application/json',
      },
    ]);
  });

  it.each([
    ['/socket/alice/notifications', 'Sending to /socket destinations is not allowed'],
    ['/socket/bob/chat', 'Sending to /socket destinations is not allowed'],
    ['/socket', 'Sending to /socket destinations is not allowed'],
    ['/socket/', 'Sending to /socket destinations is not allowed'],
    ['/app/unknown', 'Unknown destination'],
    ['/app/chat.send/', 'Unknown destination'],
    ['constructor', 'Unknown destination'],
    ['__proto__', 'Unknown destination'],
  ])('refuses SEND to %j', async (destination, message) => {
    const broker = makeBroker({ applicationHandlers: { '/app/chat.send': () => {} } });
    const peer = await connected(broker);
    peer.send(`SEND\ndestination:${destination}\n\n{}\0`);
    expect(getHeader(await peer.error(), 'message')).toBe(message);
  });

  it('closes the session when a handler throws', async () => {
    const broker = makeBroker({
      applicationHandlers: {
        '/app/chat.send': () => {
          throw new Error('boom');
        },
      },
    });
    const peer = await connected(broker);
    peer.send('SEND\ndestination:/app/chat.send\n\n{}\0');
    expect(getHeader(await peer.error(), 'message')).toBe('Internal server error');
  });

  it('refuses a body on frames that must not have one', async () => {
    const peer = await connected(makeBroker());
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/notifications\n\nbody\0');
    expect(getHeader(await peer.error(), 'message')).toBe('SUBSCRIBE must not have a body');
  });
});

describe('receipts, DISCONNECT and transactions', () => {
  it('answers DISCONNECT with its RECEIPT, then closes', async () => {
    const broker = makeBroker();
    const peer = await connected(broker);
    peer.send('DISCONNECT\nreceipt:77\n\n\0');
    expect(getHeader(await peer.next('RECEIPT'), 'receipt-id')).toBe('77');
    expect(peer.closed).toBe(true);
    expect(peer.frames.at(-1)?.command).toBe('RECEIPT');
    expect(broker.sessionCount).toBe(0);
  });

  it('runs the SENDs and ACKs of a transaction at COMMIT, and none at ABORT', async () => {
    const received: string[] = [];
    const broker = makeBroker({
      applicationHandlers: { '/app/chat.send': ({ body }) => void received.push(body) },
    });
    const peer = await connected(broker);
    peer.send('BEGIN\ntransaction:t1\n\n\0');
    peer.send('SEND\ndestination:/app/chat.send\ntransaction:t1\n\none\0');
    peer.send('SEND\ndestination:/app/chat.send\ntransaction:t1\n\ntwo\0');
    peer.send('BEGIN\ntransaction:t2\n\n\0');
    peer.send('SEND\ndestination:/app/chat.send\ntransaction:t2\n\nthree\0');
    peer.send('ABORT\ntransaction:t2\nreceipt:a\n\n\0');
    await peer.next('RECEIPT');
    expect(received).toEqual([]);
    peer.send('COMMIT\ntransaction:t1\nreceipt:c\n\n\0');
    expect(getHeader(await peer.next('RECEIPT', 2), 'receipt-id')).toBe('c');
    expect(received).toEqual(['one', 'two']);
    peer.send('COMMIT\ntransaction:t1\n\n\0');
    expect(getHeader(await peer.error(), 'message')).toBe('Unknown transaction t1');
  });
});

describe('ack modes', () => {
  async function subscribedWith(ack: string) {
    const broker = makeBroker({ maxUnackedPerSubscription: 3 });
    const peer = await connected(broker);
    peer.send(`SUBSCRIBE\nid:s\ndestination:/socket/alice/notifications\nack:${ack}\nreceipt:r\n\n\0`);
    await peer.next('RECEIPT');
    for (const n of [1, 2, 3]) await broker.publish('alice', 'notifications', { total: n });
    await peer.next('MESSAGE', 3);
    const ackIds = peer.of('MESSAGE').map((m) => getHeader(m, 'ack') as string);
    return { broker, peer, ackIds };
  }

  it('auto: MESSAGE frames carry no ack header', async () => {
    const broker = makeBroker();
    const peer = await connected(broker);
    peer.send('SUBSCRIBE\nid:s\ndestination:/socket/alice/notifications\nreceipt:r\n\n\0');
    await peer.next('RECEIPT');
    await broker.publish('alice', 'notifications', { total: 1 });
    expect(getHeader(await peer.next('MESSAGE'), 'ack')).toBeUndefined();
  });

  it('client: ACK is cumulative', async () => {
    const { peer, ackIds } = await subscribedWith('client');
    expect(new Set(ackIds).size).toBe(3);
    peer.send(`ACK\nid:${ackIds[1]}\nreceipt:a1\n\n\0`);
    await peer.next('RECEIPT', 2);
    peer.send(`ACK\nid:${ackIds[2]}\nreceipt:a2\n\n\0`);
    await peer.next('RECEIPT', 3);
    peer.send(`ACK\nid:${ackIds[0]}\n\n\0`);
    expect(getHeader(await peer.error(), 'message')).toBe('No message awaits ACK with this id');
  });

  it('client-individual: ACK and NACK touch one message', async () => {
    const { peer, ackIds } = await subscribedWith('client-individual');
    peer.send(`ACK\nid:${ackIds[1]}\n\n\0`);
    peer.send(`NACK\nid:${ackIds[0]}\n\n\0`);
    peer.send(`ACK\nid:${ackIds[2]}\nreceipt:a\n\n\0`);
    await peer.next('RECEIPT', 2);
    peer.send(`NACK\nid:${ackIds[1]}\n\n\0`);
    expect(getHeader(await peer.error(), 'message')).toBe('No message awaits NACK with this id');
  });

  it('stops delivering to a subscription that leaves too many messages unacknowledged', async () => {
    const { broker, peer, ackIds } = await subscribedWith('client');
    await broker.publish('alice', 'notifications', { total: 4 });
    peer.send(`ACK\nid:${ackIds[2]}\nreceipt:a\n\n\0`);
    await peer.next('RECEIPT', 2);
    expect(peer.of('MESSAGE')).toHaveLength(3);
    await broker.publish('alice', 'notifications', { total: 5 });
    expect(JSON.parse((await peer.next('MESSAGE', 4)).body)).toEqual({ total: 5 });
  });
});

describe('limits and malformed input', () => {
  it('answers a malformed frame with ERROR and close', async () => {
    const peer = await connected(makeBroker());
    peer.send('SEND\ndestination:/app/x\\t\n\n\0');
    expect(getHeader(await peer.error(), 'message')).toBe('Malformed frame: invalid-escape');
  });

  it('refuses server commands from a client', async () => {
    const peer = await connected(makeBroker());
    peer.send('MESSAGE\n\n\0');
    expect(getHeader(await peer.error(), 'message')).toBe('Malformed frame: unknown-command');
  });

  it('refuses an oversized frame before it is complete', async () => {
    const broker = makeBroker({ limits: { maxFrameBytes: 1024, maxBodyBytes: 900 } });
    const peer = await connected(broker);
    peer.send(`SEND\ndestination:/app/chat.send\n\n${'x'.repeat(950)}`);
    expect(getHeader(await peer.error(), 'message')).toBe('Malformed frame: body-too-large');
  });

  it('refuses a flood of frames in one chunk', async () => {
    const peer = await connected(makeBroker({ maxPendingFrames: 10 }));
    peer.send('SUBSCRIBE\nid:0\ndestination:/socket/alice/chat\n\n\0'.repeat(11));
    expect(getHeader(await peer.error(), 'message')).toBe('Too many frames in flight');
  });
});

describe('heart-beats and timeouts (fake clock)', () => {
  it('sends EOLs while idle and keeps a peer that beats', async () => {
    vi.useFakeTimers();
    const broker = makeBroker();
    const peer = await connected(broker, 'token-alice', '4000,4000');
    for (let second = 1; second <= 30; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      if (second % 4 === 0) peer.send('\n');
    }
    expect(peer.closed).toBe(false);
    // One EOL about every 4 s: never more than 4 s without a write.
    expect(peer.heartbeats).toBeGreaterThanOrEqual(7);
    expect(peer.heartbeats).toBeLessThanOrEqual(10);
  });

  it('drops a silent peer after 2.5 intervals', async () => {
    vi.useFakeTimers();
    const broker = makeBroker();
    const peer = await connected(broker, 'token-alice', '4000,4000');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(peer.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(peer.closed).toBe(true);
    expect(broker.sessionCount).toBe(0);
  });

  it('uses the larger of the two wishes, and none when either side says 0', async () => {
    vi.useFakeTimers();
    const broker = makeBroker();
    const slow = await connected(broker, 'token-alice', '10000,10000');
    const none = await connected(broker, 'token-bob', '0,0');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(slow.closed).toBe(false);
    expect(slow.heartbeats).toBeGreaterThanOrEqual(2);
    expect(slow.heartbeats).toBeLessThanOrEqual(3);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(slow.closed).toBe(true);
    expect(none.heartbeats).toBe(0);
    expect(none.closed).toBe(false);
  });

  it('closes a connection that never sends CONNECT', async () => {
    vi.useFakeTimers();
    const peer = new Peer(makeBroker({ connectTimeoutMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(getHeader(await peer.error(), 'message')).toBe('CONNECT timeout');
  });
});

describe('revocation', () => {
  it('ends the sessions of a revoked token only', async () => {
    const broker = makeBroker();
    const revoked = await connected(broker, 'token-alice');
    const kept = await connected(broker, 'token-alice-2');
    await broker.revokeSessionsForToken(sha256Hex('token-alice'));
    expect(getHeader(await revoked.error(), 'message')).toBe('Token revoked');
    expect(kept.closed).toBe(false);
    await broker.revokeSessionsForUser('alice');
    await kept.error();
  });

  it('ends a session whose token no longer authenticates at the periodic re-check', async () => {
    vi.useFakeTimers();
    const table = new Map([['token-temp', 'alice']]);
    const broker = makeBroker({
      tokenRecheckMs: 30_000,
      authenticate: async (token) => (table.has(token) ? { userId: table.get(token) as string } : null),
    });
    const peer = await connected(broker, 'token-temp');
    await vi.advanceTimersByTimeAsync(31_000);
    expect(peer.closed).toBe(false);
    table.delete('token-temp');
    await vi.advanceTimersByTimeAsync(31_000);
    expect(getHeader(await peer.error(), 'message')).toBe('Token revoked');
  });
});
