import type * as en from '../demo-dialog.ts';

/** French twin of ../demo-dialog.ts. */
export const demoDialogCopy: typeof en.demoDialogCopy = {
  title: 'Planifier une démo',
  description: 'Parlez-nous de votre entreprise et nous vous montrerons ce que l’automatisation par l’IA peut faire pour elle.',
  close: 'Fermer',
  loading: 'Chargement du formulaire…',
};
