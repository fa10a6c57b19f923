import { i18n, registerCatalogue } from './i18n';
import { applyLocale } from './locale';

// A catalogue whose Dutch half arrives only when the test lets it: a slow network.
let deliver: () => void = () => undefined;
registerCatalogue(
  'locale-spec',
  { word: 'hello' },
  () =>
    new Promise((resolve) => {
      deliver = () => resolve({ default: { word: 'hallo' } });
    }),
);

describe('applyLocale', () => {
  afterEach(() => applyLocale('en'));

  it('lets the last language asked for win, though an earlier one finishes loading later', async () => {
    const dutch = applyLocale('nl');
    const english = applyLocale('en');
    deliver();
    await Promise.all([dutch, english]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('locale-spec:word')).toBe('hello');
  });

  it('shows a language once its catalogues are in', async () => {
    const dutch = applyLocale('nl');
    deliver();
    await dutch;
    expect(i18n.language).toBe('nl');
  });
});
