import { DEMO_ACCOUNTS } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/png.ts';
import { logInAsDemoMember, Site } from './support/site.ts';

/** Feedback from a member with images, as the console receives it, and what the form refuses before sending. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

async function consoleFeedback() {
  const signIn = await fetch(`${site.url}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      merchantCode: 'LOTUS',
      username: DEMO_ACCOUNTS.operator.username,
      password: DEMO_ACCOUNTS.operator.password,
    }),
  });
  const token = ((await signIn.json()) as { value: { token: string } }).value.token;
  const res = await fetch(`${site.url}/api/console/feedback?pageNo=1&pageSize=20`, {
    headers: { Authorization: token },
  });
  const body = (await res.json()) as {
    value: { list: { id: number; username: string | null; content: string; questionType: string; images: string[] }[] };
  };
  return { token, list: body.value.list };
}

describe('feedback', () => {
  it('a member sends feedback with two images and it arrives in the console', async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    // The footer's help list leads to the form.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Send feedback' }).click();
    const form = page.getByTestId('feedback-form');
    await form.waitFor();

    await form.getByRole('combobox', { name: 'Question type' }).selectOption('WITHDRAWAL');
    const content = form.getByRole('textbox', { name: 'Your feedback' });
    // Too short for the merchant's 5-word minimum: the form says so, with the live count.
    await content.fill('Withdrawal is slow');
    expect(await form.getByTestId('feedback-word-count').textContent()).toBe('3 words');
    await form.getByTestId('feedback-submit').click();
    await form.getByText('Write at least 5 words (now 3).').waitFor();

    const text = 'My withdrawal from yesterday evening has not arrived yet, screenshots attached.';
    await content.fill(text);
    expect(await form.getByTestId('feedback-word-count').textContent()).toBe('11 words');
    await form.getByTestId('feedback-file').setInputFiles([
      { name: 'order.png', mimeType: 'image/png', buffer: await solidPng(40, 30, [220, 40, 60]) },
      { name: 'bank.png', mimeType: 'image/png', buffer: await solidPng(30, 40, [40, 120, 220]) },
    ]);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="feedback-preview"]').length === 2);
    // The previews are the images themselves, decoded by the browser.
    expect(
      await form.getByRole('img', { name: 'order.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(40);

    await form.getByTestId('feedback-submit').click();
    const sent = page.getByTestId('feedback-sent');
    await sent.getByText('Thank you, your feedback was sent').waitFor();
    const reference = Number((await sent.textContent())?.match(/Reference no\. (\d+)/)?.[1]);

    const { token, list } = await consoleFeedback();
    const item = list.find((f) => f.id === reference);
    expect(item).toMatchObject({ username: DEMO_ACCOUNTS.member.username, questionType: 'WITHDRAWAL', content: text });
    expect(item?.images).toHaveLength(2);
    const image = await fetch(`${site.url}/api/console/feedback/images/${item?.images[0]}`, {
      headers: { Authorization: token },
    });
    expect(image.status).toBe(200);
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('asks a guest for a contact, and refuses a .png that is not an image before sending', async () => {
    const page = await site.open('/feedback');
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Your feedback' }).fill('The lobby does not load on my phone at all.');
    await form.getByTestId('feedback-file').setInputFiles([
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is plain text, not a picture') },
      { name: 'real.png', mimeType: 'image/png', buffer: await solidPng(8, 8, [0, 0, 0]) },
    ]);
    await form.getByText('fake.png is not a PNG or JPG image.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="feedback-preview"]').length === 1);

    await form.getByTestId('feedback-submit').click();
    await form.getByText('You are not logged in: leave a contact so we can answer you.').waitFor();
    expect(await page.getByTestId('feedback-sent').count()).toBe(0);

    await form.getByRole('textbox', { name: 'Contact info' }).fill('guest@example.com');
    await form.getByRole('button', { name: 'Remove real.png' }).click();
    await form.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-sent').waitFor();
    const { list } = await consoleFeedback();
    expect(list.find((f) => f.content.startsWith('The lobby'))).toMatchObject({ username: null, images: [] });
  });

  it('the server refuses a .png that is not an image too, with a clear message', async () => {
    const form = new FormData();
    form.set('questionType', 'OTHER');
    form.set('content', 'Sending a file that only pretends to be a picture.');
    form.set('contact', 'guest@example.com');
    form.append('images', new Blob(['plain text'], { type: 'image/png' }), 'fake.png');
    const res = await fetch(`${site.url}/wps/feedback`, { method: 'PUT', headers: { Merchant: 'LOTUS' }, body: form });
    expect(await res.json()).toMatchObject({
      success: false,
      errorCode: 'upload.type.invalid',
      message: 'Only png or jpg images are accepted',
    });
  });
});
