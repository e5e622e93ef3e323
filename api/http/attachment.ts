import type { Context } from 'hono';
import { attachmentHeaders } from './openapi.ts';

/** A file made for the person to save: its bytes, name and type. */
export type AttachmentFile = { body: Buffer; filename: string; contentType: string };

/** Answers with the file as a download the browser saves, never kept in a cache. */
export const sendAttachment = (c: Context, file: AttachmentFile) =>
  c.body(new Uint8Array(file.body), 200, attachmentHeaders(file.filename, file.contentType));
