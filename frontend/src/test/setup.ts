import { notifyManager } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// Waits for a socket event, popup or mail allow 10 s: a busy shared machine must not fail a correct screen.
configure({ asyncUtilTimeout: 10_000 });

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
  // The checkout keeps what a customer typed for the session; every test starts as a new visitor.
  sessionStorage.clear();
});

// The query cache tells its screens about a change at once rather than after a 0 ms timer, so a
// test sees a pushed event or an optimistic change on screen right after firing it (fake timers too).
notifyManager.setScheduler((callback) => callback());
