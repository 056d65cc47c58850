import { demoDialogCopy } from '~/content/demo-dialog';

/** Placeholder until the leads work lands: the real form replaces this module. */
export default function DemoForm(_props: { onDone: () => void }) {
  return <p className="text-sm text-ink-600">{demoDialogCopy.description}</p>;
}
