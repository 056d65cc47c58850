import { defineIsland } from '~/islands/island-module';
import { ContentHubGrid } from './content-hub';

export default defineIsland({ Component: ContentHubGrid });
