import { createContext, type ComponentProps, useContext } from 'react';
import { useLang } from '~/i18n/lang-context';
import type { Lang } from '~/i18n/lang';
import type { Wake } from './island-module';
import type { IslandName, islands } from './registry';

type ModuleOf<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]['load']>>['default'];
type ComponentOf<N extends IslandName> = NonNullable<ModuleOf<N>['Component']>;
/** An island's props, minus the language (the page's is passed on). */
export type IslandProps<N extends IslandName> = ComponentProps<ComponentOf<N>>;

export interface IslandInstance {
  id: number;
  name: IslandName;
  props: { lang: Lang } & Record<string, unknown>;
}

/** Filled while the server renders a page; entry.server renders each island into its slot after. */
export class IslandCollector {
  readonly found: IslandInstance[] = [];
  add(name: IslandName, props: IslandInstance['props']): number {
    const id = this.found.length;
    this.found.push({ id, name, props });
    return id;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The slot marker entry.server replaces with the island's own HTML. */
export const islandSlot = (id: number) => `<!--island:${id}-->`;

/**
 * A part of a server-rendered page that moves. The page renders this marker; the island is
 * rendered on its own (its own React root, as it will hydrate) into the marker's element, which
 * carries what the browser needs to wake it: its name, its props as JSON (plain data only), and
 * `wake` when this instance wakes otherwise than registry.ts says.
 */
export function Island<N extends IslandName>({
  name,
  props,
  className,
  wake,
}: {
  name: N;
  props: IslandProps<N>;
  className?: string;
  wake?: Wake;
}) {
  const collector = useContext(IslandCollectorContext);
  const lang = useLang();
  if (!collector) throw new Error(`<Island name="${name}"> rendered outside entry.server`);
  const allProps = { ...(props as Record<string, unknown>), lang };
  const id = collector.add(name, allProps);
  return (
    <div
      data-island={name}
      data-wake={wake}
      data-props={JSON.stringify(allProps)}
      className={className}
      dangerouslySetInnerHTML={{ __html: islandSlot(id) }}
    />
  );
}
