import type { ErrorCode, FieldErrorCode } from '@lootmarket/contract';
import { otherErrorMessages, registerErrorMessages } from '@lootmarket/i18n';
import type { MessageDescriptor } from 'react-intl';
import { apiRequest } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import type { HumanCheck, HumanCheckResult } from '../human-check/use-human-check';

/**
 * Which form sends the proof: registration has its own words in spec §8 ("…registration aborted");
 * every other form (sign-in, password reset, contact) says "CAPTCHA verification failed – try again."
 */
export type HumanCheckedForm = 'register' | 'other';

/** The API's answers to a missing, unsolved or refused proof. */
const HUMAN_CHECK_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'HUMAN_CHECK_TOKEN_MISSING',
  'HUMAN_CHECK_UNSOLVED',
  'HUMAN_CHECK_FAILED',
]);

/**
 * Register (spec §8): no widget or no token → "Could not obtain token…"; a failed or expired solve →
 * "Failed to solve…". Any other form: "CAPTCHA verification failed – try again."
 */
export function humanCheckFailure(
  reason: Extract<HumanCheckResult, { ok: false }>['reason'],
  form: HumanCheckedForm,
): MessageDescriptor {
  if (form !== 'register') return otherErrorMessages.captchaFailed;
  return reason === 'notMounted' || reason === 'notReady'
    ? registerErrorMessages.tokenNotObtained
    : registerErrorMessages.recaptchaFailed;
}

/** The message of an API error; outside registration a refused proof never speaks of registration. */
export function humanCheckedErrorDescriptor(code: ErrorCode, form: HumanCheckedForm): MessageDescriptor {
  if (form !== 'register' && HUMAN_CHECK_CODES.has(code)) return otherErrorMessages.captchaFailed;
  return errorDescriptor(code);
}

export type HumanCheckedResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: MessageDescriptor; fields: Partial<Record<string, FieldErrorCode>> };

export interface PostWithHumanCheckOptions {
  /** Forms open to guests and users (contact) send the session too, when there is one. */
  token?: string | null;
  /** Whose words a human-check failure uses; 'other' unless this is the registration form. */
  form?: HumanCheckedForm;
}

/**
 * The step sign-in and sign-up share: run the invisible human check, then POST the form with its
 * token. Either failure comes back as the message to show and the per-field errors (if any).
 */
export async function postWithHumanCheck<T>(
  humanCheck: HumanCheck,
  path: string,
  body: Record<string, unknown>,
  { token = null, form = 'other' }: PostWithHumanCheckOptions = {},
): Promise<HumanCheckedResult<T>> {
  const check = await humanCheck.execute();
  if (!check.ok) return { ok: false, error: humanCheckFailure(check.reason, form), fields: {} };
  const result = await apiRequest<T>(path, {
    method: 'POST',
    body: { ...body, humanCheck: check.token },
    token,
  });
  if (!result.ok)
    return { ok: false, error: humanCheckedErrorDescriptor(result.code, form), fields: result.fields };
  return { ok: true, data: result.data };
}
