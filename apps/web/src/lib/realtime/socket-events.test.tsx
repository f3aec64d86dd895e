import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishSocketClosed, publishSocketReady, useSocketReady } from './socket-events';

function Listener({ onReady }: { onReady: () => void }) {
  useSocketReady(onReady);
  return null;
}

afterEach(() => publishSocketClosed());

describe('useSocketReady', () => {
  it('runs at each (re)connect while mounted, not before the socket is ready', () => {
    const onReady = vi.fn();
    render(<Listener onReady={onReady} />);
    expect(onReady).not.toHaveBeenCalled();
    act(() => publishSocketReady());
    act(() => publishSocketReady());
    expect(onReady).toHaveBeenCalledTimes(2);
  });

  it('runs once as it mounts after the socket became ready: what came in between was missed', () => {
    act(() => publishSocketReady());
    const late = vi.fn();
    render(<Listener onReady={late} />);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('has nothing to catch up on once the socket closed', () => {
    act(() => publishSocketReady());
    publishSocketClosed();
    const afterClose = vi.fn();
    render(<Listener onReady={afterClose} />);
    expect(afterClose).not.toHaveBeenCalled();
  });
});
