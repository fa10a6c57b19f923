import { applyLocale, browserLocale, rememberedLocale } from '@courtside/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './i18n';

// A Dutch browser (or a choice made on this device) gets Dutch from the first paint: the
// catalogues load before anything renders. The session may still switch it (the person's choice).
void applyLocale(rememberedLocale() ?? browserLocale() ?? 'en')
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
