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

  it('without a configured URL loads the site\'s own demo of a fictional business, sandboxed, on request', async () => {
    const { container } = render(<DemoFacade product={product} url={null} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/fictional business/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Load the live demo/ }));

    const frame = screen.getByTitle(product.frameTitle);
    expect(frame).toHaveAttribute('src', '/demos/real-estate');
    // Scripts only: the demo runs in an opaque origin, with no access to this page or its storage.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveFocus();
  });

  it('leaves a configured partner demo unsandboxed, as before', async () => {
    render(<DemoFacade product={product} url="https://demos.example.com/re" />);
    await userEvent.click(screen.getByRole('button', { name: /Load the live demo/ }));
    expect(screen.getByTitle(product.frameTitle)).not.toHaveAttribute('sandbox');
  });
});
