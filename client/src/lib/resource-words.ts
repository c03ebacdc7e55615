// What a business calls the hall, worker or vehicle it answers with (shared managementTile), in
// the sentences of Booking Requests and the wedding view that name it: one whole sentence per
// kind, as the words change with the kind in Urdu. Translated where shown.
import type { ManagementTile } from '@baraat/shared/domain/business-kind';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ResourceNoun = ManagementTile['resource'];

interface ResourceWords {
  /** The noun alone, as a legend or a column. */
  noun: MessageDescriptor;
  /** The Assign dialog's title. */
  assign: MessageDescriptor;
  /** An assignment sent with nothing chosen. */
  choose: MessageDescriptor;
  /** The toast of an assignment made (shared REQUEST_TOASTS.assigned). */
  assigned: MessageDescriptor;
  loadFailed: MessageDescriptor;
  noneActive: MessageDescriptor;
  /** The choice of accepting with none yet. */
  noneYet: MessageDescriptor;
  /** "{noun} for each event", Accept all's legend. */
  forEachEvent: MessageDescriptor;
}

export const RESOURCE_WORDS: Record<ResourceNoun, ResourceWords> = {
  Hall: {
    noun: msg`Hall`,
    assign: msg`Assign Hall`,
    choose: msg`Choose a hall.`,
    assigned: msg`Hall assigned successfully`,
    loadFailed: msg`Failed to load halls`,
    noneActive: msg`No active halls yet. Add one under Manage Business.`,
    noneYet: msg`No hall yet`,
    forEachEvent: msg`Hall for each event`,
  },
  Worker: {
    noun: msg`Worker`,
    assign: msg`Assign Worker`,
    choose: msg`Choose a worker.`,
    assigned: msg`Worker assigned successfully`,
    loadFailed: msg`Failed to load workers`,
    noneActive: msg`No active workers yet. Add one under Manage Business.`,
    noneYet: msg`No worker yet`,
    forEachEvent: msg`Worker for each event`,
  },
  Vehicle: {
    noun: msg`Vehicle`,
    assign: msg`Assign Vehicle`,
    choose: msg`Choose a vehicle.`,
    assigned: msg`Vehicle assigned successfully`,
    loadFailed: msg`Failed to load vehicles`,
    noneActive: msg`No active vehicles yet. Add one under Manage Business.`,
    noneYet: msg`No vehicle yet`,
    forEachEvent: msg`Vehicle for each event`,
  },
};

/** The verified tab's assignment column, by business kind. */
export const ASSIGNMENT_COLUMNS: Record<ManagementTile['assignmentColumn'], MessageDescriptor> = {
  Hall: msg`Hall`,
  Photographer: msg`Photographer`,
  'Team Assigned': msg`Team Assigned`,
  Vehicle: msg`Vehicle`,
};
