import { INFO_EMAIL } from './site';
import type { LegalDocument } from './legal';

export const PRIVACY: LegalDocument = {
  eyebrow: 'Privacy',
  title: 'Privacyverklaring',
  intro:
    'Portiepunt werkt voor zorginstellingen, onderwijsinstellingen en bedrijven. Zorgvuldig omgaan met persoonsgegevens is daarom de basis van ons product. In deze verklaring lees je welke gegevens we verwerken, waarom, hoe lang en welke rechten je hebt.',
  date: '2026-11-25',
  sections: [
    {
      heading: 'Wie is verantwoordelijk?',
      paragraphs: [
        'Voor gegevens die je via onze website achterlaat, zoals een demo-aanvraag of een partneraanmelding, is Portiepunt de verwerkingsverantwoordelijke.',
        'Voor gegevens in het platform zelf, zoals de accounts van medewerkers en hun reserveringen, is de organisatie die Portiepunt afneemt de verwerkingsverantwoordelijke. Portiepunt is dan verwerker en handelt uitsluitend volgens de verwerkersovereenkomst met die organisatie.',
      ],
    },
    {
      heading: 'Welke gegevens verwerken we?',
      items: [
        'Demo- en contactaanvragen: naam, naam en type van je organisatie, e-mailadres, telefoonnummer (als je dat invult), aantal locaties en je bericht.',
        'Partneraanmeldingen: naam, contactgegevens, bedrijf, functie, ervaring, netwerk en motivatie.',
        'Gebruikersaccounts: naam, e-mailadres, rol en organisatie. Wachtwoorden slaan we alleen versleuteld (gehasht) op.',
        'Gebruik van het platform: aangeboden porties (met hun allergenen, dieet en bewaring), reserveringen en ophaalmomenten.',
        'Technische gegevens: serverlogboeken met IP-adres en tijdstip, die we gebruiken om misbruik te voorkomen en storingen op te lossen.',
      ],
    },
    {
      heading: 'Je allergenen en dieet blijven op je eigen apparaat',
      paragraphs: [
        'Op het dashboard kun je kiezen welke allergenen je vermijdt en welk dieet je volgt, zodat porties die daar niet bij passen verborgen worden. Dat zegt iets over je gezondheid of overtuiging, en dat zijn bijzondere persoonsgegevens.',
        'Daarom bewaart alleen je browser deze keuzes, in de lokale opslag van het apparaat waarop je ze maakt. Ze worden nooit naar Portiepunt gestuurd: het filteren gebeurt op je eigen apparaat. Wij en je werkgever weten dus niet wat je vermijdt. Je wist de keuzes met ‘Filter wissen’ of door de gegevens van je browser te wissen.',
      ],
    },
    {
      heading: 'Waarvoor gebruiken we ze?',
      items: [
        'Om je demo-aanvraag of partneraanmelding te beantwoorden (op basis van je verzoek en ons gerechtvaardigd belang).',
        'Om het platform te leveren aan de organisatie waarvoor je werkt (uitvoering van de overeenkomst).',
        'Om het platform te beveiligen en te verbeteren (gerechtvaardigd belang).',
        'Om te voldoen aan wettelijke verplichtingen, zoals de fiscale bewaarplicht voor facturen.',
      ],
    },
    {
      heading: 'Hoe lang bewaren we gegevens?',
      paragraphs: [
        'Het platform wist deze gegevens automatisch zodra de termijn voorbij is; elke verwijdering wordt vastgelegd in het logboek.',
      ],
      items: [
        'Demo-aanvragen en partneraanmeldingen die niet tot een klant of samenwerking leiden: 365 dagen na ontvangst.',
        'Aanvragen die als spam zijn herkend: 30 dagen.',
        'Verstuurde e-mails (zoals uitnodigingen en meldingen): 90 dagen.',
        'Het logboek van inloggen en wijzigingen: 2 jaar.',
        'Gegevens in het platform: zolang het abonnement van je organisatie loopt. Daarna kan de organisatie alles exporteren, waarna we de gegevens wissen. Een gewiste gebruiker is direct onherkenbaar gemaakt; zijn reserveringen tellen alleen nog anoniem mee in de statistieken.',
      ],
    },
    {
      heading: 'Met wie delen we gegevens?',
      paragraphs: [
        'We gebruiken je gegevens nooit voor advertenties en verkopen ze niet aan derden.',
        'We delen gegevens alleen met dienstverleners die we nodig hebben om Portiepunt te laten werken, zoals onze hostingpartij in de Europese Unie. Met hen sluiten we verwerkersovereenkomsten. Gegevens van de ene organisatie zijn nooit zichtbaar voor een andere organisatie.',
        'Onze website laadt geen scripts, lettertypen of afbeeldingen van andere partijen en gebruikt geen analyse- of advertentiediensten.',
      ],
    },
    {
      heading: 'Hoe beveiligen we gegevens?',
      items: [
        'Alle verbindingen zijn versleuteld.',
        'Elke organisatie heeft een strikt gescheiden omgeving.',
        'Medewerkers zien alleen wat hun rol toestaat.',
        'We maken dagelijks back-ups en testen het herstel daarvan.',
      ],
    },
    {
      heading: 'Jouw rechten',
      paragraphs: [
        'Je hebt het recht op inzage, correctie, verwijdering, beperking van de verwerking en overdraagbaarheid van je gegevens, en je kunt bezwaar maken tegen een verwerking. Werk je bij een organisatie die Portiepunt gebruikt? Richt je verzoek dan bij voorkeur aan je werkgever; wij helpen die om het af te handelen.',
        `Stuur je verzoek naar ${INFO_EMAIL}. We reageren binnen een maand. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Gegevensbeschermingsautoriteit.`,
      ],
    },
    {
      heading: 'Wijzigingen',
      paragraphs: ['Als we deze privacyverklaring aanpassen, publiceren we de nieuwe versie op deze pagina met een nieuwe datum.'],
    },
  ],
};
