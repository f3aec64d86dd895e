/** A rendered picture as answered. */
export interface RenderedArt {
  type: string;
  body: Buffer;
}

/**
 * Rendered pictures by path, least recently used first out once their bytes pass `maxBytes`, so a repeated path
 * costs a lookup and a process never holds more than the bound whatever paths are asked for.
 */
export class ArtCache {
  private readonly entries = new Map<string, RenderedArt>();
  private bytes = 0;

  private readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(path: string): RenderedArt | undefined {
    const hit = this.entries.get(path);
    if (hit) {
      // Map keeps insertion order: taking it out and back in makes it the most recently used.
      this.entries.delete(path);
      this.entries.set(path, hit);
    }
    return hit;
  }

  set(path: string, art: RenderedArt) {
    if (art.body.length > this.maxBytes) return;
    this.delete(path);
    this.entries.set(path, art);
    this.bytes += art.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(path: string) {
    const held = this.entries.get(path);
    if (!held) return;
    this.entries.delete(path);
    this.bytes -= held.body.length;
  }
}
