import type { FormTexts } from '../../public/i18n/text-shapes';

const LABELS = {
  organizationName: 'Nom de l’organisation',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  institutionType: 'Type d’établissement',
  numberOfLocations: 'Nombre de sites',
  message: 'Message',
  company: 'Société',
  role: 'Fonction actuelle',
  experience: 'Expérience utile',
  network: 'Votre réseau',
  motivation: 'Motivation',
};

export default {
  forms: {
    LABELS,
    PLACEHOLDERS: {
      select: 'Faites un choix',
      message: 'Parlez-nous brièvement de votre cuisine et de ce que vous voulez atteindre.',
      experience: 'Par exemple : dix ans de conseil en services facilitaires dans les soins de santé.',
      network: 'Avec quels établissements de soins, écoles ou cuisines d’entreprise travaillez-vous ?',
      motivation: 'Pourquoi voulez-vous recommander Portiepunt ?',
    },
    // The values are stored as they are, in every language; only the labels are French.
    HOME_INSTITUTION_TYPES: [
      { value: 'hospital', label: 'Hôpital' },
      { value: 'care-home', label: 'Maison de repos ou de soins' },
      { value: 'care-group', label: 'Groupe de soins' },
      { value: 'university', label: 'Haute école ou université' },
      { value: 'school', label: 'École' },
      { value: 'corporate', label: 'Restaurant d’entreprise' },
      { value: 'catering', label: 'Traiteur' },
      { value: 'retail', label: 'Commerce de détail' },
      { value: 'hotel', label: 'Hôtel' },
      { value: 'other', label: 'Autre' },
    ],
    HOME_LOCATION_COUNTS: [
      { value: '1', label: '1 site' },
      { value: '2-5', label: '2 à 5 sites' },
      { value: '6-10', label: '6 à 10 sites' },
      { value: '10+', label: 'Plus de 10 sites' },
    ],
    CONTACT_INSTITUTION_TYPES: [
      { value: 'ziekenhuis', label: 'Hôpital' },
      { value: 'rusthuis', label: 'Maison de repos' },
      { value: 'hogeschool', label: 'Haute école' },
      { value: 'bedrijf', label: 'Entreprise' },
      { value: 'anders', label: 'Autre' },
    ],
    CONTACT_LOCATION_COUNTS: [
      { value: '1', label: '1 site' },
      { value: '2-3', label: '2 à 3 sites' },
      { value: '4-10', label: '4 à 10 sites' },
      { value: '10+', label: 'Plus de 10 sites' },
    ],
    CONSENT: {
      before: 'J’accepte la ',
      privacy: 'déclaration de confidentialité',
      between: ' et les ',
      terms: 'conditions générales',
      after: '.',
    },
    FIELD_REQUIRED: 'Ce champ est obligatoire.',
    EMAIL_INVALID: 'Saisissez une adresse e-mail valide.',
    CONSENT_REQUIRED: 'Donnez votre accord pour continuer.',
    REQUIRED_LEGEND: 'Les champs marqués d’un * sont obligatoires.',
    SUBMIT: {
      demo: 'Demander une démo',
      contact: 'Envoyer la demande',
      partner: 'Envoyer ma candidature',
      sending: 'Envoi en cours…',
    },
    TOASTS: {
      incomplete: {
        title: 'Données incomplètes',
        description: 'Remplissez tous les champs obligatoires et acceptez les conditions.',
        variant: 'destructive',
      },
      demoSent: { title: 'Demande de démo envoyée !', description: 'Nous vous contactons dans les 24 heures.' },
      failed: {
        title: 'Un problème est survenu',
        description: 'Réessayez plus tard ou contactez-nous directement.',
        variant: 'destructive',
      },
      partnerConsent: {
        title: 'Déclaration de confidentialité requise',
        description: 'Vous devez accepter la déclaration de confidentialité et les conditions.',
        variant: 'destructive',
      },
      partnerSent: {
        title: 'Candidature reçue !',
        description: 'Merci de votre intérêt. Nous vous contactons dans les 2 jours ouvrables.',
      },
    },
    CONTACT_ALERTS: {
      success: 'Merci pour votre message ! Nous vous contactons dans les 24 heures.',
      failure: 'Un problème est survenu. Veuillez réessayer.',
    },
    POSTED_ERRORS: {
      title: 'Votre demande n’a pas encore été envoyée. Vérifiez ces champs :',
      fields: { ...LABELS, privacyAccepted: 'Accord avec la déclaration de confidentialité et les conditions' },
      limiet: 'Trop de demandes depuis cette adresse. Réessayez dans dix minutes.',
      algemeen: 'Un problème est survenu. Veuillez réessayer.',
    },
    THANK_YOU_PAGE: {
      title: 'Merci pour votre demande !',
      intro:
        'Nous avons bien reçu vos coordonnées. Nous répondons à une demande de démo dans les 24 heures, à une candidature de partenaire dans les 2 jours ouvrables.',
      home: 'Retour à l’accueil',
    },
  },
} satisfies FormTexts;
