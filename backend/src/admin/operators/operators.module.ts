import { Module } from '@nestjs/common';
import { OperatorAccountsService } from './operator-accounts.service';
import { OperatorsController } from './operators.controller';

@Module({ controllers: [OperatorsController], providers: [OperatorAccountsService], exports: [OperatorAccountsService] })
export class OperatorsModule {}
