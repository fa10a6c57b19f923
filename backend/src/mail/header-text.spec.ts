import { headerText } from './header-text';
import { safeHeaders } from './mail-sender.service';

describe('mail header text', () => {
  it('turns line breaks into one space, so a stored name cannot end the header', () => {
    expect(headerText('Mix-in\r\nBcc: someone@example.test')).toBe('Mix-in Bcc: someone@example.test');
    expect(headerText('A\rB\nC\tD\u2028E')).toBe('A B C D E');
  });

  it('drops the other controls and the bidirectional overrides and isolates', () => {
    expect(headerText('Mix\u001b[31m-in\u0000\u007f\u0085\u009f')).toBe('Mix[31m-in');
    expect(headerText('Reminder: \u202egnp.exe\u202c and \u2066x\u2069 \u202a\u202b\u202d')).toBe(
      'Reminder: gnp.exe and x',
    );
  });

  it('leaves ordinary text alone, accents, emoji and right-to-left script included', () => {
    const text = "You're signed up: Zomeravond – Éénmalig ❤️ שלום, Sat 12 Jul";
    expect(headerText(text)).toBe(text);
  });

  it('is applied to the subject and every extra header of a mail', () => {
    const mail = safeHeaders({
      to: 'a@example.test',
      subject: 'Changed: Mix\r\nX-Evil: 1',
      text: 'body\r\nkept',
      html: '<p>x</p>',
      headers: { 'X-Courtside-Notification': 'reminder\n' },
    });
    expect(mail).toEqual({
      to: 'a@example.test',
      subject: 'Changed: Mix X-Evil: 1',
      text: 'body\r\nkept',
      html: '<p>x</p>',
      headers: { 'X-Courtside-Notification': 'reminder' },
    });
  });
});
