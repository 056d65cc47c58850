export * from './common.schema';
export * from './contact.schema';
export * from './contact-webhook.schema';
export * from './newsletter.schema';
export * from './chatbot-webhook.schema';
export * from './client-env.schema';
export * from './jobs.schema';
export * from './blogs.schema';
