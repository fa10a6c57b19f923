import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { lazy, Suspense } from 'react';

const Member = lazy(async () => {
  const remotes: Record<string, string> = await (await fetch('/remotes.json')).json();
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  const mod = await loadRemote<{ default: React.ComponentType }>('member/routes');
  return { default: mod!.default };
});

createRoot(document.getElementById('root')!).render(
  <Suspense fallback={<p>Loading</p>}>
    <Member />
  </Suspense>,
);
