import { Inject, Injectable } from '@nestjs/common';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_CONFIG, type AppConfig, resolveFromRoot } from '../config/config';

export interface SiteFile {
  /** Path relative to the static root. */
  file: string;
  status: number;
  /** HTML is revalidated on every visit; hashed assets are cached for a year. */
  cacheControl: string;
}

/** Routes rendered in the browser only (not prerendered): they get the SPA shell with 200. */
const clientRenderedPrefixes = ['/content/'];
const SPA_FALLBACK = '__spa-fallback.html';

/**
 * Maps a request path onto the prerendered build, the way web/nginx.conf does in compose:
 * a file, else `<path>/index.html`, else the SPA shell (200 for client-rendered routes,
 * 404 otherwise, where the app shows its not-found page).
 */
@Injectable()
export class SiteService {
  readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolveFromRoot(config.STATIC_DIR);
  }

  get available(): boolean {
    return existsSync(path.join(this.root, SPA_FALLBACK)) || existsSync(path.join(this.root, 'index.html'));
  }

  resolve(urlPath: string): SiteFile {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return this.fallback(404);
    }
    const normalized = path.posix.normalize(decoded);
    if (normalized.includes('\0') || normalized.startsWith('..')) return this.fallback(404);
    const relative = normalized.replace(/^\/+/, '');

    if (path.posix.extname(relative)) {
      if (this.isFile(relative)) {
        const immutable = relative.startsWith('assets/');
        return { file: relative, status: 200, cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600' };
      }
      return this.fallback(404);
    }
    const index = path.posix.join(relative, 'index.html');
    if (this.isFile(index)) return { file: index, status: 200, cacheControl: 'no-cache' };
    const clientRendered = clientRenderedPrefixes.some((p) => normalized.startsWith(p) && normalized.length > p.length);
    return this.fallback(clientRendered ? 200 : 404);
  }

  private fallback(status: number): SiteFile {
    const file = this.isFile(SPA_FALLBACK) ? SPA_FALLBACK : 'index.html';
    return { file, status, cacheControl: 'no-cache' };
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
