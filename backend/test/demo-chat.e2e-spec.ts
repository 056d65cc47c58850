import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

/** The products page's demo assistants: sample bookings kept apart from the company's leads. */
describe('POST /api/demo-chat', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ask = async (demo: string, message: string, sessionId: string, lang?: 'en' | 'fr') => {
    const res = await t.inject({ method: 'POST', url: '/api/demo-chat', payload: { demo, message, sessionId, ...(lang ? { lang } : {}) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    return res.json<{ output: string; suggestions: string[]; booking?: { reference: string; kind: string; summary: string } }>();
  };
  const counts = async () =>
    (
      await query<{ leads: number; chat: number; deliveries: number }>(
        t.database.url,
        'SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM chat_leads)::int AS chat, (SELECT count(*) FROM deliveries)::int AS deliveries',
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHAT_PER_WINDOW: '1000' });
  });
  afterAll(() => t.close());

  it('books a showing across turns and stores it as a demo booking, not a lead', async () => {
    expect((await ask('real-estate', 'What homes do you have?', 're-session-1')).output).toContain('405-220 River Road');
    expect((await ask('real-estate', 'Book a showing of the condo', 're-session-1')).output).toMatch(/Saturday at 10:00/);
    const booked = await ask('real-estate', 'Saturday at 10am', 're-session-1');
    expect(booked.output).toContain('Booked: a showing of 405-220 River Road on Saturday at 10:00');
    expect(booked.booking).toMatchObject({ kind: 'showing', reference: expect.stringMatching(/^DEMO-RE-[0-9A-F]{6}$/) });
    expect(booked.output).toContain(booked.booking!.reference);
    const rows = await query(t.database.url, 'SELECT demo, kind, session_id FROM demo_bookings');
    expect(rows).toEqual([{ demo: 'real-estate', kind: 'showing', session_id: 're-session-1' }]);
  });

  it('walks an application through its steps on one booking row', async () => {
    const started = await ask('hr', 'I want to apply for the warehouse lead role', 'hr-session-1');
    expect(started.output).toContain('Your application for Warehouse Lead is started');
    await ask('hr', '4 years', 'hr-session-1');
    const done = await ask('hr', 'in two weeks', 'hr-session-1');
    expect(done.output).toContain(`complete (reference ${started.booking!.reference})`);
    const [row] = await query<{ details: Record<string, unknown> }>(t.database.url, "SELECT details FROM demo_bookings WHERE demo = 'hr'");
    expect(row.details).toMatchObject({ role: 'Warehouse Lead', experience: 4, start: 'in two weeks', status: 'complete' });
  });

  it('reserves a table only within opening hours', async () => {
    expect((await ask('restaurant', 'Table for 2 on Monday at 7pm', 'rs-session-1')).output).toContain("We're closed on Mondays");
    expect((await ask('restaurant', 'Friday at 11pm', 'rs-session-1')).output).toMatch(/We seat guests from 11:30 to 21:30 on Friday/);
    expect((await ask('restaurant', '7pm', 'rs-session-1')).output).toContain('Reserved: a table for 2 on Friday at 19:00');
  });

  it('speaks French on the French site: a showing booked in French, prices written the French way', async () => {
    const listings = await ask('real-estate', 'Quelles propriétés avez-vous ?', 're-session-fr1', 'fr');
    expect(listings.output).toContain('Voici nos propriétés en ce moment');
    expect(listings.output).toMatch(/315\s000\s\$/);
    expect(listings.output).not.toMatch(/\b(bedroom|Here are|the)\b/);
    expect((await ask('real-estate', 'Réserver une visite du condo', 're-session-fr1', 'fr')).output).toMatch(/samedi à 10:00/);
    const booked = await ask('real-estate', 'samedi à 10 h', 're-session-fr1', 'fr');
    expect(booked.output).toContain('C’est réservé : une visite du 405-220 River Road samedi à 10:00');
    expect(booked.booking).toMatchObject({ kind: 'showing', reference: expect.stringMatching(/^DEMO-RE-/) });
    expect(booked.output).toContain(booked.booking!.reference);
  });

  it('takes a French application and a French table reservation to the end', async () => {
    const started = await ask('hr', 'Je veux postuler au poste de chef d’équipe d’entrepôt', 'hr-session-fr1', 'fr');
    expect(started.output).toContain('Votre candidature au poste de Chef d’équipe d’entrepôt est commencée');
    expect((await ask('hr', 'deux ans', 'hr-session-fr1', 'fr')).output).toContain('2 ans d’expérience, c’est noté');
    const done = await ask('hr', 'dans deux semaines', 'hr-session-fr1', 'fr');
    expect(done.output).toContain(`est complète (référence ${started.booking!.reference})`);
    expect((await ask('restaurant', 'Une table pour 2 lundi à 19 h', 'rs-session-fr1', 'fr')).output).toContain(
      'Nous sommes fermés le lundi',
    );
    const reserved = await ask('restaurant', 'vendredi à 19 h 30', 'rs-session-fr1', 'fr');
    expect(reserved.output).toContain('C’est réservé : une table pour 2 vendredi à 19:30');
    expect(reserved.booking?.kind).toBe('reservation');
    expect((await ask('restaurant', 'Avez-vous des plats véganes ?', 'rs-session-fr2', 'fr')).output).toContain(
      'Salade de verdures des Prairies, 12\u00a0$ (végane, sans gluten)',
    );
  });

  it('never turns an e-mail typed into a demo into a lead, a chat lead or a delivery', async () => {
    const before = await counts();
    await ask('restaurant', 'my email is ada@example.com, book a table for 4 on Saturday at 6pm', 'rs-session-2');
    await ask('hr', 'Reach me at ada@example.com, I want to talk to a human', 'hr-session-2');
    expect(await counts()).toEqual(before);
    const stored = await query(t.database.url, "SELECT 1 FROM demo_bookings WHERE details::text ILIKE '%ada@example.com%'");
    expect(stored).toEqual([]);
  });

  it('answers the CORS preflight of the sandboxed demo pages', async () => {
    const res = await t.inject({
      method: 'OPTIONS',
      url: '/api/demo-chat',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    });
  });

  it.each([
    ['an unknown demo', { demo: 'bank', message: 'hi', sessionId: 'abcdefgh' }, 'Unknown demo'],
    ['an empty message', { demo: 'hr', message: '   ', sessionId: 'abcdefgh' }, 'Message cannot be empty'],
    ['a too-long message', { demo: 'hr', message: 'x'.repeat(501), sessionId: 'abcdefgh' }, 'Message must be at most 500 characters'],
    ['a bad session id', { demo: 'hr', message: 'hi', sessionId: 'no spaces!' }, 'Invalid session id'],
  ])('%s returns 400 with the field message', async (_name, payload, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/demo-chat', payload });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });
});

describe('GET /demos/{demo}', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['real-estate', 'hr', 'restaurant'])('%s is a labelled demo page with its own CSP, framed by this site only', async (demo) => {
    const res = await t.inject({ method: 'GET', url: `/demos/${demo}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.body).toContain('Live demo · sample data');
    expect(res.body).toMatch(/is a fictional/);
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\sstyle=|<style/);
  });

  it('serves the French page for the French products page (?lang=fr), English otherwise', async () => {
    const fr = await t.inject({ method: 'GET', url: '/demos/restaurant?lang=fr' });
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('<html lang="fr">');
    expect(fr.body).toContain('data-lang="fr"');
    expect(fr.body).toContain('Démo en direct · données d’exemple');
    expect(fr.body).toContain('Bistro Le Blé d’or');
    expect(fr.body).toContain('>Envoyer</button>');
    expect(fr.body).not.toMatch(/Live demo|Send<|Ask about/);
    const en = await t.inject({ method: 'GET', url: '/demos/restaurant?lang=xx' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('The Golden Wheat Bistro');
  });

  it('serves the script readable from the sandbox, and 404 for an unknown demo', async () => {
    const script = await t.inject({ method: 'GET', url: '/demos/assets/demo.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain("fetch('/api/demo-chat'");
    expect((await t.inject({ method: 'GET', url: '/demos/bank' })).statusCode).toBe(404);
  });
});

describe('POST /api/demo-chat over the chat budget', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHAT_PER_WINDOW: '2', RATE_LIMIT_WINDOW_SECONDS: '3600' });
  });
  afterAll(() => t.close());

  it('answers a friendly 200 in the page language once a client has sent its budget, and stores nothing more', async () => {
    const ask = (message: string, sessionId: string, lang: 'en' | 'fr' = 'en') =>
      t.inject({ method: 'POST', url: '/api/demo-chat', payload: { demo: 'restaurant', message, sessionId, lang } });
    expect((await ask('Reserve a table for 2 on Friday at 7pm', 'limit-session-1')).json<{ output: string }>().output).toContain(
      'Reserved',
    );
    expect((await ask('What are your hours?', 'limit-session-2')).statusCode).toBe(200);
    // A third message from the same address, even in a new conversation, is over the per-IP budget.
    const over = await ask('Reserve a table for 4 on Saturday at 7pm', 'limit-session-3');
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual({ output: 'You’re sending messages a little fast! Please wait a minute and try again.', suggestions: [] });
    const french = await ask('Réserver une table pour 2 samedi à 19 h', 'limit-session-4', 'fr');
    expect(french.json<{ output: string }>().output).toBe('Vous envoyez des messages un peu vite ! Patientez une minute puis réessayez.');
    expect(await query(t.database.url, 'SELECT count(*)::int AS n FROM demo_bookings')).toEqual([{ n: 1 }]);
  });
});
