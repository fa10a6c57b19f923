import { applyLocale, browserLocale, createQueryClient, rememberedLocale } from '@courtside/core';
import { startRoute } from '@/app/route-start';
import { nextTask } from '@/lib/next-task';
import './i18n';

// The session check, a remote page's code and /events' list start now, side by side, while the
// language's catalogues load: none of them waits for another, so the first screen is a round trip
// sooner.
const queryClient = createQueryClient();
startRoute(queryClient, window.location.pathname);

// A Dutch browser (or a choice made on this device) gets Dutch from the first paint: the
// catalogues load before anything renders. The session may still switch it (the person's choice).
// React and the app's modules are evaluated in a later task, once the requests above are out.
void Promise.all([
  applyLocale(rememberedLocale() ?? browserLocale() ?? 'en').catch(() => undefined),
  nextTask().then(() => import(/* webpackMode: "eager" */ './render')),
]).then(([, { render }]) => render(queryClient));
