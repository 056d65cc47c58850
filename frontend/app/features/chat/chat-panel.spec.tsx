import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logChatInteraction } from '~/features/analytics/tracking';
import { toast } from '~/lib/toast';
import { chatCopy } from './chat.copy';
import ChatPanel from './chat-panel';

jest.mock('~/lib/toast', () => ({ toast: jest.fn() }));
jest.mock('~/features/analytics/tracking', () => ({ logChatInteraction: jest.fn(async () => undefined) }));

const fetchMock = jest.fn() as jest.MockedFunction<typeof fetch>;
const answer = (output: unknown, status = 200) => new Response(JSON.stringify(output === undefined ? {} : { output }), { status });
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string));
const logged = () => (logChatInteraction as jest.Mock).mock.calls.map(([i]) => [i.isBot ? 'bot' : 'user', i.message]);

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  (toast as jest.Mock).mockClear();
  (logChatInteraction as jest.Mock).mockClear();
  global.fetch = fetchMock;
  window.localStorage.setItem('visitor_id', 'v_panel');
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

function setup(open = true) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onClose = jest.fn();
  render(<ChatPanel open={open} onClose={onClose} />);
  return { user, onClose, input: screen.getByRole('textbox', { name: chatCopy.inputLabel }) };
}

describe('ChatPanel', () => {
  it('is a labelled dialog that focuses its input, logs the greeting once, and closes on Escape', async () => {
    const { user, onClose, input } = setup();
    expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Type your message...');
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(logged()).toEqual([['bot', chatCopy.greeting]]);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot send a blank message; Enter sends the trimmed text and the answer shows after 1 s', async () => {
    fetchMock.mockResolvedValueOnce(answer('It takes [2-4 weeks](/contact).'));
    const { user, input } = setup();
    const send = screen.getByRole('button', { name: chatCopy.send });
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  How long does it take?  {Enter}');
    expect(input).toHaveValue('');
    expect(screen.getByText('How long does it take?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(chatCopy.typing);
    await act(async () => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('link', { name: '2-4 weeks' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: '2-4 weeks' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const [body] = sentBodies();
    expect(body).toEqual({
      message: 'How long does it take?',
      userEmail: 'unknown',
      sessionId: expect.stringMatching(/^[a-z0-9]{10}$/),
      visitorId: 'v_panel',
      source: 'website_chat',
    });
    expect(logged()).toContainEqual(['user', 'How long does it take?']);
    expect(logged()).toContainEqual(['bot', 'It takes [2-4 weeks](/contact).']);
    expect(window.sessionStorage.getItem('conversation_id')).toMatch(/^conv_/);
  });

  it('remembers an e-mail from a message for the later requests', async () => {
    fetchMock.mockImplementation(async () => answer('Thanks!'));
    const { user, input } = setup();
    await user.type(input, 'Reach me at ada@example.com{Enter}');
    await act(async () => jest.advanceTimersByTime(1000));
    await user.type(input, 'And pricing?{Enter}');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(sentBodies().map((b) => b.userEmail)).toEqual(['ada@example.com', 'ada@example.com']);
  });

  it('retries once after 1 s when the answer has no output, and shows the retry answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(undefined)).mockResolvedValueOnce(answer('Second time lucky'));
    const { user, input } = setup();
    await user.type(input, 'Hello?{Enter}');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Second time lucky')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast).not.toHaveBeenCalled();
  });

  it('after two failures shows the spec apology and the destructive Connection Issue toast', async () => {
    fetchMock.mockResolvedValueOnce(answer(null, 500)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, input } = setup();
    await user.type(input, 'Are you there?{Enter}');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText(chatCopy.fallback)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: 'Connection Issue', description: chatCopy.toast.description, variant: 'destructive' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(logged()).toContainEqual(['bot', chatCopy.fallback]);
  });

  it('toggles between 350x500 and 400x600', async () => {
    const { user } = setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.width).toContain('350px');
    expect(dialog.style.height).toContain('500px');
    await user.click(screen.getByRole('button', { name: chatCopy.expand }));
    expect(dialog.style.width).toContain('400px');
    expect(dialog.style.height).toContain('600px');
    await user.click(screen.getByRole('button', { name: chatCopy.shrink }));
    expect(dialog.style.width).toContain('350px');
  });
});
