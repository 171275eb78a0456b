import type { FieldErrorCode } from '@lootmarket/contract';
import { registerErrorMessages } from '@lootmarket/i18n';
import type { MessageDescriptor } from 'react-intl';
import { apiRequest } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import type { HumanCheck, HumanCheckResult } from '../human-check/use-human-check';

/** Spec §8: no widget or no token → "Could not obtain token…"; a failed or expired solve → "Failed to solve…". */
function humanCheckFailure(reason: Extract<HumanCheckResult, { ok: false }>['reason']): MessageDescriptor {
  return reason === 'notMounted' || reason === 'notReady'
    ? registerErrorMessages.tokenNotObtained
    : registerErrorMessages.recaptchaFailed;
}

export type HumanCheckedResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: MessageDescriptor; fields: Partial<Record<string, FieldErrorCode>> };

/**
 * The step sign-in and sign-up share: run the invisible human check, then POST the form with its
 * token. Either failure comes back as the message to show and the per-field errors (if any).
 */
export async function postWithHumanCheck<T>(
  humanCheck: HumanCheck,
  path: string,
  body: Record<string, unknown>,
  /** Forms open to guests and users (contact) send the session too, when there is one. */
  token: string | null = null,
): Promise<HumanCheckedResult<T>> {
  const check = await humanCheck.execute();
  if (!check.ok) return { ok: false, error: humanCheckFailure(check.reason), fields: {} };
  const result = await apiRequest<T>(path, {
    method: 'POST',
    body: { ...body, humanCheck: check.token },
    token,
  });
  if (!result.ok) return { ok: false, error: errorDescriptor(result.code), fields: result.fields };
  return { ok: true, data: result.data };
}
