import { langOfPath } from '~/i18n/lang';
import type { IslandModule } from './island-module';
import { type IslandName, islands } from './registry';

/** The island's module (its code is fetched once; later calls reuse it). */
export function loadIsland(name: IslandName): Promise<IslandModule> {
  return islands[name].load().then((module) => module.default as IslandModule);
}

/** Opens a client-only island (dialog, panel, toast area) for the element that asked for it. */
export async function openIsland(name: IslandName, trigger: HTMLElement = document.body): Promise<void> {
  const island = await loadIsland(name);
  if (!island.open) throw new Error(`island ${name} cannot be opened`);
  island.open(trigger, langOfPath(window.location.pathname));
}
