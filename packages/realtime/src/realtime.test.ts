import { describe, expect, it } from 'vitest';
import { CONNECTION_STATUS_TEXT, statusBeforeConnect } from './connection-status';
import { RECONNECT_POLICY, reconnectDelay } from './reconnect-policy';

describe('reconnectDelay (spec §9)', () => {
  it('starts at 1 s, doubles and caps at 30 s', () => {
    const delays = Array.from({ length: RECONNECT_POLICY.maxAttempts }, (_, i) => reconnectDelay(i + 1));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000]);
  });

  it('gives up after 10 attempts', () => {
    expect(reconnectDelay(11)).toBeNull();
  });

  it('refuses attempt numbers that are not positive integers', () => {
    expect(() => reconnectDelay(0)).toThrow(RangeError);
    expect(() => reconnectDelay(1.5)).toThrow(RangeError);
  });
});

describe('connection statuses (spec §4)', () => {
  it('words the failure states as the spec does', () => {
    expect(CONNECTION_STATUS_TEXT.connectionFailed).toBe('Connection failed.');
    expect(CONNECTION_STATUS_TEXT.maxReconnectAttemptsReached).toBe('Max reconnection attempts reached.');
  });

  it('waits for a token and a user id before connecting', () => {
    const ready = { tokenLoading: false, token: 't', userLoading: false, userId: 'u' };
    expect(statusBeforeConnect({ ...ready, tokenLoading: true, token: null })).toBe('waitingForData');
    expect(statusBeforeConnect({ ...ready, token: null })).toBe('awaitingAuthentication');
    expect(statusBeforeConnect({ ...ready, userLoading: true, userId: null })).toBe('loadingUserData');
    expect(statusBeforeConnect({ ...ready, userId: null })).toBe('awaitingUserData');
    expect(statusBeforeConnect(ready)).toBeNull();
  });
});
