import { Global, Module } from '@nestjs/common';
import { ContentEventsService } from './content-events.service';

/** Global: every cache of public content (live pages, API answers) reads the same versions. */
@Global()
@Module({ providers: [ContentEventsService], exports: [ContentEventsService] })
export class ContentEventsModule {}
