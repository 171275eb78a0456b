/** Spec §9: up to 10 reconnection attempts, the delay starting at 1 s and doubling, capped at 30 s. */
export const RECONNECT_POLICY = {
  maxAttempts: 10,
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
} as const;

/** Spec §7 and §9: STOMP heart-beats every 4 s in both directions. */
export const HEARTBEAT_MS = 4_000;

export interface ReconnectPolicy {
  maxAttempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

/**
 * The wait before reconnection attempt `attempt` (1-based), or null once the attempts are used up.
 * 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s for the rest.
 */
export function reconnectDelay(attempt: number, policy: ReconnectPolicy = RECONNECT_POLICY): number | null {
  if (!Number.isInteger(attempt) || attempt < 1)
    throw new RangeError(`attempt must be a positive integer, got ${attempt}`);
  if (attempt > policy.maxAttempts) return null;
  return Math.min(policy.initialDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}
