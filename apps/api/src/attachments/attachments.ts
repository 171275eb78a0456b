import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AttachmentContentType, ErrorCode } from '@lootmarket/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../errors/app-error';
import { isPolyglot, sniffImageFormat } from '../photos/photo-processing';
import { writeFilesAtomically } from '../photos/photo-storage';
import { isPlainPdf } from './pdf-check';

/**
 * Files people hand in as proof — help-desk attachments (src/tickets) and dispute evidence
 * (src/orders) — share these rules: an image (JPEG, PNG, WebP) or a PDF recognised by its bytes,
 * a size limit, a cleaned file name, stored under an id and only ever sent back through a route that
 * checks who asks. Each user of this module brings its own limits and error codes.
 */

/** An upload that passed the content checks: what it is, by its bytes. */
export interface CheckedAttachment {
  fileName: string;
  contentType: AttachmentContentType;
  data: Buffer;
}

/** A checked attachment once it has an id and is on disk (what the database row records). */
export interface StoredAttachment {
  id: string;
  fileName: string;
  contentType: AttachmentContentType;
  sizeBytes: number;
}

/** What one kind of upload allows, and the codes its refusals carry. */
export interface AttachmentRules {
  /** The multipart field the files travel in; a file in any other field is refused. */
  field: string;
  /** Files in one request. */
  maxFiles: number;
  maxBytes: number;
  errors: { tooMany: ErrorCode; tooLarge: ErrorCode; unsupported: ErrorCode };
}

const IMAGE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Which of the allowed types the bytes are, or null; names and declared types are never trusted. */
async function recogniseAttachment(data: Buffer): Promise<AttachmentContentType | null> {
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

/** The extensions a file of each type may keep; any other gets the first one added. */
const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/**
 * Characters a file name shown to staff and sent in Content-Disposition must not carry: controls,
 * bidirectional and other invisible format characters (`invoice` + RIGHT-TO-LEFT OVERRIDE + `fdp.exe` shows as `invoiceexe.pdf`),
 * lone surrogates, noncharacters, and what Windows forbids in a name.
 */
const UNSAFE_IN_FILE_NAME =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\u2028\u2029"<>|:*?]/gu;

/**
 * A file name safe to show and to put in Content-Disposition: no path, none of the characters above,
 * and an extension that matches what the bytes are (a PDF named `setup.exe` is kept as
 * `setup.exe.pdf`). Names are stripped rather than refused: the file itself passed its checks.
 */
export function cleanFileName(name: string | undefined, contentType: AttachmentContentType): string {
  const base = path.basename((name ?? '').replaceAll('\\', '/'));
  const cleaned = base.replace(UNSAFE_IN_FILE_NAME, '').trim().slice(0, 120);
  const extensions = EXTENSIONS[contentType];
  if (!cleaned) return contentType === 'application/pdf' ? 'document.pdf' : `image${extensions[0]}`;
  const lower = cleaned.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension)) ? cleaned : `${cleaned}${extensions[0]}`;
}

/**
 * Limits for `@fastify/multipart` when reading these files (readAttachmentMultipart): one file more than allowed
 * gets through the parser so that the refusal carries `errors.tooMany`, not a parser error.
 */
export function multipartLimits(rules: AttachmentRules, fields = 20) {
  return { fileSize: rules.maxBytes, files: rules.maxFiles + 1, fields, parts: rules.maxFiles + 1 + fields };
}

/**
 * What a failure while reading a multipart body means to the client. A file over the size limit or a
 * file too many get the route's own codes; anything else the parser refused — no boundary or another
 * one, a body cut off, JSON sent as multipart, a malformed part header, too many parts or fields — is
 * bad input: 400 VALIDATION_FAILED, never a 500. The parts are read into memory, so no failure here
 * is ours (a client that goes away mid-upload gets the same 400, which it never reads).
 */
export function multipartReadError(
  error: unknown,
  codes: { tooLarge: ErrorCode; tooMany: ErrorCode },
): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(codes.tooLarge, { cause: error });
  if (code === 'FST_FILES_LIMIT') return new AppError(codes.tooMany, { cause: error });
  return new AppError('VALIDATION_FAILED', { cause: error });
}

/**
 * Reads a multipart request: its text fields (validated next by the route's JSON schema) and its
 * files, each checked by content before anything is stored. Any bad file refuses the whole request.
 */
export async function readAttachmentMultipart(
  request: FastifyRequest,
  rules: AttachmentRules,
): Promise<{ fields: Record<string, string>; attachments: CheckedAttachment[] }> {
  const fields: Record<string, string> = {};
  const uploads: Array<{ fileName: string | undefined; data: Buffer }> = [];
  try {
    for await (const part of request.parts({ limits: multipartLimits(rules) })) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.field) {
          await part.toBuffer();
          throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname]: 'invalid' } });
        }
        if (uploads.length >= rules.maxFiles) throw new AppError(rules.errors.tooMany);
        const data = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes.
        if (data.length === 0 && !part.filename) continue;
        uploads.push({ fileName: part.filename, data });
      } else if (typeof part.value === 'string' && part.value !== '') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartReadError(error, rules.errors);
  }
  const attachments: CheckedAttachment[] = [];
  for (const upload of uploads) {
    if (upload.data.length > rules.maxBytes) throw new AppError(rules.errors.tooLarge);
    const contentType = await recogniseAttachment(upload.data);
    if (!contentType) throw new AppError(rules.errors.unsupported);
    attachments.push({
      fileName: cleanFileName(upload.fileName, contentType),
      contentType,
      data: upload.data,
    });
  }
  return { fields, attachments };
}

/**
 * Attachment files on disk: `<dir>/<attachmentId>`, never served statically (only through a download
 * route, which checks who asks).
 */
export class AttachmentStorage {
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

  /** The file's bytes; a file missing on disk is NOT_FOUND like a missing row. */
  read(id: string): Promise<Buffer> {
    return readFile(this.file(id)).catch((cause: unknown) => {
      throw new AppError('NOT_FOUND', { cause });
    });
  }

  /**
   * Saves checked files under new ids, then runs `work` (the database writes, in their transaction);
   * if anything fails no file of this call stays on disk.
   */
  async withStored<T>(
    files: readonly CheckedAttachment[],
    work: (stored: StoredAttachment[]) => Promise<T>,
  ): Promise<T> {
    const stored = files.map((file) => ({
      id: crypto.randomUUID(),
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.data.length,
      data: file.data,
    }));
    await this.save(stored);
    try {
      return await work(stored.map(({ data: _data, ...meta }) => meta));
    } catch (error) {
      await this.remove(stored.map((file) => file.id));
      throw error;
    }
  }
}

/**
 * Sends a stored file as a download: its sniffed type, `attachment` with its (cleaned) name, no
 * sniffing, no caching, and a sandbox in case a browser ever renders it anyway.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string },
  data: Buffer,
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(data);
}
