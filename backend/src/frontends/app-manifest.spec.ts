import { iconSvg, initialOf, manifestOf, PRODUCT_COLOUR, shortNameOf } from './app-manifest';

describe('the app manifest', () => {
  it('names the club, starts at /events and lists icons of every size and purpose', () => {
    const manifest = manifestOf({ name: 'Riverside Tennis Club', default_locale: 'nl' });
    expect(manifest).toMatchObject({
      name: 'Riverside Tennis Club',
      short_name: 'Riverside',
      start_url: '/events',
      display: 'standalone',
      lang: 'nl',
      theme_color: PRODUCT_COLOUR,
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      'any any',
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
  });

  it("uses a club's own colour when it has a valid one", () => {
    expect(manifestOf({ name: 'A', colour: '#AA3300' }).theme_color).toBe('#aa3300');
    expect(manifestOf({ name: 'A', colour: 'red;x' }).theme_color).toBe(PRODUCT_COLOUR);
  });

  it('takes the first letter or digit as the initial, a whole grapheme', () => {
    expect(initialOf('  riverside')).toBe('R');
    expect(initialOf('"Élan" TC')).toBe('É');
    expect(initialOf('🎾 42 Club')).toBe('4');
    expect(initialOf('!!!')).toBe('C');
  });

  it('shortens long names for the home screen', () => {
    expect(shortNameOf('TC Ede')).toBe('TC Ede');
    expect(shortNameOf('Lawn Tennis Club Amsterdam')).toBe('Lawn');
    expect(shortNameOf('Tennisvereniging Amsterdam')).toBe('Tennisveren…');
  });

  it('escapes what it draws', () => {
    const svg = iconSvg({ name: '<b>' }, 192, false);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('>B</text>');
    expect(iconSvg({ name: '&co' }, 512, true)).toContain('>C</text>');
  });
});
