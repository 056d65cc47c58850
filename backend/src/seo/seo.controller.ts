import { Controller, Get, Header } from '@nestjs/common';
import { SeoService } from './seo.service';

/** Crawler files at the site root (outside /api; nginx proxies these three paths here). */
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots() {
    return this.seo.robots();
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  sitemap() {
    return this.seo.sitemap();
  }

  @Get('rss.xml')
  @Header('content-type', 'application/rss+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  rss() {
    return this.seo.rss('en');
  }

  @Get('fr/rss.xml')
  @Header('content-type', 'application/rss+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  rssFrench() {
    return this.seo.rss('fr');
  }
}
