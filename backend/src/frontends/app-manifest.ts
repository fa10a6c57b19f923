import { Logger } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { Express, Request, Response } from 'express';
import { errorBody } from '../common/errors/error-body';

/**
 * The installable app (API.md section 15): a web app manifest per club host and the icons it
 * names. The icons are the product's own, drawn from the club's initial and colour; the club's
 * logo URL is never fetched (the server fetches no URL a club typed in).
 */

/** The product's colour (the UI kit's --cs-primary), for clubs without a colour of their own. */
export const PRODUCT_COLOUR = '#166534';

/** What the manifest and the icons need of a club; null is the apex (the system console). */
export interface ManifestClub {
  name: string;
  default_locale?: string;
  /** A club colour (`#rrggbb`), when clubs get one; the product's colour otherwise. */
  colour?: string | null;
}

export type ClubOf = (req: Request) => Promise<ManifestClub | null | undefined>;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const colourOf = (club: ManifestClub | null): string =>
  club?.colour && HEX_COLOUR.test(club.colour) ? club.colour.toLowerCase() : PRODUCT_COLOUR;

/** The club's initial as people read it: the first letter or digit (a whole grapheme), upper-cased. */
export function initialOf(name: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name);
  for (const { segment } of segments) if (/[\p{L}\p{N}]/u.test(segment)) return segment.toLocaleUpperCase();
  return 'C';
}

/** A short name for a home screen's label (about 12 characters fit under an icon). */
export function shortNameOf(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if ([...trimmed].length <= 12) return trimmed;
  const firstWord = trimmed.split(' ')[0];
  if ([...firstWord].length <= 12) return firstWord;
  return [...firstWord].slice(0, 11).join('') + '…';
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The icon: the initial in white on the colour. `maskable` fills the whole square and keeps the
 * letter inside the safe zone (the middle 80%), as launchers cut their own shape out of it;
 * otherwise a rounded square with a margin.
 */
export function iconSvg(club: ManifestClub | null, size: number, maskable: boolean): string {
  const colour = colourOf(club);
  const initial = xml(club ? initialOf(club.name) : 'C');
  const s = size;
  const shape = maskable
    ? `<rect width="${s}" height="${s}" fill="${colour}"/>`
    : `<rect x="${s * 0.04}" y="${s * 0.04}" width="${s * 0.92}" height="${s * 0.92}" rx="${s * 0.2}" fill="${colour}"/>`;
  const fontSize = Math.round(s * (maskable ? 0.42 : 0.52));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    shape +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${fontSize}">${initial}</text>` +
    '</svg>'
  );
}

/** PNG renders kept in memory, keyed by what they are drawn from (a club rename draws anew). */
const PNG_CACHE_LIMIT = 200;
const pngCache = new Map<string, Buffer>();

async function iconPng(svg: string, size: number): Promise<Buffer> {
  const cached = pngCache.get(svg);
  if (cached) return cached;
  // Loaded on first use: the rasteriser is a native module most requests never need.
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
  if (pngCache.size >= PNG_CACHE_LIMIT) pngCache.delete(pngCache.keys().next().value as string);
  pngCache.set(svg, png);
  return png;
}

export const ICON_SIZES = [192, 512] as const;
/** iOS takes its home-screen icon from apple-touch-icon, not from the manifest. */
export const APPLE_TOUCH_SIZE = 180;

/** The manifest for a club (or the apex, as Courtside). */
export function manifestOf(club: ManifestClub | null) {
  const colour = colourOf(club);
  const name = club?.name.trim() || 'Courtside';
  return {
    id: '/events',
    name,
    short_name: shortNameOf(name),
    description: club ? `${name} on Courtside` : 'Courtside',
    lang: club?.default_locale ?? 'en',
    start_url: '/events',
    scope: '/',
    display: 'standalone',
    theme_color: colour,
    background_color: colour,
    icons: [
      { src: '/app-icon/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...ICON_SIZES.map((size) => ({
        src: `/app-icon/${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      ...ICON_SIZES.map((size) => ({
        src: `/app-icon/maskable-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      })),
    ],
  };
}

/**
 * The manifest and its icons change only when the club's name does: a short public cache, so a
 * rename reaches installed apps within minutes.
 */
const CACHE = 'public, max-age=300';

/**
 * `/manifest.webmanifest`, `/app-icon/icon.svg`, `/app-icon/<size>.png`,
 * `/app-icon/maskable-<size>.png` and `/apple-touch-icon.png` on every host, without a session.
 * An unknown club host answers 404.
 */
export function serveAppManifest(app: Pick<Express, 'get'>, clubOf: ClubOf): void {
  const logger = new Logger('AppManifest');
  const withClub =
    (handler: (club: ManifestClub | null, req: Request, res: Response) => Promise<void> | void) =>
    (req: Request, res: Response) => {
      void clubOf(req)
        .then(async (club) => {
          if (club === undefined) {
            res.status(404).json(errorBody(404, API_ERRORS.clubNotFound));
            return;
          }
          // The club's details change the files: a shared cache keeps one per host.
          res.setHeader('Vary', 'Host');
          res.setHeader('Cache-Control', CACHE);
          await handler(club, req, res);
        })
        .catch((error: unknown) => {
          logger.error(`Could not answer ${req.path}: ${(error as Error).message}`);
          if (!res.headersSent) res.status(500).json(errorBody(500, API_ERRORS.internal));
        });
    };

  app.get(
    '/manifest.webmanifest',
    withClub((club, _req, res) => {
      res.type('application/manifest+json').send(JSON.stringify(manifestOf(club)));
    }),
  );
  app.get(
    '/app-icon/icon.svg',
    withClub((club, _req, res) => {
      res.type('image/svg+xml').send(iconSvg(club, 512, false));
    }),
  );
  // One route per file (no pattern), so the route table lists every file the app serves.
  for (const px of [192, 512])
    for (const maskable of [false, true])
      app.get(
        `/app-icon/${maskable ? 'maskable-' : ''}${px}.png`,
        withClub(async (club, _req, res) => {
          res.type('image/png').send(await iconPng(iconSvg(club, px, maskable), px));
        }),
      );
  app.get(
    '/apple-touch-icon.png',
    withClub(async (club, _req, res) => {
      // iOS rounds the corners itself: the full square, as for a maskable icon.
      res.type('image/png').send(await iconPng(iconSvg(club, APPLE_TOUCH_SIZE, true), APPLE_TOUCH_SIZE));
    }),
  );
}
