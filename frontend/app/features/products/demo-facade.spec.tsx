import { render, screen } from '@testing-library/react';
import { liveProducts } from '~/content/products';
import demoFrame from './demo-frame.island';
import { DemoFacade } from './demo-facade';

const product = liveProducts[0];
const load = () => screen.getByRole('link', { name: /Load the live demo/ });

describe('DemoFacade', () => {
  it('loads no frame until the visitor asks, then shows the configured demo in its place and focuses it', () => {
    const { container } = render(<DemoFacade product={product} url="https://demos.example.com/re" />);
    expect(container.querySelector('iframe')).toBeNull();
    // Without script the button is a link to the demo (a new tab)…
    expect(load()).toHaveAttribute('href', 'https://demos.example.com/re');
    expect(load()).toHaveAttribute('target', '_blank');
    // …with script, the demo-frame island (opened by boot.ts for data-opens) puts the frame there.
    expect(load()).toHaveAttribute('data-opens', 'demo-frame');
    demoFrame.open!(load(), 'en');

    const frame = screen.getByTitle(product.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://demos.example.com/re');
    // A configured partner demo is framed as before, unsandboxed.
    expect(frame).not.toHaveAttribute('sandbox');
    expect(frame).toHaveFocus();
  });

  it("without a configured URL loads the site's own demo of a fictional business, sandboxed, on request", () => {
    const { container } = render(<DemoFacade product={product} url={null} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/fictional business/)).toBeInTheDocument();
    expect(load()).toHaveAttribute('href', '/demos/real-estate');
    demoFrame.open!(load(), 'en');

    const frame = screen.getByTitle(product.frameTitle);
    expect(frame).toHaveAttribute('src', '/demos/real-estate');
    // Scripts only: the demo runs in an opaque origin, with no access to this page or its storage.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveFocus();
  });
});
