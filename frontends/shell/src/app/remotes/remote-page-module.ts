/**
 * The remote page loader (RemotePage, the registry, the federation runtime's API): the route
 * table renders it, and the shell starts it at once on a remote page's deep link (route-start.ts).
 * In the shell's entry file (webpackMode eager): nearly every page needs it, and on HTTP/1.1 a
 * file of its own would be one more request queued before the first screen.
 */
export const remotePageModule = () => import(/* webpackMode: "eager" */ './remote-page');
