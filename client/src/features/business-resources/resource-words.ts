// What a business calls one of its resources, in each form the halls and workers screens use
// (docs/product/resources.md#halls-and-teams): "Add Hall", "Search halls", "Halls API endpoint
// not found". The English forms are resourceTexts' (shared/constants/business-resources.ts);
// each is translated as a word, so an Urdu sentence places it as its grammar wants.
import type { ManagementTile } from '@baraat/shared/domain/business-kind';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ResourceNoun = ManagementTile['resource'];

export interface NounForms {
  /** "Hall": a button's or a title's word. */
  name: MessageDescriptor;
  /** "hall": inside a sentence. */
  lower: MessageDescriptor;
  /** "halls". */
  lowerPlural: MessageDescriptor;
  /** "Halls". */
  plural: MessageDescriptor;
}

export const NOUN_FORMS: Record<ResourceNoun, NounForms> = {
  Hall: { name: msg`Hall`, lower: msg`hall`, lowerPlural: msg`halls`, plural: msg`Halls` },
  Worker: {
    name: msg`Worker`,
    lower: msg`worker`,
    lowerPlural: msg`workers`,
    plural: msg`Workers`,
  },
  Vehicle: {
    name: msg`Vehicle`,
    lower: msg`vehicle`,
    lowerPlural: msg`vehicles`,
    plural: msg`Vehicles`,
  },
};
