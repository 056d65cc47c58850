import { z } from 'zod';

// The site's Content-Security-Policy forbids eval; zod's JIT would probe `new Function` in the
// browser and trip a CSP violation. Servers keep the faster JIT path.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Messages the spec fixes word for word (section 5); every form and endpoint uses these. */
export const messages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  industry: 'Please select an industry',
  message: 'Message must be at least 10 characters',
  pastDate: 'Please choose a date that is not in the past',
  newsletterEmpty: 'Please enter your email address.',
} as const;

export const limits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  companyMax: 200,
  jobTitleMax: 120,
  messageMin: 10,
  messageMax: 5000,
  utmMax: 200,
  visitorIdMax: 64,
  chatMessageMax: 2000,
} as const;

export const industries = ['healthcare', 'restaurant', 'realestate', 'sales', 'hr', 'salons', 'other'] as const;
export type Industry = (typeof industries)[number];

export const companySizes = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type CompanySize = (typeof companySizes)[number];

export const preferredTimes = ['morning', 'afternoon', 'evening'] as const;
export type PreferredTime = (typeof preferredTimes)[number];

/** Readable labels for the select options (spec section 3), shared by forms, e-mails and invites. */
export const industryLabels: Record<Industry, string> = {
  healthcare: 'Healthcare',
  restaurant: 'Restaurants & Hospitality',
  realestate: 'Real Estate',
  sales: 'Sales & Marketing',
  hr: 'Human Resources',
  salons: 'Salons & Spas',
  other: 'Other',
};
export const preferredTimeLabels: Record<PreferredTime, string> = {
  morning: 'morning (9am-12pm)',
  afternoon: 'afternoon (12pm-4pm)',
  evening: 'evening (4pm-7pm)',
};
/** Local start and end hours of each preferred time (company time, Saskatchewan). */
export const preferredTimeHours: Record<PreferredTime, readonly [number, number]> = {
  morning: [9, 12],
  afternoon: [12, 16],
  evening: [16, 19],
};

export const sources = { contact: 'website_contact_form', demo: 'website_demo_request' } as const;
export const unknownVisitor = 'unknown';

const trimmed = (max: number) => z.string().trim().max(max);

/** A missing or non-text value gets the field's spec message too, not a generic type error. */
export const nameField = z.string({ error: messages.name }).trim().min(limits.nameMin, messages.name).max(limits.nameMax);
export const emailField = z.string({ error: messages.email }).trim().max(limits.emailMax, messages.email).pipe(z.email(messages.email));
export const industryField = z.enum(industries, { error: messages.industry });
/** Optional free text: empty strings from untouched inputs count as absent. */
export const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), trimmed(max).optional());

/** Contact messages: at least 10 characters (spec section 5). */
export const messageField = z.string({ error: messages.message }).trim().min(limits.messageMin, messages.message).max(limits.messageMax);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a yyyy-MM-dd that exists in the calendar. Date.parse alone is not enough: V8 rolls
 * 2027-02-30 over to 2 March, and PostgreSQL then refuses the ::date cast (a 500, lead lost).
 */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/**
 * A meeting date (yyyy-MM-dd) is accepted when it is today somewhere on Earth or later:
 * the browser picks it in the visitor's local calendar, which the server cannot see.
 */
export function isNotPastDate(value: string, now: Date = new Date()): boolean {
  if (!isoDate.test(value)) return false;
  const midnightUtc = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) return false;
  const endOfDayAnywhere = midnightUtc + 24 * 3600_000 + 12 * 3600_000;
  return endOfDayAnywhere > now.getTime();
}

export const preferredDateField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .regex(isoDate, 'Use the format yyyy-MM-dd')
    .refine(isCalendarDate, { message: 'Use a real calendar date', abort: true })
    .refine((v) => isNotPastDate(v), messages.pastDate)
    .optional(),
);
export const preferredTimeField = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(preferredTimes).optional());

export const utmFields = {
  utm_source: z.string().trim().max(limits.utmMax).nullish(),
  utm_medium: z.string().trim().max(limits.utmMax).nullish(),
  utm_campaign: z.string().trim().max(limits.utmMax).nullish(),
};

/**
 * Anti-bot fields every public form sends: a honeypot input humans never see, and the
 * millisecond timestamp when the form was first shown (too-fast submissions are bots).
 */
export const botTrapFields = {
  website: z.string().max(500).optional(),
  form_started_at: z.number().int().nonnegative().optional(),
};

/**
 * The page language a form was sent from (issue 12). Optional: the spec's payloads stay valid
 * without it, and the backend then reads the /fr prefix of the page (Referer).
 */
export const pageLanguageFields = {
  language: z.enum(['en', 'fr'], { error: 'language must be en or fr' }).optional(),
};

export const visitorIdField = z.string().trim().min(1).max(limits.visitorIdMax);

/** Body of every error the API answers (one exception filter writes it). */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** The read routes (blogs) add success: false, as the spec's readers expect. */
    success: z.literal(false).optional(),
  })
  .meta({ id: 'ApiError', description: 'Every error: the status, its name, a readable message and, for bad input, one issue per field.' });
export type ApiError = z.infer<typeof apiErrorSchema>;
