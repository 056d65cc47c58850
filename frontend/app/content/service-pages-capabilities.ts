import type { ServicePageContent } from './service-pages.types.ts';

/** Service pages, part 3: the cross-industry services (social media, reputation, assistant). */
export const capabilityPages: ServicePageContent[] = [
  {
    slug: 'SocialMedia',
    name: 'Social Media Management',
    icon: 'social',
    seoDescription:
      'AI social media management: content calendars, on-brand posts and replies to comments and messages, with up to 60% less manual workload.',
    hero: {
      eyebrow: 'Social Media Management',
      headline: 'AI Social Media Management That Sounds Like You',
      lead: 'Stay visible on every channel without living in the apps. We plan, write, publish and reply in your brand voice.',
    },
    impact: [
      { value: 'Up to 60%', label: 'less manual workload' },
      { value: '24/7', label: 'replies to messages' },
      { value: '75%', label: 'time saved on content' },
    ],
    featuresHeading: 'Consistent Presence, Less Effort',
    features: [
      { icon: 'calendar', title: 'Content Calendar', description: 'A month of posts planned around your goals, seasons and promotions.' },
      { icon: 'sparkles', title: 'On-Brand Posts', description: 'Captions and post ideas written for each channel in your voice.' },
      { icon: 'message', title: 'Comment & Message Replies', description: 'Questions answered quickly, leads passed to your team.' },
    ],
    extrasHeading: 'Pairs Well With',
    extras: [
      { title: 'AI Review & Reputation Management', description: 'Your public image, managed in one place.', link: 'AIReputation' },
      { title: 'Sales & Marketing Automation', description: 'Turn social engagement into pipeline.', link: 'SalesMarketing' },
      { title: 'Performance Reports', description: 'Reach, engagement and leads, every month.' },
    ],
    cta: { heading: 'Show Up Every Day Without the Daily Grind', text: 'See a month of content planned for your business in a demo.' },
  },
  {
    slug: 'AIReputation',
    name: 'AI Review & Reputation Management',
    icon: 'reputation',
    seoDescription:
      'AI review and reputation management: monitor every review site and reply to every review, reaching a 95% review response rate.',
    hero: {
      eyebrow: 'AI Review & Reputation Management',
      headline: 'AI Review and Reputation Management',
      lead: 'Know what customers say about you everywhere, reply to every review with a personal response and turn feedback into better ratings.',
    },
    impact: [
      { value: '95%', label: 'review response rate' },
      { value: '24/7', label: 'review monitoring' },
      { value: '75%', label: 'time saved on replies' },
    ],
    featuresHeading: 'Every Review Gets an Answer',
    features: [
      { icon: 'search', title: 'Review Monitoring', description: 'Reviews from every platform collected in one inbox as they arrive.' },
      {
        icon: 'message',
        title: 'Personal Replies',
        description: 'Thoughtful, on-brand responses drafted in seconds for you to approve or auto-post.',
      },
      { icon: 'chart', title: 'Sentiment Trends', description: 'See what customers praise and what needs fixing, month by month.' },
    ],
    extrasHeading: 'Pairs Well With',
    extras: [
      { title: 'Social Media Management', description: 'Share your best reviews with your followers.', link: 'SocialMedia' },
      { title: 'Review Requests', description: 'Happy customers invited to review at the right moment.' },
      { title: 'Personalized AI Assistant', description: 'Reputation reports and forecasts on demand.', link: 'AIAssistant' },
    ],
    cta: { heading: 'Build the Reputation You Deserve', text: 'See reputation management for your business in a free demo.' },
  },
  {
    slug: 'AIAssistant',
    name: 'Personalized AI Assistant',
    icon: 'assistant',
    seoDescription:
      'A personalized AI assistant for insights, reporting and forecasting: ask questions of your business data in plain language.',
    hero: {
      eyebrow: 'Personalized AI Assistant',
      headline: 'Your Personalized AI Assistant for Insights, Reporting and Forecasting',
      lead: 'Ask questions about your business in plain language and get clear answers, reports and forecasts from your own data.',
    },
    impact: [
      { value: '75%', label: 'time saved on reporting' },
      { value: '80%', label: 'time savings on routine analysis' },
      { value: '24/7', label: 'answers on demand' },
    ],
    featuresHeading: 'Decisions Backed by Your Own Data',
    features: [
      { icon: 'brain', title: 'Business Insights', description: 'Spot trends, bottlenecks and opportunities across your tools.' },
      { icon: 'file', title: 'Automatic Reporting', description: 'Weekly and monthly reports written and delivered for you.' },
      { icon: 'trend', title: 'Forecasting', description: 'Demand, revenue and staffing forecasts you can plan around.' },
    ],
    extrasHeading: 'Pairs Well With',
    extras: [
      { title: 'AI Review & Reputation Management', description: 'Add customer sentiment to your reports.', link: 'AIReputation' },
      { title: 'Sales & Marketing Automation', description: 'Forecasts that feed your pipeline.', link: 'SalesMarketing' },
      { title: 'System Integrations', description: 'Connects to your CRM, ERP and scheduling tools.' },
    ],
    cta: { heading: 'Get Answers, Not Spreadsheets', text: 'Ask the assistant about your own business in a live demo.' },
  },
];
