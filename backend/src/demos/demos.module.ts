import { Module } from '@nestjs/common';
import { DemoChatModule } from '../demo-chat/demo-chat.module';
import { DemosController } from './demos.controller';

/** The live demos: their pages (/demos/{demo}) and their assistant (POST /api/demo-chat). */
@Module({
  imports: [DemoChatModule],
  controllers: [DemosController],
})
export class DemosModule {}
