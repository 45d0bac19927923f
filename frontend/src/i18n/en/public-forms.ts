import type { FormTexts } from '../../public/i18n/text-shapes';

const LABELS = {
  organizationName: 'Organisation name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  institutionType: 'Type of organisation',
  numberOfLocations: 'Number of locations',
  message: 'Message',
  company: 'Company',
  role: 'Current role',
  experience: 'Relevant experience',
  network: 'Your network',
  motivation: 'Motivation',
};

export default {
  forms: {
    LABELS,
    PLACEHOLDERS: {
      select: 'Please choose',
      message: 'Tell us briefly about your kitchen and what you want to achieve.',
      experience: 'For example: ten years as a facilities consultant in healthcare.',
      network: 'Which care organisations, schools or staff kitchens do you work with?',
      motivation: 'Why would you like to recommend Portiepunt?',
    },
    // The values are stored as they are, in every language; only the labels are English.
    HOME_INSTITUTION_TYPES: [
      { value: 'hospital', label: 'Hospital' },
      { value: 'care-home', label: 'Care home or nursing home' },
      { value: 'care-group', label: 'Care group' },
      { value: 'university', label: 'College or university' },
      { value: 'school', label: 'School' },
      { value: 'corporate', label: 'Staff restaurant' },
      { value: 'catering', label: 'Caterer' },
      { value: 'retail', label: 'Retail' },
      { value: 'hotel', label: 'Hotel' },
      { value: 'other', label: 'Other' },
    ],
    HOME_LOCATION_COUNTS: [
      { value: '1', label: '1 location' },
      { value: '2-5', label: '2 to 5 locations' },
      { value: '6-10', label: '6 to 10 locations' },
      { value: '10+', label: 'More than 10 locations' },
    ],
    CONTACT_INSTITUTION_TYPES: [
      { value: 'ziekenhuis', label: 'Hospital' },
      { value: 'rusthuis', label: 'Care home' },
      { value: 'hogeschool', label: 'College' },
      { value: 'bedrijf', label: 'Business' },
      { value: 'anders', label: 'Other' },
    ],
    CONTACT_LOCATION_COUNTS: [
      { value: '1', label: '1 location' },
      { value: '2-3', label: '2 to 3 locations' },
      { value: '4-10', label: '4 to 10 locations' },
      { value: '10+', label: 'More than 10 locations' },
    ],
    CONSENT: {
      before: 'I agree to the ',
      privacy: 'privacy statement',
      between: ' and the ',
      terms: 'terms and conditions',
      after: '.',
    },
    FIELD_REQUIRED: 'This field is required.',
    EMAIL_INVALID: 'Enter a valid email address.',
    CONSENT_REQUIRED: 'Please give your consent to continue.',
    REQUIRED_LEGEND: 'Fields marked * are required.',
    SUBMIT: {
      demo: 'Book a demo',
      contact: 'Send request',
      partner: 'Send application',
      sending: 'Sending…',
    },
    TOASTS: {
      incomplete: {
        title: 'Details incomplete',
        description: 'Fill in all required fields and accept the terms.',
        variant: 'destructive',
      },
      demoSent: { title: 'Demo request sent!', description: 'We will contact you within 24 hours.' },
      failed: { title: 'Something went wrong', description: 'Please try again later or contact us directly.', variant: 'destructive' },
      partnerConsent: {
        title: 'Privacy statement required',
        description: 'You need to accept the privacy statement and the terms.',
        variant: 'destructive',
      },
      partnerSent: {
        title: 'Application received!',
        description: 'Thank you for your interest. We will contact you within 2 working days.',
      },
    },
    CONTACT_ALERTS: {
      success: 'Thank you for your message! We will contact you within 24 hours.',
      failure: 'Something went wrong. Please try again.',
    },
    POSTED_ERRORS: {
      title: 'Your request has not been sent yet. Please check these fields:',
      fields: { ...LABELS, privacyAccepted: 'Consent to the privacy statement and terms' },
      limiet: 'Too many requests from this address. Please try again in ten minutes.',
      algemeen: 'Something went wrong. Please try again.',
    },
    THANK_YOU_PAGE: {
      title: 'Thank you for your request!',
      intro: 'We have received your details. We answer a demo request within 24 hours and a partner application within 2 working days.',
      home: 'Back to the home page',
    },
  },
} satisfies FormTexts;
