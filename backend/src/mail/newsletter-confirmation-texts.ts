import { type ConfirmationTexts, confirmationTexts as en } from './newsletter-confirmation';
import { confirmationTexts as fr } from './newsletter-confirmation.fr';

/** The confirmation mail's words in the subscriber's language (English when unknown). */
export const confirmationTextsFor = (language: string | null | undefined): ConfirmationTexts => (language === 'fr' ? fr : en);
