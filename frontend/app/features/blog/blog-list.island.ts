import { defineIsland } from '~/islands/island-module';
import { BlogList } from './blog-list';

export default defineIsland({ Component: BlogList });
