import { themeCssVariables } from '@courtside/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

// The theme's tokens as CSS variables, which the stylesheet uses.
const theme = document.createElement('style');
theme.dataset.courtside = 'theme';
theme.textContent = themeCssVariables();
document.head.prepend(theme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
