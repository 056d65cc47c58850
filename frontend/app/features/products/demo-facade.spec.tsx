import { render, screen } from '@testing-library/react';
import { liveProducts } from '~/content/products';
import { LangContext } from '~/i18n/lang-context';
import demoFrame from './demo-frame.island';
import { DemoFacade } from './demo-facade';

const product = liveProducts[0];

describe('DemoFacade', () => {
  it('loads no frame until the visitor asks, then shows the configured demo in its place and focuses it', () => {
    const { container } = render(<DemoFacade product={product} url="https://demos.example.com/re" />);
    expect(container.querySelector('iframe')).toBeNull();

    // Without script the button is a link to the demo (a new tab)…
    const load = screen.getByRole('link', { name: /Load the live demo/ });
    expect(load).toHaveAttribute('href', 'https://demos.example.com/re');
    expect(load).toHaveAttribute('target', '_blank');
    // …with script, the demo-frame island (opened by boot.ts for data-opens) puts the frame there.
    expect(load).toHaveAttribute('data-opens', 'demo-frame');
    demoFrame.open!(load, 'en');

    const frame = screen.getByTitle(product.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://demos.example.com/re');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Load the live demo/ })).toBeNull();
  });

  it('says the demo is not configured instead of drawing a broken frame, in the page language', () => {
    const { container } = render(<DemoFacade product={product} url={null} />);
    expect(screen.getByText('Demo not configured')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Load the live demo/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('data-opens', 'demo-dialog');
    expect(container.querySelector('iframe')).toBeNull();

    render(
      <LangContext value="fr">
        <DemoFacade product={product} url={null} />
      </LangContext>,
    );
    expect(screen.getByRole('link', { name: 'Réserver une démo' })).toHaveAttribute('href', '/fr/contact#contact-form');
  });
});
