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

/**
 * Maps a request path onto the prerendered build, the way the compose nginx does: a file, else
 * `<path>/index.html`, else the not-found page of the path's language with status 404. (The live
 * pages, /blog, /careers and /content/{slug}, are rendered by the pages module.)
 */
@Injectable()
export class SiteService {
  readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolveFromRoot(config.STATIC_DIR);
  }

  get available(): boolean {
    return existsSync(path.join(this.root, 'index.html'));
  }

  resolve(urlPath: string): SiteFile {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return this.notFound(urlPath);
    }
    const normalized = path.posix.normalize(decoded);
    if (normalized.includes('\0') || normalized.startsWith('..')) return this.notFound(normalized);
    const relative = normalized.replace(/^\/+/, '');

    // The live routes' fallback pages are served only by the pages module, when needed.
    if (relative.startsWith('_fallback')) return this.notFound(normalized);
    if (path.posix.extname(relative)) {
      if (this.isFile(relative)) {
        const immutable = relative.startsWith('assets/');
        return { file: relative, status: 200, cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600' };
      }
      return this.notFound(normalized);
    }
    const index = path.posix.join(relative, 'index.html');
    if (this.isFile(index)) return { file: index, status: 200, cacheControl: 'no-cache' };
    return this.notFound(normalized);
  }

  private notFound(urlPath: string): SiteFile {
    const french = urlPath === '/fr' || urlPath.startsWith('/fr/');
    return { file: french && this.isFile('fr/404.html') ? 'fr/404.html' : '404.html', status: 404, cacheControl: 'no-cache' };
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
