/** A document slot's name and description in the interface language (files namespace), by the slot's id. */
import type { TSlotDefinition } from '@grant-review/contract';
import type { TFunction } from 'i18next';
import type { TResources } from '@/i18n/resources';

type TFilesKey = keyof TResources['files'];
type TSlotNameKey = Extract<TFilesKey, `slot.name.${string}`>;
type TSlotDescriptionKey = Extract<TFilesKey, `slot.description.${string}`>;

/** A slot the translations do not know yet (a new one on the server) keeps the name the contract or server gives. */
export function slotName(t: TFunction<'files'>, slot: Pick<TSlotDefinition, 'id' | 'name'>): string {
  return t(`slot.name.${slot.id}` as TSlotNameKey, { defaultValue: slot.name });
}

export function slotDescription(t: TFunction<'files'>, slot: Pick<TSlotDefinition, 'id' | 'description'>): string {
  return t(`slot.description.${slot.id}` as TSlotDescriptionKey, { defaultValue: slot.description });
}

/**
 * The slot's name inside a sentence ('Failed to upload funding proposal'): English lowercases it as the spec's
 * messages do; German keeps the capital of its nouns, and French and Italian quote the name in the sentence itself.
 */
export function slotNameInSentence(name: string, language: string): string {
  return language === 'en' ? name.toLowerCase() : name;
}
