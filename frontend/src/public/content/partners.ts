import { BadgePercent, Briefcase, ChefHat, Cpu, LifeBuoy, Recycle, ShieldCheck, TrendingUp } from './icons';

export const PARTNERS_PAGE = {
  eyebrow: 'Partnerprogramma',
  title: 'Word partner en help verspilling in de zorg verminderen',
  intro:
    'Je adviseert zorginstellingen, scholen of bedrijfskeukens en weet waar maaltijden overblijven. Breng hen in contact met Portiepunt en verdien mee met elk abonnement dat je aanbrengt.',
  moreInfo: 'Meer informatie',
  apply: 'Word nu partner',
  benefits: {
    title: 'Wat je als partner krijgt',
    items: [
      {
        icon: BadgePercent,
        title: '10% commissie',
        text: 'Je ontvangt 10% van het maandelijkse abonnementsbedrag, zolang de klant actief blijft. We betalen elke maand uit.',
      },
      {
        icon: TrendingUp,
        title: 'Groeiende markt',
        text: 'Instellingen moeten hun voedselverspilling aantoonbaar verminderen. De vraag naar praktische oplossingen groeit elk jaar.',
      },
      {
        icon: LifeBuoy,
        title: 'Volledige ondersteuning',
        text: 'Je krijgt marketingmateriaal, een training en een persoonlijke partneraccountmanager die met je meedenkt.',
      },
      {
        icon: ShieldCheck,
        title: 'Bewezen concept',
        text: 'Portiepunt draait in keukens van zorg en onderwijs. Je beveelt een product aan dat zich in de praktijk bewijst.',
      },
    ],
  },
  types: {
    title: 'Voor wie is het partnerprogramma?',
    intro: 'Je hebt een netwerk in de zorg, het onderwijs of de foodservice en een klant die je vertrouwt.',
    items: [
      {
        icon: Briefcase,
        title: 'Consultants',
        text: 'Adviseurs in facility management, inkoop of bedrijfsvoering van zorg- en onderwijsinstellingen.',
      },
      {
        icon: ChefHat,
        title: 'Leveranciers van keukenapparatuur',
        text: 'Je levert en onderhoudt grootkeukens en spreekt dagelijks met koks en facilitair managers.',
      },
      { icon: Cpu, title: 'IT-dienstverleners', text: 'Je ondersteunt zorgorganisaties bij hun digitale werkplek en applicaties.' },
      { icon: Recycle, title: 'Duurzaamheidsadviseurs', text: 'Je helpt organisaties hun CO₂-uitstoot en afvalstromen te verminderen.' },
    ],
  },
  steps: {
    title: 'Zo werkt het',
    items: [
      { title: 'Aanmelden', text: 'Vul het formulier hieronder in. We bekijken je aanmelding en nemen binnen 2 werkdagen contact op.' },
      { title: 'Onboarding en training', text: 'Je leert het platform kennen, krijgt je marketingmateriaal en je unieke partnerlink.' },
      {
        title: 'Klanten aanbevelen',
        text: 'Je introduceert Portiepunt bij je netwerk via je partnerlink. Wij verzorgen de demo en de invoering.',
      },
      { title: 'Commissie ontvangen', text: 'Elke maand ontvang je 10% van het abonnement van de klanten die je hebt aangebracht.' },
    ],
  },
  form: {
    title: 'Meld je aan als partner',
    intro: 'Vertel ons wie je bent en met wie je werkt. Je gegevens gebruiken we alleen om je aanmelding te beoordelen.',
  },
};
