import { blogPostingLd, jobPostingLd, organizationLd, serializeJsonLd } from './structured-data';

const post = {
  id: '1',
  slug: 'a-post',
  title: 'A post',
  content: '<p>x</p>',
  cover_image_url: '/images/blog/a.svg',
  seo_description: null,
  published_at: '2026-11-01T14:00:00.000Z',
  created_at: '2026-10-30T10:00:00.000Z',
  estimated_read_time: null,
};
const job = {
  id: 'j',
  title: 'Engineer',
  location: 'Remote (Canada)',
  type: 'Full-time',
  description: 'Build things.',
  posted_at: '2026-11-18',
  application_link: 'mailto:careers@prairieflow.example',
};

describe('JSON-LD', () => {
  it('Organization carries the company identity with absolute URLs', () => {
    const ld = organizationLd('https://prairieflow.example');
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Prairieflow AI',
      url: 'https://prairieflow.example/',
      foundingDate: '2025',
    });
    expect(ld.address).toMatchObject({ addressLocality: 'Saskatoon', addressCountry: 'CA' });
  });

  it('BlogPosting points at the article and its cover', () => {
    expect(blogPostingLd(post, 'About it', 'https://prairieflow.example')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A post',
      description: 'About it',
      image: 'https://prairieflow.example/images/blog/a.svg',
      url: 'https://prairieflow.example/content/a-post',
      datePublished: '2026-11-01T14:00:00.000Z',
    });
  });

  it('JobPosting maps the type and marks remote Canadian roles', () => {
    expect(jobPostingLd(job, 'https://prairieflow.example')).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'FULL_TIME',
      datePosted: '2026-11-18',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Canada' },
    });
    expect(jobPostingLd({ ...job, location: 'Saskatoon, SK', type: 'Internship' }, 'https://prairieflow.example')).toMatchObject({
      employmentType: 'INTERN',
      jobLocation: { address: { addressLocality: 'Saskatoon' } },
    });
  });

  it('serialises deterministically and cannot close its script tag', () => {
    const hostile = jobPostingLd({ ...job, title: '</script><script>alert(1)</script>' }, 'https://prairieflow.example');
    const text = serializeJsonLd(hostile);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).title).toBe('</script><script>alert(1)</script>');
    expect(serializeJsonLd(hostile)).toBe(text);
  });
});
