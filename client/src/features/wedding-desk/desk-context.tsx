// What the wedding view needs from the rest of the desk, handed in by its page (app/routes):
// the queries its writes change elsewhere (Booking Requests, Payments) and how to ask the
// server which halls or teams are free at an event's time.
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import type { QueryKey } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

export interface ResourceWindow {
  date: string;
  startTime: string;
  endTime: string;
  excludeBookingId: number;
}

export interface WeddingDeskLinks {
  /** Queries to ask again once a write to the wedding has landed. */
  changed: (ownerId: number) => readonly QueryKey[];
  /** The owner's halls or teams, each marked free or busy at that time. */
  freeResources: (window: ResourceWindow) => Promise<AvailableResource[]>;
}

const NONE: WeddingDeskLinks = {
  changed: () => [],
  freeResources: () => Promise.resolve([]),
};

export const WeddingDeskContext = createContext<WeddingDeskLinks>(NONE);

export const useWeddingDeskLinks = () => useContext(WeddingDeskContext);
