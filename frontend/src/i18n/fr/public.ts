import {
  Building2,
  Euro,
  GraduationCap,
  HeartHandshake,
  Hospital,
  Layers,
  Leaf,
  Lock,
  Recycle,
  ShieldCheck,
  Smartphone,
  UtensilsCrossed,
  Zap,
} from '../../public/content/icons';
import type { SiteTexts } from '../../public/i18n/text-shapes';

// Links keep the Dutch paths: PublicLink leads them to the French pages.
const INFO_EMAIL = 'info@portiepunt.nl';
const SUPPORT_HOURS = 'du lundi au vendredi, de 9 h à 17 h';
const DEMO_BUTTON = 'Demander une démo';
const HEADER_LINKS = [
  { label: 'Accueil', to: '/' },
  { label: 'Fonctionnalités', to: '/functies' },
  { label: 'Tarifs', to: '/prijzen' },
  { label: 'À propos', to: '/over-ons' },
  { label: 'Contact', to: '/contact' },
  { label: 'Se connecter', to: '/login' },
];

export default {
  site: {
    BRAND: 'Portiepunt',
    INFO_EMAIL,
    SUPPORT_HOURS,
    DEMO_REPLY_PROMISE: 'Nous répondons à chaque demande dans les 24 heures.',
    DEMO_BUTTON,
    DEMO_HASH_LINK: '/#contact',
    HEADER_LINKS,
    MOBILE_LINKS: HEADER_LINKS.filter((link) => link.to !== '/over-ons'),
    MENU_OPEN_LABEL: 'Ouvrir le menu',
    MENU_CLOSE_LABEL: 'Fermer le menu',
    MAIN_NAV_LABEL: 'Navigation principale',
    SKIP_LINK: 'Aller au contenu',
    LANGUAGE_SWITCH_LABEL: 'Langue',
    FOOTER_COLUMNS: [
      {
        title: 'Produit',
        links: [
          { label: 'Fonctionnalités', to: '/functies' },
          { label: 'Tarifs', to: '/prijzen' },
          { label: DEMO_BUTTON, to: '/#contact' },
          { label: 'Statut', to: '/status' },
        ],
      },
      {
        title: 'Assistance',
        links: [
          { label: 'Aide', to: '/help' },
          { label: 'Documentation', to: '/documentatie' },
          { label: 'Contact', to: '/contact' },
        ],
      },
      {
        title: 'Organisation',
        links: [
          { label: 'À propos', to: '/over-ons' },
          { label: 'Devenir partenaire', to: '/partners' },
        ],
      },
      {
        title: 'Mentions légales',
        links: [
          { label: 'Confidentialité', to: '/privacy' },
          { label: 'Conditions', to: '/voorwaarden' },
          { label: 'Cookies', to: '/cookies' },
        ],
      },
    ],
    FOOTER_ABOUT:
      'Portiepunt aide les hôpitaux, maisons de repos, hautes écoles et restaurants d’entreprise à sauver les repas restants : la cuisine les propose, les collaborateurs les réservent et viennent les retirer.',
    SUPPORT_LINE: `Assistance\u00a0: ${SUPPORT_HOURS}.`,
    CONTACT_DETAIL_LABELS: { reply: 'Délai de réponse et heures d’ouverture', email: 'E-mail' },
    FOOTER_LEGAL_LINE: 'Tous droits réservés.',
    CONTACT_PAGE: {
      eyebrow: 'Contact',
      title: 'Demandez une démo',
      intro:
        'Vous voulez voir comment Portiepunt fonctionne dans votre cuisine, ou vous avez une question sur sa mise en place ? Laissez-nous vos coordonnées et nous conviendrons ensemble d’un moment.',
      asideTitle: 'Ce qui vous attend',
      aside: [
        'Nous vous appelons ou vous écrivons dans les 24 heures pour fixer une démo.',
        'En une demi-heure, nous vous montrons comment la cuisine et les collaborateurs utilisent Portiepunt.',
        'Vous recevez une offre sur mesure selon le nombre de sites de votre organisation.',
      ],
    },
    NOT_FOUND: {
      title: 'Page introuvable',
      text: 'Cette page n’existe pas ou plus. L’adresse contient peut-être une faute de frappe, ou la page a été déplacée.',
      home: 'Retour à l’accueil',
      help: {
        before: 'Retournez à l’',
        home: 'accueil',
        between: ' ou ',
        contact: 'contactez-nous',
        after: ' si vous cherchez quelque chose qui devrait se trouver ici.',
      },
    },
  },
  home: {
    HERO: {
      eyebrow: 'Pour les établissements de soins et les cuisines de collectivité',
      title: 'Fini le gaspillage alimentaire dans votre cuisine',
      intro:
        'Avec Portiepunt, votre équipe de cuisine propose en quelques gestes les portions restantes. Les collaborateurs les réservent et viennent les retirer à petit prix, au sein de votre organisation et sans logistique supplémentaire.',
      primary: 'Demander une démo gratuite',
      secondary: 'En savoir plus',
      reassurance: ['Conforme au RGPD', 'Sans frais de démarrage', 'Résiliable chaque mois'],
    },
    TEASER: {
      label: 'Exemple de l’aperçu Portiepunt',
      location: 'Restaurant du bâtiment principal',
      available: '15 portions disponibles',
      portions: [
        { title: 'Lasagne bolognaise', detail: '6 portions · à retirer jusqu’à 14:00' },
        { title: 'Curry de légumes et riz', detail: '5 portions · à retirer jusqu’à 14:30' },
        { title: 'Bouillon de poulet', detail: '4 portions · à retirer jusqu’à 15:00' },
      ],
      reserve: 'Réserver',
      savedLabel: 'Économisé cette semaine',
      savedAmount: 234,
    },
    DIFFERENTIATOR: {
      eyebrow: 'Pourquoi Portiepunt',
      title: 'Conçu pour les cuisines où chaque portion compte',
      intro:
        'Portiepunt n’est pas une application publique d’invendus, mais une plateforme fermée, réservée à votre organisation. Les repas, la sécurité alimentaire et les données restent ainsi entre les murs de votre établissement.',
      pillars: [
        { icon: Lock, title: 'Système fermé', text: 'Seuls vos collaborateurs voient l’offre et peuvent réserver.' },
        {
          icon: UtensilsCrossed,
          title: 'À la portion',
          text: 'La cuisine propose des portions individuelles, pas des bacs entiers ni des palettes.',
        },
        { icon: Smartphone, title: 'Entièrement numérique', text: 'Proposer, réserver et retirer, sans papier ni coups de téléphone.' },
      ],
      benefits: [
        {
          icon: HeartHandshake,
          title: 'Sauver des repas',
          text: 'Ce qui reste après le service du midi ou du soir ne finit plus à la poubelle, mais dans l’assiette d’un collègue qui doit encore manger.',
        },
        {
          icon: Euro,
          title: 'Manger à petit prix',
          text: 'Les collaborateurs retirent un vrai repas chaud pour une somme modique, idéal après un service tardif.',
        },
        {
          icon: Recycle,
          title: 'Moins de gaspillage',
          text: 'Vous voyez chaque semaine combien de portions ont été sauvées. Utile pour vos objectifs de durabilité et pour ajuster la production.',
        },
        {
          icon: ShieldCheck,
          title: 'Conforme au RGPD',
          text: 'Nous ne traitons que le nécessaire, hébergeons dans l’Union européenne et fixons nos engagements dans un contrat de sous-traitance.',
        },
        {
          icon: Layers,
          title: 'Plateforme multi-organisations',
          text: 'Chaque organisation dispose de son propre environnement, strictement séparé : d’une seule cuisine à un groupe de soins aux nombreux sites.',
        },
        {
          icon: Zap,
          title: 'Mises à jour en temps réel',
          text: 'Nouvelles portions, réservations et heures de retrait apparaissent aussitôt sur chaque écran, sans actualiser la page.',
        },
      ],
    },
    AUDIENCES: {
      title: 'Pour qui',
      intro: 'Portiepunt a sa place partout où une cuisine prépare chaque jour des repas pour beaucoup de monde.',
      cards: [
        {
          icon: Hospital,
          title: 'Hôpitaux',
          text: 'Les portions restantes des repas des patients et du restaurant du personnel vont aux collègues des unités, y compris pendant les services du soir et de nuit.',
        },
        {
          icon: Leaf,
          title: 'Maisons de repos',
          text: 'Ce que les résidents n’ont pas mangé fait encore le bonheur du personnel soignant, des bénévoles et de l’équipe de la cuisine centrale.',
        },
        {
          icon: GraduationCap,
          title: 'Hautes écoles',
          text: 'En fin de journée, le restaurant étudiant propose ses portions au personnel : il reste moins après le repas de midi.',
        },
        {
          icon: Building2,
          title: 'Entreprises',
          text: 'Restaurants d’entreprise et traiteurs transforment leurs surplus en avantage pour le personnel et rendent compte de leurs économies.',
        },
      ],
    },
    CONTACT_SECTION: {
      eyebrow: 'Demander une démo',
      title: 'Découvrez Portiepunt en action',
      intro:
        'Planifiez une démo sans engagement d’une demi-heure. Nous vous montrons comment votre cuisine propose des portions et comment les collègues réservent, et nous réfléchissons avec vous au déploiement sur vos sites.',
      points: [
        'Une démo adaptée à la situation de votre établissement',
        'Des conseils pour le déploiement site par site',
        'Sans engagement, sans frais de démarrage',
      ],
    },
  },
  pricing: {
    PRICE_ON_REQUEST: 'Prix sur demande',
    QUOTE_BUTTON: 'Demander une offre',
    MOST_CHOSEN: 'Le plus choisi',
    HOME_PLANS: [
      {
        name: 'Starter',
        description: 'Pour un établissement avec une seule cuisine qui veut commencer à sauver des portions.',
        features: ['1 site', 'Fonctions de base', 'Assistance par e-mail', 'Conforme au RGPD', 'Accompagnement à la mise en place'],
        popular: false,
      },
      {
        name: 'Professionnel',
        description: 'Pour les groupes de soins et les organisations qui ont plusieurs cuisines ou restaurants.',
        features: ['Plusieurs sites', 'Rapports détaillés', 'Assistance prioritaire', 'Tableau de bord multisite', 'Formation sur mesure'],
        popular: true,
      },
    ],
    HOME_PRICING: {
      eyebrow: 'Tarifs',
      title: 'Un abonnement qui grandit avec vous',
      intro: 'Vous payez au mois, sans frais de démarrage ni contrat de longue durée. Le prix est adapté au nombre de sites.',
      customTitle: 'Plus de 3 sites ou besoin d’une intégration propre ?',
      customText:
        'Pour les grands groupes de soins et les traiteurs, nous établissons une proposition sur mesure : sites illimités, intégration à vos propres systèmes et un gestionnaire de compte attitré.',
      customButton: 'Parler d’une offre sur mesure',
    },
  },
  meta: {
    META: {
      home: {
        title: 'Portiepunt | Sauver les portions restantes des cuisines de soins et d’entreprise',
        description:
          'Avec Portiepunt, les cuisines d’hôpitaux, de maisons de repos et d’entreprises proposent leurs portions restantes aux collègues. Moins de gaspillage, conforme au RGPD, en temps réel.',
      },
      features: {
        title: 'Fonctionnalités | Portiepunt',
        description:
          'Gestion des repas avec photo, allergènes et conservation, accès du personnel, rapports, notifications et plusieurs sites : toutes les fonctionnalités de Portiepunt.',
      },
      pricing: {
        title: 'Tarifs | Portiepunt',
        description:
          'Starter, Groupe ou Sur mesure : choisissez l’abonnement adapté au nombre de sites. Résiliable chaque mois, sans frais de démarrage, utilisateurs illimités.',
      },
      about: {
        title: 'À propos | Portiepunt',
        description:
          'Pourquoi Portiepunt existe : notre mission, nos valeurs et notre vision d’un secteur des soins sans gaspillage alimentaire.',
      },
      partners: {
        title: 'Programme partenaires | Portiepunt',
        description:
          'Vous conseillez des établissements de soins ou des cuisines d’entreprise ? Devenez partenaire de Portiepunt et recevez 10 % de commission sur chaque abonnement apporté, tant que le client reste actif.',
      },
      help: {
        title: 'Aide | Portiepunt',
        description:
          'Le centre d’aide de Portiepunt est en construction. D’ici là, notre équipe d’assistance vous aide personnellement en semaine.',
      },
      contact: {
        title: 'Contact et démo | Portiepunt',
        description: 'Demandez une démo de Portiepunt, sans engagement. Nous vous contactons dans les 24 heures.',
      },
      status: {
        title: 'État du système | Portiepunt',
        description:
          'L’état actuel de l’application web, de l’API, de la base de données et des e-mails de Portiepunt, avec les dernières mises à jour.',
      },
      documentation: {
        title: 'Documentation | Portiepunt',
        description:
          'Les guides de Portiepunt pour les équipes de cuisine, le personnel soignant et les administrateurs sont en préparation.',
      },
      privacy: {
        title: 'Déclaration de confidentialité | Portiepunt',
        description: 'Comment Portiepunt traite et protège les données personnelles, quels sont vos droits et comment les exercer.',
      },
      thanks: {
        title: 'Merci | Portiepunt',
        description: 'Nous avons reçu votre demande et vous contactons rapidement.',
        noindex: true,
      },
      terms: {
        title: 'Conditions générales | Portiepunt',
        description: 'Les conditions générales d’utilisation de la plateforme Portiepunt, version 1.0 du 24 mai 2025.',
        noindex: true,
      },
      cookies: {
        title: 'Politique en matière de cookies | Portiepunt',
        description: 'Les cookies que Portiepunt utilise et n’utilise pas, leur durée de conservation et comment les gérer vous-même.',
      },
      notFound: {
        title: 'Page introuvable | Portiepunt',
        description: 'Cette page n’existe pas ou plus.',
        noindex: true,
      },
    },
  },
  legal: {
    LEGAL_LABELS: {
      version: 'Version',
      date: 'Dernière mise à jour :',
      contents: 'Sommaire',
      prevails: 'Ce texte est une traduction. En cas de divergence, seule la version néerlandaise fait foi.',
      prevailsLink: 'Lire la version néerlandaise',
    },
  },
} satisfies SiteTexts;
