import { z } from 'zod';
import {
  botTrapFields,
  companySizes,
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
  unknownVisitor,
  utmFields,
  visitorIdField,
} from './common.schema';

/** What the visitor types into the demo dialog. */
export const demoFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalText(limits.phoneMax),
  company: optionalText(limits.companyMax),
  industry: industryField,
  company_size: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(companySizes).optional()),
  job_title: optionalText(limits.jobTitleMax),
  message: optionalText(limits.messageMax),
  book_meeting: z.boolean().default(false),
  preferred_date: preferredDateField,
  preferred_time: preferredTimeField,
});
export type DemoForm = z.infer<typeof demoFormSchema>;
export type DemoFormInput = z.input<typeof demoFormSchema>;

const common = {
  visitorId: visitorIdField.default(unknownVisitor),
  ...utmFields,
  ...botTrapFields,
  ...pageLanguageFields,
};

/** POST /api/contact-webhook with form_type demo: the demo dialog's submission. */
export const demoWebhookSchema = demoFormSchema
  .extend({
    form_type: z.literal('demo'),
    source: z.literal(sources.demo).default(sources.demo),
    ...common,
  })
  .strict();

/** POST /api/contact-webhook with form_type contact: the follow-up the contact form sends. */
export const contactWebhookContactSchema = z
  .object({
    form_type: z.literal('contact'),
    name: nameField,
    email: emailField,
    phone: optionalText(limits.phoneMax),
    company: optionalText(limits.companyMax),
    industry: industryField,
    message: messageField,
    preferred_date: preferredDateField,
    preferred_time: preferredTimeField,
    book_meeting: z.boolean().default(false),
    source: z.literal(sources.contact).default(sources.contact),
    ...common,
  })
  .strict();

export const contactWebhookRequestSchema = z.discriminatedUnion('form_type', [demoWebhookSchema, contactWebhookContactSchema]);
export type ContactWebhookRequest = z.infer<typeof contactWebhookRequestSchema>;
export type DemoWebhookRequest = z.infer<typeof demoWebhookSchema>;
export type ContactWebhookContactRequest = z.infer<typeof contactWebhookContactSchema>;

export const contactWebhookResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type ContactWebhookResponse = z.infer<typeof contactWebhookResponseSchema>;
