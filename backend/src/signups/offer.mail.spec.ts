import { writeFileSync } from 'node:fs';
import { offerMail, type OfferMailInput } from './offer.mail';

const base: Omit<OfferMailInput, 'kind' | 'locale'> = {
  to: 'ada@example.test',
  name: 'Ada',
  club: { name: 'Harbour <Tennis>', logo: null, origin: 'http://harbour.localhost' },
  event: {
    id: 'e1',
    name: 'Wednesday Mix-in',
    start_time: '2026-12-02T19:30:00',
    end_time: '2026-12-02T21:30:00',
    location: 'Courts 1-4',
    status: 'scheduled',
  },
};
const offer = { expiresLocal: '2026-11-30T20:00:00', minutesLeft: 1440, token: 'tok_en-123' };

/** OFFER_MAIL_HTML_DIR=<dir> writes each mail's HTML there, to look at in a browser. */
const dump = (name: string, html: string) => {
  const dir = process.env.OFFER_MAIL_HTML_DIR;
  if (dir) writeFileSync(`${dir}/${name}.html`, html);
};

describe('offer mails', () => {
  it('offers the place until a time in club time, linking to the offer page, in English', () => {
    const mail = offerMail({ ...base, kind: 'waitlist_offer', locale: 'en', offer });
    dump('waitlist_offer.en', mail.html);
    expect(mail.subject).toBe('A place for you: Wednesday Mix-in, Wed 2 Dec');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Accept it by Mon 30 Nov 2026, 20:00 (24 hours from now)');
    expect(mail.text).toContain('http://harbour.localhost/offers/tok_en-123');
    expect(mail.html).toContain('Harbour &lt;Tennis&gt;');
    // Not switchable: no unsubscribe header, only its kind.
    expect(mail.headers).toEqual({ 'X-Courtside-Notification': 'waitlist_offer' });
  });

  it('writes Dutch, and says minutes when little time is left', () => {
    const mail = offerMail({
      ...base,
      kind: 'waitlist_offer',
      locale: 'nl',
      offer: { ...offer, minutesLeft: 30 },
    });
    dump('waitlist_offer.nl', mail.html);
    expect(mail.subject).toBe('Er is een plek voor je: Wednesday Mix-in, wo 2 dec');
    expect(mail.text).toContain('Neem hem aan vóór ma 30 nov 2026, 20:00 (nog 30 minuten)');
    expect(mail.text).toContain('Berichten over een aangeboden plek kun je niet uitzetten.');
  });

  it('says an offer ended, declined or expired', () => {
    const declined = offerMail({ ...base, kind: 'waitlist_offer_ended', locale: 'en', declined: true });
    dump('waitlist_offer_ended.en', declined.html);
    expect(declined.text).toContain(
      "You declined the place for Wednesday Mix-in, so you're no longer on its waitlist.",
    );
    const expired = offerMail({ ...base, kind: 'waitlist_offer_ended', locale: 'nl', declined: false });
    dump('waitlist_offer_ended.nl', expired.html);
    expect(expired.text).toContain('is niet op tijd aangenomen');
    expect(expired.headers).toEqual({ 'X-Courtside-Notification': 'waitlist_offer_ended' });
  });

  it('tells everyone waiting that a place is free, linking to the event', () => {
    const en = offerMail({ ...base, kind: 'waitlist_place_free', locale: 'en' });
    dump('waitlist_place_free.en', en.html);
    expect(en.subject).toBe('A place is free: Wednesday Mix-in, Wed 2 Dec');
    expect(en.text).toContain('http://harbour.localhost/events/e1');
    const nl = offerMail({ ...base, kind: 'waitlist_place_free', locale: 'nl' });
    dump('waitlist_place_free.nl', nl.html);
    expect(nl.text).toContain('wie van de wachtlijst hem het eerst neemt');
  });
});
