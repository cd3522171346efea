import type { landingMessages as turkish } from '../landing';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/** The main site's landing page, part of its first load (first-load.ts). */
export const landingMessages: Translation<typeof turkish> = {
  landing: {
    title: "Get your company's leave in order in minutes",
    lead: 'Paydos calculates annual leave by the rules of İş Kanunu (Turkish Labour Law) and brings every request and approval together in one place.',
    login: 'Sign In',
    trial: 'Try It Free',
    heroBadge: 'Leave management compliant with İş Kanunu (Turkish Labour Law)',
    heroTrial: 'Try It Free for 14 Days',
    heroDemo: 'Watch the Demo',
    demoFailed: "The demo couldn't be opened. Please try again in a moment.",
    reassurance: [
      'No credit card required',
      'Ready to use right away',
      'KVKK (Personal Data Protection Law) compliant',
    ],
    featuresTitle: 'Everything you need to run leave',
    featuresLead: 'Say goodbye to Excel spreadsheets and endless email threads.',
    features: [
      {
        title: 'Statutory leave, calculated',
        body: 'Annual leave of 14, 20 or 26 days by length of service, public holidays and half-day holiday eves are all calculated automatically.',
      },
      {
        title: 'One-click approval',
        body: 'Employees submit their request, their manager is notified by email and approves or rejects it with a single click.',
      },
      {
        title: 'Monthly reports',
        body: "Download the monthly leave report as CSV and each employee's leave statement as PDF.",
      },
      {
        title: 'Automatic notifications',
        body: 'Emails for birthdays, work anniversaries and leave requests go out on their own.',
      },
    ],
    pricingTitle: 'Transparent pricing',
    pricingLead: 'One monthly fee per employee; no hidden costs.',
    staffCount: 'Number of employees',
    staffValue: (n: number) => `${formatCount(n)} ${n === 1 ? 'employee' : 'employees'}`,
    perPerson: (price: string) => `${price} per employee per month`,
    monthlyTotal: 'Monthly total',
    pricingIncludes: [
      'Unlimited leave requests and approvals',
      'Email notifications',
      'PDF and CSV reports',
      'Free import of your past leave data',
    ],
    pricingCta: 'Start Your 14-Day Free Trial',
    testimonialsTitle: 'What our customers say',
    testimonials: [
      {
        quote: 'We moved our leave tracking from Excel to Paydos, and it even gets holiday eves right.',
        name: 'Selin Aydın',
        role: 'HR Manager, Marmara Lojistik',
      },
      {
        quote:
          'Our staff send their requests from their phones, and I approve them with one click. We have saved so much time.',
        name: 'Hakan Öztürk',
        role: 'General Manager, Öztürk Yapı',
      },
      {
        quote: 'Setup took ten minutes. The team even imported our past leave records for us.',
        name: 'Deniz Kara',
        role: 'Co-founder, Kara Tasarım Stüdyosu',
      },
    ],
    footerTagline: 'Leave management for Turkish companies.',
    footerRights: (year: number) => `© ${year} Paydos. All rights reserved.`,
    footerLinks: { login: 'Company Sign In', trial: 'Free Trial', kvkk: 'KVKK Aydınlatma Metni (Privacy Notice)' },
  },
};
