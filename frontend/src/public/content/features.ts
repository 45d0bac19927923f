import { Bell, Building2, Camera, ChartColumn, MousePointerClick, ShieldCheck, Users, Zap } from './icons';

export const FEATURES_PAGE = {
  eyebrow: 'Functies',
  title: 'Alles om restporties in goede banen te leiden',
  intro:
    'Van het aanbieden in de keuken tot het ophalen aan de balie: Portiepunt regelt elke stap, voor het keukenteam, het personeel en de beheerders van je organisatie.',
  features: [
    {
      icon: Camera,
      title: 'Maaltijdbeheer',
      text: 'De keuken zet een portie online met foto, beschrijving en houdbaarheid, en met de 14 wettelijke allergenen, ‘kan sporen bevatten’, dieet (vegetarisch, veganistisch, halal, zonder varkensvlees), bereidingsmoment en bewaring. Collega’s verbergen wat ze niet eten met een eigen filter dat op hun apparaat blijft, en de keuken drukt per portie een etiket af.',
    },
    {
      icon: Users,
      title: 'Toegang voor personeel',
      text: 'Medewerkers loggen in met hun eigen account en zien alleen het aanbod van hun organisatie. Beheerders bepalen wie keuken, personeel of beheerder is.',
    },
    {
      icon: ChartColumn,
      title: 'Rapportages',
      text: 'Zie hoeveel porties er zijn aangeboden, gereserveerd en opgehaald en hoeveel je bespaart. Handig voor je duurzaamheidsverslag.',
    },
    {
      icon: ShieldCheck,
      title: 'AVG-proof',
      text: 'Gegevens blijven per organisatie strikt gescheiden, worden versleuteld verstuurd en in de Europese Unie opgeslagen.',
    },
    {
      icon: Zap,
      title: 'Realtime updates',
      text: 'Is een portie gereserveerd of opgehaald? Iedereen ziet het direct, zodat niemand voor een lege balie staat.',
    },
    {
      icon: Bell,
      title: 'Meldingen',
      text: 'Collega’s krijgen automatisch bericht als er nieuwe porties klaarstaan en een herinnering voordat de ophaaltijd verloopt.',
    },
    {
      icon: MousePointerClick,
      title: 'Gebruiksgemak',
      text: 'Een portie aanbieden kost minder dan een minuut, reserveren één tik. Werkt op de computer in de keuken en op elke smartphone.',
    },
    {
      icon: Building2,
      title: 'Meerdere locaties',
      text: 'Beheer alle keukens en restaurants van je organisatie vanuit één omgeving, en laat medewerkers filteren op hun eigen locatie.',
    },
  ],
  ctaTitle: 'Benieuwd hoe het werkt in jouw keuken?',
  ctaText: 'We laten je graag zien hoe Portiepunt past bij de werkwijze van je team.',
  ctaButton: 'Neem contact op',
};
