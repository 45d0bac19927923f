export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  eyebrow: string;
  title: string;
  intro: string;
  /** ISO date, shown in nl-NL format. */
  date: string;
  version?: string;
  sections: LegalSection[];
}

export const LEGAL_LABELS = {
  version: 'Versie',
  date: 'Laatst bijgewerkt:',
  contents: 'Inhoud',
  /** Shown on the translations only: the Dutch text is the one that binds. */
  prevails: '',
  prevailsLink: '',
};
