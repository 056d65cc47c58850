import { defineIsland } from '~/islands/island-module';
import { OpenPositions } from './open-positions';

export default defineIsland({ Component: OpenPositions });
