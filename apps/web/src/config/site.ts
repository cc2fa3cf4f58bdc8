/**
 * Public contact details shown on the landing page. Placeholders until the company confirms them:
 * change them here only.
 */
export const SITE = {
  productName: 'GrantReview',
  companyName: 'GrantReview AG',
  companyUrl: 'https://www.grantreview.ch',
  contactEmail: 'beta@grantreview.ch',
  betaMailSubject: 'Beta access request',
} as const;

export function betaMailtoHref(): string {
  const subject = encodeURIComponent(SITE.betaMailSubject);
  const body = encodeURIComponent(
    'Hello,\n\nI would like to request beta access.\n\nName:\nOrganisation:\nProgramme (Innosuisse / ETH Pioneer Fellowship):\n',
  );
  return `mailto:${SITE.contactEmail}?subject=${subject}&body=${body}`;
}
