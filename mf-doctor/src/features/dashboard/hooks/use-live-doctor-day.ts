import { useQueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/web-kit/api';
import { useEventStream } from '@vetnow/web-kit/event-stream';
import { useCallback } from 'react';

/**
 * Follows GET /doctors/dashboard/events for `date` (server-sent events, ADR 0060): on each `day-changed` and after
 * each reconnect (an event may have been missed meanwhile) the doctor's appointments and the walk-in queue are asked
 * again through their ordinary contracts. No polling: nothing is asked while nothing changes.
 */
export function useLiveDoctorDay(date: string): 'connecting' | 'live' | 'offline' {
  const client = useQueryClient();
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: [API.booking.doctorAppointments.name] });
    void client.invalidateQueries({ queryKey: [API.desk.doctorWalkIns.name] });
  }, [client]);
  return useEventStream(API.desk.doctorDayEvents, { query: { date }, onEvent: refresh, onReconnect: refresh }).status;
}
