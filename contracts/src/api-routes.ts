// The API documentation of every /api route (`<route>.route.ts`, beside `<route>.schema.ts`),
// read by the OpenAPI generator in backend/src/docs. A separate entry point
// (@prairieflow/contracts/api-routes) so the front end, which imports the package's main entry,
// never bundles these descriptions.
export * from './api-route';
export * from './blogs.route';
export * from './chatbot-webhook.route';
export * from './client-env.route';
export * from './contact.route';
export * from './contact-webhook.route';
export * from './demo-chat.route';
export * from './docs.route';
export * from './jobs.route';
export * from './newsletter.route';
export * from './admin/session.route';
export * from './admin/leads.route';
export * from './admin/privacy.route';
export * from './admin/operators.route';
export * from './admin/posts.route';
export * from './admin/jobs.route';
export * from './admin/analytics.route';
export * from './admin/chats.route';
