import { HandHeart, Leaf, ShieldCheck, Sparkles } from './icons';

export const ABOUT_PAGE = {
  eyebrow: 'Over ons',
  title: 'Goed eten hoort op een bord, niet in de container',
  intro:
    'Portiepunt is ontstaan in de keukens van de zorg. Daar zagen we elke dag hetzelfde: maaltijden die met zorg bereid zijn, blijven over, terwijl collega’s na hun dienst zonder eten naar huis gaan.',
  mission: {
    title: 'Onze missie',
    paragraphs: [
      'We willen dat geen enkele goede maaltijdportie uit een instellingskeuken meer wordt weggegooid. Niet door extra regels of logistiek, maar door het keukenteam en de collega’s in dezelfde organisatie eenvoudig met elkaar te verbinden.',
      'Daarom bouwen we een platform dat past in de dagelijkse praktijk van ziekenhuizen, woonzorgcentra, hogescholen en bedrijfsrestaurants: snel voor de keuken, vertrouwd voor medewerkers en veilig voor de organisatie.',
    ],
  },
  values: {
    title: 'Waar we voor staan',
    items: [
      {
        icon: HandHeart,
        title: 'Zorg voor elkaar',
        text: 'Een warme maaltijd na een zware dienst is een klein gebaar met grote waarde. We bouwen voor de mensen die voor anderen zorgen.',
      },
      {
        icon: ShieldCheck,
        title: 'Betrouwbaar',
        text: 'Zorginstellingen vertrouwen ons hun gegevens toe. We verwerken zo weinig mogelijk, beveiligen alles en zijn open over hoe.',
      },
      {
        icon: Sparkles,
        title: 'Eenvoud',
        text: 'Een keuken heeft geen tijd voor ingewikkelde software. Elke functie moet in een paar tikken te gebruiken zijn.',
      },
      {
        icon: Leaf,
        title: 'Duurzaam',
        text: 'Minder verspilling betekent minder CO₂-uitstoot en minder afvalkosten. We maken die winst zichtbaar.',
      },
    ],
  },
  impact: {
    title: 'Onze impact',
    paragraphs: [
      'Elke portie die wordt opgehaald in plaats van weggegooid, bespaart de grondstoffen, de energie en het werk dat erin zit. Portiepunt telt die porties voor je, week na week: wat er is aangeboden, gereserveerd, opgehaald en blijven liggen.',
      'Instellingen gebruiken die cijfers om hun productie beter af te stemmen, om hun duurzaamheidsdoelen te onderbouwen en om te laten zien dat hun medewerkers ertoe doen.',
    ],
    points: ['Minder restafval en lagere afvalkosten', 'Een voordelige maaltijd voor medewerkers', 'Inzicht om de productie bij te sturen'],
  },
  vision: {
    title: 'Onze visie',
    paragraphs: [
      'We zien een zorgsector waarin restporties vanzelfsprekend bij collega’s terechtkomen, net zo gewoon als het rooster of de koffieautomaat. Een sector die laat zien dat duurzaam werken en goed werkgeverschap samengaan.',
      'Samen met keukens, facilitaire diensten en partners breiden we Portiepunt stap voor stap uit, met functies die uit de praktijk komen.',
    ],
  },
  cta: {
    title: 'Samen verspilling verminderen?',
    text: 'Vertel ons over je organisatie en we laten zien wat Portiepunt voor jullie kan betekenen.',
    button: 'Neem contact op',
  },
};
