import { Module } from '@nestjs/common';
import { AdminSiteController } from './admin-site.controller';
import { AdminSiteService } from './admin-site.service';

@Module({ controllers: [AdminSiteController], providers: [AdminSiteService] })
export class AdminSiteModule {}
