import { render, screen } from '@testing-library/react';
import { MessageText, parseMessage } from './message-text';

describe('parseMessage', () => {
  it('splits text and site, web, mail and phone links', () => {
    expect(parseMessage('See [Healthcare](/services/Healthcare) or [mail](mailto:a@b.co).')).toEqual([
      { text: 'See ' },
      { label: 'Healthcare', href: '/services/Healthcare' },
      { text: ' or ' },
      { label: 'mail', href: 'mailto:a@b.co' },
      { text: '.' },
    ]);
  });

  it('keeps javascript:, data: and protocol-relative targets as plain text', () => {
    for (const text of ['[x](javascript:alert(1))', '[x](data:text/html,hi)', '[x](//evil.example)']) {
      expect(parseMessage(text)).toEqual([{ text }]);
    }
  });
});

describe('MessageText', () => {
  it('renders links as anchors and markup as visible text, never as HTML', () => {
    const { container } = render(
      <MessageText text={'<img src=x onerror=alert(1)> [Book a Demo](/contact) [Site](https://example.com)'} />,
      {},
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/contact');
    const external = screen.getByRole('link', { name: 'Site' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
