import type * as en from '../contact.ts';

/** French twin of ../contact.ts; phone, e-mail, address and social links come from site.ts. */
export const contactBanner: typeof en.contactBanner = {
  heading: 'Découvrez ce que l’IA peut faire pour votre entreprise',
  text: 'Réservez une démo gratuite et nous vous présenterons les solutions adaptées à votre secteur.',
  demoLabel: 'Réserver une démo',
};

export const contactInfo: typeof en.contactInfo = {
  heading: 'Communiquez avec nous',
  text: 'Joignez-nous par téléphone ou par courriel, ou écrivez-nous au moyen du formulaire. Nous répondons en un jour ouvrable.',
  phoneLabel: 'Téléphone',
  emailLabel: 'Courriel',
  addressLabel: 'Bureau',
  socialHeading: 'Suivez-nous',
  formHeading: 'Écrivez-nous',
};

/** The six FAQ cards: the facts of the spec's FAQ content. */
export const faq: typeof en.faq = {
  eyebrow: 'FAQ',
  heading: 'Questions fréquentes',
  items: [
    {
      icon: 'clock',
      question: 'Combien de temps prend la mise en place ?',
      answer:
        'La mise en place prend habituellement de 2 à 4 semaines, du premier atelier à la solution en service, selon le nombre de systèmes à relier.',
    },
    {
      icon: 'lightbulb',
      question: 'Ai-je besoin de connaissances techniques ?',
      answer:
        'Aucune connaissance technique n’est nécessaire. Nous configurons tout, formons votre équipe et restons disponibles après le lancement.',
    },
    {
      icon: 'lock',
      question: 'Comment mes données sont-elles protégées ?',
      answer:
        'Vos données sont chiffrées et stockées dans un nuage sécurisé, et seuls les personnes et les systèmes qui en ont besoin y ont accès.',
    },
    {
      icon: 'plug',
      question: 'Est-ce compatible avec les outils que nous utilisons déjà ?',
      answer:
        'Oui. Nous nous intégrons aux CRM, aux PGI (ERP) et aux outils de prise de rendez-vous, pour que l’IA travaille dans vos processus actuels.',
    },
    {
      icon: 'wallet',
      question: 'Comment la tarification fonctionne-t-elle ?',
      answer:
        'Nous offrons des abonnements à paliers pour les entreprises en croissance et une tarification sur mesure pour les grandes organisations.',
    },
    {
      icon: 'headphones',
      question: 'Quel soutien offrez-vous ?',
      answer: 'Notre soutien est offert 24/7 : de l’aide est là chaque fois que votre entreprise en a besoin.',
    },
  ],
};

export const contactClosing: typeof en.contactClosing = {
  heading: 'Vous préférez voir nos solutions en direct ?',
  text: 'Planifiez une démo personnalisée avec notre équipe et obtenez des réponses à vos questions sur-le-champ.',
  demoLabel: 'Planifier une démo',
};
