/** Thrown when every slot is taken and the waiting line is full: the caller answers "busy" at once. */
export class RenderSlotsFull extends Error {
  constructor() {
    super('every render slot is taken');
    this.name = 'RenderSlotsFull';
  }
}

/**
 * At most `concurrent` renderings at a time, and at most `waiting` more in line; past that a rendering is refused
 * rather than queued, so a burst of new paths cannot take every core or pile up without end.
 */
export function renderSlots({ concurrent, waiting }: { concurrent: number; waiting: number }) {
  let running = 0;
  const line: (() => void)[] = [];

  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrent) running += 1;
      else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
      else throw new RenderSlotsFull();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
