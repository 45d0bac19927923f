import { INFO_EMAIL, SUPPORT_HOURS } from './site';
import type { LegalDocument } from './legal';

export const TERMS: LegalDocument = {
  eyebrow: 'Voorwaarden',
  title: 'Algemene voorwaarden',
  intro:
    'Deze voorwaarden gelden voor elk gebruik van het Portiepunt-platform en voor elke overeenkomst tussen Portiepunt, een onderneming naar Belgisch recht, en de organisatie die het platform afneemt (de klant).',
  date: '2025-05-24',
  version: '1.0',
  sections: [
    {
      heading: '1. Definities',
      items: [
        'Platform: de webapplicatie waarmee keukens maaltijdporties aanbieden en medewerkers ze reserveren en ophalen.',
        'Omgeving: het afgeschermde deel van het platform voor één klant, met al zijn locaties en gebruikers.',
        'Gebruikers: de personen die de klant toegang geeft, in de rollen Superbeheerder, Beheerder, Keuken of Personeel.',
      ],
    },
    {
      heading: '2. Abonnementen en prijzen',
      paragraphs: [
        'Het platform wordt geleverd als abonnement per maand. De prijzen per maand zijn: Starter € 49 en Groep € 89. Voor Maatwerk geldt de prijs uit de offerte. Alle prijzen zijn exclusief btw.',
        'Abonnementen worden maandelijks vooraf gefactureerd. Facturen betaal je binnen 14 dagen na de factuurdatum. Een wijziging van abonnement gaat in vanaf de volgende factuurperiode.',
      ],
    },
    {
      heading: '3. Looptijd en opzegging',
      paragraphs: [
        'Het abonnement loopt per maand en is maandelijks opzegbaar, met een opzegtermijn van 30 dagen. Opzeggen kan per e-mail aan ' +
          INFO_EMAIL +
          '.',
        'Na het einde van de overeenkomst kan de klant binnen 30 dagen een export van zijn gegevens aanvragen. Daarna verwijderen we de gegevens definitief.',
      ],
    },
    {
      heading: '4. Beschikbaarheid en onderhoud',
      paragraphs: [
        'We streven naar een beschikbaarheid van 99,5% per kalenderjaar. Gepland onderhoud kondigen we minstens 48 uur vooraf aan en voeren we zoveel mogelijk buiten de maaltijdmomenten uit.',
        `Support is bereikbaar op ${SUPPORT_HOURS}, met uitzondering van Belgische feestdagen.`,
      ],
    },
    {
      heading: '5. Gebruik van het platform',
      items: [
        'De klant zorgt dat gebruikers hun inloggegevens geheimhouden en het platform alleen gebruiken waarvoor het bedoeld is.',
        'De klant blijft verantwoordelijk voor de voedselveiligheid van de porties die zijn keuken aanbiedt, waaronder de juiste vermelding van allergenen en houdbaarheid.',
        'Portiepunt mag de toegang tijdelijk beperken bij misbruik of een ernstig beveiligingsrisico, en licht de klant daar direct over in.',
      ],
    },
    {
      heading: '6. Gegevens en privacy',
      paragraphs: [
        'De klant is eigenaar van de gegevens in zijn omgeving. Portiepunt verwerkt persoonsgegevens als verwerker, volgens de verwerkersovereenkomst en de privacyverklaring.',
      ],
    },
    {
      heading: '7. Aansprakelijkheid',
      paragraphs: [
        'De aansprakelijkheid van Portiepunt is beperkt tot het bedrag dat de klant in de 12 maanden voor de schadeveroorzakende gebeurtenis aan abonnementsgeld heeft betaald. Portiepunt is niet aansprakelijk voor indirecte schade, zoals gederfde winst.',
      ],
    },
    {
      heading: '8. Wijzigingen van de voorwaarden',
      paragraphs: [
        'Wijzigingen van deze voorwaarden kondigen we minstens 30 dagen vooraf aan. Gaat de klant niet akkoord, dan kan hij het abonnement opzeggen voordat de wijziging ingaat.',
      ],
    },
    {
      heading: '9. Toepasselijk recht',
      paragraphs: [
        'Op deze voorwaarden en elke overeenkomst met Portiepunt is het Belgisch recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechtbank van de Belgische stad waar Portiepunt gevestigd is.',
      ],
    },
  ],
};
