import request from 'supertest';
import { preferredLanguage } from '../src/infrastructure/platform/http/public-languages.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Needs the built frontend (npm run build): the prerendered pages, 404 pages and sitemap of every language.
describe('public site in three languages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ serveFrontend: true });
  });
  afterAll(() => t.close());

  it('reads the most preferred language from Accept-Language, Dutch for anything else', () => {
    expect(preferredLanguage('fr-BE,fr;q=0.9,nl;q=0.8')).toBe('fr');
    expect(preferredLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(preferredLanguage('nl-BE,fr;q=0.5')).toBe('nl');
    expect(preferredLanguage('de-DE,en;q=0.5')).toBe('nl');
    expect(preferredLanguage('fr;q=0.3,en;q=0.7')).toBe('en');
    expect(preferredLanguage('')).toBe('nl');
    expect(preferredLanguage('*;q=abc,,;')).toBe('nl');
  });

  it('sends a first visit to / on to its language once, and never a visitor who chose or a crawler', async () => {
    const first = await request(t.http).get('/').set('Accept-Language', 'fr-BE,fr;q=0.9').expect(302);
    expect(first.headers.location).toBe('/fr/');
    expect(String(first.headers['set-cookie'])).toMatch(/^taal=fr; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect((await request(t.http).get('/').set('Accept-Language', 'en').expect(302)).headers.location).toBe('/en/');
    // With the cookie (from that redirect or the language switch), / stays Dutch whatever the browser says.
    await request(t.http).get('/').set('Accept-Language', 'fr').set('Cookie', 'taal=fr').expect(200);
    await request(t.http).get('/').set('Accept-Language', 'en').set('Cookie', 'pp_ref=x; taal=nl').expect(200);
    await request(t.http).get('/').set('Accept-Language', 'de, en;q=0.5').expect(200);
    await request(t.http).get('/').expect(200);
    const bot = await request(t.http)
      .get('/')
      .set('Accept-Language', 'fr')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
      .expect(200);
    expect(bot.text).toContain('<html lang="nl"');
    // Other pages never redirect.
    await request(t.http).get('/functies').set('Accept-Language', 'fr').expect(200);
  });

  it('serves each language’s pages with their lang and hreflang alternates', async () => {
    const page = (await request(t.http).get('/fr/tarifs').set('Cookie', 'taal=fr').expect(200)).text;
    expect(page).toContain('<html lang="fr" data-prerendered="/fr/tarifs">');
    for (const [language, path] of [
      ['nl', '/prijzen'],
      ['fr', '/fr/tarifs'],
      ['en', '/en/pricing'],
      ['x-default', '/prijzen'],
    ]) {
      expect(page).toMatch(new RegExp(`<link rel="alternate" hreflang="${language}" href="https?://[^"]+${path}" />`));
    }
    expect((await request(t.http).get('/en/').set('Cookie', 'taal=en').expect(200)).text).toContain('<html lang="en"');
  });

  it('answers an unknown page under a language prefix with that language’s 404 page', async () => {
    const french = await request(t.http).get('/fr/nexiste-pas').expect(404);
    expect(french.text).toContain('<html lang="fr">');
    expect(french.text).toContain('Page introuvable');
    const english = await request(t.http).get('/en/no-such-page').expect(404);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('Page not found');
    expect((await request(t.http).get('/bestaat-niet').expect(404)).text).toContain('<html lang="nl">');
  });

  it('lists every indexable public page in every language in /sitemap.xml, with alternates', async () => {
    const sitemap = (await request(t.http).get('/sitemap.xml').expect(200)).text;
    const locations = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/functies',
      '/voorwaarden',
      '/fr/',
      '/fr/fonctionnalites',
      '/fr/a-propos',
      '/en/',
      '/en/features',
      '/en/privacy',
    ]) {
      if (path === '/voorwaarden')
        expect(locations).not.toContain(path); // noindex
      else expect(locations).toContain(path);
    }
    expect(locations).not.toContain('/bedankt');
    expect(locations).toHaveLength(33);
    expect(sitemap).toContain('hreflang="x-default"');
  });
});
