import { customerServiceLinkVector } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { decryptServiceLink, encryptServiceLink } from './des-link';
import { pickServiceEntry, resolveServiceLink } from './service-link';

const entries = [
  { csType: 'LIVECHAT', path: 'https://chat.example/a', labelName: 'Chat' },
  { csType: 'TELEGRAM', path: 'https://t.example/b', labelName: 'Telegram' },
];

describe('customer-service links', () => {
  it('decrypts the contract test vector shared with the server', () => {
    expect(decryptServiceLink(customerServiceLinkVector.path)).toBe(customerServiceLinkVector.url);
  });

  it('round-trips a link encrypted with an 8-character key appended', async () => {
    const url = 'https://support.lotus.example/chat?lang=zh&m=LOTUS';
    const path = encryptServiceLink(url, 'k3Y8abcd');
    expect(path.endsWith('k3Y8abcd')).toBe(true);
    expect(await resolveServiceLink(path)).toBe(url);
  });

  it('passes a plain http(s) URL through unchanged', async () => {
    expect(await resolveServiceLink('https://chat.example/x')).toBe('https://chat.example/x');
  });

  it('refuses a link that does not decrypt to a web address', async () => {
    await expect(resolveServiceLink('not-a-link12345678')).rejects.toThrow();
    const wrongKey = `${customerServiceLinkVector.path.slice(0, -8)}AAAAAAAA`;
    await expect(resolveServiceLink(wrongKey)).rejects.toThrow();
  });

  it('picks the entry of the requested csType, else the first one', () => {
    expect(pickServiceEntry(entries, 'TELEGRAM')?.labelName).toBe('Telegram');
    expect(pickServiceEntry(entries, 'WHATSAPP')?.labelName).toBe('Chat');
    expect(pickServiceEntry(entries)?.labelName).toBe('Chat');
    expect(pickServiceEntry([], 'LIVECHAT')).toBeUndefined();
  });
});
