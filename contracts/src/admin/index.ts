export * from './common.schema';
export * from './session.schema';
export * from './enrolment.schema';
export * from './leads.schema';
export * from './privacy.schema';
export * from './audit.schema';
export * from './operators.schema';
export * from './jobs.schema';
