import {
  applyLocale,
  browserLocale,
  createQueryClient,
  rememberedLocale,
  resolveLocale,
} from '@courtside/core';
import { startRoute } from '@/app/route-start';
import { startAppInstall } from '@/features/app-install/start-app-install';
import { nextTask } from '@/lib/next-task';
import { pageData } from '@/lib/page-data';
import './i18n';

// The session check, a remote page's code and /events' list start now, side by side, while the
// language's catalogues load: none of them waits for another, so the first screen is a round trip
// sooner.
const queryClient = createQueryClient();
startRoute(queryClient, window.location.pathname);

// The language of the first paint: the catalogues load before anything renders. The page the
// backend served holds the session check, and with it the person's stored choice, which rules
// (a Dutch browser of someone who chose English stays English); without it, a choice made on
// this device, else the browser's language, and the session may still switch it.
// React and the app's modules are evaluated in a later task, once the requests above are out.
const { check } = pageData();
void Promise.all([
  applyLocale(check ? resolveLocale(check) : (rememberedLocale() ?? browserLocale() ?? 'en')).catch(
    () => undefined,
  ),
  nextTask().then(() => import(/* webpackMode: "eager" */ './render')),
]).then(([, { render }]) => {
  render(queryClient);
  // The service worker, after the page has loaded; the install hint and offline note when due.
  startAppInstall();
});
