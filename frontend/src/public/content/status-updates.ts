/**
 * The "Recente updates" of /status: real changes to the product only, newest first, each with the date it
 * shipped. Add a line here when a change reaches users; never invent incidents or maintenance.
 */
export const STATUS_UPDATES = [
  {
    date: '2026-11-23',
    title: 'Porties bewerken, foto’s en eerlijk delen',
    text: 'De keuken past porties aan vanaf de kaart, biedt een eerdere portie opnieuw aan en voegt een foto toe. Iedereen houdt per portie één open reservering; beheerders kunnen een maximum per persoon instellen.',
  },
  {
    date: '2026-11-23',
    title: '‘Niet opgehaald’ en analyse per dag, week en locatie',
    text: 'Een reservering die na de eindtijd nog openstaat, heet nu ‘Niet opgehaald’; de keuken ziet hoeveel. Beheerders bekijken de cijfers per dag, per week of per locatie en exporteren ze als CSV.',
  },
  {
    date: '2026-11-22',
    title: 'Eerste versie van Portiepunt',
    text: 'Keukens bieden restporties aan, collega’s zien ze live verschijnen, reserveren en halen op. Beheerders beheren gebruikers en locaties en zien de weekcijfers.',
  },
];
