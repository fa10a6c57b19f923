import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

// What a findBy or waitFor waits for is this process's own work (a mocked fetch answered, React
// drawing the answer), never anything outside it. Its default limit of one second says how busy
// the machine is rather than whether the page works: with both cores taken by other jobs, a
// file's first page alone takes longer than that to appear. Something that never comes still
// fails the test, with the screen printed, before jest's own 5 s limit.
configure({ asyncUtilTimeout: 4000 });

// Before each pointer event user-event reads the computed style of the target and of every
// ancestor, to refuse a click on something under `pointer-events: none`. Stylesheets are stubbed
// here (jest.style-stub.js) and no component sets that property inline, so the check cannot fail,
// yet it was a third of what a click cost. A test may still ask for it in its own setup call.
const setup = userEvent.setup.bind(userEvent);
Object.assign(userEvent, {
  setup: (options?: Parameters<typeof setup>[0]) =>
    setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options }),
});
