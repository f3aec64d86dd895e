import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('send-code countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → counting with the seconds left → idle at zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ counting: false, remaining: 0 });

    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ counting: true, remaining: 3 });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);

    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ counting: false, remaining: 0 });
  });

  it('ignores a start while counting', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(3);
  });

  it('can count again once idle', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(1));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.counting).toBe(false);
    act(() => result.current.start(120));
    expect(result.current.remaining).toBe(120);
  });
});
