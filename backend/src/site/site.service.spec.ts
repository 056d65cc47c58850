import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { SiteService } from './site.service';

describe('SiteService.resolve', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pf-site-'));
  mkdirSync(path.join(root, 'about'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), 'home');
  writeFileSync(path.join(root, 'about', 'index.html'), 'about');
  writeFileSync(path.join(root, '__spa-fallback.html'), 'shell');
  writeFileSync(path.join(root, 'assets', 'app-123.js'), 'js');
  const site = new SiteService(loadConfig({ STATIC_DIR: root }));

  it('serves prerendered pages with no-cache', () => {
    expect(site.resolve('/')).toEqual({ file: 'index.html', status: 200, cacheControl: 'no-cache' });
    expect(site.resolve('/about')).toMatchObject({ file: 'about/index.html', status: 200 });
  });

  it('caches hashed assets for a year', () => {
    expect(site.resolve('/assets/app-123.js').cacheControl).toContain('immutable');
  });

  it('serves the SPA shell with 200 for articles and 404 for unknown paths', () => {
    expect(site.resolve('/content/some-post')).toMatchObject({ file: '__spa-fallback.html', status: 200 });
    expect(site.resolve('/no-such-page')).toMatchObject({ file: '__spa-fallback.html', status: 404 });
    expect(site.resolve('/content/')).toMatchObject({ status: 404 });
  });

  it('never leaves the static root', () => {
    expect(site.resolve('/../../etc/passwd').status).toBe(404);
    expect(site.resolve('/%2e%2e/%2e%2e/etc/passwd').status).toBe(404);
    expect(site.resolve('/%E0%A4%A').status).toBe(404);
  });
});
