import { pageData, preloadRemoteFiles } from './page-data';

/** The page data the backend writes into the page (index-page.ts). */
function withPageData(text: string): () => void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'courtside-page';
  element.textContent = text;
  document.head.append(element);
  return () => element.remove();
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => `${link.as} ${link.getAttribute('href')}`,
  );

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

describe('the page data', () => {
  it('reads the JSON the page carries, and an empty object for none or a broken one', () => {
    expect(pageData()).toEqual({});
    let remove = withPageData('{"session":true}');
    expect(pageData()).toEqual({ session: true });
    remove();
    remove = withPageData('{"session":');
    expect(pageData()).toEqual({});
    remove();
  });

  it('preloads the remote’s files it names, in order, scripts as scripts and style sheets as styles', () => {
    const remove = withPageData(
      JSON.stringify({
        remoteFiles: [
          '/remotes/member/remoteEntry.1a2b3c4d.js',
          '/remotes/member/__federation_expose_EventsPage.5e6f7a8b.js',
          '/remotes/member/page.9a9a9a9a.css',
        ],
      }),
    );
    try {
      preloadRemoteFiles();
      expect(preloads()).toEqual([
        'script /remotes/member/remoteEntry.1a2b3c4d.js',
        'script /remotes/member/__federation_expose_EventsPage.5e6f7a8b.js',
        'style /remotes/member/page.9a9a9a9a.css',
      ]);
    } finally {
      remove();
    }
  });

  it('preloads nothing without the list, and only paths on this origin from it', () => {
    preloadRemoteFiles();
    expect(preloads()).toEqual([]);
    const remove = withPageData(
      JSON.stringify({
        remoteFiles: [
          'https://elsewhere.example/x.js',
          '//elsewhere.example/y.js',
          42,
          '/remotes/member/a.js',
        ],
      }),
    );
    try {
      preloadRemoteFiles();
      expect(preloads()).toEqual(['script /remotes/member/a.js']);
    } finally {
      remove();
    }
  });
});
