import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../../config/config';

/** When no build (or no csp.json) is present there is no console page to protect. */
const FALLBACK_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface AdminFile {
  file: string;
  cacheControl: string;
}

/**
 * The console's own single-page app, built by frontend/admin/vite.config.ts into
 * <STATIC_DIR>/admin. Hashed assets are cached for a year; every other path under /admin gets
 * its index.html (client-side routes), never cached, with the console's own CSP from csp.json.
 */
@Injectable()
export class AdminSiteService {
  readonly root: string;
  readonly policy: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.join(resolveFromRoot(config.STATIC_DIR), 'admin');
    const cspFile = path.join(path.dirname(resolveFromRoot(config.STATIC_DIR)), 'csp.json');
    this.policy = existsSync(cspFile)
      ? ((JSON.parse(readFileSync(cspFile, 'utf8')) as { adminPolicy?: string }).adminPolicy ?? FALLBACK_POLICY)
      : FALLBACK_POLICY;
  }

  get available(): boolean {
    return this.isFile('index.html');
  }

  resolve(urlPath: string): AdminFile | null {
    const relative = path.posix.normalize(urlPath.replace(/^\/admin\/?/, '')).replace(/^\/+/, '');
    if (relative.startsWith('..') || relative.includes('\0')) return null;
    if (path.posix.extname(relative)) {
      if (!this.isFile(relative)) return null;
      return { file: relative, cacheControl: relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
    }
    return { file: 'index.html', cacheControl: 'no-store' };
  }

  private isFile(relative: string): boolean {
    const full = path.join(this.root, relative);
    if (!full.startsWith(this.root + path.sep)) return false;
    try {
      return statSync(full).isFile();
    } catch {
      return false;
    }
  }
}
