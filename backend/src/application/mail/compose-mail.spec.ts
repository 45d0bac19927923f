import { AppLinks } from '../../domain/shared/app-links.js';
import { composeMail, linksIn } from './compose-mail.js';

describe('composeMail', () => {
  const link = new AppLinks('https://portiepunt.example.nl').to('/wachtwoord-instellen', { token: 'abc&def' });
  const mail = composeMail({
    kind: 'test',
    to: 'sanne@delinde.nl',
    language: 'nl',
    subject: 'Welkom <bij> Portiepunt',
    firstName: 'Sanne',
    blocks: ['Je bent uitgenodigd.', { label: 'Kies je wachtwoord', url: link }],
  });

  it('puts each link of the text part on a line of its own', () => {
    expect(mail.text.split('\n')).toContain(link);
    expect(linksIn(mail.text)).toEqual([link]);
  });

  it('escapes text in the HTML part and links the same address there', () => {
    expect(mail.html).toContain('Welkom &lt;bij&gt; Portiepunt');
    expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">Kies je wachtwoord</a>`);
  });

  it('builds links from APP_URL with encoded query values', () => {
    expect(link).toBe('https://portiepunt.example.nl/wachtwoord-instellen?token=abc%26def');
  });

  it("greets and signs in the recipient's language, and says so in the HTML part", () => {
    const french = composeMail({
      kind: 'test',
      to: 'amelie@delinde.be',
      language: 'fr',
      subject: 'Bienvenue',
      firstName: 'Amélie',
      blocks: [],
    });
    expect(french.text).toBe('Bonjour Amélie,\n\nBien à vous,\nL’équipe Portiepunt\n');
    expect(french.html).toContain('<html lang="fr">');
    expect(mail.text.startsWith('Hallo Sanne,\n\n')).toBe(true);
    expect(mail.text.endsWith('Met vriendelijke groet,\nPortiepunt\n')).toBe(true);
  });
});
