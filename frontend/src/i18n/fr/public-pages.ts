import {
  BadgePercent,
  Bell,
  Briefcase,
  Building2,
  Camera,
  ChartColumn,
  ChefHat,
  Cpu,
  HandHeart,
  Leaf,
  LifeBuoy,
  MousePointerClick,
  Recycle,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Users,
  Zap,
} from '../../public/content/icons';
import type { PageTexts } from '../../public/i18n/text-shapes';

const INFO_EMAIL = 'info@portiepunt.nl';

export default {
  about: {
    ABOUT_PAGE: {
      eyebrow: 'À propos',
      title: 'Un bon repas a sa place dans l’assiette, pas à la poubelle',
      intro:
        'Portiepunt est né dans les cuisines du secteur des soins. Nous y voyions chaque jour la même chose : des repas préparés avec soin restaient sur les bras, tandis que des collègues rentraient chez eux le ventre vide après leur service.',
      mission: {
        title: 'Notre mission',
        paragraphs: [
          'Nous voulons qu’aucune bonne portion sortie d’une cuisine de collectivité ne soit encore jetée. Pas avec des règles ou une logistique supplémentaires, mais en reliant simplement l’équipe de cuisine et les collègues d’une même organisation.',
          'C’est pourquoi nous construisons une plateforme qui s’intègre au quotidien des hôpitaux, maisons de repos, hautes écoles et restaurants d’entreprise : rapide pour la cuisine, familière pour le personnel et sûre pour l’organisation.',
        ],
      },
      values: {
        title: 'Ce qui nous tient à cœur',
        items: [
          {
            icon: HandHeart,
            title: 'Prendre soin les uns des autres',
            text: 'Un repas chaud après un service éprouvant est un petit geste qui compte beaucoup. Nous construisons pour celles et ceux qui prennent soin des autres.',
          },
          {
            icon: ShieldCheck,
            title: 'Fiabilité',
            text: 'Les établissements de soins nous confient leurs données. Nous en traitons le moins possible, protégeons tout et expliquons ouvertement comment.',
          },
          {
            icon: Sparkles,
            title: 'Simplicité',
            text: 'Une cuisine n’a pas de temps pour un logiciel compliqué. Chaque fonction doit s’utiliser en quelques gestes.',
          },
          {
            icon: Leaf,
            title: 'Durabilité',
            text: 'Moins de gaspillage, c’est moins d’émissions de CO₂ et moins de frais de déchets. Nous rendons ce gain visible.',
          },
        ],
      },
      impact: {
        title: 'Notre impact',
        paragraphs: [
          'Chaque portion retirée plutôt que jetée épargne les matières premières, l’énergie et le travail qu’elle a demandés. Portiepunt compte ces portions pour vous, semaine après semaine : celles qui ont été proposées, réservées, retirées ou laissées.',
          'Les établissements s’appuient sur ces chiffres pour mieux ajuster leur production, étayer leurs objectifs de durabilité et montrer que leurs collaborateurs comptent.',
        ],
        points: [
          'Moins de déchets et des frais d’enlèvement réduits',
          'Un repas à petit prix pour le personnel',
          'Des chiffres pour ajuster la production',
        ],
      },
      vision: {
        title: 'Notre vision',
        paragraphs: [
          'Nous imaginons un secteur des soins où les portions restantes vont tout naturellement aux collègues, aussi simplement que le planning ou la machine à café. Un secteur qui montre que travail durable et bon employeur vont de pair.',
          'Avec les cuisines, les services facilitaires et nos partenaires, nous enrichissons Portiepunt pas à pas, avec des fonctions nées du terrain.',
        ],
      },
      cta: {
        title: 'Réduire le gaspillage ensemble ?',
        text: 'Parlez-nous de votre organisation et nous vous montrerons ce que Portiepunt peut vous apporter.',
        button: 'Nous contacter',
      },
    },
  },
  features: {
    FEATURES_PAGE: {
      eyebrow: 'Fonctionnalités',
      title: 'Tout pour bien gérer les portions restantes',
      intro:
        'De l’offre en cuisine au retrait au comptoir, Portiepunt prend en charge chaque étape, pour l’équipe de cuisine, le personnel et les administrateurs de votre organisation.',
      features: [
        {
          icon: Camera,
          title: 'Gestion des repas',
          text: 'La cuisine met une portion en ligne avec photo, description et date de conservation, les 14 allergènes légaux, les traces possibles, le régime (végétarien, végétalien, halal, sans porc), le moment de préparation et la conservation. Chaque collaborateur masque ce qu’il ne mange pas grâce à un filtre qui reste sur son appareil, et la cuisine imprime une étiquette par portion.',
        },
        {
          icon: Users,
          title: 'Accès du personnel',
          text: 'Les collaborateurs se connectent avec leur propre compte et ne voient que l’offre de leur organisation. Les administrateurs décident qui est cuisine, personnel ou administrateur.',
        },
        {
          icon: ChartColumn,
          title: 'Rapports',
          text: 'Voyez combien de portions ont été proposées, réservées et retirées, et combien vous économisez. Pratique pour votre rapport de durabilité.',
        },
        {
          icon: ShieldCheck,
          title: 'Conforme au RGPD',
          text: 'Les données restent strictement séparées par organisation, sont transmises de manière chiffrée et stockées dans l’Union européenne.',
        },
        {
          icon: Zap,
          title: 'Mises à jour en temps réel',
          text: 'Une portion est réservée ou retirée ? Tout le monde le voit aussitôt : personne ne se retrouve devant un comptoir vide.',
        },
        {
          icon: Bell,
          title: 'Notifications',
          text: 'Les collaborateurs sont prévenus automatiquement quand de nouvelles portions sont prêtes, avec un rappel avant la fin de l’heure de retrait.',
        },
        {
          icon: MousePointerClick,
          title: 'Facilité d’utilisation',
          text: 'Proposer une portion prend moins d’une minute, réserver un seul geste. Fonctionne sur l’ordinateur de la cuisine et sur tout smartphone.',
        },
        {
          icon: Building2,
          title: 'Plusieurs sites',
          text: 'Gérez toutes les cuisines et tous les restaurants de votre organisation depuis un seul environnement, et laissez chaque collaborateur filtrer sur son propre site.',
        },
      ],
      ctaTitle: 'Curieux de voir comment cela fonctionne dans votre cuisine ?',
      ctaText: 'Nous vous montrons volontiers comment Portiepunt s’adapte aux habitudes de votre équipe.',
      ctaButton: 'Nous contacter',
    },
  },
  partners: {
    PARTNERS_PAGE: {
      eyebrow: 'Programme partenaires',
      title: 'Devenez partenaire et aidez à réduire le gaspillage dans les soins',
      intro:
        'Vous conseillez des établissements de soins, des écoles ou des cuisines d’entreprise et vous savez où des repas restent sur les bras. Mettez-les en contact avec Portiepunt et touchez une part de chaque abonnement que vous apportez.',
      moreInfo: 'En savoir plus',
      apply: 'Devenir partenaire',
      benefits: {
        title: 'Ce que vous recevez comme partenaire',
        items: [
          {
            icon: BadgePercent,
            title: '10 % de commission',
            text: 'Vous recevez 10 % du montant mensuel de l’abonnement, tant que le client reste actif. Nous payons chaque mois.',
          },
          {
            icon: TrendingUp,
            title: 'Un marché en croissance',
            text: 'Les établissements doivent réduire leur gaspillage alimentaire de façon démontrable. La demande de solutions pratiques augmente chaque année.',
          },
          {
            icon: LifeBuoy,
            title: 'Un accompagnement complet',
            text: 'Vous recevez du matériel marketing, une formation et un gestionnaire de compte partenaire qui réfléchit avec vous.',
          },
          {
            icon: ShieldCheck,
            title: 'Un concept qui a fait ses preuves',
            text: 'Portiepunt tourne dans des cuisines du secteur des soins et de l’enseignement. Vous recommandez un produit qui fait ses preuves sur le terrain.',
          },
        ],
      },
      types: {
        title: 'À qui s’adresse le programme partenaires ?',
        intro: 'Vous avez un réseau dans les soins, l’enseignement ou la restauration collective, et des clients qui vous font confiance.',
        items: [
          {
            icon: Briefcase,
            title: 'Consultants',
            text: 'Conseillers en facility management, en achats ou en gestion d’établissements de soins et d’enseignement.',
          },
          {
            icon: ChefHat,
            title: 'Fournisseurs d’équipement de cuisine',
            text: 'Vous installez et entretenez des cuisines de collectivité et parlez chaque jour avec des chefs et des responsables facilitaires.',
          },
          {
            icon: Cpu,
            title: 'Prestataires informatiques',
            text: 'Vous accompagnez les organisations de soins dans leur poste de travail numérique et leurs applications.',
          },
          {
            icon: Recycle,
            title: 'Conseillers en durabilité',
            text: 'Vous aidez les organisations à réduire leurs émissions de CO₂ et leurs flux de déchets.',
          },
        ],
      },
      steps: {
        title: 'Comment ça marche',
        items: [
          {
            title: 'Candidature',
            text: 'Remplissez le formulaire ci-dessous. Nous examinons votre candidature et vous contactons dans les 2 jours ouvrables.',
          },
          {
            title: 'Accueil et formation',
            text: 'Vous découvrez la plateforme et recevez votre matériel marketing et votre lien partenaire personnel.',
          },
          {
            title: 'Recommander des clients',
            text: 'Vous présentez Portiepunt à votre réseau via votre lien partenaire. Nous nous chargeons de la démo et de la mise en place.',
          },
          {
            title: 'Recevoir votre commission',
            text: 'Chaque mois, vous recevez 10 % de l’abonnement des clients que vous avez apportés.',
          },
        ],
      },
      form: {
        title: 'Posez votre candidature de partenaire',
        intro:
          'Dites-nous qui vous êtes et avec qui vous travaillez. Nous utilisons vos données uniquement pour évaluer votre candidature.',
      },
    },
  },
  pricingPage: {
    PRICE_TOOLTIP: 'Le prix dépend du nombre de sites et d’utilisateurs. Vous recevez une offre sur mesure dans les 24 heures.',
    PRICE_TOOLTIP_LABEL: 'Pourquoi un prix sur demande ?',
    PLANS: [
      {
        name: 'Starter',
        description: 'Pour les petits sites avec une seule cuisine.',
        features: [
          '1 site',
          'Utilisateurs illimités',
          'Proposer et réserver des portions',
          'Assistance par e-mail',
          'Accompagnement à la mise en place',
        ],
        popular: false,
      },
      {
        name: 'Groupe',
        description: 'Pour les organisations qui comptent quelques sites, comme un petit groupe de soins.',
        features: [
          '3 sites au maximum',
          'Utilisateurs illimités',
          'Tableau de bord pour tous les sites',
          'Rapports détaillés',
          'Assistance prioritaire',
        ],
        popular: true,
      },
      {
        name: 'Sur mesure',
        description: 'Pour les grands groupes de soins, les hôpitaux et les traiteurs de plus de 3 sites.',
        features: [
          'Sites illimités',
          'Intégrations sur mesure',
          'Gestionnaire de compte attitré',
          'Formation de vos équipes',
          'Niveau de service sur mesure',
        ],
        popular: false,
      },
    ],
    PRICING_PAGE: {
      eyebrow: 'Tarifs',
      title: 'Des prix honnêtes, résiliables chaque mois',
      intro:
        'Choisissez l’abonnement qui correspond au nombre de sites de votre organisation. Chaque offre est sur mesure, sans frais cachés.',
      plansTitle: 'Abonnements',
      faqTitle: 'Questions fréquentes',
      faq: [
        {
          question: 'Que comprend chaque abonnement ?',
          answer:
            'Chaque abonnement donne un accès complet à la plateforme, avec des utilisateurs illimités et sans frais de démarrage. Votre équipe de cuisine et vos collaborateurs peuvent donc commencer tout de suite.',
        },
        {
          question: 'Puis-je changer d’abonnement plus tard ?',
          answer: 'Oui. Le nouvel abonnement prend effet à la période de facturation suivante : vous ne payez jamais deux fois.',
        },
        {
          question: 'Et si nous avons plus de 3 sites ?',
          answer:
            'Nous vous faisons alors une offre entreprise : sites illimités, intégration à vos propres systèmes et un gestionnaire de compte personnel.',
        },
        {
          question: 'Suis-je lié par un long contrat ?',
          answer: 'Non. Tous les abonnements sont résiliables chaque mois, moyennant un préavis de 30 jours.',
        },
      ],
    },
  },
  privacy: {
    PRIVACY: {
      eyebrow: 'Confidentialité',
      title: 'Déclaration de confidentialité',
      intro:
        'Portiepunt travaille pour des établissements de soins, des établissements d’enseignement et des entreprises. Traiter les données personnelles avec soin est donc la base de notre produit. Cette déclaration explique quelles données nous traitons, pourquoi, combien de temps, et quels sont vos droits.',
      date: '2026-11-25',
      sections: [
        {
          heading: 'Qui est responsable ?',
          paragraphs: [
            'Pour les données que vous nous laissez sur notre site, comme une demande de démo ou une candidature de partenaire, Portiepunt est le responsable du traitement.',
            'Pour les données de la plateforme elle-même, comme les comptes des collaborateurs et leurs réservations, le responsable du traitement est l’organisation cliente de Portiepunt. Portiepunt agit alors comme sous-traitant, uniquement selon le contrat de sous-traitance conclu avec cette organisation.',
          ],
        },
        {
          heading: 'Quelles données traitons-nous ?',
          items: [
            'Demandes de démo et de contact : nom, nom et type de votre organisation, adresse e-mail, numéro de téléphone (si vous l’indiquez), nombre de sites et votre message.',
            'Candidatures de partenaire : nom, coordonnées, société, fonction, expérience, réseau et motivation.',
            'Comptes utilisateurs : nom, adresse e-mail, rôle et organisation. Les mots de passe ne sont enregistrés que sous forme chiffrée (hachée).',
            'Utilisation de la plateforme : portions proposées (avec leurs allergènes, régime et conservation), réservations et moments de retrait.',
            'Données techniques : journaux du serveur avec adresse IP et heure, utilisés pour prévenir les abus et résoudre les pannes.',
          ],
        },
        {
          heading: 'Vos allergènes et votre régime restent sur votre appareil',
          paragraphs: [
            'Sur le tableau de bord, vous pouvez choisir les allergènes que vous évitez et le régime que vous suivez, afin de masquer les portions qui ne vous conviennent pas. Ces choix disent quelque chose de votre santé ou de vos convictions : ce sont des données personnelles sensibles.',
            'C’est pourquoi seul votre navigateur les conserve, dans le stockage local de l’appareil sur lequel vous les faites. Ils ne sont jamais envoyés à Portiepunt : le filtrage se fait sur votre propre appareil. Ni nous ni votre employeur ne savons donc ce que vous évitez. Vous effacez ces choix avec « Effacer le filtre » ou en effaçant les données de votre navigateur.',
          ],
        },
        {
          heading: 'À quoi servent-elles ?',
          items: [
            'Répondre à votre demande de démo ou à votre candidature de partenaire (sur la base de votre demande et de notre intérêt légitime).',
            'Fournir la plateforme à l’organisation pour laquelle vous travaillez (exécution du contrat).',
            'Sécuriser et améliorer la plateforme (intérêt légitime).',
            'Respecter nos obligations légales, comme la conservation fiscale des factures.',
          ],
        },
        {
          heading: 'Combien de temps conservons-nous les données ?',
          paragraphs: [
            'La plateforme efface ces données automatiquement dès que le délai est écoulé ; chaque suppression est consignée dans le journal.',
          ],
          items: [
            'Demandes de démo et candidatures de partenaire qui n’aboutissent pas à un contrat ou à une collaboration : 365 jours après réception.',
            'Demandes reconnues comme spam : 30 jours.',
            'E-mails envoyés (comme les invitations et les notifications) : 90 jours.',
            'Le journal des connexions et des modifications : 2 ans.',
            'Données de la plateforme : tant que l’abonnement de votre organisation court. L’organisation peut ensuite tout exporter, après quoi nous effaçons les données. Un utilisateur supprimé est immédiatement rendu méconnaissable ; ses réservations ne comptent plus que de façon anonyme dans les statistiques.',
          ],
        },
        {
          heading: 'Avec qui partageons-nous les données ?',
          paragraphs: [
            'Nous n’utilisons jamais vos données à des fins publicitaires et ne les vendons pas à des tiers.',
            'Nous ne partageons des données qu’avec les prestataires dont nous avons besoin pour faire fonctionner Portiepunt, comme notre hébergeur dans l’Union européenne. Nous concluons avec eux des contrats de sous-traitance. Les données d’une organisation ne sont jamais visibles pour une autre organisation.',
            'Notre site ne charge aucun script, police ou image d’un tiers et n’utilise aucun service d’analyse ou de publicité.',
          ],
        },
        {
          heading: 'Comment protégeons-nous les données ?',
          items: [
            'Toutes les connexions sont chiffrées.',
            'Chaque organisation dispose d’un environnement strictement séparé.',
            'Les collaborateurs ne voient que ce que leur rôle autorise.',
            'Nous faisons des sauvegardes chaque jour et testons leur restauration.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous avez le droit d’accéder à vos données, de les faire rectifier ou effacer, d’en limiter le traitement et d’en demander la portabilité, ainsi que de vous opposer à un traitement. Vous travaillez pour une organisation qui utilise Portiepunt ? Adressez de préférence votre demande à votre employeur ; nous l’aidons à y donner suite.',
            `Envoyez votre demande à ${INFO_EMAIL}. Nous répondons dans un délai d’un mois. Si vous n’êtes pas satisfait de la manière dont nous traitons vos données, vous pouvez introduire une plainte auprès de l’Autorité de protection des données.`,
          ],
        },
        {
          heading: 'Modifications',
          paragraphs: ['Si nous modifions cette déclaration, nous publions la nouvelle version sur cette page avec une nouvelle date.'],
        },
      ],
    },
  },
  terms: {
    TERMS: {
      eyebrow: 'Conditions',
      title: 'Conditions générales',
      intro:
        'Ces conditions s’appliquent à toute utilisation de la plateforme Portiepunt et à tout contrat entre Portiepunt, entreprise de droit belge, et l’organisation qui souscrit à la plateforme (le client).',
      date: '2025-05-24',
      version: '1.0',
      sections: [
        {
          heading: '1. Définitions',
          items: [
            'Plateforme : l’application web grâce à laquelle les cuisines proposent des portions et les collaborateurs les réservent et les retirent.',
            'Environnement : la partie fermée de la plateforme réservée à un client, avec tous ses sites et utilisateurs.',
            'Utilisateurs : les personnes auxquelles le client donne accès, dans les rôles Superadministrateur, Administrateur, Cuisine ou Personnel.',
          ],
        },
        {
          heading: '2. Abonnements et prix',
          paragraphs: [
            'La plateforme est fournie sous forme d’abonnement mensuel. Les prix mensuels sont : Starter 49 € et Groupe 89 €. Pour Sur mesure, le prix de l’offre s’applique. Tous les prix s’entendent hors TVA.',
            'Les abonnements sont facturés chaque mois à l’avance. Les factures sont payables dans les 14 jours suivant leur date. Un changement d’abonnement prend effet à la période de facturation suivante.',
          ],
        },
        {
          heading: '3. Durée et résiliation',
          paragraphs: [
            `L’abonnement court au mois et peut être résilié chaque mois, moyennant un préavis de 30 jours. La résiliation se fait par e-mail à ${INFO_EMAIL}.`,
            'Après la fin du contrat, le client peut demander un export de ses données dans les 30 jours. Nous supprimons ensuite définitivement les données.',
          ],
        },
        {
          heading: '4. Disponibilité et maintenance',
          paragraphs: [
            'Nous visons une disponibilité de 99,5 % par année civile. Nous annonçons la maintenance planifiée au moins 48 heures à l’avance et l’effectuons autant que possible en dehors des heures de repas.',
            'L’assistance est joignable du lundi au vendredi, de 9 h à 17 h, sauf les jours fériés belges.',
          ],
        },
        {
          heading: '5. Utilisation de la plateforme',
          items: [
            'Le client veille à ce que les utilisateurs gardent leurs identifiants secrets et n’utilisent la plateforme qu’aux fins prévues.',
            'Le client reste responsable de la sécurité alimentaire des portions que sa cuisine propose, y compris la mention correcte des allergènes et de la conservation.',
            'Portiepunt peut limiter temporairement l’accès en cas d’abus ou de risque grave pour la sécurité, et en informe immédiatement le client.',
          ],
        },
        {
          heading: '6. Données et vie privée',
          paragraphs: [
            'Le client est propriétaire des données de son environnement. Portiepunt traite les données personnelles en tant que sous-traitant, selon le contrat de sous-traitance et la déclaration de confidentialité.',
          ],
        },
        {
          heading: '7. Responsabilité',
          paragraphs: [
            'La responsabilité de Portiepunt est limitée au montant des abonnements payés par le client au cours des 12 mois précédant le fait dommageable. Portiepunt n’est pas responsable des dommages indirects, comme le manque à gagner.',
          ],
        },
        {
          heading: '8. Modification des conditions',
          paragraphs: [
            'Nous annonçons toute modification de ces conditions au moins 30 jours à l’avance. Si le client n’est pas d’accord, il peut résilier l’abonnement avant l’entrée en vigueur de la modification.',
          ],
        },
        {
          heading: '9. Droit applicable',
          paragraphs: [
            'Ces conditions et tout contrat avec Portiepunt sont régis par le droit belge. Les litiges sont soumis au tribunal compétent de la ville belge où Portiepunt est établi.',
          ],
        },
      ],
    },
  },
  cookies: {
    COOKIES: {
      eyebrow: 'Cookies',
      title: 'Politique en matière de cookies',
      intro:
        'Portiepunt utilise le moins de cookies possible, et uniquement pour faire fonctionner la plateforme. Vous n’avez donc aucun bandeau de cookies à fermer.',
      date: '2025-05-24',
      sections: [
        {
          heading: 'Que sont les cookies ?',
          paragraphs: [
            'Les cookies sont de petits fichiers texte qu’un site enregistre dans votre navigateur. Les techniques comparables, comme le stockage local du navigateur, relèvent de la même notion dans cette politique.',
          ],
        },
        {
          heading: 'Quels cookies utilisons-nous ?',
          paragraphs: ['Des cookies nécessaires, sans lesquels la plateforme ne fonctionne pas :'],
          items: [
            'Cookie de session : retient votre session pendant que vous utilisez le site.',
            'Authentification : vous garde connecté, pour que vous ne deviez pas vous reconnecter à chaque page.',
            'Préférence de langue : retient la langue dans laquelle vous utilisez la plateforme.',
          ],
        },
        {
          heading: 'Cookies fonctionnels',
          items: [
            'Réglages de l’interface du tableau de bord, comme l’onglet choisi ou le filtre de site.',
            'Données de formulaire conservées si vous quittez un formulaire de façon inattendue, pour ne pas devoir tout recommencer.',
            'Lien partenaire (pp_ref) : si vous arrivez par le lien d’un partenaire, nous retenons son code pendant 90 jours, afin que votre demande de démo lui soit attribuée.',
          ],
        },
        {
          heading: 'Quels cookies n’utilisons-nous pas ?',
          items: [
            'Aucun cookie publicitaire ni de suivi de votre navigation.',
            'Aucun cookie d’analyse de tiers.',
            'Aucun cookie de réseaux sociaux.',
            'Aucun cookie marketing.',
          ],
        },
        {
          heading: 'Combien de temps conservons-nous les cookies ?',
          items: [
            'Cookies de session : jusqu’à la fermeture du navigateur.',
            'Cookies d’authentification : 30 jours au maximum.',
            'Cookies de préférence : 1 an au maximum.',
            'Lien partenaire (pp_ref) : 90 jours.',
          ],
        },
        {
          heading: 'Gérer les cookies dans votre navigateur',
          paragraphs: ['Dans les réglages de votre navigateur, vous décidez vous-même de ce qu’il advient des cookies. Vous pouvez :'],
          items: [
            'bloquer tous les cookies ;',
            'n’autoriser que les cookies nécessaires ;',
            'autoriser les cookies visite par visite ;',
            'supprimer les cookies existants.',
          ],
        },
        {
          heading: 'Que se passe-t-il si vous désactivez les cookies ?',
          items: [
            'La connexion peut échouer, car la plateforme ne peut pas retenir votre session.',
            'Vos réglages, comme votre filtre de site, ne sont pas conservés.',
          ],
        },
        {
          heading: 'Modifications',
          paragraphs: ['Si nous modifions cette politique, nous publions la nouvelle version sur cette page avec une nouvelle date.'],
        },
        {
          heading: 'Contact',
          paragraphs: [`Une question sur les cookies\u00a0? Écrivez-nous à ${INFO_EMAIL}.`],
        },
      ],
    },
  },
  status: {
    STATUS_PAGE: {
      eyebrow: 'État du système',
      title: 'État de Portiepunt',
      intro: 'Vérifiez ici si toutes les parties de la plateforme fonctionnent. L’état est vérifié dès que vous ouvrez cette page.',
      checking: 'Vérification de l’état…',
      allOperational: 'Tous les systèmes sont opérationnels',
      someDown: 'Une panne est en cours',
      someLimited: 'Certaines parties ne fonctionnent pas pleinement',
      operational: 'Opérationnel',
      down: 'En panne',
      degraded: 'Ralenti',
      disabled: 'Non activé',
      checkedAt: 'Dernière vérification :',
      refresh: 'Vérifier à nouveau',
      aboutComponent: 'À propos de',
      componentsTitle: 'Composants',
      updatesTitle: 'Mises à jour récentes',
      components: {
        web: { name: 'Application web', text: 'Le site et les tableaux de bord dans votre navigateur.' },
        api: { name: 'Services API', text: 'Le traitement des portions, des réservations et des demandes.' },
        database: { name: 'Base de données', text: 'Le stockage de toutes les données, séparé par organisation.' },
        email: {
          name: 'Notifications par e-mail',
          text: 'Les invitations, les liens pour choisir un mot de passe et les confirmations de demande par e-mail.',
        },
      },
    },
  },
  statusUpdates: {
    STATUS_UPDATES: [
      {
        date: '2026-11-23',
        title: 'Modifier les portions, photos et partage équitable',
        text: 'La cuisine modifie les portions depuis leur fiche, propose à nouveau une portion précédente et ajoute une photo. Chacun garde une seule réservation ouverte par portion ; les administrateurs peuvent fixer un maximum par personne.',
      },
      {
        date: '2026-11-23',
        title: '« Non retirée » et analyse par jour, semaine et site',
        text: 'Une réservation encore ouverte après l’heure de fin s’appelle désormais « Non retirée » ; la cuisine voit combien il y en a. Les administrateurs consultent les chiffres par jour, par semaine ou par site et les exportent en CSV.',
      },
      {
        date: '2026-11-22',
        title: 'Première version de Portiepunt',
        text: 'Les cuisines proposent leurs portions restantes, les collègues les voient apparaître en direct, les réservent et viennent les retirer. Les administrateurs gèrent les utilisateurs et les sites et consultent les chiffres de la semaine.',
      },
    ],
  },
  underConstruction: {
    HELP_PAGE: {
      eyebrow: 'Aide',
      title: 'Centre d’aide en construction',
      intro:
        'Nous préparons un centre d’aide avec les réponses aux questions les plus fréquentes des équipes de cuisine, du personnel soignant et des administrateurs.',
      comingTitle: 'Ce que vous trouverez bientôt ici',
      coming: [
        'Proposer une portion pas à pas, avec photo et allergènes',
        'Réserver et retirer une portion en tant que collaborateur',
        'Gérer les utilisateurs et les sites en tant qu’administrateur',
        'Des réponses sur la connexion, les mots de passe et les notifications',
      ],
      meanwhileTitle: 'Besoin d’aide ?',
      meanwhile: 'Notre équipe d’assistance vous aide personnellement.',
    },
    DOCUMENTATION_PAGE: {
      eyebrow: 'Documentation',
      title: 'Documentation en préparation',
      intro:
        'Les guides de Portiepunt sont en cours de rédaction, avec les cuisines et les équipes de soins qui utilisent la plateforme au quotidien.',
      comingTitle: 'Ce que vous trouverez bientôt ici',
      coming: [
        'Un guide pour l’équipe de cuisine',
        'Un guide pour le personnel soignant et les autres collaborateurs',
        'Un guide d’administration pour les utilisateurs, les sites et les statistiques',
        'Des informations sur la sécurité, le RGPD et le contrat de sous-traitance',
      ],
      meanwhileTitle: 'Besoin de quelque chose pour votre mise en place ?',
      meanwhile: 'Nous vous envoyons volontiers la documentation à jour.',
    },
    CONTACT_US: 'Nous contacter',
  },
} satisfies PageTexts;
