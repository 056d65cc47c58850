import { coverImage, renditionWidths } from './cover-image';

describe('coverImage', () => {
  it('turns an uploaded cover into src, srcset, sizes and AVIF/WebP sources', () => {
    const id = '0b6f4c1e-9a43-4c38-9d6e-3f0a2b7c5d11';
    const c = coverImage(`/media/covers/${id}-3000x2000/1600.webp`);
    expect(c.src).toBe(`/media/covers/${id}-3000x2000/1600.webp`);
    expect(c.srcset).toBe(
      `/media/covers/${id}-3000x2000/480.webp 480w, /media/covers/${id}-3000x2000/960.webp 960w, /media/covers/${id}-3000x2000/1600.webp 1600w`,
    );
    expect(c.sizes).toBe('(min-width: 1024px) 768px, 100vw');
    expect({ width: c.width, height: c.height }).toEqual({ width: 1600, height: 1067 });
    expect(c.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(c.sources[0].srcset).toContain('/480.avif 480w');
  });

  it('never upscales a small image', () => {
    expect(renditionWidths(700)).toEqual([480, 700]);
    expect(renditionWidths(300)).toEqual([300]);
    const id = '0b6f4c1e-9a43-4c38-9d6e-3f0a2b7c5d11';
    expect(coverImage(`/media/covers/${id}-700x350/700.webp`)).toMatchObject({
      width: 700,
      height: 350,
      src: `/media/covers/${id}-700x350/700.webp`,
    });
  });

  it('leaves other covers as they are', () => {
    expect(coverImage('/images/blog/x.svg')).toEqual({
      src: '/images/blog/x.svg',
      srcset: null,
      sizes: null,
      width: null,
      height: null,
      sources: [],
    });
    expect(coverImage('https://cdn.example/a.jpg').srcset).toBeNull();
  });
});
