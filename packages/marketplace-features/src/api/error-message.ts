import {
  ERROR_MESSAGE_IDS,
  type ErrorCode,
  FIELD_ERROR_DEFINITIONS,
  type FieldErrorCode,
} from '@lootmarket/contract';
import { getMessageDescriptor, registerErrorMessages } from '@lootmarket/i18n';
import type { MessageDescriptor } from 'react-intl';

/** The translated message of an API error code (contract code → message id → descriptor). */
export function errorDescriptor(code: ErrorCode): MessageDescriptor {
  return getMessageDescriptor(ERROR_MESSAGE_IDS[code]) ?? registerErrorMessages.unexpected;
}

export function fieldErrorDescriptor(code: FieldErrorCode): MessageDescriptor {
  return getMessageDescriptor(FIELD_ERROR_DEFINITIONS[code].messageId) ?? registerErrorMessages.invalidData;
}
