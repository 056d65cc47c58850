import { dismissToast, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, useToasts } from './toast';
import { act, renderHook } from '@testing-library/react';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: the newest replaces the previous one', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'newest', variant: 'destructive' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', description: 'newest', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'Bye' });
    });
    act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
