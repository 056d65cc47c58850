import { bootLoader, takeEarly } from './boot-loader';

describe('boot loader', () => {
  afterEach(() => {
    delete window.__pfEarly;
  });

  it('is the same text for every page of a build (one CSP hash), naming only the boot script', () => {
    const a = bootLoader('/assets/boot-abc.js');
    expect(bootLoader('/assets/boot-abc.js')).toBe(a);
    expect(a).toContain('import("/assets/boot-abc.js")');
    expect(a.match(/import\(/g)).toHaveLength(1);
    expect(a).not.toContain('</');
  });

  it('holds the visitor’s clicks on island controls and triggers before boot arrives, and hands them over in order', () => {
    document.body.innerHTML = `
      <a href="/contact" data-opens="demo-dialog">Book a demo</a>
      <div data-island="chat"><button type="button">Open chat</button></div>
      <div data-island="careers" data-hydrated><button type="button">Already live</button></div>
      <a href="/about">About</a>`;
    const listeners: [string, EventListener][] = [];
    const add = jest
      .spyOn(document, 'addEventListener')
      .mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.push([type, listener as EventListener]);
      });
    // The loader's own code, as the page runs it (import() and paint timing stubbed out).
    const PerformanceObserver = class {
      observe() {}
    };
    const source = bootLoader('/assets/boot.js').replace(/import\([^)]*\)/, 'Promise.resolve()');
    // The test runs the very text the page runs inline; there is no other way to execute it here.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('PerformanceObserver', source)(PerformanceObserver);
    add.mockRestore();
    const click = (el: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'target', { value: el });
      for (const [type, listener] of listeners) if (type === 'click') listener(event);
      return event.defaultPrevented;
    };
    const [demo, chat, live, about] = ['[data-opens]', '[data-island="chat"] button', '[data-hydrated] button', 'a[href="/about"]'].map(
      (s) => document.querySelector(s)!,
    );
    expect(click(demo)).toBe(true);
    expect(click(chat)).toBe(true);
    expect(click(live)).toBe(false);
    expect(click(about)).toBe(false);
    expect(takeEarly()).toEqual([demo, chat]);
    // Once boot.ts has taken over, nothing more is held.
    expect(click(chat)).toBe(false);
    expect(window.__pfEarly?.done).toBe(true);
  });
});
