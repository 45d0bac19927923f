import { defineTexts } from '../../../application/shared/i18n/texts.js';

/** The payouts export's header: the words a bookkeeper uses. */
export const payoutsCsvTexts = defineTexts('payouts-csv', {
  nl: {
    partnerId: 'Partner-ID',
    company: 'Bedrijf',
    email: 'E-mailadres',
    referralCode: 'Verwijzingscode',
    lines: 'Regels',
    amount: 'Bedrag (EUR)',
    paidOn: 'Betaald op',
    reference: 'Betalingskenmerk',
    fileName: 'commissie-{{month}}.csv',
  },
  fr: {
    partnerId: 'ID partenaire',
    company: 'Société',
    email: 'Adresse e-mail',
    referralCode: 'Code de parrainage',
    lines: 'Lignes',
    amount: 'Montant (EUR)',
    paidOn: 'Payé le',
    reference: 'Référence du paiement',
    fileName: 'commissions-{{month}}.csv',
  },
  en: {
    partnerId: 'Partner ID',
    company: 'Company',
    email: 'Email address',
    referralCode: 'Referral code',
    lines: 'Lines',
    amount: 'Amount (EUR)',
    paidOn: 'Paid on',
    reference: 'Payment reference',
    fileName: 'commission-{{month}}.csv',
  },
});
