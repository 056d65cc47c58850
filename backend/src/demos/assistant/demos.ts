import type { DemoName } from '@prairieflow/contracts';
import type { DemoBusiness } from './demo-business';
import { hrDemo } from './hr';
import { realEstateDemo } from './real-estate';
import { restaurantDemo } from './restaurant';

/** The three live demos of the products page, by the name in their URL (/demos/{name}). */
export const DEMOS: Record<DemoName, DemoBusiness> = {
  'real-estate': realEstateDemo,
  hr: hrDemo,
  restaurant: restaurantDemo,
};
