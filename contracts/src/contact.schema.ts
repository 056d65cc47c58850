import { z } from 'zod';
import {
  botTrapFields,
  emailField,
  industryField,
  limits,
  messageField,
  nameField,
  optionalText,
  pageLanguageFields,
  preferredDateField,
  preferredTimeField,
  sources,
  utmFields,
} from './common.schema';

/** What the visitor types into the contact form (react-hook-form validates with this). */
export const contactFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalText(limits.phoneMax),
  company: optionalText(limits.companyMax),
  industry: industryField,
  message: messageField,
  schedule_meeting: z.boolean().default(false),
  preferred_date: preferredDateField,
  preferred_time: preferredTimeField,
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** POST /api/contact (spec section 7): the form plus source and UTM values. */
export const contactRequestSchema = contactFormSchema
  .extend({
    source: z.literal(sources.contact).default(sources.contact),
    ...utmFields,
    ...botTrapFields,
    ...pageLanguageFields,
  })
  .strict();
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
