import { buildIcs, escapeText, icsText, vtimezone, type IcsEvent } from './ics';

const event = (fields: Partial<IcsEvent> = {}): IcsEvent => ({
  id: '5b7f1c7e-2d1a-4c3e-9d8b-0a1b2c3d4e5f',
  name: 'Wednesday Mix-in',
  description: 'Bring balls; and water, please\nAll levels',
  start_time: '2031-03-05T19:30:00',
  end_time: '2031-03-05T21:30:00',
  location: 'Court 1, Riverside',
  status: 'scheduled',
  sequence: 2,
  updated_at: new Date('2031-01-02T03:04:05Z'),
  tentative: false,
  url: 'https://riverside.courtside.example/events/5b7f1c7e-2d1a-4c3e-9d8b-0a1b2c3d4e5f',
  ...fields,
});

describe('the .ics generator', () => {
  it('writes the wall clock with TZID, a VTIMEZONE named as the events name it, and escapes text', () => {
    const ics = buildIcs({
      name: 'TC Oost, Amsterdam',
      timezone: 'Europe/Amsterdam',
      domain: 'courtside.example',
      events: [event()],
    });
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain('X-WR-CALNAME:TC Oost\\, Amsterdam\r\n');
    // The library files Amsterdam under Brussels (same rules): renamed, so the TZID resolves.
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam\r\n');
    expect(ics).not.toContain('Brussels');
    expect(ics).toContain('DTSTART;TZID=Europe/Amsterdam:20310305T193000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Amsterdam:20310305T213000\r\n');
    expect(ics).toContain('DTSTAMP:20310102T030405Z\r\n');
    expect(ics).toContain('UID:5b7f1c7e-2d1a-4c3e-9d8b-0a1b2c3d4e5f@courtside.example\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(ics).toContain('DESCRIPTION:Bring balls\\; and water\\, please\\nAll levels\r\n');
  });

  it('asks a subscribed feed to refresh hourly, and leaves that out of a one-off attachment', () => {
    const feed = buildIcs({
      name: 'Club',
      timezone: 'Europe/London',
      domain: 'x',
      events: [event()],
      refreshSeconds: 3600,
    });
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(feed).toContain('X-PUBLISHED-TTL:PT1H\r\n');
    expect(feed).toContain('LAST-MODIFIED:20310102T030405Z\r\n');
    const attachment = buildIcs({ name: 'Club', timezone: 'Europe/London', domain: 'x', events: [event()] });
    expect(attachment).not.toContain('REFRESH-INTERVAL');
    expect(attachment).not.toContain('X-PUBLISHED-TTL');
  });

  it('folds lines at 75 octets with CRLF, multi-byte characters whole', () => {
    const ics = buildIcs({
      name: 'Club',
      timezone: 'Europe/London',
      domain: 'x',
      events: [event({ name: 'Ééééé '.repeat(30) })],
    });
    const lines = ics.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(1);
  });

  it('marks cancelled occurrences and waitlisted places', () => {
    const ics = buildIcs({
      name: 'Club',
      timezone: 'Europe/London',
      domain: 'x',
      events: [event({ status: 'cancelled' }), event({ id: 'other', tentative: true })],
    });
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('STATUS:TENTATIVE');
  });

  it('writes UTC instants for a zone without a VTIMEZONE', () => {
    expect(vtimezone('Nowhere/Atlantis')).toBeNull();
    const ics = buildIcs({ name: 'Club', timezone: 'Nowhere/Atlantis', domain: 'x', events: [] });
    expect(ics).not.toContain('VTIMEZONE');
  });

  it('drops what RFC 5545 TEXT cannot carry, and turns every line break of the calendar name into \\n', () => {
    const ics = buildIcs({
      name: 'Evil\rMETHOD:REQUEST\nX-A:1\r\nX-B:2\u001b',
      timezone: 'Europe/London',
      domain: 'x',
      events: [
        event({
          name: 'Mix\u001b[31m-in\u000b\u000c\u007f',
          location: 'Court\u0000 1\u0008',
          description: 'Line one\r\nLine two\rLine three\tTabbed\u001f',
        }),
      ],
    });
    expect(ics).toContain('NAME:Evil\\nMETHOD:REQUEST\\nX-A:1\\nX-B:2\r\n');
    expect(ics).toContain('X-WR-CALNAME:Evil\\nMETHOD:REQUEST\\nX-A:1\\nX-B:2\r\n');
    expect(ics).toContain('SUMMARY:Mix[31m-in\r\n');
    expect(ics).toContain('LOCATION:Court 1\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\\nLine three\tTabbed\r\n');
    // Nothing but tab below U+0020 in any line, and every line ends with CRLF.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(ics.split('\r\n').filter((line) => /[\u0000-\u0008\u000a-\u001f\u007f]/.test(line))).toEqual([]);
  });

  it('keeps tab and text beyond ASCII as they are', () => {
    expect(icsText('Baan 1\tÉén ❤️ \u202ex\u0085')).toBe('Baan 1\tÉén ❤️ \u202ex\u0085');
    expect(escapeText('TC Oost; Amsterdam, \\ NL')).toBe('TC Oost\\; Amsterdam\\, \\\\ NL');
  });
});
