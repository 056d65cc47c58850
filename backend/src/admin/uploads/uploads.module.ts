import { Module } from '@nestjs/common';
import { UploadBodyLimit } from './upload-body-limit';
import { UploadsController } from './uploads.controller';

@Module({ controllers: [UploadsController], providers: [UploadBodyLimit] })
export class UploadsModule {}
