import { defineIsland } from '~/islands/island-module';
import { ArticleView } from './article-view';

export default defineIsland({ Component: ArticleView });
