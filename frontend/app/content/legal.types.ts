export interface LegalSection {
  /** Anchor of the section, when other pages link to it (else made from the heading). */
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A legal page's body; legal/legal-document.tsx renders it. */
export interface LegalDocument {
  lastUpdated: string;
  sections: LegalSection[];
}

export const legalCopy = {
  templateNoticeTitle: 'Template notice',
  templateNotice:
    'This page is a template written for a Canadian business. It is not legal advice: the company must review it with qualified counsel and adapt it to its actual practices before relying on it.',
  lastUpdatedLabel: 'Last updated',
  back: { label: 'Back to Home', href: '/' },
  contentsLabel: 'On this page',
};
