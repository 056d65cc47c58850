import { buildChatLeadNotification } from './chat-lead-notification';

describe('buildChatLeadNotification', () => {
  const lead = {
    id: '7c2f0f5e-2d3c-4b8e-9a51-3d1f2f0d9a11',
    kind: 'email' as const,
    email: 'jane@example.com',
    visitorId: 'v_abc123',
    sessionId: 'abcdefghij',
    message: 'Call me <script>alert(1)</script>',
    created_at: '2026-11-21T08:00:00.000Z',
  };

  it('goes to staff with Reply-To the visitor and a stable Message-ID', () => {
    const mail = buildChatLeadNotification(lead, 'msg_1', 'staff@example.com');
    expect(mail).toMatchObject({ to: 'staff@example.com', replyTo: 'jane@example.com', messageId: '<msg_1@prairieflow.lead>' });
    expect(mail.subject).toBe('E-mail left in the chat assistant: jane@example.com');
  });

  it('escapes the visitor text in the HTML part', () => {
    const mail = buildChatLeadNotification(lead, 'msg_1', 'staff@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('has no Reply-To for a handoff request without an address', () => {
    const mail = buildChatLeadNotification({ ...lead, kind: 'human', email: null }, 'msg_2', 'staff@example.com');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe('Chat visitor asked for a person');
  });
});
