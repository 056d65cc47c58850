import { z } from 'zod';
import { limits, messages } from '../common.schema';

/** Pieces every console contract shares: ids, dates, paging, the operator's role. */
export const operatorRoles = ['admin', 'editor'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const adminMessages = {
  email: messages.email,
  passwordShort: 'Password must be at least 12 characters',
  passwordLong: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  enrolCode: 'Enter the 6-digit code your authenticator app shows',
  signInFailed: 'The e-mail, password or code is not right.',
  throttled: 'Too many attempts. Wait a little and try again.',
  linkInvalid: 'This link is not valid any more. Ask an admin for a new one.',
  date: 'Use a date like 2026-11-21',
  id: 'Not a valid id',
} as const;

export const passwordLimits = { min: 12, max: 128 } as const;

export const adminEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(limits.emailMax, adminMessages.email)
  .pipe(z.email(adminMessages.email));

export const idSchema = z.uuid(adminMessages.id);
export const idParamsSchema = z.object({ id: idSchema }).strict();
export type IdParams = z.infer<typeof idParamsSchema>;

/** A calendar day as yyyy-MM-dd that really exists. */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), adminMessages.date);

export const pageQuery = {
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int()
    .min(10, 'pageSize must be between 10 and 100')
    .max(100, 'pageSize must be between 10 and 100')
    .default(25),
};

export const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const sortDirSchema = z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' });
