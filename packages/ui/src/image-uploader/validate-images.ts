export type ImageRejection = { file: File; reason: 'type' | 'size' | 'count' };

/**
 * Splits chosen files into those that may be added and those refused, by type, size and the
 * remaining room (spec §5: max 5 images). Pure: the server checks again by content.
 */
export function validateImages(
  files: ReadonlyArray<File>,
  options: { accept: ReadonlyArray<string>; maxSizeBytes: number; room: number },
): { accepted: File[]; rejected: ImageRejection[] } {
  const accepted: File[] = [];
  const rejected: ImageRejection[] = [];
  for (const file of files) {
    if (!options.accept.includes(file.type)) rejected.push({ file, reason: 'type' });
    else if (file.size > options.maxSizeBytes) rejected.push({ file, reason: 'size' });
    else if (accepted.length >= options.room) rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
