import type { LegalDocument } from './legal.types.ts';
import { site } from './site.ts';

/** Terms of service for the website (not a customer contract; those are signed separately). */
export const termsOfService: LegalDocument = {
  lastUpdated: 'January 15, 2026',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        `These terms govern your use of this website, operated by ${site.legalName}. By using the site you agree to them. Our AI automation services are provided under a separate written agreement, which prevails over these terms for those services.`,
      ],
    },
    {
      heading: 'Using the website',
      paragraphs: ['You may use the site for lawful purposes only. You agree not to:'],
      list: [
        'disrupt, overload or try to gain unauthorised access to the site or its systems;',
        'send spam, malware or automated requests through the forms or the chat assistant;',
        'submit information that is false or that you have no right to share;',
        'copy or reuse the site’s content for commercial purposes without our written permission.',
      ],
    },
    {
      heading: 'The chat assistant and live demos',
      paragraphs: [
        'The chat assistant and the live demos are automated and may make mistakes. Their answers are general information, not professional, legal, medical or financial advice, and do not create commitments on prices or terms. Please do not share sensitive personal information in the chat.',
        'Live demos are hosted by a third-party provider and load only when you ask for them; that provider’s terms and privacy policy also apply while you use a demo.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The site’s text, graphics, logos and software belong to us or our licensors and are protected by Canadian and international law. You may view and print pages for your own information.',
      ],
    },
    {
      heading: 'Marketing claims and results',
      paragraphs: [
        'Figures such as time saved, cost reductions or response rates describe results seen by some clients in specific settings. Your results depend on your business and are not guaranteed.',
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        'Links to third-party sites, such as our social media profiles, are provided for convenience. We are not responsible for their content or practices.',
      ],
    },
    {
      heading: 'Disclaimer and limitation of liability',
      paragraphs: [
        'The site is provided "as is". To the extent permitted by law, we make no warranties about its availability or accuracy, and we are not liable for indirect or consequential losses arising from its use. Nothing in these terms limits rights you have under consumer protection law that cannot be waived.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: ['Our Privacy Policy explains how we handle personal information collected through the site.'],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        `These terms are governed by the laws of the Province of Saskatchewan and the federal laws of Canada that apply there. Disputes will be heard by the courts of Saskatchewan.`,
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may update these terms by posting a new version here with a new "last updated" date. Questions about these terms: ${site.email}.`,
      ],
    },
  ],
};
