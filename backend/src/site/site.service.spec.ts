import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { SiteService } from './site.service';

describe('SiteService.resolve', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pf-site-'));
  for (const dir of ['about', 'assets', 'fr/about', '_fallback']) mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), 'home');
  writeFileSync(path.join(root, 'about', 'index.html'), 'about');
  writeFileSync(path.join(root, 'fr', 'about', 'index.html'), 'à propos');
  writeFileSync(path.join(root, '404.html'), 'not found');
  writeFileSync(path.join(root, 'fr', '404.html'), 'introuvable');
  writeFileSync(path.join(root, '_fallback', 'blog.html'), 'fallback');
  writeFileSync(path.join(root, 'assets', 'app-123.js'), 'js');
  const site = new SiteService(loadConfig({ STATIC_DIR: root }));

  it('serves prerendered pages in both languages with no-cache', () => {
    expect(site.resolve('/')).toEqual({ file: 'index.html', status: 200, cacheControl: 'no-cache' });
    expect(site.resolve('/about')).toMatchObject({ file: 'about/index.html', status: 200 });
    expect(site.resolve('/fr/about')).toMatchObject({ file: 'fr/about/index.html', status: 200 });
  });

  it('caches hashed assets for a year', () => {
    expect(site.resolve('/assets/app-123.js').cacheControl).toContain('immutable');
  });

  it('answers unknown paths with the not-found page of their language and 404', () => {
    expect(site.resolve('/no-such-page')).toEqual({ file: '404.html', status: 404, cacheControl: 'no-cache' });
    expect(site.resolve('/fr/page-inconnue')).toMatchObject({ file: 'fr/404.html', status: 404 });
    expect(site.resolve('/no-such-file.js')).toMatchObject({ file: '404.html', status: 404 });
  });

  it("never serves the live pages' fallback pages directly", () => {
    expect(site.resolve('/_fallback/blog.html')).toMatchObject({ status: 404 });
    expect(site.resolve('/_fallback/blog')).toMatchObject({ status: 404 });
  });

  it('never leaves the static root', () => {
    expect(site.resolve('/../../etc/passwd').status).toBe(404);
    expect(site.resolve('/%2e%2e/%2e%2e/etc/passwd').status).toBe(404);
    expect(site.resolve('/%E0%A4%A').status).toBe(404);
  });
});
