import { frenchTypographyIssues } from '@prairieflow/contracts';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

/** Conversation memory: a follow-up is read in the light of the previous turn of the same session. */
describe('POST /api/chatbot-webhook across turns', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let n = 0;
  const session = () => `mem${String(++n).padStart(7, '0')}`;
  const ask = async (sessionId: string, message: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/chatbot-webhook',
      payload: { message, sessionId, visitorId: 'v_memory', source: 'website_chat' },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().output as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHAT_PER_WINDOW: '1000' });
  });
  afterAll(() => t.close());

  it('a short question that names nothing of its own is about the previous answer', async () => {
    const s = session();
    await ask(s, 'Parlez-moi de la gestion des avis');
    expect(await ask(s, 'C’est quoi le taux de réponse?')).toContain('95\u00a0%');
  });

  it('"can I try it?" and "when will it be out?" mean the product of ours named the turn before', async () => {
    const s = session();
    await ask(s, 'tell me about the HR assistant');
    expect(await ask(s, 'can I try it?')).toMatch(/^HR Assistant: /);
    const s2 = session();
    await ask(s2, 'tell me about the Restaurant Manager');
    expect(await ask(s2, 'when will it be out?')).toMatch(/Restaurant Manager is coming soon/);
    // What it does is still the industry's answer.
    const s3 = session();
    await ask(s3, "What's the restaurant assistant?");
    expect(await ask(s3, 'does it handle allergy questions? we get a ton')).toMatch(/Allergens/);
  });

  it('"and for restaurants?" after scheduling answers for restaurants, reservations first', async () => {
    const s = session();
    expect(await ask(s, 'Tell me about your appointment scheduling')).toContain('](/solutions)');
    const answer = await ask(s, 'and for restaurants?');
    expect(answer).toContain('](/services/Restaurants)');
    expect(answer.split('\n').find((l) => l.startsWith('- '))).toMatch(/^- Reservations:/);
  });

  it('"how much does that cost?" after an industry answers pricing, never an amount', async () => {
    const s = session();
    expect(await ask(s, 'Do you work with real estate agents?')).toContain('](/services/RealEstate)');
    const answer = await ask(s, 'how much does that cost?');
    expect(answer).toContain('tiered subscription pricing');
    expect(answer).not.toMatch(/\$\s?\d/);
  });

  it('"and for a large company?" stays on the previous topic (pricing)', async () => {
    const s = session();
    await ask(s, "What's the pricing?");
    expect(await ask(s, 'and for a large company?')).toContain('custom enterprise pricing');
  });

  it('"can it take phone orders?" after "I run a restaurant" answers from the restaurant page', async () => {
    const s = session();
    await ask(s, 'I run a restaurant');
    const answer = await ask(s, 'can it take phone orders?');
    expect(answer).toContain('](/services/Restaurants)');
    expect(answer).toMatch(/Phone & Online Orders/);
  });

  it('"for us" means the business told before; "the second one" the second business named', async () => {
    const s = session();
    await ask(s, 'Hi! I own a small café in Regina, 2 locations.');
    expect(await ask(s, 'What could you automate for us?')).toContain('](/services/Restaurants)');
    const s2 = session();
    await ask(s2, 'Je gère une clinique médicale et un salon d’esthétique.');
    expect(await ask(s2, 'Pour le deuxième, vous avez quoi ?')).toContain('](/fr/services/Salons)');
  });

  it('a short follow-up stays on the privacy question it follows', async () => {
    const s = session();
    await ask(s, 'What info do you keep about me?');
    expect(await ask(s, 'and for how long?')).toContain('](/privacy-policy)');
  });

  it('a short follow-up asks more of the page just linked', async () => {
    const s = session();
    await ask(s, 'do you do review management?');
    const approve = await ask(s, 'can it post the replies by itself or do I approve them first?');
    expect(approve).toContain('approve or auto-post');
    expect(approve).toContain('](/services/AIReputation)');
    const s2 = session();
    await ask(s2, 'I’m thinking of booking a demo.');
    await ask(s2, 'If I do, what info do you keep about me?');
    expect(await ask(s2, 'and for how long?')).toContain('24 months');
  });

  it('"what would you set up for us first?" is about the business named before', async () => {
    const s = session();
    await ask(s, 'We’re a real estate team of 8 agents in Calgary.');
    expect(await ask(s, 'what would you set up for us first?')).toContain('](/services/RealEstate)');
  });

  it('a French conversation stays French and links the French pages', async () => {
    const s = session();
    expect(await ask(s, 'Travaillez-vous avec les salons ?')).toContain('](/fr/services/Salons)');
    const answer = await ask(s, 'et pour les restaurants ?');
    expect(answer).toContain('](/fr/services/Restaurants)');
    expect(answer).toContain('Pour le secteur');
    // Composed from the French copy, in the site's French typography (no-break spaces before : ? !).
    expect(frenchTypographyIssues(answer)).toEqual([]);
  });

  it('the same follow-up in another session has no context to lean on', async () => {
    await ask(session(), 'Tell me about your appointment scheduling');
    const fresh = await ask(session(), 'tell me more');
    expect(fresh).not.toContain('](/solutions)');
  });

  it('remembers topics only: no message text is stored', async () => {
    const s = session();
    await ask(s, 'We are a bistro called Chez Ada, do you do reservations?');
    const [row] = await query<{ state: Record<string, unknown>; scope: string }>(
      t.database.url,
      'SELECT state, scope FROM chat_memory WHERE session_id = $1',
      [s],
    );
    expect(row.scope).toBe('site');
    expect(JSON.stringify(row.state)).not.toMatch(/Chez Ada|bistro/);
    expect(row.state).toMatchObject({ industry: 'Restaurants', lang: 'en' });
  });
});
