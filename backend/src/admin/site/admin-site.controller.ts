import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminSiteService } from './admin-site.service';

/** Serves /admin and everything under it: noindex, with the console's own CSP. */
@Controller('admin')
export class AdminSiteController {
  constructor(private readonly site: AdminSiteService) {}

  // One decorator with both paths: stacked route decorators overwrite each other. Fastify
  // answers HEAD from the GET route itself.
  @Get(['', '*'])
  serve(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const urlPath = request.url.split('?')[0];
    const found = this.site.available ? this.site.resolve(decodeURIComponent(urlPath)) : null;
    if (!found) throw new NotFoundException();
    return reply
      .header('cache-control', found.cacheControl)
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', found.file.endsWith('.html') ? this.site.policy : "default-src 'none'; frame-ancestors 'none'")
      .sendFile(found.file, this.site.root, { cacheControl: false });
  }
}
