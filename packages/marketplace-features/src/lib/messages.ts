import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl 12 types an untyped defineMessages() entry as taking no values, so a shared message
 * with placeholders (from @lootmarket/i18n) cannot be formatted with them. Passing it through the
 * plain MessageDescriptor type restores the untyped overload.
 */
export function withValues(descriptor: MessageDescriptor): MessageDescriptor {
  return descriptor;
}

/** withValues for a whole defineMessages() group whose messages take placeholders. */
export function withValuesAll<K extends string>(
  descriptors: Record<K, MessageDescriptor>,
): Record<K, MessageDescriptor> {
  return descriptors;
}
