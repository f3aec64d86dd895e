import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { WordSource } from './random.ts';

/**
 * The provably fair stream of one round: the bytes of HMAC-SHA256(key = serverSeed, message =
 * `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2 …, the seed and the message taken as UTF-8. Words are read
 * big-endian, four bytes at a time, eight per block; integers and floats come from them as `WordSource` says.
 */
export class FairStream extends WordSource {
  private readonly key: Uint8Array;
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;

  private readonly clientSeed: string;
  private readonly nonce: number;
  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    super();
    this.clientSeed = clientSeed;
    this.nonce = nonce;
    this.key = utf8ToBytes(serverSeed);
  }

  nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      this.block = hmac(sha256, this.key, utf8ToBytes(`${this.clientSeed}:${this.nonce}:${this.cursor}`));
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return (
      (((b[o] as number) << 24) | ((b[o + 1] as number) << 16) | ((b[o + 2] as number) << 8) | (b[o + 3] as number)) >>>
      0
    );
  }
}

/** The commitment shown before play: SHA-256 of the server seed (UTF-8), lowercase hex. */
export function seedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}
