import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks a few browser APIs the shop (and react-router) use; give them Node's or inert versions.
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => undefined) as typeof window.scrollTo;

beforeEach(() => {
  localStorage.clear();
});
