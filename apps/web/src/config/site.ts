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

const BETA_MAIL_BODY =
  'Hello,\n\nI would like to request beta access.\n\nName:\nOrganisation:\nProgramme (Innosuisse / ETH Pioneer Fellowship):\n';

/**
 * A mailto link that opens a beta-access request. English unless the caller passes the subject and body in the
 * interface's language (the landing page does, from its translations).
 */
export function betaMailtoHref({
  subject = SITE.betaMailSubject,
  body = BETA_MAIL_BODY,
}: { subject?: string; body?: string } = {}): string {
  return `mailto:${SITE.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
