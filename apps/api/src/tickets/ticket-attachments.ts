import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENTS_FIELD,
  TICKET_MAX_ATTACHMENTS,
  type TicketAttachmentType,
} from '@lootmarket/contract';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../errors/app-error';
import { isPolyglot, sniffImageFormat } from '../photos/photo-processing';
import { writeFilesAtomically } from '../photos/photo-storage';

/** An upload that passed the content checks: what it is, by its bytes. */
export interface CheckedAttachment {
  fileName: string;
  contentType: TicketAttachmentType;
  data: Buffer;
}

const IMAGE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/**
 * PDF parts that make a document act rather than show: scripts, launching programs, embedded files,
 * forms that submit, and markup a browser would render if it ever sniffed the file as HTML.
 */
const PDF_ACTIVE_CONTENT =
  /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|SubmitForm|ImportData|XFA)\b|<script|<html|<iframe|<\?php/i;
const PDF_HEADER = Buffer.from('%PDF-1.', 'latin1');
const PDF_EOF = Buffer.from('%%EOF', 'latin1');

/**
 * A PDF starts with `%PDF-1.x` at byte 0 (a text file named .pdf does not), ends with `%%EOF` and
 * little after it (an appended ZIP makes a polyglot), has a cross-reference table, and holds nothing
 * active and no image or archive signature hidden inside.
 */
export function isPlainPdf(data: Buffer): boolean {
  if (data.length < 64 || !data.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return false;
  const eof = data.lastIndexOf(PDF_EOF);
  if (eof < 0 || data.length - (eof + PDF_EOF.length) > 2) return false;
  const text = data.toString('latin1');
  if (!text.includes('startxref')) return false;
  if (PDF_ACTIVE_CONTENT.test(text)) return false;
  // A second PDF header or a ZIP local file header inside: two documents in one file.
  if (text.indexOf('%PDF-', 1) >= 0 || data.includes(Buffer.from('PK\x03\x04', 'latin1'))) return false;
  return true;
}

/** Which of the allowed types the bytes are, or null; names and declared types are never trusted. */
export async function recogniseAttachment(data: Buffer): Promise<TicketAttachmentType | null> {
  const format = sniffImageFormat(data);
  if (format) {
    // The same checks as offer photos: no markup or trailing data inside, and pixels that decode.
    if (isPolyglot(data, format)) return null;
    try {
      const metadata = await sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' }).metadata();
      if (metadata.format !== format || !metadata.width || !metadata.height) return null;
    } catch {
      return null;
    }
    return IMAGE_TYPES[format];
  }
  return isPlainPdf(data) ? 'application/pdf' : null;
}

/** A file name safe to show and to put in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string | undefined, contentType: TicketAttachmentType): string {
  const base = path.basename((name ?? '').replaceAll('\\', '/'));
  const cleaned = base
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 120);
  if (cleaned) return cleaned;
  return contentType === 'application/pdf' ? 'document.pdf' : `image.${contentType.slice(6)}`;
}

/**
 * Reads a multipart ticket: its text fields (as the contract's JSON shape) and up to three files, each
 * checked by content before anything is stored. Any bad file refuses the whole request.
 */
export async function readTicketMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; attachments: CheckedAttachment[] }> {
  const fields: Record<string, unknown> = {};
  const uploads: Array<{ fileName: string | undefined; data: Buffer }> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== TICKET_ATTACHMENTS_FIELD) {
          await part.toBuffer();
          throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname]: 'invalid' } });
        }
        if (uploads.length >= TICKET_MAX_ATTACHMENTS) throw new AppError('TICKET_TOO_MANY_ATTACHMENTS');
        const data = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes.
        if (data.length === 0 && !part.filename) continue;
        uploads.push({ fileName: part.filename, data });
      } else if (typeof part.value === 'string' && part.value !== '') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('TICKET_ATTACHMENT_TOO_LARGE', { cause: error });
    if (code === 'FST_FILES_LIMIT') throw new AppError('TICKET_TOO_MANY_ATTACHMENTS', { cause: error });
    if (
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT' ||
      code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
    )
      throw new AppError('VALIDATION_FAILED', { cause: error });
    throw error;
  }
  // A checkbox sends "true" (or "on") when ticked and nothing when not.
  if ('notifyOnAnswer' in fields)
    fields.notifyOnAnswer = ['true', 'on', '1'].includes(String(fields.notifyOnAnswer));
  const attachments: CheckedAttachment[] = [];
  for (const upload of uploads) {
    if (upload.data.length > TICKET_ATTACHMENT_MAX_BYTES) throw new AppError('TICKET_ATTACHMENT_TOO_LARGE');
    const contentType = await recogniseAttachment(upload.data);
    if (!contentType) throw new AppError('TICKET_ATTACHMENT_UNSUPPORTED');
    attachments.push({
      fileName: cleanFileName(upload.fileName, contentType),
      contentType,
      data: upload.data,
    });
  }
  return { fields, attachments };
}

/**
 * Ticket files on disk: `<uploads>/tickets/<attachmentId>`, never served statically (only through
 * the download route, which checks who asks).
 */
export class TicketAttachmentStorage {
  constructor(readonly dir: string) {}

  private file(id: string): string {
    return path.join(this.dir, id);
  }

  /** Writes every file through a temporary name; on any failure nothing of this call is left. */
  async save(files: ReadonlyArray<{ id: string; data: Buffer }>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFilesAtomically(files.map(({ id, data }) => ({ target: this.file(id), data })));
  }

  async remove(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.map((id) => rm(this.file(id), { force: true })));
  }

  read(id: string): Promise<Buffer> {
    return readFile(this.file(id));
  }
}
