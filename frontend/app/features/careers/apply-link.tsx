import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button';
import { useCareersCopy } from './careers-copy';
import { cn } from '~/lib/cn';

/** Opens the job's application_link in a new tab, without giving it a handle on this page. */
export function ApplyLink({ href, label, jobTitle, className }: { href: string; label: string; jobTitle: string; className?: string }) {
  const careersCopy = useCareersCopy();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ size: 'sm' }), className)}>
      {label}
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only">
        {jobTitle} {careersCopy.opensInNewTab}
      </span>
    </a>
  );
}
