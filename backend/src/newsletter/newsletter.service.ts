import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Language, newsletterConsentVersion } from '@prairieflow/contracts';
import type { NewDelivery } from '../deliveries/delivery-kinds';
import { deliveriesCte, newMessageId } from '../deliveries/enqueue';
import type { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../prisma/prisma.service';
import { anonymizeIp, sourcePage } from './consent';
import { NEWSLETTER_CONFIRM_HOURS } from './newsletter-links';

/** A repeated subscribe within this window sends no second confirmation mail. */
export const RESEND_WINDOW_MS = 10 * 60_000;

export interface ConsentContext {
  ip?: string;
  userAgent?: string;
  referer?: string;
  /** The page language the visitor subscribed from: their confirmation and later mail use it. */
  language?: Language | null;
}

export type ConfirmResult = 'confirmed' | 'already_confirmed' | 'expired' | 'invalid';

const token = () => randomBytes(32).toString('base64url');
export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Double opt-in subscriptions. Every path answers the visitor the same way, so the endpoint
 * never tells whether an address is known, confirmed or suppressed.
 */
@Injectable()
export class NewsletterService {
  constructor(private readonly prisma: PrismaService) {}

  async subscribe(rawEmail: string, context: ConsentContext): Promise<void> {
    const email = rawEmail.toLowerCase();
    try {
      await this.prisma.$transaction((tx) => this.subscribeIn(tx, email, context));
    } catch (error) {
      // Two first-time requests raced on the unique e-mail: the other one did the work.
      if ((error as { code?: string }).code === 'P2002' || /duplicate key/.test(String(error))) return;
      throw error;
    }
  }

  private async subscribeIn(tx: Prisma.TransactionClient, email: string, context: ConsentContext): Promise<void> {
    const existing = await tx.$queryRaw<{ id: string; status: string; confirmation_sent_at: Date | null; unsubscribe_token: string }[]>`
      SELECT id::text, status, confirmation_sent_at, unsubscribe_token FROM newsletter_subscribers WHERE email = ${email} FOR UPDATE`;
    const row = existing[0];
    if (row?.status === 'confirmed') return;
    const recentlySent = row?.confirmation_sent_at && Date.now() - row.confirmation_sent_at.getTime() < RESEND_WINDOW_MS;
    if (row?.status === 'pending' && recentlySent) return;

    // New, pending past the window, or unsubscribed and now explicitly asking again: a fresh
    // double opt-in with a fresh consent record.
    const confirmToken = token();
    const consent = {
      consentAt: new Date(),
      consentIpAnonymized: anonymizeIp(context.ip),
      consentUserAgent: context.userAgent?.slice(0, 500) ?? null,
      consentSourcePage: sourcePage(context.referer),
      consentTextVersion: newsletterConsentVersion,
      language: context.language ?? null,
    };
    const pending = {
      status: 'pending',
      confirmTokenHash: hashToken(confirmToken),
      confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_HOURS * 3600_000),
      confirmationSentAt: new Date(),
      confirmedAt: null,
      unsubscribedAt: null,
      ...consent,
    };
    const subscriber = row
      ? await tx.newsletterSubscriber.update({ where: { id: row.id }, data: pending })
      : await tx.newsletterSubscriber.create({ data: { email, unsubscribeToken: token(), ...pending } });
    const delivery: NewDelivery = {
      id: randomUUID(),
      kind: 'newsletter_confirmation',
      subjectType: 'newsletter_subscriber',
      subjectId: subscriber.id,
      messageId: newMessageId(),
      // The worker finds the subscriber's language on their row (subscriberId) to pick the mail's texts.
      payload: { subscriberId: subscriber.id, email, token: confirmToken, unsubscribeToken: subscriber.unsubscribeToken },
    };
    await tx.$queryRaw`WITH start AS (SELECT 1)${deliveriesCte([delivery])} SELECT (SELECT n FROM queued)::int AS queued`;
  }

  /** The language a subscriber signed up in, found by either of its link tokens (pages answer in it). */
  async languageOf(token: { confirm?: string; unsubscribe?: string }): Promise<Language | null> {
    const where = token.confirm ? { confirmTokenHash: hashToken(token.confirm) } : { unsubscribeToken: token.unsubscribe ?? '' };
    const row = await this.prisma.newsletterSubscriber.findFirst({ where, select: { language: true } });
    return (row?.language as Language | null | undefined) ?? null;
  }

  async confirm(confirmToken: string): Promise<ConfirmResult> {
    const row = await this.prisma.newsletterSubscriber.findUnique({ where: { confirmTokenHash: hashToken(confirmToken) } });
    if (!row || row.status === 'unsubscribed') return 'invalid';
    if (row.status === 'confirmed') return 'already_confirmed';
    if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() < Date.now()) return 'expired';
    const updated = await this.prisma.newsletterSubscriber.updateMany({
      where: { id: row.id, status: 'pending' },
      data: { status: 'confirmed', confirmedAt: new Date() },
    });
    return updated.count === 1 ? 'confirmed' : 'already_confirmed';
  }

  /** Unsubscribes (idempotently); the row stays as the suppression record. False if unknown. */
  async unsubscribe(unsubscribeToken: string): Promise<boolean> {
    const row = await this.prisma.newsletterSubscriber.findUnique({ where: { unsubscribeToken } });
    if (!row) return false;
    if (row.status !== 'unsubscribed') {
      await this.prisma.newsletterSubscriber.update({
        where: { id: row.id },
        // A pending confirmation link dies with the subscription.
        data: { status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null },
      });
    }
    return true;
  }
}
