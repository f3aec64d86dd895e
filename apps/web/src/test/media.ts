/**
 * jsdom has no layout engine: media queries match only what a test says. The app keeps one MediaQueryList per query,
 * so a test changes what matches here rather than replacing `window.matchMedia`.
 */
let matching: (query: string) => boolean = () => false;

export function setMatchingMedia(predicate: (query: string) => boolean) {
  matching = predicate;
}

export function resetMatchingMedia() {
  matching = () => false;
}

export function fakeMediaList(query: string): MediaQueryList {
  const list = new EventTarget() as MediaQueryList;
  Object.defineProperties(list, {
    matches: { get: () => matching(query) },
    media: { value: query },
    onchange: { value: null, writable: true },
    addListener: { value: () => {} },
    removeListener: { value: () => {} },
  });
  return list;
}
