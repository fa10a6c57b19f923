import { applyLocale, browserLocale, createQueryClient, rememberedLocale } from '@courtside/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startRoute } from '@/app/route-start';
import './i18n';

// The session check, a remote page's code and /events' list start now, side by side, while the
// language's catalogues load (issue 14: fewer sequential round trips).
const queryClient = createQueryClient();
startRoute(queryClient, window.location.pathname);

// A Dutch browser (or a choice made on this device) gets Dutch from the first paint: the
// catalogues load before anything renders. The session may still switch it (the person's choice).
void applyLocale(rememberedLocale() ?? browserLocale() ?? 'en')
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
