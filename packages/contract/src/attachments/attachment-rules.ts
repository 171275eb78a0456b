/**
 * Files people hand in as proof — help-desk attachments and dispute evidence — follow one set of rules:
 * an image or a PDF, recognised by its content (never by its name or declared type), 5 MB at most.
 * Offer photos are different (re-encoded images only): see offers.
 */
export const ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** 5 MB a file, like offer photos. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
