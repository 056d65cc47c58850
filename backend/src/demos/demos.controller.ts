import { createHash } from 'node:crypto';
import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { type DemoName, demoNames } from '@prairieflow/contracts';
import type { FastifyReply } from 'fastify';
import { DEMOS } from './assistant/demos';
import { DEMO_SCRIPT, DEMO_STYLES } from './page/demo-assets';
import { DEMO_PAGE_CSP, demoPage } from './page/demo-page';

/** Changes whenever the script or styles do, so the page's links never serve a stale copy. */
const ASSET_VERSION = createHash('sha256').update(DEMO_SCRIPT).update(DEMO_STYLES).digest('hex').slice(0, 12);

/**
 * GET /demos/{demo}: the products page's live demos when no external demo is configured, each
 * loaded in the page's click-to-load sandboxed frame. Framed by this site only; the script and
 * styles are readable from the sandbox's opaque origin (Cross-Origin-Resource-Policy).
 */
@Controller('demos')
export class DemosController {
  @Get('assets/demo.js')
  script(@Res() reply: FastifyReply) {
    return asset(reply, 'text/javascript; charset=utf-8', DEMO_SCRIPT);
  }

  @Get('assets/demo.css')
  styles(@Res() reply: FastifyReply) {
    return asset(reply, 'text/css; charset=utf-8', DEMO_STYLES);
  }

  /** ?lang=fr: the French products page's frame (the demo speaks French); anything else is English. */
  @Get(':demo')
  page(@Param('demo') name: string, @Query('lang') lang: unknown, @Res() reply: FastifyReply) {
    if (!(demoNames as readonly string[]).includes(name)) throw new NotFoundException('No such demo');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', DEMO_PAGE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'no-cache')
      .send(demoPage(DEMOS[name as DemoName], ASSET_VERSION, lang === 'fr' ? 'fr' : 'en'));
  }
}

function asset(reply: FastifyReply, type: string, body: string) {
  return reply
    .header('content-type', type)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(body);
}
