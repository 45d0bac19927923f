import { INFO_EMAIL } from './site';
import type { LegalDocument } from './legal';

export const COOKIES: LegalDocument = {
  eyebrow: 'Cookies',
  title: 'Cookiebeleid',
  intro:
    'Portiepunt gebruikt zo min mogelijk cookies en alleen voor de werking van het platform. Je hoeft daarom geen cookiemelding weg te klikken.',
  date: '2025-05-24',
  sections: [
    {
      heading: 'Wat zijn cookies?',
      paragraphs: [
        'Cookies zijn kleine tekstbestanden die een website in je browser opslaat. Vergelijkbare technieken, zoals lokale opslag in de browser, vallen in dit beleid onder hetzelfde begrip.',
      ],
    },
    {
      heading: 'Welke cookies gebruiken we?',
      paragraphs: ['Noodzakelijke cookies, zonder welke het platform niet werkt:'],
      items: [
        'Sessiecookie: onthoudt je sessie terwijl je de site gebruikt.',
        'Authenticatie: houdt je ingelogd, zodat je niet bij elke pagina opnieuw hoeft in te loggen.',
        'Taalvoorkeur: onthoudt in welke taal je het platform gebruikt.',
      ],
    },
    {
      heading: 'Functionele cookies',
      items: [
        'Instellingen van de dashboardinterface, zoals het gekozen tabblad of de locatiefilter.',
        'Formuliergegevens die bewaard blijven als je een formulier onverwacht verlaat, zodat je niet opnieuw hoeft te beginnen.',
        'Partnerlink (pp_ref): kom je via de link van een partner, dan onthouden we 90 dagen de code van die partner, zodat je demo-aanvraag aan die partner wordt toegekend.',
      ],
    },
    {
      heading: 'Welke cookies gebruiken we niet?',
      items: [
        'Geen cookies voor advertenties of het volgen van je surfgedrag.',
        'Geen analysecookies van derden.',
        'Geen cookies van sociale media.',
        'Geen marketingcookies.',
      ],
    },
    {
      heading: 'Hoe lang bewaren we cookies?',
      items: [
        'Sessiecookies: tot je de browser sluit.',
        'Authenticatiecookies: maximaal 30 dagen.',
        'Voorkeurscookies: maximaal 1 jaar.',
        'Partnerlink (pp_ref): 90 dagen.',
      ],
    },
    {
      heading: 'Cookies beheren in je browser',
      paragraphs: ['In de instellingen van je browser kun je zelf bepalen wat er met cookies gebeurt. Je kunt:'],
      items: [
        'alle cookies blokkeren;',
        'alleen noodzakelijke cookies toestaan;',
        'cookies per bezoek toestaan;',
        'bestaande cookies verwijderen.',
      ],
    },
    {
      heading: 'Wat gebeurt er als je cookies uitschakelt?',
      items: [
        'Inloggen kan mislukken, omdat het platform je sessie niet kan onthouden.',
        'Je instellingen, zoals je locatiefilter, worden niet bewaard.',
      ],
    },
    {
      heading: 'Wijzigingen',
      paragraphs: ['Als we dit cookiebeleid aanpassen, publiceren we de nieuwe versie op deze pagina met een nieuwe datum.'],
    },
    {
      heading: 'Contact',
      paragraphs: [`Vragen over cookies? Mail ons via ${INFO_EMAIL}.`],
    },
  ],
};
