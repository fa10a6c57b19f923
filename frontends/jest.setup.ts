import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

// What a findBy or waitFor waits for is this process's own work (a mocked fetch answered, React
// drawing the answer), never anything outside it. Its default limit of one second says how busy
// the machine is rather than whether the page works: with both cores taken by other jobs, a
// file's first page alone takes longer than that to appear. Something that never comes still
// fails the test, with the screen printed, before jest's own 5 s limit.
configure({ asyncUtilTimeout: 4000 });

// userEvent.setup()'s defaults, for every component test (a test may still set either):
// - Before each pointer event user-event reads the computed style of the target and of every
//   ancestor, to refuse a click on something under `pointer-events: none`. Stylesheets are stubbed
//   here (jest.style-stub.js) and no component sets that property inline, so the check cannot
//   fail: it only costs time, on every click.
// - Between two keys or pointer actions user-event waits for a timer, even at no delay. On a
//   machine whose cores are taken, each wait gives the core away and waits for it back, and the
//   event loop runs a turn of other work: no test here needs time to pass between two keys (the
//   one that types into a debounced search runs on fake timers).
const setup = userEvent.setup.bind(userEvent);
Object.assign(userEvent, {
  setup: (options?: Parameters<typeof setup>[0]) =>
    setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options }),
});
