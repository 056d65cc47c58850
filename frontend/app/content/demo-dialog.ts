export const demoDialogCopy = {
  title: 'Schedule a Demo',
  description: 'Tell us about your business and we will show you what AI automation can do for it.',
  close: 'Close',
  loading: 'Loading the form…',
};
