import type { TPiiEntityType } from '@grant-review/contract';
import { servesLanguage, type TRecognizer } from './recognizer.js';
import { ahvRecognizer } from './recognizers/ahv.js';
import { birthDateRecognizer } from './recognizers/birth-date.js';
import { creditCardRecognizer } from './recognizers/credit-card.js';
import { emailRecognizer } from './recognizers/email.js';
import { ibanRecognizer } from './recognizers/iban.js';
import { ipAddressRecognizer } from './recognizers/ip-address.js';
import { personRecognizer } from './recognizers/person/person.js';
import { phoneRecognizer } from './recognizers/phone.js';
import { placeOfOriginRecognizer } from './recognizers/place-of-origin.js';
import { streetAddressRecognizer } from './recognizers/street-address.js';
import { urlRecognizer } from './recognizers/url.js';
import type { TDetectionContext, TPiiDetector } from './types.js';

/**
 * The registry (Presidio's RecognizerRegistry): every built-in recognizer. Add one by passing
 * `[...DEFAULT_RECOGNIZERS, yours]` as `detectors` to `detectPii`.
 */
export const DEFAULT_RECOGNIZERS: readonly TRecognizer[] = [
  emailRecognizer,
  phoneRecognizer,
  ibanRecognizer,
  ahvRecognizer,
  creditCardRecognizer,
  ipAddressRecognizer,
  urlRecognizer,
  streetAddressRecognizer,
  birthDateRecognizer,
  placeOfOriginRecognizer,
  personRecognizer,
];

/** The recognizers that serve the text's language and may emit one of the wanted types. */
export function selectRecognizers(
  recognizers: readonly TPiiDetector[],
  context: TDetectionContext,
  entityTypes?: readonly TPiiEntityType[],
): TPiiDetector[] {
  return recognizers.filter((recognizer) => {
    if (!servesLanguage(recognizer, context)) return false;
    const types = (recognizer as Partial<TRecognizer>).entityTypes;
    return !entityTypes || !types || types.some((type) => entityTypes.includes(type));
  });
}
