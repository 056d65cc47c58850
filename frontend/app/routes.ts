import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Every route of the spec's route table, by hand (spec section 2).
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service-page.tsx'),
  route('solutions', 'routes/solutions.tsx'),
  route('products', 'routes/products.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('content', 'routes/content.tsx'),
  route('content/:slug', 'routes/article.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
