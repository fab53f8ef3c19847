/**
 * The contracts entries the apps share besides the route table (web-build's SHARED_CONTRACTS, ADR 0084), taken by
 * the shell at start. The route table already built their schemas (they are its own modules); taking them here marks
 * the shell's copies as loaded, and the federation's `loaded-first` strategy then gives a remote page these copies
 * instead of loading and building its own. Nothing to call: importing this module is the whole of it.
 * shared-config.spec.ts checks this list is SHARED_CONTRACTS.
 */
import '@vetnow/contracts/appointment';
import '@vetnow/contracts/booking-limits';
import '@vetnow/contracts/callers';
import '@vetnow/contracts/calendar';
import '@vetnow/contracts/card';
import '@vetnow/contracts/common';
import '@vetnow/contracts/doctor';
import '@vetnow/contracts/errors';
import '@vetnow/contracts/front-desk';
import '@vetnow/contracts/payments';
import '@vetnow/contracts/pet-care';
import '@vetnow/contracts/questionnaire';
import '@vetnow/contracts/user';
import '@vetnow/contracts/validation';
import '@vetnow/contracts/waitlist';
