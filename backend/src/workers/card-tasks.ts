/**
 * Drawing a share card's image (API.md section 15), as the worker threads run it: laying out
 * text and rasterising it costs tens of milliseconds of CPU, which would hold up every club's
 * requests on the event loop. Pure like the other task files: plain data in, PNG bytes out.
 *
 * Only packages: in tests the thread loads this file as TypeScript source through Node's type
 * stripping, with nothing else of the backend's.
 */
import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import satori from 'satori';

/** As cpu-tasks.ts answers (the same shape, kept apart so neither file imports the other). */
export type CardTaskAnswer<T> = { ok: true; value: T } | { ok: false; inputError: string };

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What the card shows: texts already in the club's language. Never a participant's name. */
export interface ShareCardInput {
  clubName: string;
  eventName: string;
  /** `Tue 1 Dec 19:30` */
  date: string;
  location: string;
  places: string;
  /** Whether the event is full (the places line is drawn in the waiting colour). */
  full: boolean;
  /** The club's initial, drawn in place of its logo: the server never fetches a logo URL. */
  initial: string;
}

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Font[] | undefined;

/**
 * Inter, read once per thread from the @fontsource package's `files` folder (satori takes woff,
 * not woff2). The caller names the folder: the thread may run this file as an ES module, where
 * there is no require.resolve.
 */
function interFonts(files: string): Font[] {
  if (fonts) return fonts;
  fonts = ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(join(files, `inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** Clips long texts by characters, so a 800-character name cannot push the rest off the card. */
const clip = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};

const GREEN = '#14532d';
const LIME = '#d9f99d';

function card(input: ShareCardInput): Node {
  const name = clip(input.eventName, 70);
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: GREEN,
      backgroundImage: 'linear-gradient(135deg, #14532d 0%, #166534 60%, #15803d 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center' }, [
        el(
          'div',
          {
            width: 72,
            height: 72,
            borderRadius: 36,
            backgroundColor: LIME,
            color: GREEN,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
            fontWeight: 700,
            marginRight: 24,
          },
          input.initial,
        ),
        el('div', { fontSize: 36, fontWeight: 700, opacity: 0.95 }, clip(input.clubName, 40)),
      ]),
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el('div', { fontSize: 38, fontWeight: 400, color: LIME, marginBottom: 12 }, input.date),
        el(
          'div',
          {
            fontSize: name.length > 36 ? 60 : 76,
            fontWeight: 700,
            lineHeight: 1.1,
            maxWidth: 1056,
            maxHeight: 200,
            overflow: 'hidden',
          },
          name,
        ),
        input.location
          ? el('div', { fontSize: 32, marginTop: 16, opacity: 0.85 }, clip(input.location, 60))
          : el('div', { display: 'flex' }, []),
      ]),
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        el(
          'div',
          {
            fontSize: 36,
            fontWeight: 700,
            padding: '14px 28px',
            borderRadius: 40,
            backgroundColor: input.full ? '#fde68a' : LIME,
            color: input.full ? '#78350f' : GREEN,
          },
          input.places,
        ),
        el('div', { fontSize: 28, opacity: 0.75 }, 'Courtside'),
      ]),
    ],
  );
}

/** The card as a 1200×630 PNG. */
export async function renderShareCard(task: {
  card: ShareCardInput;
  fontDir: string;
}): Promise<CardTaskAnswer<Uint8Array>> {
  const svg = await satori(card(task.card) as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: interFonts(task.fontDir),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
  return { ok: true, value: new Uint8Array(png) };
}
