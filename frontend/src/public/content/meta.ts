import type { PageMeta } from '../../lib/page-meta';

/** Title and meta description of every public page. */
export const META = {
  home: {
    title: 'Portiepunt | Restporties redden in zorg- en bedrijfskeukens',
    description:
      'Portiepunt laat keukens van ziekenhuizen, woonzorgcentra en bedrijven overgebleven maaltijdporties aanbieden aan collega’s. Minder verspilling, AVG-proof, realtime.',
  },
  features: {
    title: 'Functies | Portiepunt',
    description:
      'Maaltijdbeheer met foto, allergenen en houdbaarheid, toegang voor personeel, rapportages, meldingen en meerdere locaties: alle functies van Portiepunt op een rij.',
  },
  pricing: {
    title: 'Prijzen | Portiepunt',
    description:
      'Starter, Groep of Maatwerk: kies het abonnement dat past bij het aantal locaties. Maandelijks opzegbaar, geen opstartkosten en onbeperkt gebruikers.',
  },
  about: {
    title: 'Over ons | Portiepunt',
    description: 'Waarom Portiepunt bestaat: onze missie, waarden en visie op een zorgsector zonder voedselverspilling.',
  },
  partners: {
    title: 'Partnerprogramma | Portiepunt',
    description:
      'Adviseer je zorginstellingen of bedrijfskeukens? Word partner van Portiepunt en ontvang 10% commissie op elk abonnement dat je aanbrengt, zolang de klant actief is.',
  },
  help: {
    title: 'Help | Portiepunt',
    description: 'Het helpcentrum van Portiepunt is in opbouw. Tot die tijd helpt ons supportteam je op werkdagen persoonlijk verder.',
  },
  contact: {
    title: 'Contact en demo | Portiepunt',
    description: 'Vraag een vrijblijvende demo van Portiepunt aan. We nemen binnen 24 uur contact met je op.',
  },
  status: {
    title: 'Systeemstatus | Portiepunt',
    description: 'De actuele status van de webapplicatie, API, database en e-mailmeldingen van Portiepunt, met recente updates.',
  },
  documentation: {
    title: 'Documentatie | Portiepunt',
    description: 'De handleidingen voor keukenteams, zorgpersoneel en beheerders van Portiepunt zijn in opbouw.',
  },
  privacy: {
    title: 'Privacyverklaring | Portiepunt',
    description: 'Hoe Portiepunt persoonsgegevens verwerkt en beschermt, welke rechten je hebt en hoe je die uitoefent.',
  },
  thanks: {
    title: 'Bedankt | Portiepunt',
    description: 'We hebben je aanvraag ontvangen en nemen snel contact met je op.',
    noindex: true,
  },
  terms: {
    title: 'Algemene voorwaarden | Portiepunt',
    description: 'De algemene voorwaarden voor het gebruik van het Portiepunt-platform, versie 1.0 van 24 mei 2025.',
    noindex: true,
  },
  cookies: {
    title: 'Cookiebeleid | Portiepunt',
    description: 'Welke cookies Portiepunt gebruikt, welke niet, hoe lang ze bewaard blijven en hoe je ze zelf beheert.',
  },
  notFound: {
    title: 'Pagina niet gevonden | Portiepunt',
    description: 'Deze pagina bestaat niet (meer).',
    noindex: true,
  },
} satisfies Record<string, PageMeta>;
