import type { MessageDescriptor } from 'react-intl';
import { errorMessages } from './errors';
import {
  authMessages,
  cookieConsentMessages,
  kitMessages,
  languageMessages,
  marketMessages,
  notificationMessages,
  orderStatusMessages,
  sellerMessages,
  socketStatusMessages,
  themeMessages,
  toastMessages,
} from './shell';
import { successMessages } from './success';

export * from './errors';
export * from './shell';
export * from './success';

const groups: ReadonlyArray<Readonly<Record<string, MessageDescriptor>>> = [
  ...Object.values(errorMessages),
  successMessages,
  languageMessages,
  themeMessages,
  authMessages,
  cookieConsentMessages,
  toastMessages,
  orderStatusMessages,
  socketStatusMessages,
  sellerMessages,
  marketMessages,
  notificationMessages,
  kitMessages,
];

/**
 * Every message this package defines, by id: the API contract names an error by its message id,
 * and the client turns that id back into a descriptor that still carries its English default.
 */
export const messageDescriptors: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  groups.flatMap((group) => Object.values(group).map((descriptor) => [String(descriptor.id), descriptor])),
);

/** The ids of every message this package defines, sorted. */
export const MESSAGE_IDS: readonly string[] = Object.keys(messageDescriptors).sort();

/** The descriptor for a message id (from an API error, say), or undefined for an unknown id. */
export function getMessageDescriptor(id: string): MessageDescriptor | undefined {
  return Object.hasOwn(messageDescriptors, id) ? messageDescriptors[id] : undefined;
}
