import { describe, expect, it } from 'vitest';
import en from '../catalogs/en.json';
import { getMessageDescriptor, MESSAGE_IDS, messageDescriptors } from '.';

// Spec §8, copied character for character (en dashes, ellipsis, missing full stops and all).
const SPEC_CATALOGUE = [
  'Passwords do not match.',
  'Failed to solve reCAPTCHA – please try again.',
  'Could not obtain token – registration aborted.',
  'Account created, but session could not start.',
  'Account created – logging in…',
  'This email is already registered. Please log in.',
  'Invalid data – please check the form.',
  'Too many attempts – please wait a moment.',
  'Unexpected error – please try again later.',
  'Token not found – please login.',
  'Sorry, we cannot process this payment. You cannot purchase your own product.',
  'Transaction ID not found.',
  'Payment link not found.',
  'Something went wrong with your payment.',
  'Cannot send an empty message.',
  'Unable to create or fetch a conversation.',
  'Failed to send message.',
  'Failed to load messages.',
  'Failed to update offer.',
  'Failed to delete offer or images.',
  'Error fetching game results.',
  'Phone verification is temporarily unavailable.',
  'Verification failed. Please try again.',
  'CAPTCHA verification failed – try again.',
  'Offer updated successfully',
  'Images deleted successfully',
  'Photos uploaded successfully',
  'Offer and all images deleted successfully',
  'Message sent!',
  'Product submitted successfully!',
  'Ticket submitted successfully!',
  'Game selected!',
  'Image added',
  'Image removed',
  // §4 and §5
  'Connection failed.',
  'Max reconnection attempts reached.',
  'No changes detected. Nothing to save.',
];

describe('the message catalogue', () => {
  it('holds every string of spec §8 verbatim as English text', () => {
    const texts = new Set(Object.values(messageDescriptors).map((descriptor) => descriptor.defaultMessage));
    for (const text of SPEC_CATALOGUE) expect(texts, text).toContain(text);
  });

  it('defines each message with the English text en.json holds', () => {
    const catalog: Record<string, string> = en;
    for (const id of MESSAGE_IDS) expect(getMessageDescriptor(id)?.defaultMessage, id).toBe(catalog[id]);
  });

  it('finds descriptors by the ids the API sends', () => {
    expect(getMessageDescriptor('errors.payment.ownProduct')?.defaultMessage).toBe(
      'Sorry, we cannot process this payment. You cannot purchase your own product.',
    );
    expect(getMessageDescriptor('errors.nope')).toBeUndefined();
    expect(getMessageDescriptor('toString')).toBeUndefined();
  });
});
