import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// What a findBy or waitFor waits for is this process's own work (a mocked fetch answered, React
// drawing the answer), never anything outside it. Its default limit of one second says how busy
// the machine is rather than whether the page works: with both cores taken by other jobs, a
// file's first page alone takes longer than that to appear. Something that never comes still
// fails the test, with the screen printed, before jest's own 5 s limit.
configure({ asyncUtilTimeout: 4000 });
