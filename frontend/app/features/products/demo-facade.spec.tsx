import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveProducts } from '~/content/products';
import { DemoFacade } from './demo-facade';

const product = liveProducts[0];

describe('DemoFacade', () => {
  it('loads no frame until the visitor asks, then shows the configured demo and focuses it', async () => {
    const { container } = render(<DemoFacade product={product} url="https://demos.example.com/re" />);
    expect(container.querySelector('iframe')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Load the live demo/ }));

    const frame = screen.getByTitle(product.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://demos.example.com/re');
    expect(frame).toHaveFocus();
  });

  it('says the demo is not configured instead of drawing a broken frame', () => {
    const { container } = render(<DemoFacade product={product} url={null} />);
    expect(screen.getByText('Demo not configured')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load the live demo/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Book a Demo' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
