import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import { apiQuery } from '@vetnow/web-kit/queries';
import { releaseHoldIfLeaving } from './slot-hold';

const currentAddress = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

/**
 * For the booking flow's screens: when the screen goes away and the address it left for is outside the flow
 * (slot-hold.ts), the owner's slot hold is released, and the cached hold and slot grids forget it.
 * `address` reads where the router went (the browser's address; tests may pass their own).
 */
export function useHoldReleaseOnLeave(address: () => string = currentAddress): void {
  const client = useQueryClient();
  const addressRef = useRef(address);
  useEffect(() => {
    addressRef.current = address;
  });
  useEffect(
    () => () => {
      void releaseHoldIfLeaving(addressRef.current()).then((released) => {
        if (!released) return;
        client.setQueryData(apiQuery(API.booking.ownSlotHold).queryKey, { hold: null });
        void client.invalidateQueries({ queryKey: [API.clinic.getSlots.name] });
      });
    },
    [client],
  );
}
