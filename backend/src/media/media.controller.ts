import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { mediaRoot } from './media-store';

const FOLDER = /^[0-9a-f-]{36}-\d{1,5}x\d{1,5}$/;
const FILE = /^\d{1,5}\.(avif|webp)$/;
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * GET /media/covers/{folder}/{file}: uploaded cover renditions. Names are checked against the
 * exact shape uploads create (no path can escape the folder) and never change once written,
 * so they are cached for a year.
 */
@Controller('media/covers')
export class MediaController {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.join(mediaRoot(config), 'covers');
  }

  @Get(':folder/:file')
  async cover(@Param('folder') folder: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    if (!FOLDER.test(folder) || !FILE.test(file)) throw new NotFoundException('No such image');
    const full = path.join(this.root, folder, file);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) throw new NotFoundException('No such image');
    return reply
      .header('content-type', TYPES[path.extname(file).slice(1)])
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(full));
  }
}
