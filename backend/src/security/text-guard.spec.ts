import { findInvalidText } from './text-guard';

describe('findInvalidText', () => {
  it('passes ordinary and exotic but valid text', () => {
    expect(findInvalidText({ name: 'Ada 👩‍💻', note: 'Z̷a̸l̴g̶o̵ \u202Eabc', list: ['ok', 1, null, true] })).toBeNull();
  });

  it.each([
    ['a NUL character', { message: 'a\u0000b' }, 'message'],
    ['a lone high surrogate', { nested: { deep: 'x\uD800' } }, 'nested.deep'],
    ['a lone low surrogate in an array', { list: ['fine', '\uDC00'] }, 'list.1'],
    ['a NUL in a key', { 'k\u0000': 'v' }, 'k\u0000'],
  ])('names where %s sits', (_what, value, path) => {
    expect(findInvalidText(value)).toBe(path);
  });

  it('stops at a nesting depth no real body has', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findInvalidText(deep)).toBeNull();
  });
});
