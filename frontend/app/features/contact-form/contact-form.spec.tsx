import { messages } from '@prairieflow/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '~/lib/toast';
import { ContactForm } from './contact-form';

jest.mock('~/lib/toast', () => ({ toast: jest.fn() }));

type FetchCall = [string, RequestInit];
const fetchMock = jest.fn() as jest.MockedFunction<typeof fetch>;
const ok = (status = 201) => new Response(JSON.stringify({ success: true, id: 'c1' }), { status });

beforeEach(() => {
  fetchMock.mockReset();
  (toast as jest.Mock).mockClear();
  global.fetch = fetchMock;
  window.localStorage.setItem('visitor_id', 'v_test');
  window.history.replaceState(null, '', '/contact?utm_source=google&utm_campaign=spring');
});

const renderForm = () => render(<ContactForm />);
const body = (i: number) => JSON.parse((fetchMock.mock.calls[i] as FetchCall)[1].body as string);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Real Estate');
  await user.type(screen.getByLabelText('Message'), 'Please automate our bookings.');
}

describe('ContactForm', () => {
  it('shows the spec message under each invalid field, tied with aria-describedby', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const [label, message] of [
      ['Full name', messages.name],
      ['Email', messages.email],
      ['Industry', messages.industry],
      ['Message', messages.message],
    ]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reveals date (not before today) and the three time slots when a meeting is chosen, and renames the button', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText('Preferred date')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I would like to schedule a meeting'));
    const date = screen.getByLabelText('Preferred date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Preferred time').options).map((o) => o.text);
    expect(options.slice(1)).toEqual(['morning (9am-12pm)', 'afternoon (12pm-4pm)', 'evening (4pm-7pm)']);
    expect(screen.getByRole('button', { name: 'Request Meeting' })).toBeInTheDocument();
  });

  it('sends /api/contact then /api/contact-webhook, toasts success and resets', async () => {
    fetchMock.mockResolvedValueOnce(ok()).mockResolvedValueOnce(ok(202));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Message sent!',
        description: "Thank you for reaching out. We'll get back to you shortly.",
      }),
    );
    expect((fetchMock.mock.calls[0] as FetchCall)[0]).toBe('/api/contact');
    expect(body(0)).toMatchObject({
      name: 'Ada Lovelace',
      industry: 'realestate',
      schedule_meeting: false,
      source: 'website_contact_form',
      utm_source: 'google',
      utm_campaign: 'spring',
    });
    expect(body(0)).not.toHaveProperty('visitorId');
    expect(typeof body(0).form_started_at).toBe('number');
    expect((fetchMock.mock.calls[1] as FetchCall)[0]).toBe('/api/contact-webhook');
    expect(body(1)).toMatchObject({ form_type: 'contact', book_meeting: false, visitorId: 'v_test', source: 'website_contact_form' });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('a meeting request sends the date as yyyy-MM-dd with the slot and toasts the meeting text', async () => {
    fetchMock.mockImplementation(async () => ok());
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByLabelText('I would like to schedule a meeting'));
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText('Preferred date'), day);
    await user.selectOptions(screen.getByLabelText('Preferred time'), 'evening (4pm-7pm)');
    await user.click(screen.getByRole('button', { name: 'Request Meeting' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Meeting requested!' })));
    expect(body(0)).toMatchObject({ schedule_meeting: true, preferred_date: day, preferred_time: 'evening' });
    expect(body(1)).toMatchObject({ book_meeting: true, preferred_date: day });
  });

  it('shows the failure toast when /api/contact fails, and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to send your message. Please try again later.',
        variant: 'destructive',
      }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });

  it('a failing webhook call is only logged: the visitor still sees success', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(ok()).mockRejectedValueOnce(new TypeError('network down'));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Message sent!' })));
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
