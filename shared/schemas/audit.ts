import { z } from 'zod';
import { Id } from './common.ts';

export const AuditEntry = z.object({
  id: Id,
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_label: z.string(),
  site_id: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditList = z.object({
  items: z.array(AuditEntry),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type AuditList = z.infer<typeof AuditList>;

export const AuditQuery = z.object({
  site_id: Id.optional(),
  actor_id: Id.optional(),
  entity: z.string().trim().max(50).optional(),
});
