import type { ServicePageContent } from './service-pages.types.ts';

/** Service pages, part 2: salons, real estate, clinics, sales and marketing. */
export const localBusinessPages: ServicePageContent[] = [
  {
    slug: 'Salons',
    name: 'Salons & Spas',
    icon: 'salon',
    seoDescription:
      'AI automation for salons and spas: 24/7 online booking, reminders and rebooking with 60% less booking time and fewer no-shows.',
    hero: {
      eyebrow: 'Salons & Spas',
      headline: 'AI Booking and Client Care for Salons and Spas',
      lead: 'Let clients book, reschedule and get reminders on their own, day or night, while your team stays focused on the chair.',
    },
    impact: [
      { value: '60%', label: 'less booking time' },
      { value: 'Up to 30%', label: 'fewer no-shows' },
      { value: '24/7', label: 'online booking' },
    ],
    featuresHeading: 'A Fuller Book, Without the Phone Tag',
    features: [
      { icon: 'calendar', title: 'Online Booking', description: 'Clients pick the service, stylist and time; the calendar stays in sync.' },
      { icon: 'mail', title: 'Reminders & Rebooking', description: 'Friendly reminders and rebooking prompts keep regulars coming back.' },
      { icon: 'message', title: 'Instant Answers', description: 'Prices, services and opening hours answered in seconds.' },
    ],
    extrasHeading: 'More for Salons & Spas',
    extras: [
      { title: 'Review Management', description: 'Thank every client and showcase your best reviews.', link: 'AIReputation' },
      { title: 'Social Media Management', description: 'Before-and-after posts and promotions on schedule.', link: 'SocialMedia' },
      { title: 'Waitlist Filling', description: 'Cancelled slots offered to waiting clients automatically.' },
    ],
    cta: { heading: 'Keep Your Chairs Full', text: 'See online booking and reminders working together in a demo.' },
  },
  {
    slug: 'RealEstate',
    name: 'Real Estate',
    icon: 'realestate',
    seoDescription:
      'AI automation for real estate: instant answers to buyer and renter inquiries, lead qualification and showing booking, 24/7.',
    hero: {
      eyebrow: 'Real Estate',
      headline: 'AI Automation for Real Estate Teams',
      lead: 'Answer every inquiry in seconds, qualify leads while you sleep and fill your calendar with showings that convert.',
    },
    impact: [
      { value: '24/7', label: 'lead response' },
      { value: 'Up to 60%', label: 'less manual workload' },
      { value: '80%', label: 'time savings on routine inquiries' },
    ],
    featuresHeading: 'Turn Inquiries Into Showings',
    features: [
      {
        icon: 'search',
        title: 'Listing Answers',
        description: 'Price, size, neighbourhood and availability answered the moment someone asks.',
      },
      { icon: 'target', title: 'Lead Qualification', description: 'Budget, timeline and pre-approval captured in every conversation.' },
      { icon: 'calendar', title: 'Showing Scheduling', description: 'Viewings booked straight into the right agent’s calendar.' },
    ],
    extrasHeading: 'More for Real Estate',
    extras: [
      { title: 'Social Media Management', description: 'New listings and open houses posted automatically.', link: 'SocialMedia' },
      { title: 'Personalized AI Assistant', description: 'Market and pipeline reports on demand.', link: 'AIAssistant' },
      { title: 'Buyer Follow-ups', description: 'Matching listings sent to interested buyers.' },
    ],
    cta: { heading: 'Never Miss Another Lead', text: 'Try the real estate assistant with your own listings in a demo.' },
  },
  {
    slug: 'Clinics',
    name: 'Clinics & Medical Practices',
    icon: 'clinic',
    seoDescription:
      'AI automation for clinics and medical practices: booking, reminders and after-hours answers that cut no-shows by up to 45%.',
    hero: {
      eyebrow: 'Clinics & Medical Practices',
      headline: 'AI Automation for Clinics and Medical Practices',
      lead: 'Free your front desk from the phone. Patients book, confirm and ask questions on their own, and your schedule stays full.',
    },
    impact: [
      { value: 'Up to 45%', label: 'fewer no-shows' },
      { value: '75%', label: 'less documentation time' },
      { value: '60%', label: 'less booking time' },
    ],
    featuresHeading: 'A Calmer Front Desk',
    features: [
      {
        icon: 'calendar',
        title: 'Self-Service Booking',
        description: 'Patients book and reschedule online, within the rules you set for each provider.',
      },
      {
        icon: 'mail',
        title: 'Confirmations & Reminders',
        description: 'Automatic reminders with easy rescheduling cut no-shows by up to 45%.',
      },
      { icon: 'phone', title: 'After-Hours Answers', description: 'Questions about hours, services and preparation answered any time.' },
    ],
    extrasHeading: 'More for Clinics',
    extras: [
      { title: 'Healthcare Automation', description: 'Intake and documentation support for care teams.', link: 'Healthcare' },
      { title: 'Review Management', description: 'Respond to patient feedback with care.', link: 'AIReputation' },
      { title: 'Recall Campaigns', description: 'Patients reminded when check-ups are due.' },
    ],
    cta: { heading: 'Fill Your Schedule, Not Your Inbox', text: 'See booking and reminders for clinics in a free demo.' },
  },
  {
    slug: 'SalesMarketing',
    name: 'Sales & Marketing',
    icon: 'sales',
    seoDescription:
      'AI automation for sales and marketing: lead scoring, personalised follow-ups and campaign reporting with up to 60% less manual workload.',
    hero: {
      eyebrow: 'Sales & Marketing',
      headline: 'AI Automation for Sales and Marketing Teams',
      lead: 'Respond to every lead in minutes, follow up at the right moment and see which campaigns actually drive revenue.',
    },
    impact: [
      { value: 'Up to 60%', label: 'less manual workload' },
      { value: '75%', label: 'time saved on follow-ups' },
      { value: '24/7', label: 'lead response' },
    ],
    featuresHeading: 'A Pipeline That Moves on Its Own',
    features: [
      { icon: 'target', title: 'Lead Scoring', description: 'Every lead ranked by fit and intent, so reps call the right people first.' },
      { icon: 'mail', title: 'Personalised Follow-ups', description: 'Timely e-mails and messages written for each prospect.' },
      { icon: 'chart', title: 'Campaign Insights', description: 'Clear reports on which channels and messages bring revenue.' },
    ],
    extrasHeading: 'More for Growth Teams',
    extras: [
      { title: 'Social Media Management', description: 'Posts, replies and reports across every channel.', link: 'SocialMedia' },
      { title: 'Personalized AI Assistant', description: 'Forecasts and pipeline reports on demand.', link: 'AIAssistant' },
      { title: 'Meeting Booking', description: 'Qualified prospects book demos straight into reps’ calendars.' },
    ],
    cta: { heading: 'Close More Deals With Less Busywork', text: 'See lead scoring and follow-ups at work in a demo.' },
  },
];
