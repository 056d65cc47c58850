import { IconCard } from '~/components/card';
import { useContent } from '~/i18n/use-content';

/** The six Why Join Us cards. */
export function WhyJoinUs() {
  const { careerPerks } = useContent().careers;
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {careerPerks.map((perk) => (
        <li key={perk.title}>
          <IconCard icon={perk.icon} title={perk.title} description={perk.description} />
        </li>
      ))}
    </ul>
  );
}
