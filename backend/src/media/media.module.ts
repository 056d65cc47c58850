import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';

/** /media/*: files operators upload in the console (cover images), served read-only. */
@Module({ controllers: [MediaController] })
export class MediaModule {}
