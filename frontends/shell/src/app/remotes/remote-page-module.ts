/**
 * The remote page loader (RemotePage, the registry, the federation runtime's API), one chunk
 * named 'remote-page': the route table renders it, and the shell starts it at once on a remote
 * page's deep link (route-start.ts). The backend preloads the chunk's files on those routes.
 */
export const remotePageModule = () => import(/* webpackChunkName: "remote-page" */ './remote-page');
