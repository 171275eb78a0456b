import { registerErrorMessages } from '@lootmarket/i18n';
import type { MessageDescriptor } from 'react-intl';
import type { HumanCheckResult } from '../human-check/use-human-check';

/** Spec §8: no widget or no token → "Could not obtain token…"; a failed or expired solve → "Failed to solve…". */
export function humanCheckFailure(
  reason: Extract<HumanCheckResult, { ok: false }>['reason'],
): MessageDescriptor {
  return reason === 'notMounted' || reason === 'notReady'
    ? registerErrorMessages.tokenNotObtained
    : registerErrorMessages.recaptchaFailed;
}
