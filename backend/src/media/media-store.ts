import path from 'node:path';
import type { AppConfig } from '../config/config';
import { resolveFromRoot } from '../config/config';

/** Uploaded media live under DATA_DIR/media (a volume in compose), never inside the build. */
export const mediaRoot = (config: AppConfig) => path.join(resolveFromRoot(config.DATA_DIR), 'media');
