/**
 * Landing-page copy. Testimonials and team members are placeholders to be replaced with real, consented
 * quotes and people before launch.
 */
export const TESTIMONIALS = [
  {
    quote:
      'The review flagged exactly the gaps our Innosuisse evaluator would have found: a vague market section and an unrealistic work plan. We fixed both before submitting.',
    name: 'Laura M.',
    role: 'Co-founder, medtech start-up',
    kind: 'Client',
  },
  {
    quote:
      'My teams now come to coaching sessions with a draft that has already been checked against the guidelines. We spend our time on strategy instead of formalities.',
    name: 'Dr. Stefan K.',
    role: 'Innovation mentor',
    kind: 'Mentor',
  },
] as const;

export const TEAM = [
  {
    name: 'Andrea Keller',
    role: 'Co-founder · Innovation coaching',
    bio: 'Has coached start-ups and SMEs through Innosuisse and ETH funding for over a decade.',
  },
  {
    name: 'Marco Bianchi',
    role: 'Co-founder · AI & data protection',
    bio: 'Builds privacy-first language technology for regulated industries in Switzerland.',
  },
  {
    name: 'Sophie Dubois',
    role: 'Grant strategy',
    bio: 'Former evaluator’s assistant; turns agency guidelines into concrete review criteria.',
  },
] as const;

export const STEPS = [
  {
    title: 'Upload your documents',
    text: 'Add the application draft, budget, risk matrix and supporting documents to the slots of your programme.',
  },
  {
    title: 'Confirm anonymization, then analyse',
    text: 'Check which personal data was detected and masked, then start the AI analysis against the agency’s guidelines.',
  },
  {
    title: 'Discuss and refine',
    text: 'Use the chat to go through the feedback, ask follow-up questions and sharpen your application.',
  },
] as const;
